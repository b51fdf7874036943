// What only スーパーマーケット's strings have: English counts that read right at one, the rules it cites
// (exactly these), the keys of its template families, the shelves' breakdown of each round (which the quick
// check and the round table show, not the score), and the refusals and notes random games never meet (the
// setup's, the quick check's, a revoke kept). The checks every game shares (the same keys and placeholders in
// ja and en, every key the rules write literally, every cited rule named in words) live in
// src/games/testing/strings.test.ts; the words of random games are checked by the shared property harness
// (src/games/testing/properties).
import { describe, expect, it } from 'vitest';
import exampleJson from '../../../docs/examples/supermarket.json';
import { decodeRecord } from '../../engine/decode';
import { replayWith, step } from '../../engine/replay';
import type { Msg, MsgParam, RuleViolation } from '../../engine/types';
import { SUITS } from './components';
import { strings } from './i18n';
import { game } from './index';
import { apply } from './rules';
import { setup } from './setup';
import { breakdown, checkRoundFromCards, checkRoundFromCounts } from './shelves';
import type { State } from './state';
import { card, DULL_ROUND, playAll, players, playOf, start } from './testing';

const sources = import.meta.glob(['./*.ts', '!./*.test.ts', '!./testing.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

const isMsg = (x: MsgParam): x is Msg => typeof x === 'object' && 'key' in x;

/** Checks a message and every nested one: the key exists in both languages and every placeholder is filled. */
function checkMsg(msg: Msg, seen: Set<string>) {
  seen.add(msg.key);
  for (const lang of ['ja', 'en'] as const) {
    const text = strings[lang][msg.key];
    expect(text, `${lang} ${msg.key}`).toBeTypeOf('string');
    for (const name of placeholders(text ?? '')) {
      expect(msg.params?.[name as string], `${msg.key} {${name}}`).toBeDefined();
    }
  }
  for (const value of Object.values(msg.params ?? {})) if (isMsg(value)) checkMsg(value, seen);
}

const asMsg = (v: RuleViolation): Msg => ({ key: v.code, params: v.params });

describe('i18n', () => {
  it('reads right at one in English: counts take their singular form', () => {
    const en = (key: string, n: number) => {
      const plural = new Intl.PluralRules('en').select(n);
      return (strings.en[`${key}#${plural}`] ?? strings.en[key] ?? '').replace('{n}', String(n));
    };
    expect(en('supermarket.ui.wonN', 1)).toBe('1 trick');
    expect(en('supermarket.ui.wonN', 2)).toBe('2 tricks');
    expect(en('supermarket.ui.wonN', 0)).toBe('0 tricks');
    expect(en('supermarket.detail.best', 1)).toBe('1 good ≤ ◇{cap}: closest');
    expect(en('supermarket.detail.under', 3)).toBe('3 goods ≤ ◇{cap} (best {best})');
  });

  it('cites exactly these rules, each by its topic', () => {
    const cited = new Set<string>();
    for (const text of Object.values(sources)) {
      for (const m of text.matchAll(/'(?:RULINGS )?004 ([^']+)'/g)) cited.add(m[1] as string);
    }
    expect([...cited].sort()).toEqual(
      [
        '3-4人用',
        '4つの商品棚',
        'スタートプレーヤー',
        'トリック',
        'ラウンド数',
        '商品数',
        '棚の容量',
        '配り切り',
      ].sort(),
    );
  });

  it('has every key of its template families: suits, lists, colours, suit letters', () => {
    const keys = new Set<string>();
    for (const suit of SUITS) keys.add(`supermarket.suit.${suit}`);
    for (const n of [0, 1, 2, 3, 4]) keys.add(`supermarket.list.${n}`);
    for (const colour of game.colours) keys.add(`supermarket.colour.${colour}`);
    for (const suit of SUITS) keys.add(`supermarket.suitLetter.${suit}`);
    for (const key of keys) expect(strings.ja[key], key).toBeDefined();
  });

  it('every line of the shelves’ breakdown of each round of a full match renders in both languages', () => {
    // The breakdown the quick check and the round table show (not the final score): each shelf's outcome.
    const decoded = decodeRecord(exampleJson);
    if (!decoded.ok) throw new Error('bad example');
    const result = replayWith(game, decoded.record);
    if (!result.ok) throw new Error('bad replay');
    const seen = new Set<string>();
    const rounds = (result.state as State).rounds;
    for (const l of rounds.flatMap((r) => (r.result ? breakdown(r.result).lines.flat() : []))) {
      checkMsg(l.label, seen);
      if (l.detail) checkMsg(l.detail, seen);
    }
    expect([...seen].filter((k) => k.startsWith('supermarket.detail.')).sort()).toEqual(
      ['best', 'none', 'over', 'under', 'unset'].map((k) => `supermarket.detail.${k}`),
    );
  });

  it('every refusal and note renders in both languages', () => {
    const seen = new Set<string>();
    const refusals: unknown[] = [];
    const s = playAll(start(), 'u9 u3 u2 u1');
    refusals.push(apply(s, playOf(s, 'u3')));
    const onTable = playAll(s, 'm1');
    refusals.push(apply(onTable, playOf(onTable, 'm1')));
    refusals.push(apply(s, { type: 'play', trick: 1, ...card('m1') }));
    refusals.push(apply(s, { type: 'play', trick: 3, ...card('m1') }));
    // After the end the kernel refuses first; these are the game's words where the kernel asks for them.
    refusals.push(
      game.rules.refuse?.(playAll(start(), Array(4).fill(DULL_ROUND).join(' ')), playOf(s, 'u1'), 'step'),
    );
    refusals.push(setup({ first: 0 }, players(2)));
    refusals.push(setup({ first: 5 }, players(4)));
    const row = [null, null, null, null];
    refusals.push(checkRoundFromCounts([9, null, null, null], [row, row, row]));
    refusals.push(checkRoundFromCounts([1, 1, 1, 1], [[16, null, null, null], row, row]));
    refusals.push(checkRoundFromCounts([1, 1, 1, 1], [[9, null, null, null], [9, null, null, null], row]));
    refusals.push(checkRoundFromCounts([1, 1, 1], [row, row, row]));
    refusals.push(checkRoundFromCards([1, 1, 1, 1], [[card('u1')], [card('u1')], []]));
    const codes = refusals.map((r) => (r as RuleViolation).code);
    expect(new Set(codes).size).toBe(refusals.length);
    for (const r of refusals) checkMsg(asMsg(r as RuleViolation), seen);
    // Notes: an open and a kept revoke, the provisional score; the keep's log line and its refusal.
    const revoked = playAll(start(), 'u5 m2 u7 u1 s3 s4 s5 u9');
    const keep = { type: 'keep', round: 1, trick: 1, player: 1, suit: 'unagi' } as const;
    const kept = apply(revoked, keep) as typeof revoked;
    for (const note of game.scoring.score(revoked).notes ?? []) checkMsg(note, seen);
    for (const note of game.scoring.score(kept).notes ?? []) checkMsg(note, seen);
    checkMsg(game.words.describe(revoked, keep), seen);
    checkMsg(asMsg(step(game, kept, keep) as RuleViolation), seen);
    expect(seen).toContain('supermarket.note.revoke');
    expect(seen).toContain('supermarket.note.revokeOpen');
    expect(seen).toContain('supermarket.err.noRevoke');
    checkMsg(game.words.describe(revoked, playOf(revoked, 'u5')), seen);
  });
});
