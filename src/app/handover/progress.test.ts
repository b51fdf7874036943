// Progress per transfer when two sets of codes are in view, and a way out when one code keeps failing its
// check (issue 35 item 2): each transfer is counted apart, the screen follows the one nearest done, and after
// FAIL_LIMIT rounds of the same code failing the screen says so and offers to skip it (or the file route).
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import edo from '../../../docs/examples/edo.json';
import katame from '../../../docs/examples/katame.json';
import type { GameRecord } from '../../engine/record';
import { GameStore } from '../../store/games';
import { BASE45 } from './base45';
import { toCodes } from './codes';
import { FAIL_LIMIT } from './misreads';
import { pack } from './pack';
import { Receiver } from './receiver';

const now = new Date('2026-11-25T10:00:00Z');
let dbs = 0;
const codesOf = async (record: unknown) =>
  toCodes(await pack([structuredClone(record) as GameRecord], now), 300);
async function receiver() {
  const store = await GameStore.open(`progress-${++dbs}`);
  return {
    r: new Receiver(Promise.resolve(store), { playOn: () => undefined, saved: () => undefined }),
    store,
  };
}
/** The code with one character of its data changed: its header reads, its checksum fails. */
function spoiled(code: string): string {
  const last = code.at(-1) as string;
  return code.slice(0, -1) + (BASE45[(BASE45.indexOf(last) + 1) % BASE45.length] as string);
}

describe('two sets of codes in view', () => {
  it('counts each transfer apart and says the one nearest done, not whichever was read last', async () => {
    const { r } = await receiver();
    const a = await codesOf(edo);
    const b = await codesOf(katame);
    expect(a.length).toBeGreaterThan(3);
    expect(b.length).toBeGreaterThan(3);
    const [ta, tb] = [a[0], b[0]].map((code) => (code as string).split(':')[1]);
    const said: unknown[] = [];
    for (const code of [a[0], b[0], a[1], b[1], a[2]]) {
      await r.hear(code as string);
      said.push(r.progress.value);
    }
    // Today's screen said 1 of A, 1 of B, 2 of A, 2 of B, 3 of A: the counts of two games mixed.
    expect(said).toEqual([
      { have: 1, total: a.length },
      { have: 1, total: a.length },
      { have: 2, total: a.length },
      { have: 2, total: a.length },
      { have: 3, total: a.length },
    ]);
    expect(r.transfers.value).toEqual([
      { transfer: ta, have: 3, total: a.length },
      { transfer: tb, have: 2, total: b.length },
    ]);
    // B overtakes A in proportion: B is then the one said, and A is still listed with its own count.
    for (const code of b.slice(2, -1)) await r.hear(code);
    expect(r.progress.value).toEqual({ have: b.length - 1, total: b.length });
    await r.hear(b.at(-1) as string);
    expect(r.received.value.map((g) => g.game)).toEqual(['katame']);
    expect(r.transfers.value).toEqual([{ transfer: ta, have: 3, total: a.length }]);
    expect(r.progress.value).toEqual({ have: 3, total: a.length });
  });
});

describe('a code that keeps failing its check', () => {
  it(`after ${FAIL_LIMIT} rounds of the same code failing, says which, and skipping it waits for the next round`, async () => {
    const { r, store } = await receiver();
    const codes = await codesOf(edo);
    const bad = spoiled(codes[1] as string);
    // The camera reads the same misread code in several frames while it is shown: one round, one failure.
    for (const code of [codes[0], bad, bad, bad, codes[2], bad]) await r.hear(code as string);
    expect(r.stuck.value).toBeNull();
    await r.hear(codes[0] as string);
    await r.hear(bad);
    expect(r.stuck.value).toEqual({ k: 2, n: codes.length, times: FAIL_LIMIT });
    expect(r.progress.value).toEqual({ have: 2, total: codes.length });
    // Skipped: the warning goes, the count starts again, and the screen says it waits for the code.
    r.skip();
    expect(r.stuck.value).toBeNull();
    expect(r.note.value).toEqual({ kind: 'skipped', k: 2, n: codes.length });
    await r.hear(bad);
    expect(r.stuck.value).toBeNull();
    // The next round reads it clean: the game is saved.
    for (const code of codes.slice(1)) await r.hear(code);
    expect(r.received.value).toHaveLength(1);
    expect((await store.load((edo as { id: string }).id))?.entries).toHaveLength(edo.entries.length);
    expect(r.stuck.value).toBeNull();
  });

  it('a code of another game failing does not count against this one, and a clean read of it clears the warning', async () => {
    const { r } = await receiver();
    const codes = await codesOf(edo);
    const bad = spoiled(codes[1] as string);
    for (let i = 0; i < FAIL_LIMIT; i++) {
      await r.hear(bad);
      await r.hear(codes[0] as string);
    }
    expect(r.stuck.value).toMatchObject({ k: 2 });
    await r.hear(codes[1] as string);
    expect(r.stuck.value).toBeNull();
  });
});
