// The game screen: one component per step of 行商の時代 (its main control first), the table strip folded below it.
import { useEffect } from 'preact/hooks';
import { useLater } from '../../../ui/later';
import type { GameScreenProps } from '../../types';
import type { Action } from '../schema';
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
  // The strip is read after the answer: the tap's frame draws the control, the next one the strip.
  const later = useLater(s);
  // A new step or a new player: its controls start at the top of the screen.
  useEffect(() => window.scrollTo(0, 0), [s.phase, s.current, s.nextId]);
  const step = (() => {
    switch (s.phase) {
      case 'setup.map':
        return <SetupMap {...p} />;
      case 'setup.wagon':
        return <SetupWagon {...p} />;
      case 'setup.orders':
      case 'refill':
        return <CardForm key={s.phase} {...p} />;
      case 'setup.reshuffle':
        return <Reshuffle {...p} />;
      case 'setup.special':
        return <CardForm key={s.phase} {...p} special />;
      case 'setup.start':
        return <Start {...p} />;
      case 'turn':
        // One map for every turn: it is the biggest part of the screen, and a new turn changes a few of its cards.
        return <Turn {...p} />;
      case 'post':
        return <Post {...p} />;
      case 'titles':
        return <Titles {...p} />;
      default:
        return null;
    }
  })();
  return (
    <div class="gy-screen">
      {step}
      {DECK_FIX.includes(s.phase) && (p.initial === undefined || p.initial.type === 'deck') && (
        <DeckFix {...p} />
      )}
      {later.map.length > 0 && later.phase !== 'setup.wagon' && (
        <Strip
          s={later}
          now={(p.now as State | undefined) ?? later}
          players={p.players}
          t={p.t}
          secret={p.secret}
        />
      )}
    </div>
  );
}
