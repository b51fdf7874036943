// Small message builders shared by the rules, the prompt and the scoring (suit and card names, lists).
import type { Msg } from '../../engine/types';
import type { Card, Suit } from './components';

/** The translated name of a suit. */
export function suitMsg(suit: Suit): Msg {
  return { key: `supermarket.suit.${suit}` };
}

/** A card as the table says it, e.g. 「うなぎ9」. */
export function cardMsg(card: Card): Msg {
  return { key: 'supermarket.card', params: { suit: suitMsg(card.suit), rank: card.rank } };
}

const LIST_KEYS = ['a', 'b', 'c', 'd'] as const;

/** A short list of up to four items (suit names), e.g. 「うなぎ・すいか」; 「なし」 when empty. */
export function listMsg(items: readonly Msg[]): Msg {
  const params: Record<string, Msg> = {};
  items.slice(0, LIST_KEYS.length).forEach((item, i) => {
    params[LIST_KEYS[i] ?? 'a'] = item;
  });
  return { key: `supermarket.list.${Math.min(items.length, LIST_KEYS.length)}`, params };
}
