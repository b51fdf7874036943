// @vitest-environment happy-dom
// Registering the service worker never rejects: a missing sw.js, or a registration cut short by a reload,
// leaves the app working (not offline) with no unhandled rejection.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Updates } from './updates';

afterEach(() => {
  vi.restoreAllMocks();
  delete document.documentElement.dataset.sw;
});

/** A browser whose service-worker registration fails as `error` says. */
function refusing(error: Error) {
  const container = {
    controller: null,
    register: vi.fn(() => Promise.reject(error)),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return container;
}

describe('registering the service worker', () => {
  it.each([
    ['a missing sw.js', new TypeError('Script https://example.test/sw.js load failed')],
    ['a reload meanwhile (WebKit)', new TypeError('Importing a module script failed.')],
  ])('resolves after %s, marks it, and offers no update', async (_, error) => {
    const container = refusing(error);
    const updates = new Updates();
    await expect(updates.start('/sw.js')).resolves.toBeUndefined();
    expect(container.register).toHaveBeenCalled();
    expect(document.documentElement.dataset.sw).toBe('failed');
    expect(updates.ready.value).toBe(false);
  });
});
