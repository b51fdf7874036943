// @vitest-environment happy-dom
// A tab in the background does not take a game over when it is let go for a moment (the playing tab
// reloading): it waits until it is shown, and asks again then.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdWithChannel, whenFreeAndShown } from './tab-lock';

const setHidden = (hidden: boolean) => {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
};

afterEach(() => setHidden(false));

describe('taking a game over', () => {
  it('waits, in the background, until the tab is shown; then takes it if it is still free', async () => {
    setHidden(true);
    const release = await holdWithChannel('bg', 'tab-b');
    let taken = false;
    void whenFreeAndShown('bg', new AbortController().signal, 40).then(() => {
      taken = true;
    });
    release?.();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(taken).toBe(false);
    setHidden(false);
    await vi.waitFor(() => expect(taken).toBe(true), { timeout: 3000 });
  });

  it('shown again while another tab holds the game, it waits for that one', async () => {
    setHidden(true);
    const first = await holdWithChannel('bg2', 'tab-b');
    let taken = false;
    void whenFreeAndShown('bg2', new AbortController().signal, 40).then(() => {
      taken = true;
    });
    first?.();
    await new Promise((resolve) => setTimeout(resolve, 400));
    // The reloaded tab holds it again before this one is shown.
    const again = await holdWithChannel('bg2', 'tab-c');
    expect(again).not.toBeNull();
    setHidden(false);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(taken).toBe(false);
    again?.();
    await vi.waitFor(() => expect(taken).toBe(true), { timeout: 3000 });
  });
});
