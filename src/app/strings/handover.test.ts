import { describe, expect, it } from 'vitest';
import { en as shellEn, ja as shellJa } from './all';
import { en, ja } from './handover';

describe('hand-over strings', () => {
  it('Japanese and English have the same keys, all under handover.', () => {
    expect(Object.keys(ja).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(en).every((key) => key.startsWith('handover.'))).toBe(true);
  });

  it('the shell tables have the entry points in both languages, and no key of the screens twice', () => {
    const shell = (table: Record<string, string>) =>
      Object.keys(table).filter((k) => k.startsWith('handover.'));
    expect(shell(shellEn).sort()).toEqual(shell(shellJa).sort());
    expect(shell(shellEn).sort()).toEqual([
      'handover.handedOver',
      'handover.receive',
      'handover.send',
      'handover.sendGame',
    ]);
    for (const key of shell(shellEn)) expect(en[key], key).toBeUndefined();
  });

  it('every refusal of a code has a sentence, and the same placeholders in both languages', () => {
    for (const key of ['handover.err.foreign', 'handover.err.newer', 'handover.err.corrupt'])
      expect(ja[key] && en[key], key).toBeTruthy();
    const holes = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en))
      expect(holes(ja[key] as string), key).toEqual(holes(en[key] as string));
  });
});
