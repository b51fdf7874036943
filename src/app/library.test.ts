// The request to keep the saved games, on every engine: granted, refused, no API at all (WebKitGTK), an API
// that never answers (headless Firefox) and one that answers late (Firefox's permission prompt); and a refresh
// that purges games deleted for good, forgetting what was kept beside them.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { example } from '../engine/testing/examples';
import { GameStore } from '../store/games';
import { Library } from './library';

afterEach(() => {
  vi.useRealTimers();
});

const library = () => new Library(new Promise<GameStore>(() => undefined), () => new Date());
const storage = (persist: () => Promise<boolean>) => ({ persist }) as unknown as StorageManager;

describe('askToKeep', () => {
  it('notes a grant, a refusal, and a refusal by throwing', async () => {
    const granted = library();
    await granted.askToKeep(
      storage(async () => true),
      5000,
    );
    expect(granted.persistence.value).toBe('granted');
    const refused = library();
    await refused.askToKeep(
      storage(async () => false),
      5000,
    );
    expect(refused.persistence.value).toBe('refused');
    const thrown = library();
    await thrown.askToKeep(
      storage(() => Promise.reject(new DOMException('no', 'SecurityError'))),
      5000,
    );
    expect(thrown.persistence.value).toBe('refused');
  });

  it('notes an engine without the API', async () => {
    const lib = library();
    await lib.askToKeep(undefined, 5000);
    expect(lib.persistence.value).toBe('unavailable');
    await lib.askToKeep({} as StorageManager, 5000);
    expect(lib.persistence.value).toBe('unavailable');
  });

  it('notes an engine that does not answer in time, and takes its answer when it comes', async () => {
    vi.useFakeTimers();
    let answer: (granted: boolean) => void = () => undefined;
    const lib = library();
    const asked = lib.askToKeep(
      storage(() => new Promise<boolean>((resolve) => (answer = resolve))),
      5000,
    );
    expect(lib.persistence.value).toBe('asking');
    vi.advanceTimersByTime(5000);
    expect(lib.persistence.value).toBe('silent');
    answer(true);
    await asked;
    expect(lib.persistence.value).toBe('granted');
  });
});

describe('refresh', () => {
  it('forgets what is kept beside a game once it is purged for good, and only then', async () => {
    const store = await GameStore.open(`library-${Math.random()}`);
    const saved = { status: 'playing' as const, winners: [], updatedAt: '2026-12-01T20:00:00.000Z' };
    for (const id of ['old', 'new', 'kept']) await store.create({ ...example('edo'), id }, saved);
    const now = new Date('2026-12-08T12:00:00.000Z');
    // Deleted two days ago (no longer undoable), and an hour ago (still undoable).
    await store.remove('old', '2026-12-06T12:00:00.000Z');
    await store.remove('new', '2026-12-08T11:00:00.000Z');
    const forgotten: string[][] = [];
    const lib = new Library(
      Promise.resolve(store),
      () => now,
      undefined,
      (ids) => forgotten.push([...ids]),
    );
    await lib.refresh();
    expect(forgotten).toEqual([['old']]);
    await lib.refresh();
    expect(forgotten).toEqual([['old']]);
  });
});
