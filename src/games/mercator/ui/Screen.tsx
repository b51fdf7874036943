// Mercator's table screen: the step of the turn (lot, bids, open sale, free fill), then the ships strip.
import { Later, Stages } from '../../../ui/frames';
import type { GameScreenProps } from '../../types';
import type { Action, State } from '../index';
import { BidStep } from './BidStep';
import { FillStep } from './FillStep';
import { LotStep } from './LotStep';
import { SaleStep } from './SaleStep';
import { Strip } from './Strip';
import type { StepProps } from './step';

/** The screen the frame shows for the current (or corrected) step; it works from its props alone. */
export function Screen(props: GameScreenProps) {
  const s = props.state as State;
  const step: StepProps = {
    s,
    players: props.players,
    submit: props.submit as StepProps['submit'],
    t: props.t,
    secret: props.secret && !props.over,
    initial: props.initial as Action | undefined,
  };
  return (
    <div class="merc">
      {/* The lot, its bids and the next lot alternate all game: each stays drawn (ui/frames/Stages.tsx). */}
      <Stages
        current={props.prompt.phase}
        steps={{
          lot: () => <LotStep {...step} />,
          bid: () => <BidStep {...step} />,
          sale: () => <SaleStep {...step} />,
          fill: () => <FillStep {...step} />,
        }}
      />
      {/* The strip is read after the answer: drawn in the frame after the tap's (ui/frames/later.ts). */}
      <Later value={s}>
        {(later) => <Strip s={later} players={step.players} t={step.t} secret={step.secret} />}
      </Later>
    </div>
  );
}
