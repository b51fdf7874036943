// Home: continue a saved game, start a new one, check a score, or go to the settings.
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { GAME_IDS } from '../../engine/types';
import { isAvailable } from '../../games/index';
import { useApp, useT } from '../context';
import { loadScreenStrings } from '../i18n';
import { GameRow } from './GameRows';

/** Parts of home loaded on first need, after the first paint: their code stays out of the first load. */
const loadedParts = new Map<string, ComponentType>();

/** The part `name` once `load` has brought it (and while `when` holds); nothing until then. */
function LazyPart({
  name,
  load,
  when = true,
}: {
  name: string;
  load: () => Promise<ComponentType>;
  when?: boolean;
}) {
  const [Part, setPart] = useState<ComponentType | null>(() => loadedParts.get(name) ?? null);
  useEffect(() => {
    if (Part || !when) return;
    load().then(
      (loaded) => {
        loadedParts.set(name, loaded);
        setPart(() => loaded);
      },
      () => undefined, // not loaded (an incomplete cache): the home screen works without it
    );
  }, [Part, when, name, load]);
  return Part && when ? <Part /> : null;
}

// The booth tally: its code and the seat shapes it draws stay out of the first load (which the hand-over's
// entry points would otherwise push past its budget). Last on home (before the keeping notice, held at the
// bottom edge), so that nothing moves when it comes, nor when its places are worked out after it.
const loadTally = () => Promise.all([import('./Tally'), loadScreenStrings()]).then(([m]) => m.Tally);
// Entries that exist only in memory (a game left while saving failed): said first, with the ways out.
const loadOwed = () => import('./Owed').then((m) => m.Owed);

// How the games are kept (the Home Screen on an iPhone, a file, a backup due): known only once the games are
// read and the browser has answered, so said at the foot of home, held at the screen's bottom edge (nothing on
// home moves when it comes); its code and words stay out of the first load.
const loadKeeping = () => Promise.all([import('./Keeping'), loadScreenStrings()]).then(([m]) => m.Keeping);

/** How long home waits for the saved games before it is drawn all the same (a database slow to open). */
const LIST_WAIT_MS = 1500;

/** True once `waiting` has held for `ms`: a wait that must not leave the screen empty for good. */
function useWaited(waiting: boolean, ms: number): boolean {
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setWaited(true), ms);
    return () => clearTimeout(timer);
  }, [waiting, ms]);
  return waited;
}

/** The home screen. */
export function Home() {
  const { router, library } = useApp();
  const t = useT();
  useEffect(() => void library.refresh(), [library]);
  const games = library.games.value;
  const rows = library.rows();
  // A game handed over goes on on the other phone: it is not offered to continue here.
  const latest = games?.find((meta) => meta.status === 'playing' && !meta.handedOverAt);
  const waited = useWaited(games === null && !library.unreadable.value, LIST_WAIT_MS);
  const heading = (
    <h1 class="sr-only">
      <span lang="ja">帳場</span> Chōba
    </h1>
  );
  // Until the list is read (a few tens of ms), home is left empty under the top bar: the continue button and
  // the list, drawn then, would otherwise push everything below them down (issue 34: CLS 0.42-0.55).
  if (games === null && !library.unreadable.value && !waited)
    return (
      <main class="screen" aria-busy="true">
        {heading}
      </main>
    );
  return (
    <main class="screen">
      {heading}
      <LazyPart name="owed" load={loadOwed} when={library.sessions.owing().length > 0} />
      {latest && (
        <button type="button" class="big-btn" onClick={() => router.go({ name: 'game', id: latest.id })}>
          {t('home.continue', { game: t(`game.${latest.game}.name`) })}
        </button>
      )}
      <button
        type="button"
        class={latest ? 'btn wide-btn' : 'big-btn'}
        onClick={() => router.go({ name: 'new' })}
      >
        {t('home.new')}
      </button>
      <button type="button" class="btn wide-btn" onClick={() => router.go({ name: 'receive' })}>
        {t('handover.receive')}
      </button>
      <section aria-labelledby="saved-heading">
        <h2 id="saved-heading">{t('home.saved')}</h2>
        {library.unreadable.value ? (
          <div class="error" role="alert">
            <p>{t('store.err.open')}</p>
            <button type="button" class="btn" onClick={() => void library.refresh()}>
              {t('store.retry')}
            </button>
          </div>
        ) : rows === null ? (
          <p class="muted">{t('home.loading')}</p>
        ) : rows.length === 0 ? (
          <p class="muted">{t('home.none')}</p>
        ) : (
          <ul class="game-list">
            {rows.map((meta) => (
              <GameRow key={meta.id} meta={meta} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="check-heading">
        <h2 id="check-heading">{t('home.check')}</h2>
        <p class="muted">{t('home.checkHelp')}</p>
        <ul class="check-list">
          {GAME_IDS.filter(isAvailable).map((id) => (
            <li key={id}>
              <button type="button" class="btn" onClick={() => router.go({ name: 'check', game: id })}>
                {t(`game.${id}.name`)}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sample-heading">
        <h2 id="sample-heading">{t('sample.title')}</h2>
        <p class="muted">{t('sample.help')}</p>
        <ul class="check-list">
          {GAME_IDS.filter(isAvailable).map((id) => (
            <li key={id}>
              <button type="button" class="btn" onClick={() => router.go({ name: 'sample', game: id })}>
                {t(`game.${id}.name`)}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <button type="button" class="btn wide-btn" onClick={() => router.go({ name: 'players' })}>
        {t('players.title')}
      </button>
      <LazyPart name="tally" load={loadTally} />
      {/* One message at a time: while entries wait, their own notice at the top offers the file. */}
      <LazyPart
        name="keeping"
        load={loadKeeping}
        when={games !== null && library.sessions.owing().length === 0}
      />
    </main>
  );
}
