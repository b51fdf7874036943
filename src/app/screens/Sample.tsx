// A sample game per title (the records in docs/examples), opened read-only at its first entry and stepped
// forward: to teach a game at the booth or to show what the app does. Nothing is saved. The players get
// sample names in the language of the screen.
import { useEffect, useState } from 'preact/hooks';
import type { GameRecord } from '../../engine/record';
import type { Player } from '../../engine/types';
import { isAvailable, loadGame } from '../../games/index';
import type { LoadedGame } from '../../games/types';
import { Scoreboard } from '../../ui/Scoreboard';
import { useApp, useT } from '../context';
import { GameSession } from '../session';
import { PastTable, stateAfter } from './History';

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

/** The sample's players under sample names of the screen's language (the recorded names may be in another). */
function samplePlayers(players: readonly Player[], t: (key: string) => string): Player[] {
  return players.map((p, i) => ({ ...p, name: t(`sample.name.${i + 1}`) }));
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
  const players = samplePlayers(session.record.value.players, useT());
  const t = useT(players);
  const slots = session.appliedSlots();
  const [k, setK] = useState(0);
  const at = Math.min(k, slots.length);
  const state = stateAfter(session, at);
  const describe = (n: number) => {
    const slot = slots[n];
    const before = slot ? session.stateBefore(slot.index) : undefined;
    return slot && before !== undefined ? t(session.module.words.describe(before, slot.action)) : '';
  };
  const now =
    at === 0
      ? t('history.setup')
      : t('history.after', { n: at, total: slots.length, line: describe(at - 1) });
  return (
    <main class="screen sample">
      <h1>
        {t(`game.${game}.name`)} — {t('sample.title')}
      </h1>
      <p class="muted">{t('sample.help')}</p>
      <section class="history" aria-labelledby="history-heading">
        <h2 id="history-heading" class="sr-only">
          {t('history.title')}
        </h2>
        <div class="sample-steps">
          <button
            type="button"
            class="icon-btn"
            aria-label={t('history.back')}
            disabled={at === 0}
            onClick={() => setK(at - 1)}
          >
            ◀
          </button>
          <button
            type="button"
            class="btn sample-next"
            data-control
            disabled={at === slots.length}
            onClick={() => setK(at + 1)}
          >
            {t('sample.next')} ▶
          </button>
        </div>
        <input
          class="sample-slider"
          type="range"
          min={0}
          max={slots.length}
          value={at}
          aria-label={t('history.slider')}
          onInput={(e) => setK(Number(e.currentTarget.value))}
        />
        <p class="notice sample-now" aria-live="polite">
          {now}
        </p>
        <PastTable session={session} game={loadedGame} state={state} players={players} t={t} secret={false} />
      </section>
      {at === slots.length && session.view.value.over && (
        <Scoreboard
          score={session.module.scoring.score(session.view.value.state)}
          players={players}
          t={t}
          reveal
        />
      )}
    </main>
  );
}
