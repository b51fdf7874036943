// The game frame: loads a saved game and its rules, holds the tab lock and the wake lock, shows the table.
import { effect } from '@preact/signals';
import { useEffect, useState } from 'preact/hooks';
import type { GameRecord } from '../../engine/record';
import { isAvailable, loadGame } from '../../games/index';
import type { LoadedGame } from '../../games/types';
import { useApp, useT } from '../context';
import { GameSession } from '../session';
import { holdGame } from '../tab-lock';
import { keepAwake } from '../wake-lock';
import { Table } from './Table';

type Loaded = { session: GameSession; game: LoadedGame };

/** Opens game `id` and shows its table; an unknown or unavailable game gets a clear message. */
export function GameView({ id }: { id: string }) {
  const app = useApp();
  const t = useT();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let release: (() => void) | null = null;
    setLoaded(null);
    (async () => {
      const record: GameRecord | undefined = await app.library.load(id);
      if (!record) return setProblem('app.err.noGame');
      if (!isAvailable(record.game)) return setProblem('app.err.load');
      const game = await loadGame(record.game, app.settings.lang.peek());
      const store = await app.library.store;
      const session = new GameSession(game.module, record, store, () => app.now().toISOString());
      release = await holdGame(id, () => {
        session.readOnly.value = true;
      });
      if (!release) session.readOnly.value = true;
      if (cancelled) return release?.();
      app.updates.beforeReload = () => session.flushed();
      setLoaded({ session, game });
    })().catch((error: unknown) => {
      if (!cancelled)
        setProblem(
          error instanceof Error && error.message.includes('set up') ? 'app.err.badRecord' : 'app.err.load',
        );
    });
    return () => {
      cancelled = true;
      release?.();
      app.updates.beforeReload = async () => undefined;
    };
  }, [id, app]);

  // Leaving while an entry is still being written would lose it: the browser asks first.
  useEffect(() => {
    if (!loaded) return;
    const guard = (event: BeforeUnloadEvent) => {
      if (loaded.session.pending.value > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', guard);
    return () => window.removeEventListener('beforeunload', guard);
  }, [loaded]);

  useEffect(() => {
    if (!loaded) return;
    let stop: (() => void) | null = null;
    const dispose = effect(() => {
      stop?.();
      stop =
        app.settings.keepAwake.value && !loaded.session.view.value.over
          ? keepAwake(document, navigator, () => true)
          : null;
    });
    return () => {
      dispose();
      stop?.();
    };
  }, [loaded, app]);

  if (problem) {
    return (
      <main class="screen">
        <p class="error" role="alert">
          {t(problem)}
        </p>
        <button type="button" class="btn" onClick={() => app.router.go({ name: 'home' })}>
          {t('nav.home')}
        </button>
      </main>
    );
  }
  if (!loaded) return <p class="muted screen">{t('home.loading')}</p>;
  return <Table session={loaded.session} game={loaded.game} />;
}
