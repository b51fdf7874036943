// The table once the game is over: the scoreboard, how the scores went, what to do next, and the game's own
// screen as the game ended (nothing left in it to hide).
import type { Player, Prompt } from '../../../engine/types';
import type { GameScreenProps, LoadedGame, Translate } from '../../../games/types';
import { Scoreboard } from '../../../ui/Scoreboard';
import type { GameSession } from '../../session';
import { formatWhen, playedOn } from '../../when';
import { FinalActions } from '../FinalActions';
import { ProgressChart } from '../ProgressChart';

/** Props of the end: the game, its last state and question as drawn, and the game screen's submit. */
export interface AtEndProps {
  session: GameSession;
  game: LoadedGame;
  state: unknown;
  prompt: Prompt;
  players: readonly Player[];
  submit: GameScreenProps['submit'];
  t: Translate;
}

/** The end of the game at the table. */
export function AtEnd({ session, game, state, prompt, players, submit, t }: AtEndProps) {
  const { Screen } = game;
  const record = session.record.value;
  return (
    <>
      {/* Paper has no top bar or address: the sheet says which game it is and when it was played. */}
      <p class="print-head">
        {t('score.sheet', {
          game: t(`game.${record.game}.name`),
          date: formatWhen(playedOn(record), 'date'),
        })}
      </p>
      <Scoreboard score={session.module.scoring.score(state)} players={players} t={t} />
      <ProgressChart session={session} players={players} t={t} />
      <FinalActions session={session} />
      <section class="final-table" aria-label={t('table.atEnd')}>
        <Screen state={state} prompt={prompt} players={players} submit={submit} t={t} secret={false} over />
      </section>
    </>
  );
}
