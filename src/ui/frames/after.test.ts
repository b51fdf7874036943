// @vitest-environment happy-dom
// Work put off until after a tap's frame (the entry's write) still runs: after the frame once the page is
// idle, within 150 ms at most, and at once when the page is put away, never twice.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextFrame } from './after';

let frames: FrameRequestCallback[] = [];
let idles: IdleRequestCallback[] = [];
/** Draws the pending frame, as the browser would. */
const drawFrame = () => {
  const due = frames;
  frames = [];
  for (const f of due) f(0);
};
/** An idle period of `ms` milliseconds. */
const idleFor = (ms: number) => {
  const due = idles;
  idles = [];
  for (const f of due) f({ didTimeout: false, timeRemaining: () => ms });
};

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  idles = [];
  vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f));
  vi.stubGlobal('requestIdleCallback', (f: IdleRequestCallback) => idles.push(f));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterNextFrame', () => {
  it('waits for the frame and then for an idle moment long enough', () => {
    const work = vi.fn();
    afterNextFrame(work);
    expect(work).not.toHaveBeenCalled();
    drawFrame();
    idleFor(2);
    expect(work).not.toHaveBeenCalled();
    idleFor(10);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs within 150 ms even when no frame comes, and only once', () => {
    const work = vi.fn();
    afterNextFrame(work);
    vi.advanceTimersByTime(149);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    drawFrame();
    idleFor(50);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs at once when the page is hidden or left', () => {
    const onHide = vi.fn();
    afterNextFrame(onHide);
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(onHide).toHaveBeenCalledTimes(1);
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });

    const onLeave = vi.fn();
    afterNextFrame(onLeave);
    window.dispatchEvent(new Event('pagehide'));
    expect(onLeave).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(200);
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('runs at once when a reload or close is asked for, before the page is hidden', () => {
    const onReload = vi.fn();
    afterNextFrame(onReload);
    window.dispatchEvent(new Event('beforeunload'));
    expect(onReload).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pagehide'));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('runs at once on a page already hidden', () => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    const work = vi.fn();
    afterNextFrame(work);
    expect(work).toHaveBeenCalledTimes(1);
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
  });
});
