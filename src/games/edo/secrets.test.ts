// Secrets at a shared table (issue 13): what the Edo rules hide in a state, the over-coins refusal that names
// the amount but not the coins, and the log line of a bid that is still behind its screen. Coins are worked by
// hand from the short game of ui/fixtures.ts (the same game the end-to-end test plays).
import { describe, expect, it } from 'vitest';
import { addStrings, makeTranslate } from '../../app/i18n';
import type { RuleViolation } from '../../engine/types';
import { isViolation } from '../../engine/violation';
import { strings } from './i18n';
import { type EdoState, game } from './index';
import { describeOpen } from './secrets';
import { merchants, RULEBOOK, rulebookTable, tryStep } from './testing';
import { SHORT, SHORT_GAME, shortGame } from './ui/fixtures';

addStrings(strings);
const en = makeTranslate('en', merchants(SHORT));
const ja = makeTranslate('ja', merchants(SHORT));
const said = (state: EdoState) => (game.secrecy?.secrets(state) ?? []).map((f) => [f.owner, en(f.fact)]);

describe('what the Edo rules hide', () => {
  it("is each merchant's coins, said to their owner: 5 each after setup", () => {
    const t = makeTranslate('en', merchants(RULEBOOK));
    expect((game.secrecy?.secrets(rulebookTable()) ?? []).map((f) => [f.owner, t(f.fact)])).toEqual([
      [0, '門左衛門: 5 coins'],
      [1, 'お市: 5 coins'],
      [2, '佐吉: 5 coins'],
      [3, '六助: 5 coins'],
    ]);
  });

  it('adds a bid already entered while the others are still to come, and drops it once all are in', () => {
    // Turn 1 income (re-roll 2-3-6, 門左衛門 keeps the 6): 門左衛門 5+1 (赤6), お市 5+2 (白2, 黄3), 佐吉 5.
    expect(said(shortGame(15))).toEqual([
      [0, '門左衛門: 6 coins'],
      [1, 'お市: 7 coins'],
      [2, '佐吉: 5 coins'],
      [0, "門左衛門's bid: East 3"],
    ]);
    // Resolved: 門左衛門 6-3 = 3, お市 7-2 = 5, 佐吉 5+1 (stock)+1 (pot) = 7; no bid is secret any more.
    expect(said(shortGame(17))).toEqual([
      [0, '門左衛門: 3 coins'],
      [1, 'お市: 5 coins'],
      [2, '佐吉: 7 coins'],
    ]);
  });

  it('is nothing once the game is over', () => {
    const end = shortGame(SHORT_GAME.length);
    expect(game.rules.isOver(end)).toBe(true);
    expect(game.secrecy?.secrets(end)).toEqual([]);
  });
});

describe('a bid above the coins held', () => {
  it('is refused naming the amount, with the coins only in the secret for their owner', () => {
    // 門左衛門 holds 6 coins (see above) and bids 7 on East.
    const refused = tryStep(shortGame(14), { type: 'bid', player: 0, east: 7, west: 0 }) as RuleViolation;
    expect(isViolation(refused)).toBe(true);
    expect(refused.code).toBe('edo.err.overCoins');
    expect(refused.params).toEqual({ p: { p: 0 }, n: 7 });
    const text = en({ key: refused.code, params: refused.params });
    expect(text).toBe('門左衛門 does not have 7 coins.');
    expect(ja({ key: refused.code, params: refused.params })).toBe('門左衛門はコインを7枚持っていません。');
    expect(text).not.toContain('6');
    expect(refused.secret?.owner).toBe(0);
    expect(en(refused.secret?.fact ?? { key: '' })).toBe('門左衛門: 6 coins');
    expect(ja(refused.secret?.fact ?? { key: '' })).toBe('門左衛門のコイン:6枚');
  });
});

describe('the log line of a bid', () => {
  const bid = SHORT_GAME[14] as Extract<(typeof SHORT_GAME)[number], { type: 'bid' }>;
  const before = shortGame(14);

  it('says only that it is in while the other bids are still to come', () => {
    for (const now of [shortGame(15), shortGame(16)]) {
      expect(en(describeOpen(before, bid, now))).toBe("門左衛門's bid is in (shown when every bid is in).");
    }
    expect(ja(describeOpen(before, bid, shortGame(15)))).toBe(
      '門左衛門:ビット入力済み(全員そろうまで伏せます)。',
    );
  });

  it('says the bid once every bid is in (revealed together), and in the next turns', () => {
    expect(en(describeOpen(before, bid, shortGame(17)))).toBe('門左衛門: 3 on East.');
    expect(en(describeOpen(before, bid, shortGame(25)))).toBe('門左衛門: 3 on East.');
    // Turn 2: 門左衛門's 1 on West is in, then all three are, and 青 (お市) has to decide: the bids lie open.
    const second = SHORT_GAME[24] as typeof bid;
    expect(en(describeOpen(shortGame(24), second, shortGame(26)))).toBe(
      "門左衛門's bid is in (shown when every bid is in).",
    );
    expect(en(describeOpen(shortGame(24), second, shortGame(27)))).toBe('門左衛門: 1 on West.');
  });

  it('leaves every other entry as it was said', () => {
    for (let k = 0; k < SHORT_GAME.length; k++) {
      const action = SHORT_GAME[k] as (typeof SHORT_GAME)[number];
      if (action.type === 'bid') continue;
      expect(describeOpen(shortGame(k), action, shortGame(k + 1))).toEqual(
        game.words.describe(shortGame(k), action),
      );
    }
  });
});
