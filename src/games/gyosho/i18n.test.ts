import { describe, expect, it } from 'vitest';
import { GOODS } from './components';
import { strings } from './i18n';
import { game } from './index';
import { DEFAULT_NAMES } from './map';

const sources = Object.values(
  import.meta.glob<string>(['./*.ts', '!./*.test.ts', '!./i18n.ts', '!./testing.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

/** Every literal key in the rules' source ('gyosho.xxx'), and the keys built from parts. */
function emittedKeys(): Set<string> {
  const keys = new Set<string>();
  for (const src of sources)
    for (const m of src.matchAll(/'(gyosho\.[A-Za-z0-9.]+)'/g)) keys.add(m[1] as string);
  for (const g of GOODS) keys.add(`gyosho.good.${g}`);
  for (let k = 1; k <= 4; k++) keys.add(`gyosho.goods.list${k}`);
  for (const phase of [
    'setup.map',
    'setup.wagon',
    'setup.orders',
    'setup.reshuffle',
    'setup.special',
    'setup.start',
    'turn',
    'post',
    'refill',
    'titles',
    'over',
  ]) {
    keys.add(`gyosho.phase.${phase}`);
  }
  for (const cause of ['endCard', 'specials', 'posts']) keys.add(`gyosho.end.${cause}`);
  for (const j of ['red', 'white']) keys.add(`gyosho.log.jewel.${j}`);
  for (const c of game.colours) keys.add(`gyosho.colour.${c}`);
  for (const spec of game.options.specs) {
    keys.add(spec.label);
    keys.add(spec.help);
    if (spec.kind === 'choice') for (const c of spec.choices) keys.add(`${spec.label}.${c}`);
  }
  keys.add('gyosho.opt.wagon.normal');
  for (const [kind, names] of Object.entries(DEFAULT_NAMES))
    for (let k = 0; k < names.length; k++) keys.add(`gyosho.city.${kind}.${k}`);
  return keys;
}

describe('strings', () => {
  it('has the same keys in Japanese and English, none empty except the deliberate blank', () => {
    // English adds singular forms (`key#one`, picked for n = 1); Japanese has no plural, and each base key is in both.
    const base = (table: Record<string, string>) => Object.keys(table).filter((k) => !k.includes('#'));
    expect(base(strings.ja).sort()).toEqual(base(strings.en).sort());
    expect(Object.keys(strings.ja).filter((k) => k.includes('#'))).toEqual([]);
    for (const key of Object.keys(strings.en).filter((k) => k.includes('#'))) {
      expect(key, key).toMatch(/#one$/);
      expect(strings.ja[key.replace(/#one$/, '')], key).toBeDefined();
    }
    for (const table of [strings.ja, strings.en]) {
      for (const [key, text] of Object.entries(table)) {
        expect(key.startsWith('gyosho.')).toBe(true);
        if (key !== 'gyosho.log.nothing') expect(text, key).not.toBe('');
      }
    }
  });

  it('has every key the rules can emit, in both languages', () => {
    const keys = emittedKeys();
    expect(keys.size).toBeGreaterThan(100);
    for (const key of keys) {
      expect(strings.ja[key], key).toBeDefined();
      expect(strings.en[key], key).toBeDefined();
    }
  });

  it('uses the same placeholders in both languages', () => {
    const names = (t: string) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(strings.ja)) {
      expect(names(strings.en[key] ?? ''), key).toEqual(names(strings.ja[key] ?? ''));
    }
  });

  it('counts with `n` wherever a singular form exists, and the singular drops no other placeholder', () => {
    const names = (t: string) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    for (const [key, text] of Object.entries(strings.en).filter(([k]) => k.endsWith('#one'))) {
      const other = strings.en[key.replace(/#one$/, '')] ?? '';
      expect(names(other), key).toContain('n');
      expect(
        names(other).filter((x) => x !== 'n'),
        key,
      ).toEqual(names(text).filter((x) => x !== 'n'));
    }
  });

  it('gives each good a letter of its own, the initial of its name, in both languages', () => {
    for (const table of [strings.ja, strings.en]) {
      const letters = GOODS.map((g) => table[`gyosho.ui.letter.${g}`] ?? '');
      expect(new Set(letters).size).toBe(GOODS.length);
      for (const g of GOODS)
        expect(table[`gyosho.good.${g}`]?.startsWith(table[`gyosho.ui.letter.${g}`] ?? '?'), g).toBe(true);
    }
  });

  it('names every rule a refusal cites in words, in both languages (no bare file number or RULINGS)', () => {
    const sections = new Set<string>();
    for (const src of sources)
      for (const m of src.matchAll(/'((?:002|RULINGS 002)[^']*)'/g)) sections.add(m[1] as string);
    expect(sections.size).toBeGreaterThan(10);
    for (const section of sections) {
      const heading = section.replace(/^(?:002|RULINGS 002)\s*/, '').replace(/【\d+】$/, '');
      expect(heading, section).not.toBe('');
      expect(strings.ja[`gyosho.rule.${heading}`], section).toBeDefined();
      expect(strings.en[`gyosho.rule.${heading}`], section).toBeDefined();
    }
  });
});
