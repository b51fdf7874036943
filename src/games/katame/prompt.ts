// What the table enters next: the step, who acts, and one sentence on it.
import type { Msg, Prompt } from '../../engine/types';
import { iconName } from './components';
import { currentBidder, minBid, type Phase, type State } from './state';

/** The i18n key naming each step: the prompt's title, and the step a refusal names. */
export const PHASE_TITLE: Record<Phase, string> = {
  price: 'katame.phase.price',
  card: 'katame.phase.card',
  bid: 'katame.phase.bid',
  settlePrice: 'katame.phase.settlePrice',
  settleCard: 'katame.phase.settleCard',
  over: 'katame.phase.over',
};

/** The hint of the settlement's first step: why the round ended. */
export function endHint(s: State): Msg {
  return s.end?.why === 'broke'
    ? { key: 'katame.hint.endBroke', params: { p: { p: s.end.p } } }
    : { key: 'katame.hint.endDeck' };
}

/**
 * The prompt of a state. The kernel takes only the entry types in `expects`, and a declaration only from
 * the seat in `actors`. Table steps (turning a card) are the parent's; a hidden face is its owner's.
 * Asked for every entry of every replay: it reads the state and builds the hint, nothing more.
 */
export function prompt(s: State): Prompt {
  const title = { key: PHASE_TITLE[s.phase] };
  const round = s.round;
  switch (s.phase) {
    case 'price':
      return {
        phase: 'round.price',
        title,
        actors: [s.parent],
        expects: ['price'],
        round,
        hint: { key: 'katame.hint.price' },
      };
    case 'card':
      return {
        phase: 'auction.card',
        title,
        actors: [s.parent],
        expects: ['card'],
        round,
        turn: s.dealt + 1,
        hint: { key: 'katame.hint.card', params: { k: s.dealt + 1, p: { p: s.parent } } },
      };
    case 'bid': {
      const p = currentBidder(s);
      const money = s.money[p] ?? 0;
      const face = iconName(s.field ?? 'junk');
      const min = minBid(s);
      let hint: Msg = { key: 'katame.hint.open', params: { p: { p }, face, money } };
      if (s.high) {
        const params = { p: { p }, face, holder: { p: s.high.p }, high: s.high.price, min, money };
        hint = { key: min > money ? 'katame.hint.mustPass' : 'katame.hint.raise', params };
      }
      return {
        phase: 'auction.bid',
        title,
        actors: [p],
        // A bidder whose money cannot top the price has no price to name: only a pass is taken.
        expects: min > money ? ['pass'] : ['bid', 'pass'],
        round,
        turn: s.dealt,
        hint,
      };
    }
    case 'settlePrice':
      return {
        phase: 'settle.price',
        title,
        actors: [s.parent],
        expects: ['priceHidden'],
        round,
        hint: endHint(s),
      };
    case 'settleCard': {
      const { p, i } = s.reveal ?? { p: 0, i: 0 };
      const cards = s.won[p] ?? [];
      const face = iconName(cards[i]?.face ?? 'junk');
      return {
        phase: 'settle.card',
        title,
        actors: [p],
        expects: ['cardHidden'],
        round,
        hint: { key: 'katame.hint.settleCard', params: { p: { p }, k: i + 1, count: cards.length, face } },
      };
    }
    case 'over':
      return { phase: 'over', title, actors: [], expects: [], round, hint: { key: 'katame.hint.over' } };
  }
}
