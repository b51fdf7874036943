// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addStrings, makeTranslate } from '../../../app/i18n';
import { replayWith, step } from '../../../engine/replay';
import { example } from '../../../engine/testing/examples';
import type { Player } from '../../../engine/types';
import { strings } from '../i18n';
import { game } from '../index';
import type { State } from '../state';
import { play, playAuction, seats, start } from '../testing';
import { Screen } from './Screen';
import { Strip } from './Strip';

const players: Player[] = seats(2).map((p, i) => ({ ...p, name: ['Aya', 'Ken'][i] ?? p.name }));

beforeAll(() => addStrings(strings));
afterEach(cleanup);

function show(state: State, secret = true) {
  const submit = vi.fn(() => null);
  render(
    <Screen
      state={state}
      prompt={game.rules.prompt(state)}
      players={players}
      submit={submit}
      t={makeTranslate('ja', players)}
      secret={secret}
      over={false}
    />,
  );
  return submit;
}

const tile = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const priced = (): State => play(start(2, 0), [{ type: 'price', icon: 'choc' }]);

describe('katame screen', () => {
  it('enters the price card’s visible face with one tap on a drawn icon', () => {
    const submit = show(start(2, 0));
    fireEvent.click(tile('チョコレート'));
    expect(submit).toHaveBeenCalledWith({ type: 'price', icon: 'choc' });
    // Every icon is an inline SVG with a letter; no emoji.
    expect(document.querySelectorAll('.kt-tile svg')).toHaveLength(4);
    expect(document.body.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('enters the field card’s visible face', () => {
    const submit = show(priced());
    expect(screen.getByRole('group', { name: '1/12枚目の見えている面' })).toBeTruthy();
    fireEvent.click(tile('ゴールド'));
    expect(submit).toHaveBeenCalledWith({ type: 'card', icon: 'gold' });
  });

  it('takes the current bidder’s price on the number pad, or a pass, showing the minimum', () => {
    const s = play(priced(), [{ type: 'card', icon: 'silk' }]);
    let submit = show(s);
    expect(screen.getByRole('group', { name: 'Ayaの値段（0〜30金）' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '5' }));
    fireEvent.click(screen.getByRole('button', { name: '宣言' }));
    expect(submit).toHaveBeenCalledWith({ type: 'bid', p: 0, price: 5 });
    cleanup();

    submit = show(play(s, [{ type: 'bid', p: 0, price: 5 }]));
    expect(screen.getByRole('group', { name: 'Kenの値段（6〜30金）' })).toBeTruthy();
    expect(screen.getByText('最高値').textContent).toContain('Aya5金');
    fireEvent.click(screen.getByRole('button', { name: '買わない' }));
    expect(submit).toHaveBeenCalledWith({ type: 'pass', p: 1 });
  });

  it('enters the lowest price that tops the standing one in one tap, beside Pass (issue 32)', () => {
    // Aya opened at 5: Ken's lowest is 6, which the rules accept (a raise of 1).
    const s = play(priced(), [
      { type: 'card', icon: 'silk' },
      { type: 'bid', p: 0, price: 5 },
    ]);
    const submit = show(s);
    fireEvent.click(screen.getByRole('button', { name: '6金で宣言' }));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({ type: 'bid', p: 1, price: 6 });
    expect(step(game, s, { type: 'bid', p: 1, price: 6 })).not.toHaveProperty('violation');
  });

  it('offers a highlighted pass, and says pass only, to a bidder who cannot top the price', () => {
    let s = playAuction(priced(), 'gold', [null, 28]); // Ken 28: Ken 2, parent Ken
    s = play(s, [
      { type: 'card', icon: 'silk' },
      { type: 'pass', p: 1 },
      { type: 'bid', p: 0, price: 10 },
    ]);
    // Aya (parent, 20) opens at 3: Ken, with 2, cannot top it.
    s = play(s, [
      { type: 'card', icon: 'junk' },
      { type: 'bid', p: 0, price: 3 },
    ]);
    const submit = show(s);
    // The pad stays where every bidder's pad is, but says "pass only", and Pass is the highlighted key.
    expect(screen.getByRole('group', { name: 'Ken：買わないのみ' })).toBeTruthy();
    const pass = screen.getByRole('button', { name: '買わない' });
    expect(pass.classList.contains('kt-pass-now')).toBe(true);
    // No one-tap price for a bidder who has no price left to say.
    expect(screen.queryByRole('button', { name: /金で宣言$/ })).toBeNull();
    fireEvent.click(pass);
    expect(submit).toHaveBeenCalledWith({ type: 'pass', p: 1 });
  });

  it('shows money plainly (public in this game) and only the visible faces of cards won', () => {
    const s = playAuction(priced(), 'silk', [5, 6]); // Ken buys the silk card for 6
    show(s, true);
    const strip = screen.getByRole('region', { name: '卓の状況' });
    expect(within(strip).getByText('24金')).toBeTruthy();
    expect(within(strip).getByText('30金')).toBeTruthy();
    expect(within(strip).queryByRole('button')).toBeNull();
    const won = within(strip).getByRole('list', { name: /Kenの獲得カード1枚/ });
    expect(
      within(won)
        .getAllByRole('img')
        .map((i) => i.getAttribute('aria-label')),
    ).toEqual(['シルク']);
    // The price card's hidden face is a card back until the settlement.
    expect(within(strip).getAllByRole('img', { name: '見えない面' })).toHaveLength(1);
  });

  it('the strip (also the history view) never draws a won card’s hidden face, even mid-settlement', () => {
    let s = playAuction(priced(), 'silk', [5, 6]);
    s = playAuction(s, 'gold', [null, 30]);
    s = play(s, [
      { type: 'priceHidden', icon: 'gold' },
      { type: 'cardHidden', icon: 'junk' }, // Aya's gold card hides junk
    ]);
    render(<Strip state={s} players={players} t={makeTranslate('ja', players)} secret />);
    const aya = screen.getByRole('list', { name: /Ayaの獲得カード1枚/ });
    expect(
      within(aya)
        .getAllByRole('img')
        .map((i) => i.getAttribute('aria-label')),
    ).toEqual(['ゴールド']);
    expect(screen.queryByRole('img', { name: 'ガラクタ' })).toBeNull();
  });

  it('puts the step’s control first, then the strip in a fold whose line shows the deck and every purse', () => {
    const s = playAuction(priced(), 'silk', [5, 6]); // Ken buys the silk card for 6
    show(s);
    const control = document.querySelector('[data-control]');
    const strip = screen.getByRole('region', { name: '卓の状況' });
    expect(control?.getAttribute('aria-label') ?? control?.textContent).toContain('2/12枚目の見えている面');
    // The control comes before the strip in the page, so the strip sits below it.
    expect(control && control.compareDocumentPosition(strip) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const fold = strip.closest('details');
    expect(fold?.querySelector('summary')?.textContent).toBe('山札11 · Aya 30金 · Ken 24金');
  });

  it('says on the next card’s screen how the last auction ended: who pays what, or the discard', () => {
    // The round's first card has the same line, saying no card was sold yet: the icons stand at one place.
    show(priced());
    expect(screen.getByText('このラウンドはまだ競りなし。').className).toBe('kt-sale');
    cleanup();
    let s = playAuction(priced(), 'silk', [5, 6]);
    show(s);
    expect(screen.getByText('1枚目はKenが6金で落札：代金は市場へ、カードはKenへ。')).toBeTruthy();
    cleanup();
    s = playAuction(s, 'junk', [null, null]);
    show(s);
    expect(screen.getByText('2枚目は誰も買わず、このラウンドの捨て札。')).toBeTruthy();
  });

  it('greys out an icon whose faces are all accounted for this round', () => {
    let s = priced();
    for (let k = 0; k < 5; k++) s = playAuction(s, 'junk', [null, null]);
    show(s);
    expect((tile('ガラクタ') as HTMLButtonElement).disabled).toBe(true);
    expect(tile('ガラクタ').textContent).toContain('残り0');
    expect((tile('シルク') as HTMLButtonElement).disabled).toBe(false);
  });

  it('settles: the price card’s hidden face, then each won card’s hidden face as the prompt names it', () => {
    let s = playAuction(priced(), 'silk', [5, 6]);
    s = playAuction(s, 'gold', [null, 30]); // Aya pays her 30: round over
    let submit = show(s);
    fireEvent.click(tile('ゴールド'));
    expect(submit).toHaveBeenCalledWith({ type: 'priceHidden', icon: 'gold' });
    cleanup();

    s = play(s, [{ type: 'priceHidden', icon: 'gold' }]);
    submit = show(s);
    expect(screen.getByText('1/1枚目')).toBeTruthy(); // Aya, the parent, first: her one card
    fireEvent.click(tile('ガラクタ'));
    expect(submit).toHaveBeenCalledWith({ type: 'cardHidden', icon: 'junk' });
  });

  it('shows the round just settled, player by player, line by line', () => {
    let s = playAuction(priced(), 'silk', [5, 6]);
    s = playAuction(s, 'gold', [null, 30]);
    s = play(s, [
      { type: 'priceHidden', icon: 'gold' },
      { type: 'cardHidden', icon: 'gold' }, // Aya: gold/gold
      { type: 'cardHidden', icon: 'choc' }, // Ken: silk/choc
    ]);
    show(s);
    const report = screen.getByRole('region', { name: '第1ラウンドの決算' });
    // Values: chocolate 4, gold 3, silk 2. Aya: 2 gold = 6. Ken: 1 choc + 1 silk = 6.
    const aya = within(report).getByRole('table', { name: 'Ayaの決算' });
    expect(
      within(aya)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'チョコレート0 × 40',
      'ゴールド2 × 36',
      'シルク0 × 20',
      '個数ボーナス(チョコ0 + ゴールド0 + シルク0) × 50',
      'セットボーナス0 × 50',
      'ガラクタボーナスガラクタ0個0',
      '決算額6',
    ]);
    expect(within(report).getByRole('img', { name: '表シルク・裏チョコレート' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '卓の状況' }).textContent).toContain('6金');
  });
});

describe('a correction starts from the old value (issue 14)', () => {
  function correcting(state: State, initial: Parameters<typeof Screen>[0]['initial']) {
    const submit = vi.fn(() => null);
    render(
      <Screen
        state={state}
        prompt={game.rules.prompt(state)}
        players={players}
        submit={submit}
        t={makeTranslate('ja', players)}
        secret
        over={false}
        initial={initial}
      />,
    );
    return submit;
  }
  // The field card turned: the first bidder declares.
  const bidding = (): State => play(priced(), [{ type: 'card', icon: 'gold' }]);

  it('a bid shows its old price on the pad, and confirming enters it again', () => {
    const s = bidding();
    const p = (game.rules.prompt(s).actors[0] ?? 0) as number;
    const submit = correcting(s, { type: 'bid', p, price: 7 });
    expect(document.querySelector('.pad-display')?.textContent).toBe('7');
    fireEvent.click(screen.getByRole('button', { name: '宣言' }));
    expect(submit).toHaveBeenCalledWith({ type: 'bid', p, price: 7 });
  });

  it('a pass is marked as the old choice; a new bid starts from an empty pad', () => {
    const s = bidding();
    const p = (game.rules.prompt(s).actors[0] ?? 0) as number;
    correcting(s, { type: 'pass', p });
    expect(screen.getByRole('button', { name: '買わない' }).getAttribute('aria-current')).toBe('true');
    expect(document.querySelector('.pad-display')?.textContent).toBe('—');
  });

  it('an icon step marks the old face as chosen', () => {
    correcting(priced(), { type: 'card', icon: 'silk' });
    expect(tile('シルク').getAttribute('aria-pressed')).toBe('true');
    expect(tile('ゴールド').getAttribute('aria-pressed')).toBe('false');
  });
});

describe('the strip at the end of the game', () => {
  it('shows the last round as it ended (its price card, an empty deck, the cards won), not a cleared round', () => {
    const record = example('katame');
    const done = replayWith(game, record);
    if (!done.ok || !done.over) throw new Error('the example does not replay to its end');
    const t = makeTranslate('ja', record.players);
    render(<Strip state={done.state} players={record.players} t={t} secret />);
    const top = document.querySelector('.kt-strip-top');
    // The example's round 3: price card シルク/シルク, the deck dealt out (「山札がなくなりラウンド終了」).
    expect(
      [...(top?.querySelectorAll('[role="img"]') ?? [])].map((i) => i.getAttribute('aria-label')),
    ).toEqual(['シルク', 'シルク']);
    expect(top?.textContent).toContain(t('katame.ui.deckLeft', { n: 0, of: 12 }));
    const last = (done.state as State).history.at(-1);
    const won = screen.getAllByRole('list', { name: /の獲得カード/ });
    expect(won.map((list) => within(list).queryAllByRole('img').length)).toEqual(
      last?.won.map((cards) => cards.length),
    );
    expect(last?.won.some((cards) => cards.length > 0)).toBe(true);
  });

  it('says the same deck in the fold’s line as in the strip once the game is over (not a full deck of a next round)', () => {
    // Round 3 of the example ends with the deck dealt out: the strip says 山札0/12, so must the line above it.
    const record = example('katame');
    const done = replayWith(game, record);
    if (!done.ok || !done.over) throw new Error('the example does not replay to its end');
    const t = makeTranslate('ja', record.players);
    const state = done.state as State;
    render(
      <Screen
        state={state}
        prompt={game.rules.prompt(state)}
        players={record.players}
        submit={vi.fn(() => null)}
        t={t}
        secret
        over
      />,
    );
    const strip = screen.getByRole('region', { name: '卓の状況' });
    expect(strip.querySelector('.kt-strip-top')?.textContent).toContain(
      t('katame.ui.deckLeft', { n: 0, of: 12 }),
    );
    const summary = strip.closest('details')?.querySelector('summary')?.textContent ?? '';
    expect(summary.split(' · ')[0]).toBe(t('katame.ui.deckShort', { n: 0 }));
  });
});
