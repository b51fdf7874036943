// describe: the short game-log line of an entry, said of the state it was applied to.
import type { Msg } from '../../engine/types';
import type { EdoAction } from './actions';
import { objectionVotes } from './dice';
import { cardMsg, colourMsg, type EdoState, joinMsg, seatAfter } from './state';

/** One log line for an entry. */
export function describe(state: EdoState, action: EdoAction): Msg {
  const active = { p: state.active };
  switch (action.type) {
    case 'start': {
      const colour = state.colours[action.player] ?? 'white';
      return {
        key: 'edo.log.start',
        params: {
          p: { p: action.player },
          keep: cardMsg({ colour, pips: action.keep }),
          pass: cardMsg({ colour, pips: action.pass }),
          left: { p: seatAfter(action.player, 1, state.players) },
        },
      };
    }
    case 'discards':
      return { key: 'edo.log.discards', params: { cards: joinMsg(action.cards.map(cardMsg)) } };
    case 'roll':
      return {
        key: state.attempt === 1 ? 'edo.log.roll' : 'edo.log.reroll',
        params: { p: active, dice: action.dice.join('-') },
      };
    case 'keep':
      return action.dice.length
        ? { key: 'edo.log.keep', params: { p: active, dice: action.dice.join('-') } }
        : { key: 'edo.log.keepNone', params: { p: active } };
    case 'object': {
      if (action.players.length === 0) return { key: 'edo.log.noObjection' };
      const who = joinMsg(action.players.map((p) => ({ p })));
      const { votes, upheld } = objectionVotes(state, action.players);
      if (!upheld) return { key: 'edo.log.objectionFails', params: { who, n: votes } };
      return {
        key: state.attempt === 1 ? 'edo.log.objectionReroll' : 'edo.log.objectionEnds',
        params: { who, n: votes },
      };
    }
    case 'draw':
      return action.west === null
        ? { key: 'edo.log.drawLast', params: { east: cardMsg(action.east) } }
        : { key: 'edo.log.draw', params: { east: cardMsg(action.east), west: cardMsg(action.west) } };
    case 'declare':
      return {
        key: 'edo.log.declare',
        params: { p: { p: action.player }, choice: { key: `edo.choice.${action.choice}` } },
      };
    case 'bid': {
      const p = { p: action.player };
      if (action.east > 0)
        return { key: 'edo.log.bid', params: { p, site: { key: 'edo.site.east' }, amount: action.east } };
      if (action.west > 0)
        return { key: 'edo.log.bid', params: { p, site: { key: 'edo.site.west' }, amount: action.west } };
      return { key: 'edo.log.bidKoban', params: { p } };
    }
    case 'blue':
      return {
        key: action.lower ? 'edo.log.blueLower' : 'edo.log.blueKeep',
        params: { p: { p: action.player } },
      };
    case 'red':
      return action.take === null
        ? { key: 'edo.log.redNone', params: { p: { p: action.player } } }
        : { key: 'edo.log.red', params: { p: { p: action.player }, card: colourMsg(action.take) } };
    case 'special':
      return {
        key: 'edo.log.special',
        params: { p: { p: action.player }, colours: joinMsg(action.colours.map(colourMsg)) },
      };
  }
}
