// @vitest-environment happy-dom
// The booth's screen lock leaves by a thumb held on 「長押しで固定を解除」, and the release of that thumb is no
// tap on 「画面を固定」, which has taken the same place under it (issue 32 item 6).
import { act, cleanup, fireEvent, render } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppContext } from '../context';
import { appModel } from '../testing/table';
import { LockButton } from './Lock';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Lets `ms` pass, and the screen draw what they changed. */
const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

/** The lock button of game `g` on a booth locked to it, and what a touch does there. */
function locked() {
  const app = appModel('en');
  app.booth.lock('g');
  const view = render(
    <AppContext.Provider value={app}>
      <LockButton gameId="g" />
    </AppContext.Provider>,
  );
  // The button under the thumb, whichever it is now (the unlock button gives way to the lock button).
  const under = () => view.container.querySelector('button') as HTMLButtonElement;
  const touch = { pointerType: 'touch', pointerId: 1, isPrimary: true };
  // A phone's touch: pointerdown, and on release pointerup, then the click on what lies under the thumb.
  const down = () => fireEvent.pointerDown(under(), touch);
  const release = () => {
    fireEvent.pointerUp(under(), touch);
    fireEvent.click(under(), { detail: 1 });
  };
  return { booth: app.booth, under, down, release };
}

describe('the booth lock under a thumb', () => {
  it('a thumb held 1.2 s unlocks, and its release does not lock the screen again', () => {
    const lock = locked();
    lock.down();
    wait(1199);
    expect(lock.booth.locked.value).toBe('g');
    wait(1);
    expect(lock.booth.locked.value).toBeNull();
    expect(lock.under().textContent).toBe('Lock the screen');
    lock.release();
    expect(lock.booth.locked.value).toBeNull();
  });

  it('a short touch does not unlock', () => {
    const lock = locked();
    lock.down();
    wait(500);
    lock.release();
    wait(2000);
    expect(lock.booth.locked.value).toBe('g');
  });

  it('after the release, a tap of its own on the lock button locks again, and so does a keyboard', () => {
    const lock = locked();
    lock.down();
    wait(1200);
    lock.release();
    lock.down();
    lock.release();
    expect(lock.booth.locked.value).toBe('g');
    lock.down();
    wait(1200);
    lock.release();
    expect(lock.booth.locked.value).toBeNull();
    // Enter on a focused button is a click with no press before it (detail 0).
    fireEvent.click(lock.under(), { detail: 0 });
    expect(lock.booth.locked.value).toBe('g');
  });
});
