// @vitest-environment happy-dom
// The quick check keeps what was typed: a reload (the screen rendered afresh) finds the counts where they were,
// "Clear all counts" empties the form, and its Undo brings the counts back.
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { AppContext } from '../context';
import { en } from '../strings/all';
import { appModel } from '../testing/table';
import { QuickCheckScreen } from './QuickCheckScreen';

afterEach(cleanup);

const open = () =>
  render(
    <AppContext.Provider value={appModel('en')}>
      <QuickCheckScreen game="gyosho" />
    </AppContext.Provider>,
  );

/** Player 2's red-jewel field (each player's fields are a group named after the player). */
async function redOfPlayer2() {
  const group = await screen.findByRole('group', { name: en['new.defaultName']?.replace('{n}', '2') });
  const field = group.querySelectorAll('input')[2];
  if (!field) throw new Error('no red field');
  return field;
}

describe('the quick check screen', () => {
  it('finds the counts typed before a reload, and the player count chosen', async () => {
    const first = open();
    fireEvent.click(await screen.findByRole('button', { name: '4' }));
    fireEvent.input(await redOfPlayer2(), { target: { value: '3' } });
    first.unmount();
    open();
    expect((await redOfPlayer2()).value).toBe('3');
    expect(screen.getByRole('button', { name: '4' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('clears every count in one tap, and Undo brings them back, kept again', async () => {
    open();
    fireEvent.input(await redOfPlayer2(), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: en['quick.clear'] }));
    expect((await redOfPlayer2()).value).toBe('');
    expect(screen.getByText(en['quick.cleared'] ?? '?', { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en['quick.undoClear'] }));
    expect((await redOfPlayer2()).value).toBe('3');
    cleanup();
    open();
    expect((await redOfPlayer2()).value).toBe('3');
  });

  it('a cleared form stays cleared after a reload', async () => {
    const first = open();
    fireEvent.input(await redOfPlayer2(), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: en['quick.clear'] }));
    first.unmount();
    open();
    expect((await redOfPlayer2()).value).toBe('');
  });

  it('withdraws its Undo once the form is typed in again, so old counts never overwrite new ones', async () => {
    open();
    fireEvent.input(await redOfPlayer2(), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: en['quick.clear'] }));
    expect(screen.getByRole('button', { name: en['quick.undoClear'] })).toBeTruthy();
    fireEvent.input(await redOfPlayer2(), { target: { value: '1' } });
    expect(screen.queryByRole('button', { name: en['quick.undoClear'] })).toBeNull();
    expect((await redOfPlayer2()).value).toBe('1');
  });

  it('offers no Undo when there was nothing to clear', async () => {
    open();
    await redOfPlayer2();
    fireEvent.click(screen.getByRole('button', { name: en['quick.clear'] }));
    expect(screen.queryByRole('button', { name: en['quick.undoClear'] })).toBeNull();
  });
});
