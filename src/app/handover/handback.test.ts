// Hand-back through codes (issue 35 item 3): a game read for one already on this phone is compared entry by
// entry: a copy that extends this phone's is offered as an update (one tap, nothing lost), a copy that
// differs is kept beside it, a shorter one leaves this phone's as it is, and only the same game is "already".
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import supermarket from '../../../docs/examples/supermarket.json';
import type { GameRecord, LogEntry } from '../../engine/record';
import { GameStore } from '../../store/games';
import { updateGame } from '../screens/hand-back';
import type { GameSession } from '../session';
import { Sessions } from '../sessions';
import { toCodes } from './codes';
import { pack } from './pack';
import { Receiver } from './receiver';

const now = new Date('2026-11-25T10:00:00Z');
const full = supermarket as unknown as GameRecord;
const first = (n: number): GameRecord => ({ ...structuredClone(full), entries: full.entries.slice(0, n) });
const playing = { status: 'playing' as const, winners: [], updatedAt: full.createdAt };
let dbs = 0;

async function phone(sessions = new Sessions()) {
  const store = await GameStore.open(`handback-${++dbs}`);
  const told = { playOn: [] as string[] };
  const r = new Receiver(Promise.resolve(store), {
    playOn: (id) => told.playOn.push(id),
    saved: () => undefined,
    update: (offer) => updateGame(store, sessions, offer),
  });
  return { r, store, told, sessions };
}
const hearAll = async (r: Receiver, record: GameRecord) => {
  for (const code of toCodes(await pack([record], now), 300)) await r.hear(code);
};

describe('a game handed back', () => {
  it('that extends this phone’s copy is offered as an update, and one tap brings every entry', async () => {
    const { r, store, told } = await phone();
    await store.create(first(41), playing);
    await hearAll(r, first(42));
    // Today: "Already on this phone … Nothing was changed", and the 42nd entry only on the other phone.
    expect(r.note.value).toMatchObject({ kind: 'newer', game: { id: full.id, fate: 'newer' }, more: 1 });
    expect((await store.load(full.id))?.entries).toHaveLength(41);
    await r.update();
    expect((await store.load(full.id))?.entries).toEqual(full.entries.slice(0, 42));
    expect(await store.meta(full.id)).toMatchObject({ entryCount: 42, status: 'playing' });
    // A game in play goes on here, as a game received for the first time does.
    expect(told.playOn).toEqual([full.id]);
  });

  it('is not updated under a session open for it in this tab: the offer stays and says why', async () => {
    const sessions = new Sessions();
    const { r, store } = await phone(sessions);
    await store.create(first(41), playing);
    const fake = {
      record: { peek: () => ({ id: full.id }) },
      whenIdle: (then: () => void) => then(),
      close: () => undefined,
    } as unknown as GameSession;
    await sessions.acquire(full.id, async () => fake);
    await hearAll(r, first(42));
    await r.update();
    expect(r.note.value).toMatchObject({ kind: 'newer', problem: 'handover.receive.busy' });
    expect((await store.load(full.id))?.entries).toHaveLength(41);
    sessions.release(fake);
  });

  it('that differs is kept beside this phone’s copy, under an id of its own, and said so', async () => {
    const { r, store } = await phone();
    const drop: LogEntry = { kind: 'drop', target: 40, at: '2026-11-22T11:00:00.000Z' };
    const local = { ...first(41), entries: [...full.entries.slice(0, 41), drop] };
    await store.create(local, playing);
    await hearAll(r, first(42));
    expect(r.note.value).toMatchObject({ kind: 'copy', game: { fate: 'copy', copyOf: full.id } });
    const note = r.note.value as { game: { id: string } };
    expect(note.game.id).not.toBe(full.id);
    expect((await store.load(full.id))?.entries).toEqual(local.entries);
    expect((await store.load(note.game.id))?.entries).toEqual(full.entries.slice(0, 42));
    expect((await store.list()).length).toBe(2);
  });

  it('that this phone’s copy extends leaves it as it is; only the same game is "already here"', async () => {
    const { r, store } = await phone();
    await store.create(first(42), playing);
    await hearAll(r, first(41));
    expect(r.note.value).toMatchObject({ kind: 'older', game: { fate: 'older' }, more: 1 });
    const again = await phone();
    await again.store.create(first(42), playing);
    await hearAll(again.r, first(42));
    expect(again.r.note.value).toMatchObject({ kind: 'already', game: { fate: 'duplicate' } });
    expect((await store.load(full.id))?.entries).toHaveLength(42);
  });
});
