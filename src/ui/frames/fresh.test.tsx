// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { useFresh } from './fresh';

afterEach(cleanup);

/** A count that belongs to one entry `at` and starts from `10 × at`; "add twice" adds twice in one tap. */
function Count({ at }: { at: number }) {
  const [n, setN] = useFresh(at, () => 10 * at);
  const add = (was: number) => was + 1;
  return (
    <>
      <output>{n}</output>
      <button type="button" onClick={() => setN(n + 1)}>
        add
      </button>
      <button
        type="button"
        onClick={() => {
          setN(add);
          setN(add);
        }}
      >
        add twice
      </button>
    </>
  );
}

const shown = () => screen.getByRole('status').textContent;
const tap = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('useFresh', () => {
  it('keeps the state for one entry and starts afresh for the next, on the same element', () => {
    const { rerender } = render(<Count at={1} />);
    const output = screen.getByRole('status');
    tap('add');
    expect(shown()).toBe('11');
    rerender(<Count at={1} />);
    expect(shown()).toBe('11');
    rerender(<Count at={2} />);
    expect(screen.getByRole('status')).toBe(output);
    expect(shown()).toBe('20');
    tap('add');
    expect(shown()).toBe('21');
  });

  it("calls a function given to the setter with the value it replaces: the entry's own, or a fresh one", () => {
    const { rerender } = render(<Count at={1} />);
    tap('add');
    tap('add twice');
    expect(shown(), 'two updates in one tap both count').toBe('13');
    rerender(<Count at={2} />);
    tap('add twice');
    expect(shown()).toBe('22');
  });
});
