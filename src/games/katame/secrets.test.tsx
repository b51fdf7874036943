// @vitest-environment happy-dom
// Secrets at a shared table (issue 13), 片目の商人: money is public (「所持金は公開情報です」) and a won card's
// hidden face is private until the settlement (「他プレイヤーには見せないようにしましょう」). The app records a
// hidden face only at the settlement, where the rules show it: during play its state holds nothing hidden, so
// the module states no secrets and the table offers no reveal. The strip draws visible faces only, so even a
// hidden face put into a state by hand is not drawn; the settled round's report shows both faces.
import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import record from '../../../docs/examples/katame.json';
import { addStrings, makeTranslate } from '../../app/i18n';
import type { GameRecord } from '../../engine/record';
import { replayWith } from '../../engine/replay';
import { strings } from './i18n';
import { game } from './index';
import type { State } from './state';
import { Screen } from './ui/Screen';
import { Strip } from './ui/Strip';

addStrings(strings);
afterEach(cleanup);

const example = record as unknown as GameRecord;
const players = example.players;
const t = makeTranslate('en', players);
/** The example game's state after its first `k` entries. */
const stateAfter = (k: number): State => {
  const out = replayWith(game, { ...example, entries: example.entries.slice(0, k) });
  if (!out.ok) throw new Error('the example does not replay');
  return out.state as State;
};
const labels = (el: HTMLElement) =>
  [...el.querySelectorAll('[role=img]')].map((e) => e.getAttribute('aria-label'));

describe('片目の商人 keeps nothing hidden that the app records', () => {
  it('states no secrets: the table has nothing to mask and offers no reveal', () => {
    expect(game.secrecy?.secrets).toBeUndefined();
    expect(game.secrecy?.progressIsSecret).toBeUndefined();
  });

  it('holds no hidden face at any point of the example game before a settlement', () => {
    let playing = 0;
    for (let k = 0; k <= example.entries.length; k++) {
      const s = stateAfter(k);
      if (s.phase === 'settlePrice' || s.phase === 'settleCard' || s.phase === 'over') continue;
      playing++;
      expect(s.priceHidden, `after ${k} entries`).toBeNull();
      for (const card of s.won.flat()) expect(card.hidden, `after ${k} entries`).toBeNull();
    }
    expect(playing).toBeGreaterThan(100);
  });
});

describe('a hidden face on the screens', () => {
  // Round 1 after 5 auctions: Aya won the 2nd card (chocolate showing) for 5; its hidden face, entered at the
  // settlement (entry 55), is junk. Put it into the mid-round state by hand as a canary.
  const mid = stateAfter(21);
  const canary: State = {
    ...mid,
    won: mid.won.map((cards, p) =>
      p === 0 ? cards.map((c, i) => (i === 0 ? { ...c, hidden: 'junk' } : c)) : cards,
    ),
  };

  it('is never drawn by the strip during the round, even when the state holds it', () => {
    render(<Strip state={canary} players={players} t={t} secret={false} />);
    const aya = screen.getByRole('list', { name: 'Aya’s 1 card won (visible face)' });
    expect(labels(aya)).toEqual(['Chocolate']);
    expect(labels(screen.getByRole('region'))).not.toContain('Junk');
  });

  it('is shown with its visible face in the report of the settled round', () => {
    const s = stateAfter(61);
    render(
      <Screen
        state={s}
        prompt={game.rules.prompt(s)}
        players={players}
        submit={vi.fn(() => null)}
        t={t}
        secret
        over={false}
      />,
    );
    const report = screen.getByRole('region', { name: 'Round 1 settlement' });
    expect(labels(within(report).getAllByRole('listitem')[0] as HTMLElement)).toContain(
      'Chocolate showing, Junk hidden',
    );
  });
});
