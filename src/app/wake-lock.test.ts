import { describe, expect, it } from 'vitest';
import { keepAwake } from './wake-lock';

/** A document and navigator just rich enough for the wake lock. */
function fakes() {
  const listeners = new Set<() => void>();
  const doc = {
    visibilityState: 'visible',
    addEventListener: (_: string, f: () => void) => listeners.add(f),
    removeEventListener: (_: string, f: () => void) => listeners.delete(f),
  };
  let requests = 0;
  const sentinels: { release(): Promise<void>; fire(): void }[] = [];
  const nav = {
    wakeLock: {
      request: async () => {
        requests++;
        let onRelease = () => {};
        const sentinel = {
          addEventListener: (_: string, f: () => void) => {
            onRelease = f;
          },
          release: async () => onRelease(),
          fire: () => onRelease(),
        };
        sentinels.push(sentinel);
        return sentinel;
      },
    },
  };
  const becomeVisible = async (visible: boolean) => {
    doc.visibilityState = visible ? 'visible' : 'hidden';
    for (const f of listeners) f();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { doc, nav, sentinels, becomeVisible, requests: () => requests, listeners };
}

describe('keepAwake', () => {
  it('takes the lock, and takes it again when the page comes back after the browser released it', async () => {
    const f = fakes();
    keepAwake(f.doc as unknown as Document, f.nav as unknown as Navigator, () => true);
    await new Promise((r) => setTimeout(r, 0));
    expect(f.requests()).toBe(1);
    f.sentinels[0]!.fire(); // the browser drops the lock when the page is hidden
    await f.becomeVisible(false);
    expect(f.requests()).toBe(1);
    await f.becomeVisible(true);
    expect(f.requests()).toBe(2);
  });

  it('does nothing when not wanted, and stops listening once released', async () => {
    const f = fakes();
    const stop = keepAwake(f.doc as unknown as Document, f.nav as unknown as Navigator, () => false);
    await new Promise((r) => setTimeout(r, 0));
    expect(f.requests()).toBe(0);
    stop();
    expect(f.listeners.size).toBe(0);
  });
});

describe('a request the browser has not granted yet', () => {
  it('is released once granted when the game was left meanwhile', async () => {
    let grant: (s: WakeLockSentinel) => void = () => undefined;
    let released = false;
    const sentinel = {
      addEventListener: () => undefined,
      release: async () => {
        released = true;
      },
    } as unknown as WakeLockSentinel;
    let asked = 0;
    const nav = {
      wakeLock: {
        request: () => {
          asked++;
          return new Promise<WakeLockSentinel>((resolve) => {
            grant = resolve;
          });
        },
      },
    } as unknown as Navigator;
    const doc = {
      visibilityState: 'visible',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    } as unknown as Document;
    const stop = keepAwake(doc, nav, () => true);
    // The game is left (or ends) while the browser is still granting the lock.
    stop();
    grant(sentinel);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(released).toBe(true);
    expect(asked).toBe(1);
  });
});
