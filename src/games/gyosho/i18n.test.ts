// What only 行商の時代's strings have: the keys it builds from its own lists (goods, phases, end causes,
// jewels, colours, options and their choices, city names), no text left empty but the deliberate blank, a
// singular form that drops no placeholder but its count, and a letter of its own for each good. The checks
// every game shares (the same keys and placeholders in ja and en, every key the rules write literally, every
// cited rule named in words) live in src/games/testing/strings.test.ts; the words of random games are
// checked by the shared property harness (src/games/testing/properties).
import { describe, expect, it } from 'vitest';
import { GOODS } from './components';
import { strings } from './i18n';
import { game } from './index';
import { DEFAULT_NAMES } from './map';

/** The keys the rules build from parts (`gyosho.good.${g}`); strings.test.ts finds the keys written whole. */
function builtKeys(): Set<string> {
  const keys = new Set<string>();
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
  for (const cause of ['endCard', 'specials', 'posts', 'nothingFits']) keys.add(`gyosho.end.${cause}`);
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
  it('leaves no text empty in either language, except the deliberate blank', () => {
    for (const table of [strings.ja, strings.en]) {
      for (const [key, text] of Object.entries(table)) {
        if (key !== 'gyosho.log.nothing') expect(text, key).not.toBe('');
      }
    }
  });

  it('has every key the rules build from parts, in both languages', () => {
    const keys = builtKeys();
    expect(keys.size).toBeGreaterThan(40);
    for (const key of keys) {
      expect(strings.ja[key], key).toBeDefined();
      expect(strings.en[key], key).toBeDefined();
    }
  });

  it('drops no placeholder but the count `n` in a singular form', () => {
    const names = (t: string) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(strings.en).filter(([k]) => k.endsWith('#one'))) {
      const other = strings.en[key.replace(/#one$/, '')] ?? '';
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
});
