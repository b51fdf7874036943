// @vitest-environment happy-dom
// A view says when every part it draws later shows the present: not in the render of a change, not while one
// part catches up and the part drawn from it falls behind, and once all of them show it.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Later, useLater } from './later';
import { Settling, SettlingContext, useSettling } from './settled';

afterEach(cleanup);

/** What the view and its strip show when the view says all is drawn. */
const drawn = () =>
  `${document.querySelector('[data-testid="view"]')?.textContent}/${document.querySelector('[data-testid="strip"]')?.textContent}`;

/** A counter whose view is drawn a frame later and its strip a frame after that; `marks` gets each mark. */
function View({ marks }: { marks: string[] }) {
  const [n, setN] = useState(0);
  const settling = useSettling(() => marks.push(drawn()));
  const later = useLater(n, settling);
  return (
    <SettlingContext.Provider value={settling}>
      <button type="button" onClick={() => setN(n + 1)}>
        add
      </button>
      <p data-testid="view">{later}</p>
      <Later value={later}>{(strip) => <p data-testid="strip">{strip}</p>}</Later>
    </SettlingContext.Provider>
  );
}

/** Resolves after the next animation frame and the effects it lets run. */
const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('useSettling', () => {
  it('marks at mount, then only once the strip drawn from the later view shows the present', async () => {
    const marks: string[] = [];
    render(<View marks={marks} />);
    await waitFor(() => expect(marks).toEqual(['0/0']));
    fireEvent.click(screen.getByRole('button', { name: 'add' }));
    fireEvent.click(screen.getByRole('button', { name: 'add' }));
    await waitFor(() => expect(marks).toEqual(['0/0', '2/2']));
    for (let i = 0; i < 4; i++) await frame();
    expect(marks, 'nothing more to mark').toEqual(['0/0', '2/2']);
  });
});

describe('Settling', () => {
  it('marks once the last part caught up, not when one catches up as another falls behind', async () => {
    const settled = vi.fn();
    const settling = new Settling(settled);
    const release = settling.hold();
    release();
    const next = settling.hold();
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    next();
    next();
    await Promise.resolve();
    expect(settled).toHaveBeenCalledTimes(1);
  });
});
