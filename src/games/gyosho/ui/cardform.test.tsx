// @vitest-environment happy-dom
// Entering a card as revealed in the fewest taps (issue 32 item 1): the city, each good's count and the points
// are one tap each, then the confirm (7.6 taps an order card and 14 a 特注 card with the steppers of before).
// 【コンポーネント】 注文カード: a card shows its city (①②), the goods it needs with their number (③) and its victory
// points (④); ■特注カード: a 特注 card reads as an order card, and shipping one leaves one good of every kind
// (全種各1個) in the city, which reads as a 特注 card asking for each of the four kinds: one tap gives one of each.
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { addStrings, makeTranslate } from '../../../app/i18n';
import type { RuleViolation } from '../../../engine/types';
import type { Action } from '../actions';
import { strings } from '../i18n';
import type { State } from '../state';
import { C, fresh, one, play, players, setupActions } from '../testing';
import { showScreen } from './testing';

addStrings(strings);
const t = makeTranslate('ja', players(3));
afterEach(cleanup);

/** A 3-player table before its first order card (map and wagon entered). */
const beforeRow = () => play(fresh(3), setupActions([], [], []).slice(0, 2));
/** A 3-player table whose row of five is laid: the 特注 cards come next. */
const beforeSpecials = () =>
  play(
    fresh(3),
    setupActions(
      [C.elkai, C.heidi, C.centre, C.east, C.south].map((c) => one(c, 'wheat', 2)),
      [],
      [],
    ),
  );

/** Shows the screen; every tap is counted, as a player's thumb would make it. */
function show(s: State, answer?: () => RuleViolation | null) {
  const submit = showScreen(s, t, { answer, live: true });
  let taps = 0;
  const tap = (name: string | RegExp) => {
    taps++;
    fireEvent.click(screen.getByRole('button', { name }));
  };
  return { submit, tap, taps: () => taps };
}
const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');
const confirm = () => screen.getByRole('button', { name: /^入力:|を選ぶ$/ }) as HTMLButtonElement;

describe('the card form', () => {
  it('enters a typical order card (a city, two goods, its points) in 5 taps with the confirm', () => {
    const s = beforeRow();
    expect(s.phase).toBe('setup.orders');
    const { submit, tap, taps } = show(s);
    tap('ハイジフィールド');
    tap('酒×1');
    tap('織物×1');
    tap('3点');
    tap('入力: ハイジフィールド 酒×1・織物×1 3点');
    // These taps were enough: the card went in, as it lies.
    expect(taps()).toBeLessThanOrEqual(5);
    // ハイジフィールド is the left card of the default map's middle row; goods in the rulebook's order.
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({
      type: 'reveal',
      city: C.heidi,
      goods: ['wine', 'cloth'],
      points: 3,
    });
  });

  it('enters a 特注 card (every kind once, 8 points) in 4 taps, and one with a kind twice in 5', () => {
    const s = beforeSpecials();
    expect(s.phase).toBe('setup.special');
    const { submit, tap, taps } = show(s);
    tap('エルカイブランド');
    tap('全種1個ずつ');
    tap('8点');
    tap('入力: エルカイブランド 小麦×1・武具×1・酒×1・織物×1 8点');
    expect(taps()).toBeLessThanOrEqual(4);
    expect(submit).toHaveBeenLastCalledWith({
      type: 'special',
      city: C.elkai,
      goods: ['wheat', 'arms', 'wine', 'cloth'],
      points: 8,
    });
    // The next 特注 card: two 酒 and one of each other kind, 9 points.
    tap('流通都市C');
    tap('全種1個ずつ');
    tap('酒×2');
    tap('9点');
    tap(/^入力:/);
    expect(taps() - 4).toBeLessThanOrEqual(5);
    expect(submit).toHaveBeenLastCalledWith({
      type: 'special',
      city: C.centre,
      goods: ['wheat', 'arms', 'wine', 'wine', 'cloth'],
      points: 9,
    });
  });

  it('never enters points the table did not choose: the confirm waits for them', () => {
    const { submit } = show(beforeRow());
    fireEvent.click(screen.getByRole('button', { name: 'ハイジフィールド' }));
    fireEvent.click(screen.getByRole('button', { name: '酒×1' }));
    expect(confirm().disabled).toBe(true);
    fireEvent.click(confirm());
    expect(submit).not.toHaveBeenCalled();
  });

  it('starts the next card afresh once a card is taken, and keeps a refused one as entered', () => {
    let refuse = false;
    const refusal: RuleViolation = {
      violation: true,
      code: 'gyosho.err.deckEmpty',
      params: {},
      section: '002',
    };
    const { submit, tap } = show(beforeRow(), () => (refuse ? refusal : null));
    tap('ハイジフィールド');
    tap('酒×1');
    tap('4点');
    tap(/^入力:/);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(pressed('ハイジフィールド')).toBe('false');
    expect(pressed('酒×1')).toBe('false');
    expect(pressed('4点')).toBe('false');
    expect(confirm().disabled).toBe(true);
    refuse = true;
    tap('アームスブルグ');
    tap('武具×2');
    tap('6点');
    tap(/^入力:/);
    expect(submit).toHaveBeenCalledTimes(2);
    expect(pressed('アームスブルグ')).toBe('true');
    expect(pressed('武具×2')).toBe('true');
    expect(pressed('6点')).toBe('true');
    expect(confirm().textContent).toBe('入力: アームスブルグ 武具×2 6点');
  });

  it('takes a count back with a second tap on it, and offers a higher count once the highest is chosen', () => {
    const { submit, tap } = show(beforeRow());
    tap('エルカイブランド');
    tap('酒×1');
    tap('酒×1');
    expect(pressed('酒×1')).toBe('false');
    expect(screen.queryByRole('button', { name: '小麦×4' })).toBeNull();
    tap('小麦×3');
    tap('小麦×4');
    tap('2点');
    tap(/^入力:/);
    expect(submit).toHaveBeenCalledWith({
      type: 'reveal',
      city: C.elkai,
      goods: ['wheat', 'wheat', 'wheat', 'wheat'],
      points: 2,
    });
  });
});

describe('a correction of a card', () => {
  it('starts from the card as entered, even one beyond the usual chips', () => {
    const s = beforeRow();
    const initial: Action = {
      type: 'reveal',
      city: C.east,
      goods: ['arms', 'arms', 'arms', 'arms', 'cloth'],
      points: 15,
    };
    const submit = showScreen(s, t, { initial });
    expect(pressed('流通都市D')).toBe('true');
    expect(pressed('武具×4')).toBe('true');
    expect(pressed('織物×1')).toBe('true');
    expect(pressed('15点')).toBe('true');
    fireEvent.click(confirm());
    expect(submit).toHaveBeenCalledWith(initial);
  });
});
