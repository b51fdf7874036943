// The Edo table screen: the entry for the current step first (it must fit the phone with the question and
// the answer line above it), then what the last step paid, then the table strip, folded in one tap.
import type { ComponentType } from 'preact';
import { useLater } from '../../../ui/later';
import type { GameScreenProps } from '../../types';
import type { Phase } from '../state';
import { BuyBid, BuyBlue } from './Bid';
import { BuyDeclare, BuyDraw } from './Buy';
import { DiceKeep, DiceObject, DiceRoll } from './Dice';
import { EndRed, EndSpecial } from './End';
import type { EdoProps } from './props';
import { Result } from './Result';
import { SetupDiscards, SetupStart } from './Setup';
import { FoldedStrip } from './Strip';

const STEPS: Record<Phase, ComponentType<EdoProps> | null> = {
  'setup.start': SetupStart,
  'setup.discards': SetupDiscards,
  'dice.roll': DiceRoll,
  'dice.keep': DiceKeep,
  'dice.object': DiceObject,
  'buy.draw': BuyDraw,
  'buy.declare': BuyDeclare,
  'buy.bid': BuyBid,
  'buy.blue': BuyBlue,
  'end.red': EndRed,
  'end.special': EndSpecial,
  over: null,
};

/** The game's main screen; a new step (or a new actor) starts its entry afresh. */
export function Screen(frame: GameScreenProps) {
  const props = frame as EdoProps;
  const { state, prompt } = props;
  const Step = STEPS[prompt.phase as Phase];
  // Each 特注 entry starts afresh too. The bids are one screen, which picks the next bidder itself (building
  // it again for each bid was much of a slow phone's tap).
  const done = (xs: readonly unknown[]) => xs.map((x) => (x === null ? 0 : 1)).join('');
  const bids = prompt.phase === 'buy.bid';
  // The strip is read after the answer: drawn in the frame after the tap's (ui/later.ts).
  const later = useLater(state);
  const key = `${prompt.phase}:${state.turn}:${state.attempt}:${bids ? '' : prompt.actors.join()}:${done(state.assigned)}`;
  return (
    <div class="edo">
      {Step && <Step key={key} {...props} />}
      <Result {...props} />
      <FoldedStrip state={later} players={props.players} t={props.t} secret={props.secret} />
    </div>
  );
}
