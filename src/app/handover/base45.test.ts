import { describe, expect, it } from 'vitest';
import { BASE45, decode45, encode45 } from './base45';

const text = (s: string) => new TextEncoder().encode(s);

describe('base45 (RFC 9285)', () => {
  it.each([
    ['AB', 'BB8'],
    ['Hello!!', '%69 VD92EX0'],
    ['base-45', 'UJCLQE7W581'],
    ['ietf!', 'QED8WEX0'],
  ])('encodes %s as the RFC example %s, and back', (plain, coded) => {
    expect(encode45(text(plain))).toBe(coded);
    expect(decode45(coded)).toEqual(text(plain));
  });

  it('round-trips every byte value, in odd and even lengths', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    for (const bytes of [all, all.slice(1), new Uint8Array([255, 255]), new Uint8Array([])]) {
      const coded = encode45(bytes);
      expect([...coded].every((c) => BASE45.includes(c))).toBe(true);
      expect(decode45(coded)).toEqual(bytes);
    }
  });

  it('refuses text no encoder writes', () => {
    expect(decode45('GGW')).toBeNull(); // 65535 + 1: a group above two bytes
    expect(decode45('ab')).toBeNull(); // lower case is not in the set
    expect(decode45('A')).toBeNull(); // a lone character
    expect(decode45(':6')).toBeNull(); // 44 + 6 × 45 = 314: above one byte
  });
});
