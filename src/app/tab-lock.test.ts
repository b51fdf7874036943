// One writer per game over a BroadcastChannel (plain http on a LAN, no Web Locks): two tabs claiming the
// same game at the same moment end with exactly one writer, whichever starts first (issue 36).
import { describe, expect, it, vi } from 'vitest';
import { CLAIM_WAIT_MS, holdWithChannel, whenFree } from './tab-lock';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('claims over a BroadcastChannel', () => {
  it.each([0, 20, CLAIM_WAIT_MS / 2, CLAIM_WAIT_MS - 10])(
    'two tabs claiming %i ms apart: exactly one holds the game',
    async (gap) => {
      const id = `g-${gap}`;
      const first = holdWithChannel(id, 'tab-b');
      await wait(gap);
      const second = holdWithChannel(id, 'tab-a');
      const held = await Promise.all([first, second]);
      expect(held.filter((release) => release !== null)).toHaveLength(1);
      for (const release of held) release?.();
    },
  );

  it('a tab claiming a game another tab holds gets nothing; once let go, it can be held', async () => {
    const release = await holdWithChannel('h', 'tab-b');
    expect(release).not.toBeNull();
    expect(await holdWithChannel('h', 'tab-a')).toBeNull();
    release?.();
    const again = await holdWithChannel('h', 'tab-a');
    expect(again).not.toBeNull();
    again?.();
  });

  it('a tab that only shows a game hears when it is let go, and not before', async () => {
    const release = await holdWithChannel('f', 'tab-b');
    let free = false;
    void whenFree('f', new AbortController().signal, 40).then(() => {
      free = true;
    });
    await wait(CLAIM_WAIT_MS * 3);
    expect(free).toBe(false);
    release?.();
    await vi.waitFor(() => expect(free).toBe(true), { timeout: 3000 });
  });

  it('stops asking once its screen has gone', async () => {
    const release = await holdWithChannel('s', 'tab-b');
    const gone = new AbortController();
    let free = false;
    void whenFree('s', gone.signal, 40).then(() => {
      free = true;
    });
    gone.abort();
    release?.();
    await wait(40 + CLAIM_WAIT_MS * 2);
    expect(free).toBe(false);
  });
});
