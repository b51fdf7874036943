import { describe, expect, it } from 'vitest';
import { readWhole } from './whole-number';

describe('readWhole: a count as typed into a quick check', () => {
  it('reads blank as blank and ASCII digits as the number', () => {
    expect(readWhole('')).toEqual({ ok: true, n: null });
    expect(readWhole('  ')).toEqual({ ok: true, n: null });
    expect(readWhole(' 7 ')).toEqual({ ok: true, n: 7 });
    expect(readWhole('012')).toEqual({ ok: true, n: 12 });
  });

  it('reads full-width digits from a Japanese IME as the digits they are', () => {
    expect(readWhole('３')).toEqual({ ok: true, n: 3 });
    expect(readWhole('１２　')).toEqual({ ok: true, n: 12 });
  });

  it('refuses anything but a whole decimal number 0 or more, keeping the text as typed', () => {
    for (const typed of ['1e1', '0x10', '1.5', '-1', '－１', '+3', 'abc', '1 2', 'Infinity', '9'.repeat(20)])
      expect(readWhole(typed)).toEqual({ ok: false, typed });
  });
});
