// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardGrid } from './CardGrid';
import { DicePad } from './DicePad';
import { Fold } from './Fold';
import { NumberPad } from './NumberPad';
import { Secret } from './Secret';

afterEach(cleanup);

describe('NumberPad', () => {
  it('submits the typed amount and clears once it is accepted', () => {
    const onSubmit = vi.fn(() => true);
    render(<NumberPad label="bid" okLabel="OK" clearLabel="clear" onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: '1' }));
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(screen.getByRole('status').textContent).toBe('12');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onSubmit).toHaveBeenCalledWith(12);
    expect(screen.getByRole('status').textContent).toBe('—');
  });

  it('keeps a refused amount on the display so that it can be fixed', () => {
    const onSubmit = vi.fn(() => false);
    render(<NumberPad label="bid" okLabel="OK" clearLabel="clear" onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    fireEvent.click(screen.getByRole('button', { name: '1' }));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onSubmit).toHaveBeenCalledWith(21);
    expect(screen.getByRole('status').textContent).toBe('21');
  });

  it('does not confirm an empty pad; zero is typed as 0; the clear key empties the display', () => {
    const onSubmit = vi.fn(() => true);
    render(<NumberPad label="bid" okLabel="OK" clearLabel="clear" onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: '7' }));
    fireEvent.click(screen.getByRole('button', { name: 'clear' }));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '0' }));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onSubmit).toHaveBeenCalledWith(0);
  });
});

describe('NumberPad for one entry after another', () => {
  it('starts each new entry afresh on the same keys, and keeps a refused amount for the same entry', () => {
    const onSubmit = vi.fn(() => false);
    const pad = (entry: string, initial?: number) => (
      <NumberPad
        label="bid"
        okLabel="OK"
        clearLabel="clear"
        onSubmit={onSubmit}
        entry={entry}
        initial={initial}
      />
    );
    const { rerender } = render(pad('A'));
    const key = screen.getByRole('button', { name: '4' });
    fireEvent.click(key);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    rerender(pad('A'));
    expect(screen.getByRole('status').textContent, 'refused, same bidder').toBe('4');
    rerender(pad('B'));
    expect(screen.getByRole('status').textContent, "the next bidder's pad is empty").toBe('—');
    expect(screen.getByRole('button', { name: '4' }), 'the same key, not a new pad').toBe(key);
    rerender(pad('C', 7));
    expect(screen.getByRole('status').textContent, "a correction's old amount").toBe('7');
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(screen.getByRole('status').textContent).toBe('2');
  });

  it('shows an entry afresh when it comes back after it was entered (its correction starts from its amount)', () => {
    const pad = (entry: string, initial?: number) => (
      <NumberPad
        label="bid"
        okLabel="OK"
        clearLabel="clear"
        onSubmit={() => true}
        entry={entry}
        initial={initial}
      />
    );
    const { rerender } = render(pad('Ben'));
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    rerender(pad('Aki'));
    rerender(pad('Ben', 20));
    expect(screen.getByRole('status').textContent).toBe('20');
  });
});

describe('NumberPad in a correction', () => {
  it('starts from the old amount, which confirms as it is or is replaced by the first digit typed', () => {
    const onSubmit = vi.fn(() => false);
    render(<NumberPad label="bid" okLabel="OK" clearLabel="clear" onSubmit={onSubmit} initial={5} />);
    expect(screen.getByRole('status').textContent).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onSubmit).toHaveBeenLastCalledWith(5);
    fireEvent.click(screen.getByRole('button', { name: '8' }));
    expect(screen.getByRole('status').textContent).toBe('8');
    fireEvent.click(screen.getByRole('button', { name: '1' }));
    expect(screen.getByRole('status').textContent).toBe('81');
  });
});

describe('DicePad', () => {
  it('gives the tapped face and marks the selected one', () => {
    const onPick = vi.fn();
    render(<DicePad label="die 1" value={4} onPick={onPick} />);
    fireEvent.click(screen.getByRole('button', { name: 'die 1: 6' }));
    expect(onPick).toHaveBeenCalledWith(6);
    expect(screen.getByRole('button', { name: 'die 1: 4' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('CardGrid', () => {
  it('is one tap per card, and a used card cannot be tapped', () => {
    const onPick = vi.fn();
    render(
      <CardGrid
        label="cards"
        rows={[
          { id: 'u', label: 'うなぎ', letter: 'U', colour: 'blue' },
          { id: 's', label: 'すいか', letter: 'S', colour: 'green' },
        ]}
        cols={[1, 2, 3]}
        used={(row, col) => row === 'u' && col === 2}
        onPick={onPick}
      />,
    );
    expect(screen.getAllByRole('button')).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: 'すいか 3' }));
    expect(onPick).toHaveBeenCalledWith('s', 3);
    expect((screen.getByRole('button', { name: 'うなぎ 2' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('gives a used card to onUsed when there is one: struck through, tappable, said to be unavailable', () => {
    const onPick = vi.fn();
    const onUsed = vi.fn();
    render(
      <CardGrid
        label="cards"
        rows={[{ id: 'u', label: 'うなぎ', letter: 'U', colour: 'blue' }]}
        cols={[1, 2]}
        used={(_, col) => col === 2}
        onPick={onPick}
        onUsed={onUsed}
      />,
    );
    const used = screen.getByRole('button', { name: 'うなぎ 2' }) as HTMLButtonElement;
    expect([used.disabled, used.getAttribute('aria-disabled'), used.classList.contains('used')]).toEqual([
      false,
      'true',
      true,
    ]);
    fireEvent.click(used);
    expect(onUsed).toHaveBeenCalledWith('u', 2);
    fireEvent.click(screen.getByRole('button', { name: 'うなぎ 1' }));
    expect(onPick).toHaveBeenCalledWith('u', 1);
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onUsed).toHaveBeenCalledTimes(1);
  });
});

describe('Secret', () => {
  it('masks the value until pressed and hides it again on release', () => {
    render(
      <Secret hidden label="money of Aki">
        42
      </Secret>,
    );
    const button = screen.getByRole('button', { name: 'money of Aki' });
    expect(button.textContent).not.toContain('42');
    fireEvent.pointerDown(button);
    expect(button.textContent).toContain('42');
    fireEvent.pointerUp(button);
    expect(button.textContent).not.toContain('42');
  });

  it('shows the value plainly when hiding is off', () => {
    render(
      <Secret hidden={false} label="money">
        42
      </Secret>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('42')).toBeTruthy();
  });
});

describe('Fold', () => {
  it('folds with one tap and stays folded when drawn again', () => {
    const { unmount } = render(
      <Fold id="strip-test" summary="Table">
        <p>money</p>
      </Fold>,
    );
    const details = screen.getByText('money').closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(true);
    details.open = false;
    fireEvent(details, new Event('toggle'));
    unmount();
    render(
      <Fold id="strip-test" summary="Table">
        <p>money</p>
      </Fold>,
    );
    expect((screen.getByText('money').closest('details') as HTMLDetailsElement).open).toBe(false);
  });
});
