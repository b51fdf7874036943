// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addStrings, makeTranslate } from '../../../app/i18n';
import { step } from '../../../engine/replay';
import { isViolation } from '../../../engine/violation';
import { strings } from '../i18n';
import type { EdoAction, EdoState } from '../index';
import { game } from '../index';
import { withState } from '../state';
import { merchants, play, quietDice, RULEBOOK, rulebookTable, table } from '../testing';
import { SHORT, shortGame } from './fixtures';
import { Screen } from './Screen';

addStrings(strings);
afterEach(cleanup);

/** Renders the screen of a real state; returns the submit spy. */
function show(state: EdoState, names: readonly string[] = RULEBOOK, secret = true) {
  const players = merchants(names);
  const submit = vi.fn((_: EdoAction) => null);
  render(
    <Screen
      state={state}
      prompt={game.rules.prompt(state)}
      players={players}
      submit={submit as (a: unknown) => null}
      t={makeTranslate('en', players)}
      secret={secret}
      over={false}
    />,
  );
  return submit;
}
const tap = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('setup screens', () => {
  it('enters a starting pair with two taps on 1-6 pads', () => {
    const submit = show(table(RULEBOOK));
    tap('Card kept by 門左衛門: 5');
    expect(submit).not.toHaveBeenCalled();
    tap('Card passed to お市: 2');
    expect(submit).toHaveBeenCalledWith({ type: 'start', player: 0, keep: 5, pass: 2 });
  });

  it('enters the two first discards as colour x pips, and 特注', () => {
    const s = shortGame(3);
    let submit = show(s, SHORT);
    tap('Black 3');
    tap('White 1');
    expect(submit).toHaveBeenCalledWith({
      type: 'discards',
      cards: [
        { colour: 'black', pips: 3 },
        { colour: 'white', pips: 1 },
      ],
    });
    cleanup();
    submit = show(s, SHORT);
    tap('Special order');
    tap('Change');
    tap('Red 6');
    tap('Special order');
    expect(submit).toHaveBeenCalledWith({
      type: 'discards',
      cards: [{ colour: 'red', pips: 6 }, { colour: 'special' }],
    });
  });
});

describe('the table strip', () => {
  it('masks coins until pressed and held, and shows cards by colour with pips', () => {
    show(rulebookTable());
    const coins = screen.getByRole('button', { name: "門左衛門's coins (press and hold)" });
    expect(coins.textContent).toBe('●●●');
    fireEvent.pointerDown(coins);
    expect(coins.textContent).toBe('5');
    fireEvent.pointerUp(coins);
    expect(coins.textContent).toBe('●●●');
    const hand = screen.getByRole('list', { name: "門左衛門's goods" });
    expect([...hand.querySelectorAll('[role=img]')].map((e) => e.getAttribute('aria-label'))).toEqual([
      'White 5',
      'Blue 2',
    ]);
    const discard = screen.getByRole('list', { name: 'Discard pile' });
    expect(discard.textContent).toBe('W×1Y×0R×0B×0K×1');
  });

  it('shows coins plainly when secrets are not hidden, and privileges, tiles, East/West and the pot', () => {
    show(shortGame(27), SHORT, false);
    expect(screen.queryByRole('button', { name: /coins/ })).toBeNull();
    expect(screen.getByRole('img', { name: 'Purveyor: Red' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Purveyor: Blue' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'East' }).textContent).toContain('S');
    expect(screen.getByRole('list', { name: 'West' }).textContent).toBe('W4');
    expect(screen.getByText('Pot').textContent).toBe('Pot 1');
    expect(screen.getByText('Deck').textContent).toBe('Deck 0');
  });
});

describe('客引き screens', () => {
  it('enters a roll with three taps', () => {
    const submit = show(rulebookTable());
    tap('Die 1: 1');
    tap('Die 2: 4');
    expect(submit).not.toHaveBeenCalled();
    tap('Die 3: 5');
    expect(submit).toHaveBeenCalledWith({ type: 'roll', dice: [1, 4, 5] });
  });

  it('keeps up to two dice and previews the rulebook income 2/0/2/1', () => {
    const submit = show(play(rulebookTable(), [{ type: 'roll', dice: [1, 4, 5] }]));
    tap('Die 1: 1');
    tap('Die 3: 5');
    const income = [...document.querySelectorAll('.edo-income li')].map((li) => li.textContent);
    expect(income).toEqual(['門左衛門+2', 'お市+0', '佐吉+2', '六助+1']);
    tap('Keep 1-5');
    expect(submit).toHaveBeenCalledWith({ type: 'keep', dice: [1, 5] });
  });

  it('keeps a third die tappable: the tap is not taken and the line under the dice says why', () => {
    // 客引き「その中から自分のダイスとして2つまで手元に確保します」. Which dice are picked is the screen's own
    // until Keep enters them, so the reason is said beside the dice, not refused on the answer line.
    const rolled = play(rulebookTable(), [{ type: 'roll', dice: [1, 4, 5] }]);
    const submit = show(rolled);
    const why = () => document.querySelector('.edo-why')?.textContent ?? '';
    const third = screen.getByRole('button', { name: 'Die 2: 4' }) as HTMLButtonElement;
    tap('Die 1: 1');
    tap('Die 3: 5');
    expect(why()).toBe('');
    expect(third.disabled).toBe(false);
    tap('Die 2: 4');
    expect(third.getAttribute('aria-pressed')).toBe('false');
    expect(why()).toBe('The active merchant keeps at most 2 dice. To swap one, untap a kept die first.');
    expect(makeTranslate('ja', merchants(RULEBOOK))('edo.ui.keepMax', { max: 2 })).toBe(
      '手元に確保できるダイスは2個までです。入れ替えるときは、先に1つ外してください。',
    );
    // Untapping a kept die clears the line; the third die is then taken.
    tap('Die 3: 5');
    expect(why()).toBe('');
    tap('Die 2: 4');
    expect(third.getAttribute('aria-pressed')).toBe('true');
    tap('Keep 1-4');
    expect(submit).toHaveBeenCalledWith({ type: 'keep', dice: [1, 4] });
  });

  it('collects objectors as toggles and says what the confirmation will do', () => {
    const s = play(rulebookTable(), [
      { type: 'roll', dice: [1, 4, 5] },
      { type: 'keep', dice: [1, 5] },
    ]);
    let submit = show(s);
    expect(screen.getByRole('button', { name: 'No objection: pay income' })).toBeTruthy();
    tap('お市');
    expect(screen.getByText('1 vote of 2 needed')).toBeTruthy();
    tap('六助');
    tap('Upheld: roll again');
    expect(submit).toHaveBeenCalledWith({ type: 'object', players: [1, 3] });
    cleanup();
    submit = show(
      play(s, [
        { type: 'object', players: [1, 3] },
        { type: 'roll', dice: [2, 2, 2] },
        { type: 'keep', dice: [] },
      ]),
    );
    tap('佐吉');
    tap('お市');
    tap('Upheld: no income');
    expect(submit).toHaveBeenCalledWith({ type: 'object', players: [1, 2] });
  });
});

describe('仕入れ screens', () => {
  it('enters East then West, and says what the last 客引き paid', () => {
    const submit = show(shortGame(10), SHORT);
    expect(document.querySelector('.edo-result')?.textContent).toBe(
      'Customer income: 門左衛門 +1, お市 +2, 佐吉 +0',
    );
    tap('Red 2');
    tap('Blue 5');
    expect(submit).toHaveBeenCalledWith({
      type: 'draw',
      east: { colour: 'red', pips: 2 },
      west: { colour: 'blue', pips: 5 },
    });
  });

  it('with one card left, enters it for East in one tap, under the same East line as every other turn', () => {
    const submit = show({ ...shortGame(10), deck: 1 }, SHORT);
    expect(document.querySelector('.edo-picked')?.textContent).toBe('East—');
    tap('Red 2');
    expect(submit).toHaveBeenCalledWith({ type: 'draw', east: { colour: 'red', pips: 2 }, west: null });
  });

  it('takes the declared markers in turn order', () => {
    const submit = show(shortGame(11), SHORT);
    tap('East');
    expect(submit).toHaveBeenCalledWith({ type: 'declare', player: 0, choice: 'east' });
  });

  it('keeps an empty West tappable after the last draw: the rules refuse it and say why', () => {
    // The last card went to East; West holds none (RULINGS 000: an empty site can be neither declared nor
    // bid on). The prompt still names 東・西・小銭稼ぎ, so 西 must answer a tap with the reason, not fade.
    const last = quietDice(rulebookTable({ deck: 1 }));
    const drawn = play(last, [{ type: 'draw', east: { colour: 'black', pips: 5 }, west: null }]);
    const en = makeTranslate('en', merchants(RULEBOOK));
    const ja = makeTranslate('ja', merchants(RULEBOOK));
    const refusal = (action: EdoAction) => {
      const out = step(game, drawn, action);
      if (!isViolation(out)) return null;
      const reason = { key: out.code, params: out.params };
      return [out.code, en(reason), ja(reason)];
    };
    let submit = show(drawn);
    expect((screen.getByRole('button', { name: 'West' }) as HTMLButtonElement).disabled).toBe(false);
    tap('West');
    const declared = { type: 'declare', player: 0, choice: 'west' } as const;
    expect(submit).toHaveBeenCalledWith(declared);
    expect(refusal(declared)).toEqual([
      'edo.err.emptySite',
      'There are no cards on West.',
      '西の競り場にカードがありません。',
    ]);
    cleanup();
    // The same at the bids: a bid of 1 on West is refused with the same reason.
    const bidding = play(drawn, [
      { type: 'declare', player: 0, choice: 'east' },
      { type: 'declare', player: 1, choice: 'koban' },
      { type: 'declare', player: 2, choice: 'koban' },
      { type: 'declare', player: 3, choice: 'koban' },
    ]);
    submit = show(bidding);
    tap('West');
    tap('1');
    tap('OK');
    const bid = { type: 'bid', player: 0, east: 0, west: 1 } as const;
    expect(submit).toHaveBeenCalledWith(bid);
    const out = step(game, bidding, bid);
    expect(isViolation(out) && out.code).toBe('edo.err.emptySite');
  });

  it("keeps 特注 tappable with both out: East's tap says why on its line, a tap that enters is refused", () => {
    // 「特注カード:2枚」: both lie open (here in the discard pile). East's card is the screen's own until West's
    // tap, so its refusal is said on East's line; West's tap and the last card's enter the draw, which the
    // rules refuse with the same reason (edo.err.specialFull), on the answer line.
    const special = { colour: 'special' } as const;
    const s = shortGame(10);
    const out = withState(s, { discard: [...s.discard, special, special] });
    const en = makeTranslate('en', merchants(SHORT));
    const ja = makeTranslate('ja', merchants(SHORT));
    const refusal = (state: EdoState, action: EdoAction) => {
      const out = step(game, state, action);
      if (!isViolation(out)) return null;
      const why = { key: out.code, params: out.params };
      return [out.code, en(why), ja(why)];
    };
    const reason = [
      'edo.err.specialFull',
      'There are only 2 special order cards.',
      '特注カードは2枚しかありません。',
    ];
    let submit = show(out, SHORT);
    const picked = () => document.querySelector('.edo-picked')?.textContent;
    expect((screen.getByRole('button', { name: 'Special order' }) as HTMLButtonElement).disabled).toBe(false);
    tap('Special order');
    expect(submit).not.toHaveBeenCalled();
    expect(picked()).toBe('EastThere are only 2 special order cards.');
    expect(refusal(out, { type: 'draw', east: special, west: { colour: 'red', pips: 2 } })).toEqual(reason);
    // A card that can enter is taken, and the reason goes; West's 特注 then enters the draw and is refused.
    tap('Red 2');
    expect(picked()).toBe('EastR2Change');
    tap('Special order');
    const draw = { type: 'draw', east: { colour: 'red', pips: 2 }, west: special } as const;
    expect(submit).toHaveBeenCalledWith(draw);
    expect(refusal(out, draw)).toEqual(reason);
    cleanup();
    // The last card goes to East alone: its tap enters the draw.
    const last = withState(out, { deck: 1 });
    submit = show(last, SHORT);
    tap('Special order');
    const alone = { type: 'draw', east: special, west: null } as const;
    expect(submit).toHaveBeenCalledWith(alone);
    expect(refusal(last, alone)).toEqual(reason);
  });

  it('keeps a colour struck through once its six cards are open tappable: the rules say why', () => {
    // 「品物カード:各色6枚」: all six White lie open in the discard pile. East's tap is refused on its line, West's
    // enters the draw, which the rules refuse with the same reason (edo.err.colourFull).
    const whites = [1, 2, 3, 4, 5, 6].map((pips) => ({ colour: 'white', pips }) as const);
    const s = shortGame(10);
    const out = withState(s, { discard: [...s.discard.filter((c) => c.colour !== 'white'), ...whites] });
    const submit = show(out, SHORT);
    const white = screen.getByRole('button', { name: 'White 3' });
    expect(white.classList.contains('used')).toBe(true);
    expect(white.getAttribute('aria-disabled')).toBe('true');
    tap('White 3');
    expect(submit).not.toHaveBeenCalled();
    expect(document.querySelector('.edo-picked')?.textContent).toBe(
      'EastThere are only 6 White goods cards.',
    );
    tap('Red 2');
    tap('White 3');
    const draw = {
      type: 'draw',
      east: { colour: 'red', pips: 2 },
      west: { colour: 'white', pips: 3 },
    } as const;
    expect(submit).toHaveBeenCalledWith(draw);
    const refused = step(game, out, draw);
    expect(isViolation(refused) && refused.code).toBe('edo.err.colourFull');
  });

  it('enters a bid as bidder, site and amount, or 小銭稼ぎ', () => {
    const s = shortGame(24);
    let submit = show(s, SHORT);
    // 門左衛門 declared 小銭稼ぎ but bids 1 on West.
    tap('門左衛門');
    tap('West');
    tap('1');
    tap('OK');
    expect(submit).toHaveBeenCalledWith({ type: 'bid', player: 0, east: 0, west: 1 });
    cleanup();
    // お市, whose turn it is, is picked first, on East as she declared.
    submit = show(s, SHORT);
    tap('2');
    tap('OK');
    expect(submit).toHaveBeenCalledWith({ type: 'bid', player: 1, east: 2, west: 0 });
    cleanup();
    submit = show(s, SHORT);
    tap('門左衛門');
    tap('Small change');
    expect(submit).toHaveBeenCalledWith({ type: 'bid', player: 0, east: 0, west: 0 });
  });

  it('takes one bid after another on the same screen: the next bidder, their site and an empty pad', () => {
    const players = merchants(SHORT);
    const t = makeTranslate('en', players);
    function Table() {
      const [state, setState] = useState(shortGame(24));
      const submit = (a: unknown) => {
        const next = step(game, state, a);
        if (!isViolation(next)) setState(next as EdoState);
        return null;
      };
      const prompt = game.rules.prompt(state);
      return <Screen {...{ state, prompt, players, submit, t }} secret over={false} />;
    }
    render(<Table />);
    const pressed = () => screen.getAllByRole('button', { pressed: true }).map((b) => b.textContent);
    const one = screen.getByRole('button', { name: '1' });
    tap('2');
    tap('OK');
    // お市's bid is in: 佐吉 (next round the table) is picked, on the site he declared, and nothing is
    // typed for him yet.
    expect(pressed()).toEqual(['佐吉', 'West']);
    expect(screen.getByRole('status').textContent).toBe('—');
    expect(screen.getByRole('button', { name: '1' }), 'the same pad').toBe(one);
  });

  it('asks 青 whether to lower the bid', () => {
    const submit = show(shortGame(27), SHORT);
    expect(screen.getByText("お市's bid: East 2")).toBeTruthy();
    tap('Lower by 1');
    expect(submit).toHaveBeenCalledWith({ type: 'blue', player: 1, lower: true });
  });
});

describe('end screens', () => {
  it('proposes 赤’s best pick, confirmed in one tap, or another', () => {
    let submit = show(shortGame(28), SHORT);
    const results = [...document.querySelectorAll('.edo-result li')].map((li) => li.textContent);
    expect(results).toEqual([
      'East: お市 wins for 1',
      'West: tied at 1, the cards stay',
      'Bad faith: 門左衛門',
    ]);
    tap('Best: Take White');
    expect(submit).toHaveBeenCalledWith({ type: 'red', player: 0, take: 'white' });
    cleanup();
    submit = show(shortGame(28), SHORT);
    tap('Take Black');
    expect(submit).toHaveBeenCalledWith({ type: 'red', player: 0, take: 'black' });
  });

  it('proposes the 特注 colours, confirmed in one tap or changed first', () => {
    let submit = show(shortGame(29), SHORT);
    tap('Count as Black');
    expect(submit).toHaveBeenCalledWith({ type: 'special', player: 1, colours: ['black'] });
    cleanup();
    submit = show(shortGame(29), SHORT);
    tap('Blue');
    tap('Count as Blue');
    expect(submit).toHaveBeenCalledWith({ type: 'special', player: 1, colours: ['blue'] });
  });
});
