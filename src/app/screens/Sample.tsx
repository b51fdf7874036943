// A sample game per title (the records in docs/examples), opened read-only and stepped through: to teach
// a game at the booth or to show what the app does. Nothing is saved.
import { useEffect, useState } from 'preact/hooks';
import type { GameRecord } from '../../engine/record';
import { isAvailable, loadGame } from '../../games/index';
import type { LoadedGame } from '../../games/types';
import { useApp, useT } from '../context';
import { GameSession } from '../session';
import { History } from './History';
import { Scoreboard } from './Scoreboard';

const EXAMPLES = import.meta.glob<GameRecord>('../../../docs/examples/*.json', { import: 'default' });

const nowhere = { append: async () => undefined, removeLast: async () => undefined };

/** The sample game of title `game`. */
export function Sample({ game }: { game: string }) {
  const { now, settings } = useApp();
  const t = useT();
  const [loaded, setLoaded] = useState<{ session: GameSession; game: LoadedGame } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const load = EXAMPLES[`../../../docs/examples/${game}.json`];
    if (!load || !isAvailable(game)) return setFailed(true);
    Promise.all([load(), loadGame(game, settings.lang.peek())]).then(
      ([record, loadedGame]) =>
        setLoaded({
          session: new GameSession(loadedGame.module, record, nowhere, () => now().toISOString()),
          game: loadedGame,
        }),
      () => setFailed(true),
    );
  }, [game, now, settings]);
  if (failed)
    return (
      <p class="error screen" role="alert">
        {t('app.err.load')}
      </p>
    );
  if (!loaded) return <p class="muted screen">{t('home.loading')}</p>;
  return <SampleBody game={game} session={loaded.session} loadedGame={loaded.game} />;
}

function SampleBody({
  game,
  session,
  loadedGame,
}: {
  game: string;
  session: GameSession;
  loadedGame: LoadedGame;
}) {
  const players = session.record.value.players;
  const t = useT(players);
  return (
    <main class="screen">
      <h1>
        {t(`game.${game}.name`)} — {t('sample.title')}
      </h1>
      <p class="muted">{t('sample.help')}</p>
      <History session={session} game={loadedGame} />
      {session.view.value.over && (
        <Scoreboard score={session.module.score(session.view.value.state)} players={players} t={t} />
      )}
    </main>
  );
}
