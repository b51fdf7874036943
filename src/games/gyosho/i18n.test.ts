import { describe, expect, it } from 'vitest';
import { GOODS } from './components';
import { strings } from './i18n';
import { game } from './index';

const sources = Object.values(
  import.meta.glob<string>(['./*.ts', '!./*.test.ts', '!./i18n.ts', '!./fixtures.ts'], {
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
  for (const spec of game.optionSpecs) {
    keys.add(spec.label);
    keys.add(spec.help);
    if (spec.kind === 'choice') for (const c of spec.choices) keys.add(`${spec.label}.${c}`);
  }
  keys.add('gyosho.opt.wagon.normal');
  return keys;
}

describe('strings', () => {
  it('has the same keys in Japanese and English, none empty except the deliberate blank', () => {
    expect(Object.keys(strings.ja).sort()).toEqual(Object.keys(strings.en).sort());
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
});
