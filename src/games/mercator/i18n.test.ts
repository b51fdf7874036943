import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { step } from '../../engine/replay';
import type { Msg, MsgParam } from '../../engine/types';
import { isViolation } from '../../engine/violation';
import type { Action } from './actions';
import { GOODS, PAWNS } from './components';
import { strings } from './i18n';
import { game } from './index';
import { EXPECTS } from './rules';
import { quickScore } from './scoring';
import { setup } from './setup';
import type { Phase, State } from './state';
import { table } from './testing';

const sources = import.meta.glob(['./*.ts', '!./*.test.ts', '!./i18n.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** Every i18n key inside a Msg, its nested Msgs included. */
function keysOf(msg: Msg, into: Set<string>): void {
  into.add(msg.key);
  for (const value of Object.values(msg.params ?? {})) {
    if (typeof value === 'object' && 'key' in (value as MsgParam & object)) keysOf(value as Msg, into);
  }
}

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

describe('strings', () => {
  it('ja and en have the same keys, all under mercator.; plural forms only where a language has them', () => {
    const base = (table: Record<string, string>) => Object.keys(table).filter((k) => !k.includes('#'));
    expect(base(strings.ja).sort()).toEqual(base(strings.en).sort());
    for (const key of Object.keys(strings.ja)) expect(key.startsWith('mercator.')).toBe(true);
    // Japanese has no singular form; an English `#one` form stands beside its base key, for a count `n`.
    const forms = Object.keys(strings.en).filter((k) => k.includes('#'));
    expect(Object.keys(strings.ja).filter((k) => k.includes('#'))).toEqual([]);
    for (const form of forms) {
      const [key = '', plural] = form.split('#');
      expect([form, plural, key in strings.en, placeholders(strings.en[key] ?? '').includes('n')]).toEqual([
        form,
        'one',
        true,
        true,
      ]);
    }
  });

  it('ja and en fill the same placeholders; a singular form writes its count out', () => {
    for (const [key, ja] of Object.entries(strings.ja)) {
      expect([key, placeholders(ja)]).toEqual([key, placeholders(strings.en[key] ?? '')]);
    }
    for (const [form, text] of Object.entries(strings.en).filter(([k]) => k.includes('#'))) {
      const base = placeholders(strings.en[form.split('#')[0] ?? ''] ?? '').filter((n) => n !== 'n');
      expect([form, placeholders(text)]).toEqual([form, base]);
    }
  });

  it('every key written in the rules exists', () => {
    const written = new Set<string>();
    for (const text of Object.values(sources)) {
      for (const m of text.matchAll(/'(mercator\.[\w.]+)'/g)) written.add(m[1] ?? '');
    }
    expect(written.size).toBeGreaterThan(50);
    for (const key of written) expect([key, key in strings.ja]).toEqual([key, true]);
  });

  it('names every rule a refusal cites in words, in both languages (「船の積載量（商人）」)', () => {
    const headings = new Set<string>();
    for (const text of Object.values(sources)) {
      for (const m of text.matchAll(/'(?:003|RULINGS 003) ([^']+)'/g)) headings.add(m[1] ?? '');
    }
    expect(headings.size).toBeGreaterThan(8);
    expect(headings.has('公開競りの値段')).toBe(true);
    for (const h of headings) {
      const key = `mercator.rule.${h}`;
      expect([key, Boolean(strings.ja[key]), Boolean(strings.en[key])]).toEqual([key, true, true]);
    }
  });

  it('every built key exists: colours, goods, phases, actions, options', () => {
    const built = [
      ...PAWNS.map((c) => `mercator.colour.${c}`),
      ...GOODS.map((c) => `mercator.goods.${c}`),
      ...(Object.keys(EXPECTS) as Phase[]).map((p) => `mercator.phase.${p}`),
      ...Object.values(EXPECTS)
        .flat()
        .map((t) => `mercator.action.${t}`),
      ...game.options.specs.flatMap((o) => [o.label, o.help]),
    ];
    for (const key of built) {
      expect([key, key in strings.ja, key in strings.en]).toEqual([key, true, true]);
    }
  });

  it('every message of random games exists in both languages', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 7 }),
        fc.boolean(),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 200 }),
        (n, open, bonus, picks) => {
          let s = setup({ first: 0, colourBonus: bonus, openAuction: open, series: true }, table(n)) as State;
          for (let i = 0; i < 600 && !game.rules.isOver(s); i++) {
            keysOf(game.rules.prompt(s).title, seen);
            const hint = game.rules.prompt(s).hint;
            if (hint) keysOf(hint, seen);
            const legal = game.rules.legalActions?.(s) ?? [];
            const pick = picks[i] ?? i * 31;
            // Also try an entry of every other kind: each refusal has a sentence.
            for (const type of ['turn', 'close', 'bid', 'sold', 'unsold', 'draw'] as const) {
              const probe = { type, colour: 'red', value: 1, player: pick % 8, amount: 99, price: 0 };
              const r = step(game, s, probe);
              if (isViolation(r)) keysOf({ key: r.code, params: r.params }, seen);
            }
            const a =
              legal.find((x) => x.type === 'close' && pick % 3 === 0) ??
              (legal[pick % legal.length] as Action);
            keysOf(game.words.describe(s, a), seen);
            const next = game.rules.apply(s, a) as State;
            for (const m of game.words.announce?.(s, next, a) ?? []) keysOf(m, seen);
            s = next;
          }
          keysOf(game.rules.prompt(s).title, seen);
          const score = game.scoring.score(s);
          for (const m of [...score.chain, ...(score.notes ?? [])]) keysOf(m, seen);
          for (const p of score.players) {
            for (const l of p.lines) {
              keysOf(l.label, seen);
              if (l.detail) keysOf(l.detail, seen);
            }
          }
        },
      ),
      { numRuns: 40 },
    );
    const quick = quickScore(
      [
        { cargo: 0, money: 1 },
        { cargo: 0, money: 1 },
        { cargo: 5, bonus: true, money: 1 },
      ],
      true,
    );
    if (!isViolation(quick)) for (const m of quick.notes ?? []) keysOf(m, seen);
    seen.delete('kernel.gameOver');
    seen.delete('kernel.badAction');
    for (const key of seen) expect([key, key in strings.ja, key in strings.en]).toEqual([key, true, true]);
    expect(seen.size).toBeGreaterThan(40);
  });
});
