// Start: create the models once, render the app, ask for persistent storage, register the service worker.

import { effect, signal } from '@preact/signals';
import { render } from 'preact';
import { App } from './app/App';
import { Booth } from './app/booth';
import { MonotonicClock } from './app/clock';
import { newId } from './app/ids';
import { Library } from './app/library';
import { Router } from './app/router';
import { Settings } from './app/settings';
import { Updates } from './app/updates';
import { loadLanguage } from './games/index';
import { Connection } from './store/connection';
import { GameStore } from './store/games';
import './styles/base.css';
import './styles/shell.css';
import './styles/widgets.css';
import './styles/table.css';

const settings = new Settings(
  globalThis.localStorage,
  navigator.languages ?? [navigator.language],
  document.documentElement,
);
const clock = new MonotonicClock();
const model = {
  settings,
  router: new Router(window),
  // Opened on first use and reopened after any loss: a failed first open does not doom the visit.
  library: new Library(
    Promise.resolve(new GameStore(Connection.of())),
    () => clock.now(),
    clock,
    // What the table kept beside a game purged for good (its list of moves): loaded with the table, not first.
    (ids) =>
      void import('./app/table-kept').then((m) => m.forgetKept(m.TABLE_LIST, globalThis.localStorage, ids)),
  ),
  updates: new Updates(),
  booth: new Booth(globalThis.localStorage),
  gameRules: signal<string | null>(null),
  now: () => clock.now(),
  newId: () => newId(),
};

// A locked booth phone stays on its game (or hands that game over, or starts the next one of it with new
// players): any other route leads straight back.
effect(() => {
  const back = model.booth.redirect(model.router.route.value);
  if (back) model.router.go(back);
});

// Entries waiting to be saved belong to their game's session, not to a screen: wherever the user is, leaving
// the page asks first, and an update waits for them (or keeps them in a file first).
const { sessions } = model.library;
window.addEventListener('beforeunload', (event) => {
  if (sessions.owing().length > 0) event.preventDefault();
});
model.updates.beforeReload = () => sessions.flushed();
// Once every waiting entry is saved, the update no longer waits: its offer says so again.
effect(() => {
  if (sessions.owing().length === 0) model.updates.blocked.value = false;
});
model.updates.rescue = () =>
  import('./app/screens/transfer-actions').then((m) => {
    m.downloadGames(
      sessions.owing().map((s) => s.record.peek()),
      model.now(),
    );
  });

// Switching language loads the new language's strings of the games already open.
effect(() => void loadLanguage(model.settings.lang.value));

render(<App model={model} />, document.getElementById('app') as HTMLElement);

// Ask the browser not to evict saved games under storage pressure; home says how games are kept where it
// will not, cannot or does not answer within 5 s.
void model.library.askToKeep(navigator.storage, 5000);
// The worker is registered once the page has loaded, as Workbox advises: its precache (the QR decoder's 400 KB
// among it) then downloads after the first screen's own files, not beside them.
if (import.meta.env.PROD) {
  const start = () => void model.updates.start('/sw.js');
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
