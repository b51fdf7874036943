// The app shell: top bar, the update offer, and the screen of the current route.
import { AppContext, type AppModel, useApp, useT } from './context';
import { lazyScreen } from './lazy';
import { Home } from './screens/Home';
import { TopBar, UpdateOffer } from './TopBar';

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
