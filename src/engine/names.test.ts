import { describe, expect, it } from 'vitest';
import { nameKey, playerName } from './names';

describe('player names', () => {
  it('keeps a name as typed, trimmed', () => {
    expect(playerName('  あき ')).toBe('あき');
    expect(playerName('Ben\u200dJr')).toBe('Ben\u200dJr');
  });

  it('treats a name of invisible characters as empty', () => {
    for (const blank of ['', '   ', '\u200b\u200b', '\u2066\u2069', '\u3164', '\u00a0\u200e']) {
      expect(playerName(blank), JSON.stringify(blank)).toBe('');
    }
  });

  it('tells names apart only where a table could: not by case, nor by full or half width', () => {
    expect(nameKey('Ａｙａ ')).toBe(nameKey('aya'));
    expect(nameKey('TARO')).toBe(nameKey('taro'));
    expect(nameKey('あき')).not.toBe(nameKey('アキ'));
  });
});
