// Every string the engine can say exists in Japanese and English, with the same placeholders.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { step } from '../../engine/replay';
import type { Msg, MsgParam } from '../../engine/types';
import { isViolation } from '../../engine/violation';
import { COLOURS } from './components';
import { strings } from './i18n';
import { game, optionSpecs } from './index';
import { EXPECTS } from './rules';
import { headingOf, RULE } from './sections';
import type { EdoState } from './state';
import { merchants } from './testing';

const sources = import.meta.glob<string>(['./*.ts', '!./*.test.ts', '!./i18n.ts', '!./testing.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

function keysOf(msg: Msg, out: Set<string>): Set<string> {
  out.add(msg.key);
  for (const value of Object.values(msg.params ?? {})) {
    const param = value as MsgParam;
    if (typeof param === 'object' && 'key' in param) keysOf(param, out);
  }
  return out;
}

describe('edo strings', () => {
  it('has the same keys in ja and en, all under edo., with the same placeholders', () => {
    // Plural forms (`key#one`) exist only in English, each beside its base key and with its placeholders
    // (the count itself may be written out: "1 vote").
    const plural = Object.keys(strings.en).filter((k) => k.includes('#'));
    expect(Object.keys(strings.ja).sort()).toEqual(
      Object.keys(strings.en)
        .filter((k) => !k.includes('#'))
        .sort(),
    );
    for (const key of plural) {
      const base = key.replace(/#one$/, '');
      expect([key, base in strings.en]).toEqual([key, true]);
      const rest = placeholders(strings.en[base] ?? '').filter((p) => p !== 'n');
      expect([key, placeholders(strings.en[key] ?? '').filter((p) => p !== 'n')]).toEqual([key, rest]);
    }
    for (const [key, ja] of Object.entries(strings.ja)) {
      expect(key.startsWith('edo.')).toBe(true);
      expect(ja.length).toBeGreaterThan(0);
      expect([key, placeholders(ja)]).toEqual([key, placeholders(strings.en[key] ?? '')]);
    }
  });

  it('names every key written literally in the engine source', () => {
    const literal = new Set<string>();
    for (const text of Object.values(sources)) {
      for (const m of text.matchAll(/'(edo\.[\w.]+)'/g)) literal.add(m[1] as string);
    }
    expect(literal.size).toBeGreaterThan(60);
    for (const key of literal) expect([key, key in strings.ja]).toEqual([key, true]);
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

  it('names every rule a refusal cites in words, in both languages, and cites none outside RULE', () => {
    for (const section of Object.values(RULE)) {
      const key = `edo.rule.${headingOf(section)}`;
      expect([key, key in strings.ja, key in strings.en]).toEqual([key, true, true]);
    }
    for (const [file, text] of Object.entries(sources)) {
      if (file === './sections.ts') continue;
      expect([file, text.match(/'(?:\d{3}|RULINGS)[^']*'/g)]).toEqual([file, null]);
    }
  });

  it('says every prompt, log line, refusal, note, announcement and score line of random games', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 5 }),
        fc.array(fc.nat(), { minLength: 400, maxLength: 400 }),
        (n, picks) => {
          const seen = new Set<string>();
          let s = game.rules.setup(
            { first: 0, privileges: true },
            merchants(['a', 'b', 'c', 'd', 'e'].slice(0, n)),
          ) as EdoState;
          for (const pick of picks) {
            const prompt = game.rules.prompt(s);
            keysOf(prompt.title, seen);
            if (prompt.hint) keysOf(prompt.hint, seen);
            if (game.rules.isOver(s)) break;
            const legal = game.rules.legalActions?.(s) ?? [];
            const action = legal[pick % legal.length];
            if (!action) break;
            keysOf(game.words.describe(s, action), seen);
            const next = step(game, s, action) as EdoState;
            for (const m of game.words.announce?.(s, next, action) ?? []) keysOf(m, seen);
            const wrong = step(game, s, { type: 'bid', player: 9, east: 1, west: 1 });
            if (isViolation(wrong)) keysOf({ key: wrong.code, params: wrong.params }, seen);
            s = next;
          }
          for (const note of s.notes) keysOf(note, seen);
          const score = game.scoring.score(s);
          for (const m of [...score.chain, ...(score.notes ?? [])]) keysOf(m, seen);
          for (const p of score.players)
            for (const l of p.lines) keysOf(l.label, seen).add(l.detail?.key ?? 'edo.none');
          for (const key of seen)
            if (!key.startsWith('kernel.')) expect([key, key in strings.en]).toEqual([key, true]);
        },
      ),
      { numRuns: 40 },
    );
    // 40 random games: about two seconds alone, more while other suites load the machine.
  }, 30_000);
});
