// The Edo table screen: what the last step paid, the entry for the current step, then the table strip.
import type { ComponentType } from 'preact';
import type { GameScreenProps } from '../../types';
import type { Phase } from '../state';
import { BuyBid, BuyBlue } from './Bid';
import { BuyDeclare, BuyDraw } from './Buy';
import { DiceKeep, DiceObject, DiceRoll } from './Dice';
import { EndRed, EndSpecial } from './End';
import type { EdoProps } from './props';
import { Result } from './Result';
import { SetupDiscards, SetupStart } from './Setup';
import { Strip } from './Strip';

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
  const key = `${prompt.phase}:${state.turn}:${state.attempt}:${prompt.actors.join()}`;
  return (
    <div class="edo">
      <Result {...props} />
      {Step && <Step key={key} {...props} />}
      <Strip {...props} />
    </div>
  );
}
