// The referee screen of スーパーマーケット: one view while cards are played (lead, follow), one at the end.
import { useState } from 'preact/hooks';
import type { GameScreenProps, Translate } from '../../types';
import { type Action, currentRound, lastScoredRound, type RoundState, type State } from '../index';
import { Goods } from './Goods';
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
  const [kept, setKept] = useState<string[]>([]);
  const state = props.state as State;
  const { t, players } = props;
  const round = currentRound(state);
  const last = lastScoredRound(state);
  const match = <MatchTable state={state} players={players} t={t} />;
  if (props.prompt.phase === 'over') {
    return (
      <div class="sm">
        {last && <Result round={last} props={props} />}
        {match}
      </div>
    );
  }
  // Right after a round ends (no card of the new round yet) its result comes first; later it folds away.
  const fresh = last !== null && last !== round && round.tricks.length === 0 && round.current.length === 0;
  return (
    <div class="sm">
      <Revokes
        state={state}
        t={t}
        kept={kept}
        onKeep={(key) => setKept([...kept, key])}
        onCorrect={props.onCorrect}
      />
      {fresh && <Result round={last} props={props} />}
      <TrickEntry
        state={state}
        prompt={props.prompt}
        players={players}
        submit={(action: Action) => props.submit(action)}
        t={t}
      />
      <Strip round={round} t={t} />
      <Goods round={round} players={players} secret={props.secret} t={t} />
      <TrickList round={round} players={players} t={t} />
      {last && !fresh && (
        <details>
          <summary>{t('supermarket.label.roundResult', { round: last.index + 1 })}</summary>
          <Result round={last} props={props} />
        </details>
      )}
      {match}
    </div>
  );
}
