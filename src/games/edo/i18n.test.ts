// What only Edo's strings have: the keys it builds from its own lists (phases, entries, colours, sites,
// choices, crests, options), no Japanese text left empty, a singular form that drops no placeholder but its
// count, and every rule cited through RULE (sections.ts). The checks every game shares (the same keys and
// placeholders in ja and en, every key the rules write literally, every cited rule named in words) live in
// src/games/testing/strings.test.ts; the words of random games (prompts, log lines, announcements, refusals,
// score lines) are checked by the shared property harness (src/games/testing/properties).
import { describe, expect, it } from 'vitest';
import { COLOURS } from './components';
import { strings } from './i18n';
import { optionSpecs } from './index';
import { EXPECTS } from './prompt';

const sources = import.meta.glob<string>(['./*.ts', '!./*.test.ts', '!./i18n.ts', '!./testing.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

describe('edo strings', () => {
  it('leaves no Japanese text empty; a singular form drops no placeholder but its count', () => {
    for (const [key, ja] of Object.entries(strings.ja)) expect([key, ja.length > 0]).toEqual([key, true]);
    // The count itself may be written out ("1 vote"); every other placeholder of the base stays.
    for (const key of Object.keys(strings.en).filter((k) => k.includes('#'))) {
      const rest = placeholders(strings.en[key.replace(/#one$/, '')] ?? '').filter((p) => p !== 'n');
      expect([key, placeholders(strings.en[key] ?? '').filter((p) => p !== 'n')]).toEqual([key, rest]);
    }
  });

  it('names every key built from a template: phases, entries, colours, sites, choices, crests, options', () => {
    const built = [
      ...Object.keys(EXPECTS).flatMap((phase) => [`edo.phase.${phase}`, `edo.hint.${phase}`]),
      ...Object.values(EXPECTS).flatMap((types) => types.map((t) => `edo.action.${t}`)),
      ...[...COLOURS, 'special'].map((c) => `edo.colour.${c}`),
      ...COLOURS.map((c) => `edo.privilege.${c}`),
      'edo.site.east',
      'edo.site.west',
      ...['east', 'west', 'koban'].map((c) => `edo.choice.${c}`),
      ...[2, 3, 4, 5].map((n) => `edo.line.crest${n}`),
      ...optionSpecs.flatMap((o) => [o.label, o.help]),
    ];
    for (const key of built) expect([key, key in strings.ja]).toEqual([key, true]);
  });

  it('cites no rule outside RULE (sections.ts)', () => {
    // Every citation goes through RULE, whose headings strings.test.ts finds named in both languages.
    expect(sources['./sections.ts']).toContain('RULINGS');
    for (const [file, text] of Object.entries(sources)) {
      if (file === './sections.ts') continue;
      expect([file, text.match(/'(?:\d{3}|RULINGS)[^']*'/g)]).toEqual([file, null]);
    }
  });
});
