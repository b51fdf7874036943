// What is handed over while this phone cannot save: the entries only its memory holds go too.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { raceGame, raceRecord } from '../../engine/testing/race-game';
import { GameStore } from '../../store/games';
import { GameSession } from '../session';
import { Sessions } from '../sessions';
import { gameToHand } from './to-hand';

const at = '2026-11-27T10:00:00.000Z';
let dbs = 0;

/** A phone with game `g` saved and open, whose disk fills after `room` writes. */
async function phone(room: number) {
  const store = await GameStore.open(`to-hand-${++dbs}`);
  const record = raceRecord(20);
  await store.create(record, { status: 'playing', winners: [], updatedAt: at });
  let left = room;
  const sessions = new Sessions();
  const session = await sessions.acquire(
    'g',
    async () =>
      new GameSession(
        raceGame,
        record,
        {
          append: async (...args) => {
            if (left-- <= 0) throw new DOMException('The disk is full', 'QuotaExceededError');
            await store.append(...args);
          },
          removeLast: (...args) => store.removeLast(...args),
        },
        () => at,
      ),
  );
  const library = { sessions, store: Promise.resolve(store), load: (id: string) => store.load(id) };
  return { store, session, library };
}

describe('the game handed over', () => {
  it('is the saved game once every entry is written', async () => {
    const { session, library } = await phone(5);
    session.submit({ type: 'add', n: 2 });
    session.submit({ type: 'add', n: 3 });
    const game = await gameToHand(library, 'g');
    expect(game?.record.entries).toEqual(session.record.value.entries);
    expect(game?.playing).toBe(true);
  });

  it('while saving fails, is the game in memory, with the entries storage lacks', async () => {
    const { store, session, library } = await phone(1);
    session.submit({ type: 'add', n: 2 });
    session.submit({ type: 'add', n: 3 });
    const game = await gameToHand(library, 'g');
    expect((await store.load('g'))?.entries).toHaveLength(1);
    expect(game?.record.entries).toHaveLength(2);
    expect(game?.record.entries).toEqual(session.record.value.entries);
  });

  it('is nothing for a game not on this phone', async () => {
    const { library } = await phone(5);
    expect(await gameToHand(library, 'other')).toBeNull();
  });
});
