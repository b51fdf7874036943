// Every game's string tables, checked the one way for all: the same keys and placeholders in Japanese and
// English, every key the rules write literally, and every rule a refusal cites named in words (the table
// reads 「競り（片目の商人）」, never a file number). What only one game has (its plural examples, the keys it
// builds from its own lists) stays in that game's i18n.test.ts; the messages of random games are checked by
// the shared property harness.
import { describe, expect, it } from 'vitest';
import { GAME_IDS, type GameStrings } from '../../engine/types';

/** Each game's rules as text (tests, string tables and test helpers left out): where its keys are written. */
const SOURCES = import.meta.glob<string>(
  ['../*/*.ts', '!../*/*.test.ts', '!../*/i18n*.ts', '!../*/testing.ts', '!../testing/**'],
  { query: '?raw', import: 'default', eager: true },
);
const TABLES = import.meta.glob<GameStrings>('../*/i18n.ts', { import: 'strings', eager: true });

/** The placeholders a text fills, each once (a language may say one twice). */
const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ''))].sort();

describe.each(GAME_IDS)('%s: strings', (id) => {
  const strings = TABLES[`../${id}/i18n.ts`] as GameStrings;
  const sources = Object.entries(SOURCES)
    .filter(([path]) => path.startsWith(`../${id}/`))
    .map(([, text]) => text);

  it('has its tables and its rules to read', () => {
    expect(strings, `src/games/${id}/i18n.ts`).toBeDefined();
    expect(sources.length).toBeGreaterThan(5);
  });

  it(`has the same keys in ja and en, all under ${id}., a singular form only beside its base in English`, () => {
    // Japanese has one form; English writes `key#one` beside `key`, for a count `n`.
    const base = (table: Record<string, string>) => Object.keys(table).filter((k) => !k.includes('#'));
    expect(base(strings.ja).sort()).toEqual(base(strings.en).sort());
    expect(Object.keys(strings.ja).filter((k) => k.includes('#'))).toEqual([]);
    for (const key of Object.keys(strings.ja)) expect([key, key.startsWith(`${id}.`)]).toEqual([key, true]);
    for (const form of Object.keys(strings.en).filter((k) => k.includes('#'))) {
      const [key = '', plural] = form.split('#');
      expect([form, plural, placeholders(strings.en[key] ?? '').includes('n')]).toEqual([form, 'one', true]);
    }
  });

  it('fills the same placeholders in both languages; a singular form drops none but its count', () => {
    for (const [key, ja] of Object.entries(strings.ja))
      expect([key, placeholders(ja)]).toEqual([key, placeholders(strings.en[key] ?? '')]);
    // "1 card" may write its count out; every other placeholder of the base text stays, and none is added.
    for (const [form, text] of Object.entries(strings.en).filter(([k]) => k.includes('#'))) {
      const base = placeholders(strings.en[form.split('#')[0] ?? ''] ?? '');
      const own = placeholders(text).filter((hole) => hole !== 'n');
      expect([form, own]).toEqual([form, base.filter((hole) => hole !== 'n')]);
    }
  });

  it('has every key its rules write literally, in both languages', () => {
    const written = new Set<string>();
    const pattern = new RegExp(`'(${id}\\.[\\w.]+)'`, 'g');
    for (const text of sources) for (const m of text.matchAll(pattern)) written.add(m[1] ?? '');
    expect(written.size).toBeGreaterThan(20);
    for (const key of written) expect([key, key in strings.ja, key in strings.en]).toEqual([key, true, true]);
  });

  it('names in words, in both languages, every rule its refusals cite', () => {
    // A citation is the rulebook's file number or RULINGS, then the heading: '001 進行', 'RULINGS 002 進行の順序'.
    const headings = new Set<string>();
    for (const text of sources)
      for (const m of text.matchAll(/'(?:\d{3}|RULINGS(?: \d{3})?)( [^'\n]*)?'/g))
        headings.add((m[1] ?? '').trim().replace(/【\d+】$/, ''));
    expect(headings.size).toBeGreaterThan(2);
    // A bare number would say nothing to the table.
    expect(headings.has('')).toBe(false);
    for (const heading of headings) {
      const key = `${id}.rule.${heading}`;
      expect([key, Boolean(strings.ja[key]), Boolean(strings.en[key])]).toEqual([key, true, true]);
    }
  });
});
