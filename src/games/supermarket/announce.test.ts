// What the rules do by themselves on a card, announced for the table to mirror: the expected messages are
// worked out by hand from the rulebook (seat 0 A leads round 1; capacity = best led-suit card after the winner).
import { describe, expect, it } from 'vitest';
import exampleJson from '../../../docs/examples/supermarket.json';
import { decodeRecord } from '../../engine/decode';
import { replayWith } from '../../engine/replay';
import type { Msg, MsgParam } from '../../engine/types';
import { isViolation } from '../../engine/violation';
import { strings } from './i18n';
import { game } from './index';
import { apply } from './rules';
import type { State } from './state';
import { DULL_ROUND, playAll, playOf, start } from './testing';

/** The messages of playing `code` on `state`. */
function said(state: State, code: string): Msg[] {
  const action = playOf(state, code);
  const after = apply(state, action);
  if (isViolation(after)) throw new Error(after.code);
  return game.words.announce?.(state, after, action) ?? [];
}

const suit = (s: string) => ({ key: `supermarket.suit.${s}` });
const take = (p: number, trick: number) => ({
  key: 'supermarket.ann.take',
  params: { winner: { p }, trick },
});
const points = (...n: number[]) => ({
  key: 'supermarket.ann.points',
  params: {
    list: {
      key: `supermarket.list.${n.length}`,
      params: Object.fromEntries(
        n.map((v, p) => ['abcd'[p], { key: 'supermarket.ann.pointsOf', params: { player: { p }, n: v } }]),
      ),
    },
  },
});

/** The round the e2e test plays: capacities うなぎ3 梅干8 すいか5 てんぷら3; points A2 B1 C1 D0 (worked there). */
const ROUND =
  'u9 u3 u2 u1 m5 m9 m8 m7 s4 s6 s5 s1 t2 t9 t3 t1 u4 u5 u6 u7 m1 m2 m3 m4 s9 s8 s7 s3 t4 t5 t6 t7 u8 m6 s2 t8';

describe('announcements', () => {
  it('says nothing while a trick is being played', () => {
    const s = start();
    expect(said(s, 'u9')).toEqual([]);
    expect(said(playAll(s, 'u9'), 'u3')).toEqual([]);
    expect(said(playAll(s, 'u9 u3'), 'u2')).toEqual([]);
  });

  it('the rulebook trick: うなぎ 9-3-2-1 sets the ◇ marker on 3, then A takes it face down', () => {
    // The marker is read off the cards, so it is said before the trick is turned face down.
    expect(said(playAll(start(), 'u9 u3 u2'), 'u1')).toEqual([
      { key: 'supermarket.ann.shelf', params: { suit: suit('unagi'), cap: 3 } },
      take(0, 1),
    ]);
  });

  it('a trick nobody follows sets no marker; a later trick of a set suit moves none', () => {
    // うなぎ5 led, nobody else plays うなぎ: A takes it, the shelf stays unset.
    expect(said(playAll(start(), 'u5 m1 s1'), 't1')).toEqual([take(0, 1)]);
    // うなぎ is set to 3 by trick 1 (A wins); A leads うなぎ8, C's 7 would be the capacity, but it is set.
    expect(said(playAll(start(), 'u9 u3 u2 u1 u8 u7 u6'), 'u5')).toEqual([take(0, 2)]);
  });

  it('a card that proves an earlier revoke: the trick is taken, then the flag is said', () => {
    // T1 A u5, B m2 (off suit), C u7, D u1: C takes it, ◇うなぎ 5. T2 C s3, D s4, A s5, B u9:
    // A takes it with s5, ◇すいか 4 (the best すいか after the 5), and B's うなぎ proves trick 1 a revoke.
    expect(said(playAll(start(), 'u5 m2 u7 u1 s3 s4 s5'), 'u9')).toEqual([
      { key: 'supermarket.ann.shelf', params: { suit: suit('suika'), cap: 4 } },
      take(0, 2),
      { key: 'supermarket.ann.revoke', params: { player: { p: 1 }, suit: suit('unagi'), trick: 1 } },
    ]);
  });

  it('the last card of a round: the trick, the round scored, and the next deal with its leader', () => {
    // T9 A u8, B m6, C s2, D t8: only A plays うなぎ, A takes it; うなぎ is set already. Points A2 B1 C1 D0;
    // round 2 is led first by the next seat clockwise, B.
    const cards = ROUND.split(' ');
    const s = playAll(start(), cards.slice(0, -1).join(' '));
    expect(said(s, 't8')).toEqual([
      take(0, 9),
      { key: 'supermarket.ann.roundEnd', params: { round: 1 } },
      points(2, 1, 1, 0),
      { key: 'supermarket.ann.deal', params: { round: 2, leader: { p: 1 } } },
    ]);
  });

  it('the last card of the match: no deal is called for', () => {
    // Round 4 is led by D, who holds every うなぎ and takes all nine tricks; nobody follows, no shelf, no points.
    const rounds = `${ROUND} ${DULL_ROUND} ${DULL_ROUND}`;
    const s = playAll(start(), `${rounds} ${DULL_ROUND.split(' ').slice(0, -1).join(' ')}`);
    expect(said(s, 't9')).toEqual([
      take(3, 9),
      { key: 'supermarket.ann.roundEnd', params: { round: 4 } },
      points(0, 0, 0, 0),
    ]);
  });

  it('never names a taken trick’s cards, and renders in both languages, over the whole example match', () => {
    const decoded = decodeRecord(exampleJson);
    if (!decoded.ok) throw new Error('bad example');
    let count = 0;
    const keys = new Set<string>();
    const check = (msg: Msg) => {
      keys.add(msg.key);
      expect(msg.key).not.toBe('supermarket.card');
      for (const lang of ['ja', 'en'] as const) {
        const text = strings[lang][msg.key] ?? '';
        expect(text, `${lang} ${msg.key}`).not.toBe('');
        for (const m of text.matchAll(/\{(\w+)\}/g)) expect(msg.params?.[m[1] as string]).toBeDefined();
      }
      for (const v of Object.values(msg.params ?? {}) as MsgParam[])
        if (typeof v === 'object' && 'key' in v) check(v);
    };
    const result = replayWith(game, decoded.record, (slot, before) => {
      const after = apply(before as State, slot.action as never);
      if (isViolation(after)) throw new Error(after.code);
      const messages = game.words.announce?.(before as State, after, slot.action as never) ?? [];
      count += messages.length;
      for (const m of messages) check(m);
    });
    expect(result.ok).toBe(true);
    // 4 rounds x 9 tricks taken; 15 shelves set (all four in every round but 梅干 in round 4, which nobody
    // follows: see example.test.ts); 4 round ends with their points; 3 deals: 36 + 15 + 8 + 3 = 62.
    expect(count).toBe(62);
    expect([...keys]).toContain('supermarket.ann.shelf');
  });
});
