// What スーパーマーケット keeps hidden while a round is played (seed 004: 「取得したトリックはゲーム終了まで
// 裏向きで他のプレーヤーにみせてはいけません」; 「自分が取得したトリックはゲーム中いつでもみることができます」):
// the cards of every trick taken this round, and so each player's goods. Who took a trick, how many tricks
// each pile holds and the ◇ markers are public; at the round's end the tricks are turned face up
// (「各自取ったトリックを表向きにして種類ごとに分けます」), so a scored round hides nothing.
import type { Msg, SecretFact } from '../../engine/types';
import type { Action } from './actions';
import { SUITS } from './components';
import { keepLine, playLine } from './describe';
import { cardMsg, listMsg, suitMsg } from './msgs';
import { currentRound } from './rules';
import type { RoundState, State } from './state';

/** The round whose taken tricks lie face down now: the round being played, or none (between rounds, at the end). */
export function faceDownRound(state: State): RoundState | null {
  if (state.over) return null;
  const round = currentRound(state);
  return round.result === null ? round : null;
}

/** True when trick `trick` (0-based) of round `round` has been taken and lies face down in `now`. */
export function isFaceDown(now: State, round: number, trick: number): boolean {
  const open = faceDownRound(now);
  return open !== null && open.index === round && open.tricks.length > trick;
}

/** Each taken trick's cards (for the player who took it) and each player's goods per suit so far. */
export function secrets(state: State): SecretFact[] {
  const round = faceDownRound(state);
  if (!round) return [];
  const tricks = round.tricks.map(
    (trick, i): SecretFact => ({
      owner: trick.winner,
      fact: {
        key: 'supermarket.secret.trick',
        params: { trick: i + 1, cards: listMsg(trick.cards.map(cardMsg)) },
      },
    }),
  );
  const goods: SecretFact[] = [];
  for (let p = 0; p < state.players; p++) {
    if ((round.tricksWon[p] ?? 0) === 0) continue;
    const suits = SUITS.flatMap((suit, s): Msg[] => {
      const cards = round.cards[p]?.[s] ?? 0;
      if (cards === 0) return [];
      const n = round.goods[p]?.[s] ?? 0;
      return [{ key: 'supermarket.secret.suitGoods', params: { suit: suitMsg(suit), n, cards } }];
    });
    goods.push({
      owner: p,
      fact: { key: 'supermarket.secret.goods', params: { player: { p }, list: listMsg(suits) } },
    });
  }
  return [...tricks, ...goods];
}

/** The log line of a card as the table may read it in `now`: no card is named once its trick lies face down. */
export function describeOpen(state: State, action: Action, now: State): Msg {
  if (action.type === 'keep') return keepLine(action);
  const round = currentRound(state);
  return playLine(state, action, isFaceDown(now, round.index, round.tricks.length));
}
