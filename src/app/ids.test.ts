import { describe, expect, it } from 'vitest';
import { newId } from './ids';

describe('game ids', () => {
  it('are version-4 UUIDs made from random bytes (no crypto.randomUUID needed)', () => {
    const bytes = Uint8Array.from({ length: 16 }, (_, i) => i * 17);
    const id = newId((b) => {
      b.set(bytes);
      return b;
    });
    // Bytes 00 11 22 ... ff with the version (4) and variant (10xx) bits set in bytes 6 and 8.
    expect(id).toBe('00112233-4455-4677-8899-aabbccddeeff');
    expect(newId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newId()).not.toBe(newId());
  });
});
