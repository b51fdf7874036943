// What 行商の時代 keeps hidden during play. The rulebook: 「獲得した注文カードは裏向きにし、自分の馬車カードに
// つなげて並べます」 and 「特注カードは表のまま手元に置いてください」. The back of an order card is a trailer with
// the city emblem (「裏面に都市エンブレムはありますが」 of the 特注 card implies the order card's back has it too):
// which cities' orders a player holds stays readable (trading posts are placed by it), and so does the number
// of trailers; the face (goods and victory points) does not, nor the sum the table would have to remember.
// Jewels lie in the open and 特注 cards face up. At 【勝利点計算】 the cards are counted: nothing is hidden then.
import type { Msg, SecretFact } from '../../engine/types';
import type { Action } from './actions';
import { RED_POINTS, WHITE_POINTS } from './components';
import { describe, pointsMsg, shipLine } from './describe';
import { goodsMsg } from './goods';
import { cityParam } from './map';
import type { Card, State } from './state';

/** True while the order cards lie face down: the game is played (not yet scored with titles, not over). */
export function keepsFaceDown(s: State): boolean {
  return s.phase !== 'titles' && s.phase !== 'over';
}

/** True when card `id` lies face down in a player's wagon in `now` (an order card taken, not a 特注 card). */
export function isFaceDown(now: State, id: number): boolean {
  return keepsFaceDown(now) && now.merchants.some((m) => m.cards.some((c) => c.id === id && !c.special));
}

/** A player's face-down order cards, in the order they were hooked to the wagon. */
export function faceDownOf(s: State, p: number): Card[] {
  return (s.merchants[p]?.cards ?? []).filter((c) => !c.special);
}

/** Each face-down order card's face, for the player who holds it; their sum and their score so far. */
export function secrets(s: State): SecretFact[] {
  if (!keepsFaceDown(s)) return [];
  return s.merchants.flatMap((m, p): SecretFact[] => {
    const cards = faceDownOf(s, p);
    if (cards.length === 0) return [];
    const hidden = cards.reduce((sum, c) => sum + c.points, 0);
    const open = m.cards.filter((c) => c.special).reduce((sum, c) => sum + c.points, 0);
    const score = hidden + open + RED_POINTS * m.red + WHITE_POINTS * m.white;
    const fact = (msg: Msg): SecretFact => ({ owner: p, fact: msg });
    return [
      ...cards.map((c, i) =>
        fact({
          key: 'gyosho.secret.order',
          params: {
            p: { p },
            k: i + 1,
            city: cityParam(s, c.city),
            goods: goodsMsg(c.goods),
            points: pointsMsg(c.points),
          },
        }),
      ),
      fact({ key: 'gyosho.secret.orders', params: { p: { p }, n: hidden } }),
      fact({ key: 'gyosho.secret.score', params: { p: { p }, n: score } }),
    ];
  });
}

/**
 * The log line of an entry as the table may read it in `now`: a shipment of an order card, and the card's
 * turning up in the row, no longer name its goods and points once it lies face down in a wagon.
 */
export function describeOpen(s: State, a: Action, now: State): Msg {
  if (a.type === 'ship') {
    const card = s.row[a.slot];
    if (card && isFaceDown(now, card.id)) return shipLine(s, a, card, true);
  }
  if (a.type === 'reveal' && isFaceDown(now, s.nextId)) {
    return { key: 'gyosho.log.revealFaceDown', params: { city: cityParam(s, a.city) } };
  }
  return describe(s, a);
}
