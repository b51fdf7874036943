// The top of the shell: the bar, and the offer of a new version that never moves a game in play.
import { type AppModel, useApp, useT } from './context';

/** Whether the update's offer shows in full: not over a game in play, unless it answers the user's own Reload. */
const offeredHere = (updates: AppModel['updates'], inGame: boolean) =>
  updates.ready.value && (!inGame || updates.blocked.value);

/** The bar over every screen: home, the rules in play, the menu (marked when a new version waits). */
export function TopBar() {
  const { router, booth, gameRules, updates } = useApp();
  const t = useT();
  const inGame = router.route.value.name === 'game';
  const bar = inGame ? 'top-bar in-game' : 'top-bar';
  // Mid-game a new version is only marked on the menu (offered in full there and on home): the table never moves.
  const fresh = inGame && updates.ready.value && !offeredHere(updates, true);
  // Seen here; the game's header says it to screen readers beside the question (TurnHeader).
  const rules = inGame && gameRules.value && (
    <span class="top-rules" aria-hidden="true" data-top-rules="">
      {gameRules.value}
    </span>
  );
  if (booth.locked.value) {
    return (
      <header class={bar}>
        <span class="brand">
          <span lang="ja">帳場</span> <span class="brand-latin">Chōba</span>
        </span>
        {rules}
        <span class="lock-note">{t('lock.on')}</span>
      </header>
    );
  }
  return (
    <header class={bar}>
      <button type="button" class="brand" onClick={() => router.go({ name: 'home' })}>
        <span lang="ja">帳場</span> <span class="brand-latin">Chōba</span>
        <span class="sr-only"> {t('nav.home')}</span>
      </button>
      {rules}
      <button
        type="button"
        class="icon-btn"
        onClick={() => router.go({ name: 'settings' })}
        aria-label={t(fresh ? 'nav.settingsUpdate' : 'nav.settings')}
      >
        {fresh && <span class="update-dot" data-update-ready="" />}
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" />
        </svg>
      </button>
    </header>
  );
}

/** The offer of a new version, above the screen: reload, or keep unsaved entries in a file first. */
export function UpdateOffer() {
  const { updates, router } = useApp();
  const t = useT();
  if (!offeredHere(updates, router.route.value.name === 'game')) return null;
  if (updates.blocked.value) {
    return (
      <div class="update-offer" role="alert">
        {t('update.blocked')}
        <button type="button" class="btn" onClick={() => void updates.rescueAndReload()}>
          {t('update.rescue')}
        </button>
      </div>
    );
  }
  return (
    <div class="update-offer" role="status">
      {t('update.ready')}
      <button type="button" class="btn" onClick={() => void updates.reload()}>
        {t('update.reload')}
      </button>
    </div>
  );
}
