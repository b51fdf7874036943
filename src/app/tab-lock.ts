// One writer per game: a Web Lock held while a game is open, so two tabs never fork it. Where Web Locks
// are missing (plain http on a LAN address is not a secure context), tabs claim games over a
// BroadcastChannel instead: a tab asks who holds the game, and the holder answers.

/** How long a tab waits for a holder to answer its claim over the channel. */
export const CLAIM_WAIT_MS = 150;

type Claim = { type: 'who' | 'mine'; id: string; tab: string };

const TAB = Math.random().toString(36).slice(2);

/** Holds a game through Web Locks; `onLost` runs if the lock cannot be kept. Null if another tab holds it. */
async function holdWithLocks(
  locks: LockManager,
  id: string,
  onLost: () => void,
): Promise<(() => void) | null> {
  let release: () => void = () => undefined;
  const held = new Promise<boolean>((granted) => {
    locks
      .request(`choba-game:${id}`, { ifAvailable: true }, (lock) => {
        if (!lock) {
          granted(false);
          return undefined;
        }
        granted(true);
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      })
      .catch(() => onLost());
  });
  return (await held) ? () => release() : null;
}

/**
 * Holds a game by claiming it over a BroadcastChannel. Null if another tab answers that it holds it, or if
 * another tab claims it in the same moment and wins: of two claims whose windows overlap, the one from the
 * tab with the smaller id wins, whatever the timing (a browser reopening its tabs at start claims them all at
 * once). The winner answers the other's claim at once, so the loser hears it within its own window.
 */
export async function holdWithChannel(id: string, tab = TAB): Promise<(() => void) | null> {
  const channel = new BroadcastChannel('choba-games');
  let taken = false;
  channel.onmessage = (event: MessageEvent<Claim>) => {
    const claim = event.data;
    if (claim?.id !== id || claim.tab === tab) return;
    if (claim.type === 'mine') taken = true;
    else if (tab < claim.tab) channel.postMessage({ type: 'mine', id, tab } satisfies Claim);
    else taken = true;
  };
  channel.postMessage({ type: 'who', id, tab } satisfies Claim);
  await new Promise((resolve) => setTimeout(resolve, CLAIM_WAIT_MS));
  if (taken) {
    channel.close();
    return null;
  }
  channel.onmessage = (event: MessageEvent<Claim>) => {
    if (event.data?.id === id && event.data.type === 'who' && event.data.tab !== tab)
      channel.postMessage({ type: 'mine', id, tab } satisfies Claim);
  };
  return () => channel.close();
}

/** Tries to hold the game for this tab; `onLost` runs if it is taken away. Returns a release function, or null if busy. */
export async function holdGame(id: string, onLost: () => void): Promise<(() => void) | null> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) return holdWithLocks(locks, id, onLost);
  if (typeof BroadcastChannel !== 'undefined') return holdWithChannel(id);
  return () => undefined;
}

/** How often a tab that only shows a game asks again, over the channel, whether the game is free. */
export const FREE_POLL_MS = 2000;

/**
 * Resolves once no tab holds game `id` (the tab that held it let it go or was closed), so that a tab that
 * could only show the game takes it over; never resolves if `signal` aborts first. With Web Locks it queues
 * for the lock and lets it go at once; over the channel, which says nothing when a tab closes, it asks again.
 */
export async function whenFree(id: string, signal: AbortSignal, pollMs = FREE_POLL_MS): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) {
    await new Promise<void>((free) => {
      locks.request(`choba-game:${id}`, { signal }, async () => free()).catch(() => undefined);
    });
    return;
  }
  if (typeof BroadcastChannel === 'undefined') return;
  while (!signal.aborted) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    if (signal.aborted) break;
    const release = await holdWithChannel(id);
    if (release) {
      release();
      return;
    }
  }
  await new Promise<never>(() => undefined);
}

/** Resolves when the page is shown (at once if it is); never, if `signal` aborts first. */
function shown(signal: AbortSignal): Promise<void> {
  if (typeof document === 'undefined' || !document.hidden) return Promise.resolve();
  return new Promise((resolve) => {
    const check = () => {
      if (document.hidden) return;
      document.removeEventListener('visibilitychange', check);
      resolve();
    };
    document.addEventListener('visibilitychange', check);
    signal.addEventListener('abort', () => document.removeEventListener('visibilitychange', check));
  });
}

/**
 * Resolves once game `id` is free while this page is shown: a tab in the background does not take the game
 * from the tab in front of the player while that one reloads (it lets the game go for a moment).
 */
export async function whenFreeAndShown(
  id: string,
  signal: AbortSignal,
  pollMs = FREE_POLL_MS,
): Promise<void> {
  for (;;) {
    await whenFree(id, signal, pollMs);
    if (typeof document === 'undefined' || !document.hidden) return;
    await shown(signal);
  }
}
