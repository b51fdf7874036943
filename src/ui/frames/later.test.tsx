// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLater } from './later';
import { memo } from './memo';

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

let drawn = 0;
/** A part drawn from the later value, counting its draws. */
const Behind = memo(function Behind({ n }: { n: number }) {
  drawn++;
  return <p data-testid="behind">{n}</p>;
});

/** A counter whose own line shows the value at once and whose memoised part shows it a frame later. */
function Counter() {
  const [n, setN] = useState(0);
  const later = useLater(n);
  return (
    <>
      <button type="button" onClick={() => setN(n + 1)}>
        add
      </button>
      <p data-testid="now">{n}</p>
      <Behind n={later} />
    </>
  );
}

/** Lets Preact's queued render run (it waits for a microtask), but no frame or timer. */
const rendered = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

/** Resolves after the next animation frame has run. */
const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

describe('useLater', () => {
  it('keeps the old value through the render of a change, then shows the new one after its frame', async () => {
    drawn = 0;
    render(<Counter />);
    expect(drawn).toBe(1);
    // A native click, as a phone's: testing-library's fireEvent runs effects at once, which no browser does.
    screen.getByRole('button', { name: 'add' }).click();
    await rendered();
    // The tap's render: the answer is new, the later part is not even drawn again.
    expect(screen.getByTestId('now').textContent).toBe('1');
    expect(screen.getByTestId('behind').textContent).toBe('0');
    expect(drawn).toBe(1);
    await waitFor(() => expect(screen.getByTestId('behind').textContent).toBe('1'));
    expect(drawn).toBe(2);
  });

  it('draws the later part as soon as the frame that shows the change is drawn, for the next frame', async () => {
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
    });
    render(<Counter />);
    screen.getByRole('button', { name: 'add' }).click();
    await rendered();
    // The frame that paints the answer: the later part still shows the value before it.
    vi.advanceTimersToNextFrame();
    await rendered();
    expect(screen.getByTestId('behind').textContent).toBe('0');
    // Just after that frame (Preact runs effects in a task queued from it), 15 ms before the next one: the
    // later part's own work is done, and the next frame only paints it.
    vi.advanceTimersByTime(1);
    await rendered();
    expect(screen.getByTestId('behind').textContent).toBe('1');
  });

  it('ends at the last value when changes come faster than frames', async () => {
    render(<Counter />);
    const add = screen.getByRole('button', { name: 'add' });
    // Three taps, each drawn, with no frame between them: the later part may lag, and must catch up.
    for (let i = 0; i < 3; i++) {
      add.click();
      await rendered();
    }
    expect(screen.getByTestId('now').textContent).toBe('3');
    expect(screen.getByTestId('behind').textContent).not.toBe('3');
    await waitFor(() => expect(screen.getByTestId('behind').textContent).toBe('3'));
    await frame();
    await frame();
    expect(screen.getByTestId('behind').textContent).toBe('3');
    expect(screen.getByTestId('now').textContent).toBe('3');
  });
});
