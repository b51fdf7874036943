// Small message builders shared by rules, prompts, log lines and scores.
import type { Msg, SecretFact } from '../../engine/types';
import { type Card, cardOf } from './components';

/** A card as text, e.g. 「赤7」 / "red 7". */
export function cardMsg(card: Card): Msg {
  return {
    key: 'mercator.card',
    params: { colour: { key: `mercator.goods.${card.colour}` }, value: card.value },
  };
}

/** A list of cards as text, e.g. 「赤7・青3」 (up to three cards: a lot). */
export function cardsMsg(ids: readonly number[]): Msg {
  const [a, b, c] = ids.map((id) => cardMsg(cardOf(id)));
  if (a && b && c) return { key: 'mercator.cards3', params: { a, b, c } };
  if (a && b) return { key: 'mercator.cards2', params: { a, b } };
  if (a) return a;
  return { key: 'mercator.cards0' };
}

/** A player's money as the reveal says it to that player: "Aki: 37 money" (a secret: money is hidden in play). */
export function moneyFact(p: number, money: number): SecretFact {
  return { owner: p, fact: { key: 'mercator.secret.money', params: { p: { p }, n: money } } };
}
