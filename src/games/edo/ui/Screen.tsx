// The Edo table screen: the entry for the current step first (it must fit the phone with the question and
// the answer line above it), then what the last step paid, then the table strip, folded in one tap.
import type { ComponentType } from 'preact';
import { Later, Stages } from '../../../ui/frames';
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

/** The game's main screen. Each step stays drawn once shown (ui/frames/Stages.tsx): a turn goes through the
 * same steps again, and building each afresh was most of a slow phone's tap; a new entry (a turn, a merchant)
 * starts a step's own state afresh instead (entryOf in props.ts). */
export function Screen(frame: GameScreenProps) {
  const props = frame as EdoProps;
  const { state, prompt } = props;
  const Step = STEPS[prompt.phase as Phase];
  return (
    <div class="edo">
      <Stages
        current={prompt.phase}
        steps={{ [prompt.phase]: Step ? () => <Step {...props} /> : undefined }}
      />
      <Result {...props} />
      {/* The strip is read after the answer: drawn in the frame after the tap's (ui/frames/later.ts). */}
      <Later value={state}>
        {(later) => <FoldedStrip state={later} players={props.players} t={props.t} secret={props.secret} />}
      </Later>
    </div>
  );
}
