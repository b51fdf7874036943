// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { Stages } from './Stages';

afterEach(cleanup);

const drawn = { a: 0, b: 0 };

/** A step that counts its draws and shows the round it was drawn for. */
function Step({ id, round }: { id: 'a' | 'b'; round: number }) {
  drawn[id]++;
  return <button type="button">{`${id}${round}`}</button>;
}

/** Two steps taking turns, as a card and its bids do. */
function Turns() {
  const [n, setN] = useState(0);
  const current = n % 2 === 0 ? 'a' : 'b';
  return (
    <>
      <button type="button" data-testid="next" onClick={() => setN(n + 1)}>
        next
      </button>
      <Stages
        current={current}
        steps={{ a: () => <Step id="a" round={n} />, b: () => <Step id="b" round={n} /> }}
      />
    </>
  );
}

const stageOf = (text: string) => screen.getByText(text).closest('.stage') as HTMLElement;

describe('Stages', () => {
  it('keeps a step drawn while another is shown, hidden and inert, and updates the same element on its return', () => {
    drawn.a = 0;
    drawn.b = 0;
    render(<Turns />);
    const first = screen.getByText('a0');
    expect(stageOf('a0').classList.contains('stage-off')).toBe(false);
    fireEvent.click(screen.getByTestId('next'));
    // b is shown; a is still in the page as it was, hidden from taps, focus and assistive technology.
    expect(stageOf('b1').classList.contains('stage-off')).toBe(false);
    expect(stageOf('a0').classList.contains('stage-off')).toBe(true);
    expect(stageOf('a0').inert).toBe(true);
    expect(drawn).toEqual({ a: 1, b: 1 });
    fireEvent.click(screen.getByTestId('next'));
    // a comes back: the same button, now showing round 2; b is kept and not drawn again while hidden.
    expect(screen.getByText('a2')).toBe(first);
    expect(stageOf('a2').classList.contains('stage-off')).toBe(false);
    expect(stageOf('b1').classList.contains('stage-off')).toBe(true);
    expect(drawn).toEqual({ a: 2, b: 1 });
  });

  it('draws nothing for a step it has no drawing for', () => {
    const { container } = render(<Stages current="none" steps={{ a: () => <p>a</p> }} />);
    expect(container.querySelectorAll('.stage')).toHaveLength(0);
  });
});
