// The app shell: top bar, the update offer, and the screen of the current route.
import { AppContext, type AppModel, useApp, useT } from './context';
import { lazyScreen } from './lazy';
import { Home } from './screens/Home';

const LOAD_FAILED = 'Could not load this screen / 画面を読み込めませんでした';
const GameView = lazyScreen(() => import('./screens/GameView').then((m) => m.GameView), LOAD_FAILED);
const NewGame = lazyScreen(() => import('./screens/NewGame').then((m) => m.NewGame), LOAD_FAILED);
const QuickCheckScreen = lazyScreen(
  () => import('./screens/QuickCheckScreen').then((m) => m.QuickCheckScreen),
  LOAD_FAILED,
);
const Players = lazyScreen(() => import('./screens/Players').then((m) => m.Players), LOAD_FAILED);
const Sample = lazyScreen(() => import('./screens/Sample').then((m) => m.Sample), LOAD_FAILED);
const HandOver = lazyScreen(() => import('./screens/HandOver').then((m) => m.HandOver), LOAD_FAILED);
const Receive = lazyScreen(() => import('./screens/Receive').then((m) => m.Receive), LOAD_FAILED);
const SettingsScreen = lazyScreen(
  () => import('./screens/SettingsScreen').then((m) => m.SettingsScreen),
  LOAD_FAILED,
);

function TopBar() {
  const { router, booth, gameRules } = useApp();
  const t = useT();
  const inGame = router.route.value.name === 'game';
  const bar = inGame ? 'top-bar in-game' : 'top-bar';
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
        aria-label={t('nav.settings')}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" />
        </svg>
      </button>
    </header>
  );
}

function UpdateOffer() {
  const { updates } = useApp();
  const t = useT();
  if (!updates.ready.value) return null;
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

function NotFound() {
  const { router } = useApp();
  const t = useT();
  return (
    <main class="screen">
      <p class="error" role="alert">
        {t('route.notFound')}
      </p>
      <button type="button" class="btn" onClick={() => router.go({ name: 'home' })}>
        {t('nav.home')}
      </button>
    </main>
  );
}

function Screen() {
  const route = useApp().router.route.value;
  switch (route.name) {
    case 'home':
      return <Home />;
    case 'new':
      return <NewGame game={route.game} />;
    case 'game':
      return <GameView key={route.id} id={route.id} />;
    case 'check':
      return <QuickCheckScreen game={route.game} />;
    case 'settings':
      return <SettingsScreen />;
    case 'players':
      return <Players />;
    case 'sample':
      return <Sample key={route.game} game={route.game} />;
    case 'handover':
      return <HandOver key={route.id} id={route.id} />;
    case 'receive':
      return <Receive />;
    case 'notFound':
      return <NotFound />;
  }
}

/** The whole app, given its models. */
export function App({ model }: { model: AppModel }) {
  return (
    <AppContext.Provider value={model}>
      <TopBar />
      <UpdateOffer />
      <Screen />
    </AppContext.Provider>
  );
}
