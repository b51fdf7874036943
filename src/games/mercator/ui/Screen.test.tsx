// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addStrings, makeTranslate } from '../../../app/i18n';
import { isViolation, violation } from '../../../engine/violation';
import { strings } from '../i18n';
import { type Action, finalMoney, game, type State } from '../index';
import { bids, draws, play, start, table, turns } from '../testing';
import { Screen } from './Screen';

const players = table(3);
const t = makeTranslate('en', players);
beforeAll(() => addStrings(strings));
afterEach(cleanup);

/** The screen of a state, as the table draws it, entering with `submit` (the correction of `initial`, if given). */
const screenOf = (s: State, submit: (a: Action) => unknown, secret = true, initial?: Action) => (
  <Screen
    state={s}
    prompt={game.rules.prompt(s)}
    players={players}
    submit={submit as (a: unknown) => null}
    t={t}
    secret={secret}
    over={false}
    initial={initial}
  />
);

/** Renders the screen of a state with a submit spy that accepts everything. */
function show(s: State, secret = true) {
  const submit = vi.fn((_: Action) => null);
  const view = render(screenOf(s, submit, secret));
  return { submit, view };
}

const tap = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

describe('turning a lot', () => {
  it('is one tap per card on the grid; a seen card is greyed out, and the rules refuse its tap saying why', () => {
    const s = play(start(3), [...turns('r10', 'y10', 'g10'), ...bids([1, 20], [2, 10], [0, 5])]);
    const { submit } = show(s);
    tap('red 7');
    expect(submit).toHaveBeenCalledWith({ type: 'turn', colour: 'red', value: 7 });
    const seen = screen.getByRole('button', { name: 'yellow 10' });
    expect([seen.classList.contains('used'), seen.getAttribute('aria-disabled')]).toEqual([true, 'true']);
    tap('yellow 10');
    const turn = { type: 'turn', colour: 'yellow', value: 10 } as const;
    expect(submit).toHaveBeenLastCalledWith(turn);
    const out = game.rules.apply(s, turn);
    expect(isViolation(out) && t({ key: out.code, params: out.params })).toBe(
      'yellow 10 is already out (each card exists once)',
    );
  });

  it('offers "close the lot" only once the lot has a card', () => {
    expect(show(start(3)).view.queryByRole('button', { name: /Close the lot/ })).toBeNull();
    cleanup();
    const { submit } = show(play(start(3), turns('p4')));
    expect(screen.getByRole('list', { name: 'Lot' }).textContent).toBe('P4');
    tap('Close the lot (1)');
    expect(submit).toHaveBeenCalledWith({ type: 'close' });
  });
});

describe('sealed bids', () => {
  const lot = () => play(start(3), turns('r10', 'y10', 'g10'));

  it('enters the first missing bidder (tie-break order) on the number pad', () => {
    const { submit } = show(lot());
    const order = screen.getAllByRole('listitem').filter((li) => li.querySelector('.merc-bidder'));
    expect(order.map((li) => li.querySelector('.chip-name')?.textContent)).toEqual(['B', 'C', 'A']);
    tap('1');
    tap('2');
    tap('Enter');
    expect(submit).toHaveBeenCalledWith({ type: 'bid', player: 1, amount: 12 });
  });

  it('takes a bid of 0 for any picked player, and shows who still has to bid', () => {
    const { submit } = show(play(lot(), bids([1, 20])));
    // B's bid is in, and stays in the fist until every bid is in: the row says so without the 20.
    expect(screen.getByRole('button', { name: /^B entered/ })).toHaveProperty('disabled', true);
    expect(document.querySelector('.merc-bidders')?.textContent).not.toContain('20');
    expect(screen.getByRole('button', { name: /^C to enter/ })).toHaveProperty('disabled', false);
    tap(/^A to enter/);
    expect(screen.getByRole('group', { name: "A's bid" })).toBeTruthy();
    tap('Enter');
    expect(submit, 'nothing typed is not a bid').not.toHaveBeenCalled();
    tap('0');
    tap('Enter');
    expect(submit).toHaveBeenCalledWith({ type: 'bid', player: 0, amount: 0 });
  });

  it("moves the pad to the first bidder still missing once a picked bidder's bid is in", () => {
    const s = lot();
    const { submit, view } = show(s);
    tap(/^A to enter/);
    tap('7');
    tap('Enter');
    expect(submit).toHaveBeenCalledWith({ type: 'bid', player: 0, amount: 7 });
    // The table draws the screen again for the state after the bid: A is in, B (first in tie-break order) is next.
    const after = play(s, bids([0, 7]));
    view.rerender(screenOf(after, submit));
    expect(screen.getByRole('group', { name: "B's bid" })).toBeTruthy();
    expect(screen.queryByRole('group', { name: "A's bid" })).toBeNull();
  });

  it('keeps a refused bid on the pad so it can be fixed', () => {
    const submit = vi.fn((a: Action) =>
      a.type === 'bid' && a.amount > 50 ? violation('mercator.err.overMoney', '003 カードの競り') : null,
    );
    render(screenOf(lot(), submit));
    tap('9');
    tap('9');
    tap('Enter');
    expect(submit).toHaveBeenCalledWith({ type: 'bid', player: 1, amount: 99 });
    expect(screen.getByRole('group', { name: "B's bid" }).querySelector('output')?.textContent).toBe('99');
  });

  it('lists players whose ships cannot take the lot as not bidding', () => {
    const s = play(lot(), [...bids([1, 20], [2, 10], [0, 5]), ...turns('b10', 'p10', 'r9')]);
    const full = play(s, [
      ...bids([2, 1], [0, 0], [1, 0]),
      ...turns('y9', 'g9', 'b9'),
      ...bids([0, 0], [1, 3], [2, 0]),
    ]);
    const { view } = show(play(full, [...turns('p9'), { type: 'close' }]));
    expect(view.container.querySelector('.merc-out')?.textContent).toBe('Not bidding: B (full)');
  });
});

describe('money is secret', () => {
  it('is masked on the table view and shown plainly when masking is off', () => {
    show(start(3));
    expect(screen.getByRole('button', { name: "Press and hold to show B's money" }).textContent).toBe('●●●');
    expect(screen.getByRole('table').textContent).not.toContain('50');
    cleanup();
    show(start(3), false);
    expect(screen.getByRole('table').textContent).toContain('50');
  });
});

describe('the ships strip', () => {
  it('shows each ship as drawn cards, the public cargo value and the deck left', () => {
    show(play(start(3), [...turns('r10', 'y10', 'g3'), ...bids([1, 20], [2, 10], [0, 5])]));
    expect(screen.getByRole('list', { name: "B's ship: 3 of 6" }).textContent).toBe('R10Y10G3');
    const row = screen.getByRole('list', { name: "B's ship: 3 of 6" }).closest('tr');
    expect(row?.querySelector('.merc-cargo')?.textContent).toBe('23');
    // 24 cards for 3 players, 3 turned.
    expect(screen.getByText('Ships and cargo · deck 21/24')).toBeTruthy();
  });

  it("sits below the step's control in a fold whose summary keeps the deck count", () => {
    const { view } = show(start(3));
    const grid = view.container.querySelector('[data-control]');
    const strip = view.container.querySelector('.merc-strip');
    expect(grid?.compareDocumentPosition(strip as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    const summary = strip?.querySelector('details > summary');
    expect(summary?.textContent).toBe('Ships and cargo · deck 24/24');
  });
});

describe('open auction', () => {
  const lot = () => play(start(3, { openAuction: true }), turns('r10', 'y10', 'g10'));

  it('asks for the buyer first (the buyers are the control), then the price on the pad', () => {
    const { submit, view } = show(lot());
    expect(view.container.querySelector('[data-control]')?.textContent).toContain(
      'Who called the highest price?',
    );
    expect(screen.queryByRole('button', { name: 'Sold' })).toBeNull();
    tap('C');
    expect(screen.getByRole('group', { name: "C's price" })).toBeTruthy();
    tap('7');
    tap('B'); // a change of buyer keeps the price typed
    expect(screen.getByRole('group', { name: "B's price" }).querySelector('output')?.textContent).toBe('7');
    tap('Sold');
    expect(submit).toHaveBeenCalledWith({ type: 'sold', player: 1, price: 7 });
  });

  it('enters "no buyer"', () => {
    const { submit } = show(lot());
    tap('No buyer');
    expect(submit).toHaveBeenCalledWith({ type: 'unsold' });
  });
});

/** The e2e game (e2e/mercator.e2e.ts) through the rules: 3 players, Aki (A) starts. */
const E2E: Action[] = [
  ...turns('r10', 'y10', 'g10'),
  ...bids([1, 20], [2, 10], [0, 5]),
  ...turns('b10', 'p10', 'r9'),
  ...bids([2, 15], [0, 15], [1, 0]),
  ...turns('y9', 'g9', 'b9'),
  ...bids([0, 10], [1, 12], [2, 11]),
  ...turns('p9', 'r8'),
  { type: 'close' },
  ...bids([0, 0], [2, 0]),
  ...turns('g8', 'b8', 'p8'),
  ...bids([0, 5], [2, 5]),
  ...turns('r7', 'y7', 'g7'),
  ...bids([0, 0], [2, 1]),
];

describe('the free fill', () => {
  it('enters each free card of the last ship on the grid', () => {
    const s = play(start(3), E2E);
    expect(s.phase).toBe('fill');
    const { submit } = show(s);
    expect(screen.getByRole('heading', { name: "A's ship (3 to go)" })).toBeTruthy();
    tap('blue 7');
    expect(submit).toHaveBeenCalledWith({ type: 'draw', colour: 'blue', value: 7 });
  });

  it('ends the e2e game with the money worked out by hand', () => {
    const s = play(start(3), [...E2E, ...draws('b7', 'p7', 'r6')]);
    expect(s.phase).toBe('over');
    expect(s.cargo).toEqual([44, 57, 50]);
    // Left 45 / 18 / 34; payouts 3 players 30 / 15: Ben 57 -> 30, Cho 50 -> 15, Aki 44 -> 0.
    expect(finalMoney(s)).toEqual([45, 48, 49]);
  });
});

describe('a correction starts from the old value (issue 14)', () => {
  /** Renders the screen of `s` as the correction of `initial`. */
  function correcting(s: State, initial: Action) {
    const submit = vi.fn((_: Action) => null);
    render(screenOf(s, submit, true, initial));
    return submit;
  }
  const pad = (name: string) => screen.getByRole('group', { name }).querySelector('output')?.textContent;

  it('a sealed bid: its bidder picked and the old amount on the pad', () => {
    // Lot r10 y10 g10; C's bid of 10 is corrected: the pad is C's and shows 10.
    const s = play(start(3), [...turns('r10', 'y10', 'g10'), ...bids([1, 20])]);
    const submit = correcting(s, { type: 'bid', player: 2, amount: 10 });
    expect(pad("C's bid")).toBe('10');
    tap('Enter');
    expect(submit).toHaveBeenCalledWith({ type: 'bid', player: 2, amount: 10 });
  });

  it('an open sale: the old buyer and price; "no buyer" marked when that was the entry', () => {
    const lot = play(start(3, { openAuction: true }), turns('r10', 'y10', 'g10'));
    correcting(lot, { type: 'sold', player: 1, price: 8 });
    expect(pad("B's price")).toBe('8');
    cleanup();
    correcting(lot, { type: 'unsold' });
    expect(screen.getByRole('button', { name: 'No buyer' }).getAttribute('aria-current')).toBe('true');
  });

  it('a lot: the old card beside the lot so far, or the close marked', () => {
    const s = play(start(3), turns('r10', 'y10'));
    correcting(s, { type: 'turn', colour: 'green', value: 10 });
    const was = document.querySelector('.merc-was[aria-current="true"]');
    expect(was?.textContent).toContain('was');
    expect(within(was as HTMLElement).getByRole('img', { name: 'green 10' })).toBeTruthy();
    cleanup();
    correcting(s, { type: 'close' });
    expect(screen.getByRole('button', { name: 'Close the lot (2)' }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('a free fill: the old card drawn beside the ship', () => {
    const s = play(start(3), E2E);
    correcting(s, { type: 'draw', colour: 'blue', value: 7 });
    const was = document.querySelector('.merc-was') as HTMLElement;
    expect(within(was).getByRole('img', { name: 'blue 7' })).toBeTruthy();
  });
});
