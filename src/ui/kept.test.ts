// What an older version of a form kept is dropped, not shown half-read: the shape check behind useKept.
import { describe, expect, it } from 'vitest';
import { sameShape } from './kept';

describe('sameShape', () => {
  const row = { money: '', cards: null, bonus: false };
  it('takes a row as the form keeps it, a filled-in null included', () => {
    expect(sameShape({ money: '12', cards: ['A1', 'B2'], bonus: true }, row)).toBe(true);
  });
  it('refuses a row missing a field, or with a field of another kind', () => {
    expect(sameShape({ money: '12', bonus: true }, row)).toBe(false);
    expect(sameShape({ money: 12, cards: null, bonus: true }, row)).toBe(false);
  });
  it('refuses a list of rows of another length (a form that grew a player)', () => {
    expect(sameShape([row, row], [row, row, row])).toBe(false);
    expect(sameShape([row, row, row], [row, row, row])).toBe(true);
  });
  it('takes any list where the form starts with an empty one (cards taken), but not a non-list', () => {
    expect(sameShape([[], ['x']], [[], []])).toBe(true);
    expect(sameShape([{}, []], [[], []])).toBe(false);
  });
});
