// The referee screen of スーパーマーケット: the card grid while cards are played (lead, follow), the results at
// the end. Only the row of cards on the table sits above the grid; everything else is below it, so the grid
// stays put from card to card and from trick to trick.
import { Later } from '../../../ui/frames';
import type { GameScreenProps, Translate } from '../../types';
import {
  type Action,
  currentRound,
  isFaceDown,
  lastScoredRound,
  type RoundState,
  type State,
} from '../index';
import { MatchTable } from './MatchTable';
import { Revokes } from './Revokes';
import { RoundResult } from './RoundResult';
import { Strip } from './Strip';
import { TrickEntry } from './TrickEntry';
import { TrickList } from './TrickList';

function Result({ round, props }: { round: RoundState; props: GameScreenProps }) {
  const t: Translate = props.t;
  if (!round.result) return null;
  return (
    <RoundResult
      title={t('supermarket.label.roundResult', { round: round.index + 1 })}
      shelves={round.result.shelves}
      points={round.result.points}
      players={props.players}
      t={t}
    />
  );
}

/** The game's screen: dispatches on the prompt's phase ('lead' and 'follow' enter cards, 'over' shows results). */
export function Screen(props: GameScreenProps) {
  const state = props.state as State;
  const { t, players } = props;
  const round = currentRound(state);
  const last = lastScoredRound(state);
  // A past state (the history): its trick on the table may have been taken face down since.
  const now = (props.now ?? state) as State;
  const faceDown = props.secret && isFaceDown(now, round.index, round.tricks.length);
  // Read after the answer: drawn in the frame after the tap's (ui/frames/later.ts).
  const match = (
    <Later value={state}>{(later) => <MatchTable state={later} players={players} t={t} />}</Later>
  );
  if (props.prompt.phase === 'over') {
    // The game is over: every trick may be turned face up.
    return (
      <div class="sm">
        {last && <Result round={last} props={props} />}
        {last && <TrickList round={last} players={players} faceUp t={t} />}
        {match}
      </div>
    );
  }
  // Right after a round ends (no card of the new round yet) its result is open under the grid; later it folds.
  const fresh = last !== null && last !== round && round.tricks.length === 0 && round.current.length === 0;
  return (
    <div class="sm">
      <TrickEntry
        state={state}
        prompt={props.prompt}
        players={players}
        submit={(action: Action) => props.submit(action)}
        t={t}
        secret={props.secret}
        faceDown={faceDown}
        initial={props.initial as Action | undefined}
      />
      <Revokes
        state={state}
        t={t}
        // A card being corrected is not replaced by a keep: that would take the card out of the round.
        onKeep={
          (props.initial as Action | undefined)?.type === 'play'
            ? undefined
            : (action) => props.submit(action)
        }
        onCorrect={props.onCorrect}
      />
      {fresh && <Result round={last} props={props} />}
      <Later value={state}>
        {(later) => <Strip round={currentRound(later)} players={players} secret={props.secret} t={t} />}
      </Later>
      {last && !fresh && (
        <details class="sm-fold">
          <summary>{t('supermarket.label.roundResult', { round: last.index + 1 })}</summary>
          <Result round={last} props={props} />
        </details>
      )}
      {match}
    </div>
  );
}
