// Start: create the models once, render the app, ask for persistent storage, register the service worker.
import { render } from 'preact';
import { App } from './app/App';
import { Library } from './app/library';
import { Router } from './app/router';
import { Settings } from './app/settings';
import { Updates } from './app/updates';
import { GameStore } from './store/games';
import './styles.css';

const settings = new Settings(
  globalThis.localStorage,
  navigator.languages ?? [navigator.language],
  document.documentElement,
);
const model = {
  settings,
  router: new Router(window),
  library: new Library(GameStore.open(), () => new Date()),
  updates: new Updates(),
  now: () => new Date(),
  newId: () => crypto.randomUUID(),
};

render(<App model={model} />, document.getElementById('app') as HTMLElement);

// Ask the browser not to evict saved games under storage pressure; refusal changes nothing else.
void navigator.storage?.persist?.().catch(() => false);
if (import.meta.env.PROD) void model.updates.start('/sw.js');
