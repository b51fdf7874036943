// @vitest-environment happy-dom
// The receiving screen's camera is off on every way off the screen: left, the reader failing to load after
// the camera opened, the page put away (and on again when the page comes back).
import { cleanup, render, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppContext, type AppModel } from '../context';
import { Receive } from '../screens/Receive';
import { appModel } from '../testing/table';

// The decoder: whatever each test says (the app's own falls back to a lazily loaded chunk, which can fail).
const reader = vi.hoisted(() => ({ make: vi.fn<() => Promise<unknown>>() }));
vi.mock('./scanner', () => ({ frameReader: reader.make }));
// The import's code is loaded early by the screen: not needed here.
vi.mock('../screens/transfer-actions', () => ({
  importer: () => Promise.resolve(),
  importText: () => Promise.reject(new Error('not here')),
}));

afterEach(cleanup);

/** A camera whose one track records whether it was stopped. */
function fakeCamera() {
  const track = { stop: vi.fn() };
  // A MediaStream as the <video> takes it (happy-dom checks the type), whose tracks are the fake one.
  const stream = Object.assign(Object.create(MediaStream.prototype) as MediaStream, {
    getTracks: () => [track],
  });
  Object.defineProperty(navigator, 'mediaDevices', {
    value: { getUserMedia: vi.fn(async () => stream) },
    configurable: true,
  });
  return track;
}

function show() {
  const app: AppModel = {
    ...appModel('en'),
    library: {
      store: new Promise(() => undefined),
      refresh: async () => undefined,
      sessions: { get: () => undefined },
    } as unknown as AppModel['library'],
  };
  return render(
    <AppContext.Provider value={app}>
      <Receive />
    </AppContext.Provider>,
  );
}

/** The screen with a camera and a reader that work, once it is looking for codes. */
async function looking() {
  const track = fakeCamera();
  reader.make.mockResolvedValue(async () => ({ width: 0, height: 0, codes: [], glare: false }));
  const view = show();
  await waitFor(() => expect(view.getByRole('status').textContent).toContain('Looking for a code'));
  return { track, view };
}

describe('the receiving screen and its camera', () => {
  it('a decoder that cannot load after the camera opened leaves the camera off, not running under "cannot be used"', async () => {
    const track = fakeCamera();
    reader.make.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const view = show();
    await waitFor(() =>
      expect(view.getByRole('alert').textContent).toContain('The camera cannot be used here'),
    );
    // The screen says the camera cannot be used, and the user leaves it.
    view.unmount();
    // The screen's effects are cleaned up just after it goes (Preact's deferred effects): waited for.
    await waitFor(() => expect(track.stop).toHaveBeenCalled());
  });

  it('with a reader, leaving the screen stops the camera', async () => {
    const { track, view } = await looking();
    view.unmount();
    // The screen's effects are cleaned up just after it goes (Preact's deferred effects): waited for.
    await waitFor(() => expect(track.stop).toHaveBeenCalled());
  });

  it('the page put away (another app, the phone locked) stops the camera, and the page back starts it', async () => {
    const { track, view } = await looking();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    try {
      await waitFor(() => expect(track.stop).toHaveBeenCalled());
    } finally {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      Object.defineProperty(document, 'hidden', { value: false, configurable: true });
    }
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(view.getByRole('status').textContent).toContain('Looking for a code'));
    view.unmount();
  });
});
