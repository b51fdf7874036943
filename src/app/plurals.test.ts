import { describe, expect, it } from 'vitest';
import { makeTranslate } from './i18n';
import { en } from './strings/all';

describe('counts in the shell’s English', () => {
  it('every sentence that counts {n} things has its singular form (no "1 games")', () => {
    const counted = Object.entries(en).filter(
      ([key, text]) => !key.includes('#') && /\{n\} (?:[a-z]+ )?[a-z]+s\b/.test(text),
    );
    expect(counted.length).toBeGreaterThan(2);
    for (const [key] of counted) expect(en[`${key}#one`], key).toBeDefined();
  });

  it('the players page and the tally read right at one and at many', () => {
    const t = makeTranslate('en');
    expect(t('players.played', { games: t('players.games', { n: 1 }), n: 1 })).toBe('1 game, 1 finished');
    expect(t('players.played', { games: t('players.games', { n: 3 }), n: 2 })).toBe('3 games, 2 finished');
    expect(t('players.wins', { n: 0, finished: 1 })).toBe('won 0 of 1');
    expect(t('tally.title', { n: 1 })).toBe('Today’s results (1 game)');
    expect(t('tally.title', { n: 2 })).toBe('Today’s results (2 games)');
  });
});
