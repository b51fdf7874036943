// The game screen: one component per step of 行商の時代 (its main control first), the table strip folded below it.
import { useEffect } from 'preact/hooks';
import { Later, Stages, type StagesProps } from '../../../ui/frames';
import type { GameScreenProps } from '../../types';
import type { Action } from '../actions';
import type { State } from '../state';
import { CardForm } from './CardForm';
import { DeckFix } from './DeckFix';
import { Post } from './Post';
import { SetupMap } from './SetupMap';
import { SetupWagon } from './SetupWagon';
import { Reshuffle, Start } from './Start';
import { Strip } from './Strip';
import { Titles } from './Titles';
import { Turn } from './Turn';

// The steps where the deck count may be corrected: once the order cards are being laid, until the titles.
const DECK_FIX: readonly State['phase'][] = [
  'setup.orders',
  'setup.reshuffle',
  'setup.special',
  'setup.start',
  'turn',
  'post',
  'refill',
];

/** Dispatches on the step; the strip shows below the control once the map is laid out. */
export function Screen(props: GameScreenProps) {
  const p = props as GameScreenProps<State, Action>;
  const s = p.state;
  // A new step or a new player: its controls start at the top of the screen.
  useEffect(() => window.scrollTo(0, 0), [s.phase, s.current, s.nextId]);
  // Each step stays drawn once shown (ui/frames/Stages.tsx): the map of a turn and the refill's card form
  // take turns all game, and building either afresh was most of a slow phone's tap.
  const steps: StagesProps['steps'] = {
    'setup.map': () => <SetupMap {...p} />,
    'setup.wagon': () => <SetupWagon {...p} />,
    'setup.orders': () => <CardForm {...p} />,
    refill: () => <CardForm {...p} />,
    'setup.reshuffle': () => <Reshuffle {...p} />,
    'setup.special': () => <CardForm {...p} special />,
    'setup.start': () => <Start {...p} />,
    // One map for every turn: it is the biggest part of the screen, and a new turn changes a few of its cards.
    turn: () => <Turn {...p} />,
    post: () => <Post {...p} />,
    titles: () => <Titles {...p} />,
  };
  return (
    <div class="gy-screen">
      <Stages current={s.phase} steps={steps} />
      {DECK_FIX.includes(s.phase) && (p.initial === undefined || p.initial.type === 'deck') && (
        <DeckFix {...p} />
      )}
      {/* The strip is read after the answer: the tap's frame draws the control, the next one the strip. */}
      <Later value={s}>
        {(later) =>
          later.map.length > 0 && later.phase !== 'setup.wagon' ? (
            <Strip
              s={later}
              now={(p.now as State | undefined) ?? later}
              players={p.players}
              t={p.t}
              secret={p.secret}
            />
          ) : null
        }
      </Later>
    </div>
  );
}
