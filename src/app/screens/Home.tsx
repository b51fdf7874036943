// Home: continue a saved game, start a new one, check a score, or go to the settings.
import { type ComponentType, Fragment } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { GAME_IDS } from '../../engine/types';
import { isAvailable } from '../../games/index';
import type { GameMeta } from '../../store/schema';
import { useApp, useT } from '../context';
import { loadScreenStrings } from '../i18n';
import { formatWhen } from '../when';

/** A winner's name kept on one line where it fits (the sentence that names them is one string). */
const whole = (name: string) => name.replace(/ /g, '\u00a0');

/** The players, each name one piece that the line breaks around, never inside: "Chie / Sato", "さ / くら". */
function Names({ names }: { names: readonly string[] }) {
  return (
    <span class="game-names">
      {names.map((name, i) => (
        <Fragment key={i}>
          {i > 0 && '・'}
          <span class="who">{name}</span>
        </Fragment>
      ))}
    </span>
  );
}

/** A game deleted here: it keeps its row, so that nothing moves under the finger, and is brought back from it. */
function DeletedRow({ meta }: { meta: GameMeta }) {
  const { library, settings } = useApp();
  const t = useT();
  return (
    <li class="game-row gone">
      <div class="game-open">
        <strong>{t(`game.${meta.game}.name`)}</strong>
        <Names names={meta.players.map((p) => p.name)} />
        <span class="muted" role="status">
          {t('home.deleted')} ·{' '}
          <time dateTime={meta.updatedAt}>{formatWhen(meta.updatedAt, 'dateTime', settings.lang.value)}</time>
        </span>
      </div>
      <button
        type="button"
        class="btn undo-delete"
        aria-label={t('home.undoDeleteOf', { name: meta.players.map((p) => p.name).join('・') })}
        onClick={() => void library.undoDelete(meta.id)}
      >
        {t('home.undoDelete')}
      </button>
    </li>
  );
}

function GameRow({ meta }: { meta: GameMeta }) {
  const { router, library, settings } = useApp();
  const t = useT();
  if (meta.deletedAt !== null) return <DeletedRow meta={meta} />;
  const names = meta.players.map((p) => p.name).join('・');
  return (
    <li class="game-row">
      <button type="button" class="game-open" onClick={() => router.go({ name: 'game', id: meta.id })}>
        <strong>{t(`game.${meta.game}.name`)}</strong>
        <Names names={meta.players.map((p) => p.name)} />
        <span class="muted">
          {meta.status === 'finished'
            ? t('home.finished', { winners: meta.winners.map(whole).join('・') })
            : t('home.playing')}{' '}
          ·{' '}
          <time dateTime={meta.updatedAt}>{formatWhen(meta.updatedAt, 'dateTime', settings.lang.value)}</time>
          {meta.handedOverAt && <span class="handed-over"> · {t('handover.handedOver')}</span>}
          {meta.copyOf && <span class="handed-over"> · {t('home.copy')}</span>}
        </span>
      </button>
      <button
        type="button"
        class="icon-btn"
        aria-label={t('handover.sendGame', { name: names })}
        onClick={() => router.go({ name: 'handover', id: meta.id })}
      >
        {/* A QR code's three finder squares: the code this button shows. */}
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 3h7v7H3zM14 3h7v7h-7zM3 14h7v7H3z" fill="none" stroke="currentColor" stroke-width="2" />
          <path d="M14 14h3v3h-3zM18 18h3v3h-3z" fill="currentColor" />
        </svg>
      </button>
      <button
        type="button"
        class="icon-btn"
        aria-label={t('home.delete', { name: names })}
        onClick={() => void library.remove(meta)}
      >
        ×
      </button>
    </li>
  );
}

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
