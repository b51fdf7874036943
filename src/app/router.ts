// Hash routes: the whole app is one page, so it works from any static host and offline.
import { signal } from '@preact/signals';

/** A screen of the app and its parameters. */
export type Route =
  | { name: 'home' }
  | { name: 'new'; game?: string }
  | { name: 'game'; id: string }
  | { name: 'check'; game: string }
  | { name: 'settings' }
  | { name: 'players' }
  | { name: 'sample'; game: string }
  | { name: 'handover'; id: string }
  | { name: 'receive' }
  | { name: 'notFound' };

/** Reads a route from a location hash such as '#/game/abc'. */
export function parseHash(hash: string): Route {
  try {
    return parsePath(hash);
  } catch {
    // A malformed address (`#/game/%`): decodeURIComponent throws; the page says so instead of going blank.
    return { name: 'notFound' };
  }
}

/**
 * The path of a hand-over code's address (`HTTPS://HOST/R/CHOBA1:…`, handover/codes.ts): a phone's camera app
 * opens it, upper case and all, and the app answers with the receiving screen. QR alphanumeric mode has no
 * `#`, so the address cannot name the hash route itself; the server (or the service worker) serves the app.
 */
const CODE_PATH = /^\/r\//i;

/** Reads a route from the page's path and hash: the address of a hand-over code, or else the hash route. */
export function parseLocation(path: string, hash: string): Route {
  return CODE_PATH.test(path) ? { name: 'receive' } : parseHash(hash);
}

function parsePath(hash: string): Route {
  const [, name, arg] = hash.replace(/^#/, '').split('/');
  if (name === 'new') return arg ? { name: 'new', game: decodeURIComponent(arg) } : { name: 'new' };
  if (name === 'game' && arg) return { name: 'game', id: decodeURIComponent(arg) };
  if (name === 'check' && arg) return { name: 'check', game: decodeURIComponent(arg) };
  if (name === 'settings') return { name: 'settings' };
  if (name === 'players') return { name: 'players' };
  if (name === 'sample' && arg) return { name: 'sample', game: decodeURIComponent(arg) };
  if (name === 'handover' && arg) return { name: 'handover', id: decodeURIComponent(arg) };
  if (name === 'receive') return { name: 'receive' };
  return { name: 'home' };
}

/** Writes a route as a location hash. */
export function routeHash(route: Route): string {
  switch (route.name) {
    case 'home':
      return '#/';
    case 'new':
      return route.game ? `#/new/${encodeURIComponent(route.game)}` : '#/new';
    case 'game':
      return `#/game/${encodeURIComponent(route.id)}`;
    case 'check':
      return `#/check/${encodeURIComponent(route.game)}`;
    case 'settings':
      return '#/settings';
    case 'players':
      return '#/players';
    case 'sample':
      return `#/sample/${encodeURIComponent(route.game)}`;
    case 'handover':
      return `#/handover/${encodeURIComponent(route.id)}`;
    case 'receive':
      return '#/receive';
    case 'notFound':
      return '#/404';
  }
}

/** The current route as a signal, kept in step with the address bar. */
export class Router {
  readonly route = signal<Route>({ name: 'home' });

  constructor(private readonly win: Window) {
    this.route.value = parseLocation(win.location.pathname, win.location.hash);
    // Opened by a code's address: the address becomes the app's own, so a reload or Back stays in the app.
    if (CODE_PATH.test(win.location.pathname))
      win.history.replaceState(null, '', `/${routeHash(this.route.value)}`);
    win.addEventListener('hashchange', () => {
      this.route.value = parseHash(win.location.hash);
    });
  }

  /** Goes to a screen (a new history entry, so the phone's back button works). */
  go(route: Route): void {
    this.win.location.hash = routeHash(route);
  }

  /** Goes to a screen in place of this one, which Back then skips (a form whose work is done). */
  replace(route: Route): void {
    this.win.location.replace(routeHash(route));
  }
}
