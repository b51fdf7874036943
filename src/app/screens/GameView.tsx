// The game frame: loads a saved game and its rules, holds the tab lock and the wake lock, shows the table.
import { computed, effect } from '@preact/signals';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { GameRecord } from '../../engine/record';
import { isAvailable, loadGame } from '../../games/index';
import type { LoadedGame } from '../../games/types';
import { writeBack } from '../../store/bulk';
import { useApp, useT } from '../context';
import { hasString } from '../i18n';
import { type EntryWriter, GameSession } from '../session';
import { holdGame, whenFreeAndShown } from '../tab-lock';
import { variantsLine } from '../variants';
import { keepAwake } from '../wake-lock';
import { LockButton } from './Lock';
import { Table } from './Table';
import { RulesLine } from './table/TurnHeader';

type Loaded = { session: GameSession; game: LoadedGame };

/** Why a game cannot be shown, as the message key the screen says. */
class Problem extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

/** Opens game `id` and shows its table; an unknown or unavailable game gets a clear message. */
export function GameView({ id }: { id: string }) {
  const app = useApp();
  const t = useT();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Bumped by "Try again" (a game that could not be read: a full disk just after an update) and when another
  // tab lets the game go: the game is read again.
  const [attempt, setAttempt] = useState(0);
  // Where the page was scrolled when this tab took the game over from another, to be scrolled back there.
  const scrollBack = useRef<number | null>(null);

  useEffect(() => {
    let cancelled = false;
    let held: GameSession | null = null;
    const gone = new AbortController();
    setLoaded(null);
    setProblem(null);
    (async () => {
      let game: LoadedGame | null = null;
      // A session still saving this game in the background is reused: never two writers for one game.
      const session = await app.library.sessions.acquire(id, async () => {
        const record: GameRecord | undefined = await app.library.load(id);
        if (!record) throw new Problem('app.err.noGame');
        if (!isAvailable(record.game)) throw new Problem('app.err.load');
        game = await loadGame(record.game, app.settings.lang.peek());
        const store = await app.library.store;
        // A game whose saved copy vanishes (a wiped or evicted store) is written back from memory.
        const writer: EntryWriter = {
          append: (...args) => store.append(...args),
          removeLast: (...args) => store.removeLast(...args),
          writeBack: (whole, summary) => writeBack(store, whole, summary),
        };
        return new GameSession(game.module, record, writer, () => app.now().toISOString());
      });
      // Left while it loaded: the cleanup has run without a session to let go of, so it is let go here.
      if (cancelled) return app.library.sessions.release(session);
      held = session;
      game ??= await loadGame(session.module.id, app.settings.lang.peek());
      if (cancelled) return;
      // The claim belongs to the session: it lasts until the session owes nothing, wherever the user goes.
      const writer = await app.library.sessions.claim(session, () =>
        holdGame(id, () => {
          session.readOnly.value = true;
        }),
      );
      session.readOnly.value = !writer;
      if (cancelled) return;
      setLoaded({ session, game });
      // Only shown here while another tab holds it: once that tab lets it go (closed, or gone home with all
      // saved), the game is read again, with that tab's entries, and this tab takes it over.
      if (!writer)
        void whenFreeAndShown(id, gone.signal).then(() => {
          if (cancelled) return;
          // The table is drawn anew from the record: keep where the player had scrolled, to put it back (below).
          scrollBack.current = window.scrollY;
          setAttempt((n) => n + 1);
        });
    })().catch((error: unknown) => {
      if (cancelled) return;
      if (error instanceof Problem) {
        // A booth phone locked to a game that no longer exists would come back here for ever.
        if (error.key === 'app.err.noGame' && app.booth.locked.peek() === id) app.booth.unlock();
        return setProblem(error.key);
      }
      setProblem(
        error instanceof Error && error.message.includes('set up') ? 'app.err.badRecord' : 'app.err.load',
      );
    });
    return () => {
      cancelled = true;
      gone.abort();
      if (held) app.library.sessions.release(held);
    };
  }, [id, app, attempt]);

  useEffect(() => {
    const y = scrollBack.current;
    if (!loaded || y === null) return;
    scrollBack.current = null;
    requestAnimationFrame(() => window.scrollTo({ top: y }));
  }, [loaded]);

  useEffect(() => {
    if (!loaded) return;
    let stop: (() => void) | null = null;
    // Only the end of the game matters here, not every entry (each would release and take the lock again).
    const over = computed(() => loaded.session.view.value.over);
    const dispose = effect(() => {
      stop?.();
      stop = app.settings.keepAwake.value && !over.value ? keepAwake(document, navigator, () => true) : null;
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
        {problem === 'app.err.load' && (
          <button type="button" class="big-btn" onClick={() => setAttempt((n) => n + 1)}>
            {t('store.retry')}
          </button>
        )}
        <button type="button" class="btn" onClick={() => app.router.go({ name: 'home' })}>
          {t('nav.home')}
        </button>
        {/* A booth phone locked to this game would come back here from home: its unlock is here too. */}
        {app.booth.locked.value === id && <LockButton gameId={id} />}
      </main>
    );
  }
  if (!loaded) return <p class="muted screen">{t('home.loading')}</p>;
  const { session } = loaded;
  const lang = app.settings.lang.value;
  // Said on every screen of the game, so that no table finds out late which rules it is playing.
  const rules = variantsLine(
    session.module,
    session.record.value.options,
    session.record.value.players.length,
    t,
    (key) => hasString(lang, key),
  );
  return (
    <RulesLine.Provider value={rules}>
      <TopRules rules={rules} />
      <Table session={session} game={loaded.game} />
    </RulesLine.Provider>
  );
}

/** Puts the game's rules line in the top bar while the game is on screen (app.gameRules), and takes it away. */
function TopRules({ rules }: { rules: string | null }) {
  const app = useApp();
  useEffect(() => {
    app.gameRules.value = rules;
    return () => {
      app.gameRules.value = null;
    };
  }, [app, rules]);
  return null;
}
