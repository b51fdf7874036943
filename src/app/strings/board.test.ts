import { describe, expect, it } from 'vitest';
import { en, ja } from './board';

describe('board strings', () => {
  it('Japanese and English have the same keys (plural forms aside), all under board.', () => {
    const base = (table: Record<string, string>) =>
      [...new Set(Object.keys(table).map((k) => k.split('#')[0]))].sort();
    expect(base(ja)).toEqual(base(en));
    expect(Object.keys(en).every((key) => key.startsWith('board.'))).toBe(true);
  });

  it('the same placeholders in both languages', () => {
    const holes = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(ja))
      expect(holes(ja[key] as string), key).toEqual(holes(en[key] as string));
  });
});
