// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { useLater } from './later';
import { memo } from './memo';

afterEach(cleanup);

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

/** Resolves after the next animation frame has run. */
const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

describe('useLater', () => {
  it('keeps the old value through the render of a change, then shows the new one in a later frame', async () => {
    drawn = 0;
    render(<Counter />);
    expect(drawn).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'add' }));
    // The tap's render: the answer is new, the later part is not even drawn again.
    expect(screen.getByTestId('now').textContent).toBe('1');
    expect(screen.getByTestId('behind').textContent).toBe('0');
    expect(drawn).toBe(1);
    await waitFor(() => expect(screen.getByTestId('behind').textContent).toBe('1'));
    expect(drawn).toBe(2);
  });

  it('ends at the last value when changes come faster than frames', async () => {
    render(<Counter />);
    const add = screen.getByRole('button', { name: 'add' });
    fireEvent.click(add);
    fireEvent.click(add);
    fireEvent.click(add);
    await waitFor(() => expect(screen.getByTestId('behind').textContent).toBe('3'));
    await frame();
    await frame();
    expect(screen.getByTestId('behind').textContent).toBe('3');
    expect(screen.getByTestId('now').textContent).toBe('3');
  });
});
