// @vitest-environment happy-dom
// After a refusal the next digit starts a new amount, as a correction's does (issue 32): the refused amount
// stays on the pad to be read until then, and OK or a digit is what the table taps next.
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NumberPad } from './NumberPad';

afterEach(cleanup);

const tap = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const shown = () => screen.getByRole('status').textContent;

describe('NumberPad after a refused amount', () => {
  it('shows the refused 51 until the next digit, and 3 then gives 3, not 513', () => {
    // Refuses anything over 50 (Chika holds 50).
    const onSubmit = vi.fn((n: number) => n <= 50);
    render(<NumberPad label="Chika's bid" okLabel="OK" clearLabel="clear" onSubmit={onSubmit} entry="2.2" />);
    tap('5');
    tap('1');
    tap('OK');
    expect(onSubmit).toHaveBeenLastCalledWith(51);
    expect(shown(), 'the refused amount is still readable').toBe('51');
    tap('3');
    expect(shown()).toBe('3');
    tap('0');
    expect(shown(), 'the digits after the first append as usual').toBe('30');
    tap('OK');
    expect(onSubmit).toHaveBeenLastCalledWith(30);
  });

  it('takes the refused amount again as it is (a site changed beside it), and 9 then 3 gives 3', () => {
    const onSubmit = vi.fn(() => false);
    render(<NumberPad label="bid" okLabel="OK" clearLabel="clear" onSubmit={onSubmit} />);
    tap('9');
    tap('OK');
    tap('OK');
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit).toHaveBeenLastCalledWith(9);
    tap('3');
    expect(shown()).toBe('3');
  });
});
