// Which order cards a screen must draw face down: in the history, a card of the row then may lie face down
// in a wagon now (issue 13). The present row is always face up.
import type { GameScreenProps } from '../../types';
import type { Action } from '../actions';
import { isFaceDown } from '../secrets';
import type { Card, State } from '../state';

/** A test for the cards to draw face down on this screen: none unless the table keeps secrets. */
export function faceDownNow(p: GameScreenProps<State, Action>): (card: Card) => boolean {
  const now = (p.now ?? p.state) as State;
  return (card) => p.secret && isFaceDown(now, card.id);
}
