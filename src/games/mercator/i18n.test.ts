// What only Mercator's strings have: a singular form that writes its count out, the rules it cites by topic,
// the keys it builds from its own lists (colours, goods, phases, entries, options), and the words the shared
// harness's random games do not reach: why an entry of every kind is refused at every step (probes its
// random entries seldom make), the notes of a series game, and the quick check's notes. The checks every
// game shares (the same keys and placeholders in ja and en, every key the rules write literally, every cited
// rule named in words) live in src/games/testing/strings.test.ts; the words of random games are checked by
// the shared property harness (src/games/testing/properties).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addStrings } from '../../app/i18n';
import { step } from '../../engine/replay';
import type { Msg } from '../../engine/types';
import { isViolation } from '../../engine/violation';
import { unsaid } from '../testing/properties/said';
import type { Action } from './actions';
import { GOODS, PAWNS } from './components';
import { strings } from './i18n';
import { game } from './index';
import { EXPECTS } from './prompt';
import { quickScore } from './scoring';
import { setup } from './setup';
import type { Phase, State } from './state';
import { table } from './testing';

const sources = import.meta.glob(['./*.ts', '!./*.test.ts', '!./i18n.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

addStrings(strings);

describe('strings', () => {
  it('a singular form writes its count out and drops no other placeholder', () => {
    for (const [form, text] of Object.entries(strings.en).filter(([k]) => k.includes('#'))) {
      const base = placeholders(strings.en[form.split('#')[0] ?? ''] ?? '').filter((n) => n !== 'n');
      expect([form, placeholders(text)]).toEqual([form, base]);
    }
  });

  it('cites its rules by topic (「船の積載量（商人）」), 公開競りの値段 among them', () => {
    const headings = new Set<string>();
    for (const text of Object.values(sources)) {
      for (const m of text.matchAll(/'(?:003|RULINGS 003) ([^']+)'/g)) headings.add(m[1] ?? '');
    }
    expect(headings.size).toBeGreaterThan(8);
    expect(headings.has('公開競りの値段')).toBe(true);
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

  it('says why entries of every kind are refused in random series games, and notes no game has', () => {
    const said: Msg[] = [];
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 7 }),
        fc.boolean(),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 200 }),
        (n, open, bonus, picks) => {
          let s = setup({ first: 0, colourBonus: bonus, openAuction: open, series: true }, table(n)) as State;
          for (let i = 0; i < 600 && !game.rules.isOver(s); i++) {
            const legal = game.rules.legalActions(s);
            const pick = picks[i] ?? i * 31;
            // An entry of every kind, with fields out of place: each refusal has a sentence.
            for (const type of ['turn', 'close', 'bid', 'sold', 'unsold', 'draw'] as const) {
              const probe = { type, colour: 'red', value: 1, player: pick % 8, amount: 99, price: 0 };
              const r = step(game, s, probe);
              if (isViolation(r)) said.push({ key: r.code, params: r.params });
            }
            const a =
              legal.find((x) => x.type === 'close' && pick % 3 === 0) ??
              (legal[pick % legal.length] as Action);
            s = game.rules.apply(s, a) as State;
          }
          // A series game's notes (the harness plays single games).
          said.push(...(game.scoring.score(s).notes ?? []));
        },
      ),
      { numRuns: 40 },
    );
    // The quick check's notes, which no game reaches (here a place paid to no one: two ships carry nothing).
    const quick = quickScore(
      [
        { cargo: 0, money: 1 },
        { cargo: 0, money: 1 },
        { cargo: 7, bonus: true, money: 1 },
      ],
      true,
    );
    if (isViolation(quick)) throw new Error(`the quick check refused: ${quick.code}`);
    expect(quick.notes?.map((m) => m.key)).toEqual(['mercator.note.empty']);
    said.push(...(quick.notes ?? []));
    expect(said.some((m) => m.key === 'mercator.note.series')).toBe(true);
    expect(new Set(said.map((m) => m.key)).size).toBeGreaterThan(10);
    expect(unsaid(said, strings)).toEqual([]);
  });
});
