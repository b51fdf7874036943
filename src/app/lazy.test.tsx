// @vitest-environment happy-dom
// A screen beyond home shows only once its code and the shell's screen strings are both loaded, so that it
// never flashes its keys; if either fails, it says so.
import { cleanup, render, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';

const strings = vi.hoisted(() => ({ load: vi.fn<() => Promise<void>>() }));
vi.mock('./i18n', () => ({ loadScreenStrings: strings.load }));

import { lazyScreen } from './lazy';

afterEach(cleanup);

/** A promise and the function that settles it. */
function later() {
  let settle!: (ok: boolean) => void;
  const promise = new Promise<void>((resolve, reject) => {
    settle = (ok) => (ok ? resolve() : reject(new Error('offline')));
  });
  return { promise, settle };
}

const Screen = () => <p>the screen</p>;

describe('lazy screens', () => {
  it('wait for the screen strings even when the code is already there', async () => {
    const load = later();
    strings.load.mockReturnValue(load.promise);
    const Lazy = lazyScreen(async () => Screen, 'failed');
    const view = render(<Lazy />);
    await Promise.resolve();
    expect(view.queryByText('the screen')).toBeNull();
    load.settle(true);
    await waitFor(() => expect(view.getByText('the screen')).toBeTruthy());
  });

  it('say the fallback when the strings cannot be loaded', async () => {
    const load = later();
    strings.load.mockReturnValue(load.promise);
    const Lazy = lazyScreen(async () => Screen, 'failed');
    const view = render(<Lazy />);
    load.settle(false);
    await waitFor(() => expect(view.getByRole('alert').textContent).toBe('failed'));
    expect(view.queryByText('the screen')).toBeNull();
  });
});
