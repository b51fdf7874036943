// @vitest-environment happy-dom
// Holding: a secret shows only while held, whatever ends the hold (a page put away, a button gone); a long
// press fires once, after the full hold, and never from a button no longer on the screen.
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LongPress } from './LongPress';
import { Reveal } from './Reveal';
import { Secret } from './Secret';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a held secret and a hidden page', () => {
  it('hides a held Secret when the page is hidden (phone locked, app switched) with no pointerup', () => {
    render(
      <Secret hidden label="money of Aki">
        42
      </Secret>,
    );
    const button = screen.getByRole('button', { name: 'money of Aki' });
    fireEvent.pointerDown(button);
    expect(button.textContent).toContain('42');
    // The page is put away while the finger is down: no pointerup/cancel reaches the button (iOS does not
    // focus a tapped button, so no blur either).
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    fireEvent(document, new Event('visibilitychange'));
    expect(button.textContent, 'the secret is still shown on a hidden page').not.toContain('42');
  });
});

describe('a held secret listens for the page going away once per hold', () => {
  it('does not subscribe again when the screen draws anew while the finger is down', () => {
    const added = vi.spyOn(document, 'addEventListener');
    const secret = (n: number) => (
      <Secret hidden label="money of Aki">
        {n}
      </Secret>
    );
    const { rerender } = render(secret(42));
    fireEvent.pointerDown(screen.getByRole('button', { name: 'money of Aki' }));
    // Another entry is made while Aki holds her money: the screen draws three times.
    for (const n of [43, 44, 45]) rerender(secret(n));
    expect(added.mock.calls.filter(([type]) => type === 'visibilitychange')).toHaveLength(1);
    // And the hold still ends with the page.
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    fireEvent(document, new Event('visibilitychange'));
    expect(screen.getByRole('button', { name: 'money of Aki' }).textContent).not.toContain('45');
  });
});

describe('Reveal when the held name goes away under the finger', () => {
  it('does not show a player’s facts when nobody holds their name (button removed while held, then back)', () => {
    const players = [
      { name: 'Aki', colour: 'red' },
      { name: 'Ben', colour: 'blue' },
    ];
    const reveal = (facts: string[][]) => (
      <Reveal
        players={players}
        facts={facts}
        title="secrets"
        idle="hold your name"
        label={(p) => `hold for ${players[p]?.name}`}
      />
    );
    const { rerender, container } = render(reveal([['Aki: 3 face-down cards'], ['Ben: 1 card']]));
    // Aki holds her name.
    fireEvent.pointerDown(screen.getByRole('button', { name: 'hold for Aki' }));
    expect(container.textContent).toContain('Aki: 3 face-down cards');
    // With a second finger the operator taps Undo: Aki has no face-down card now, her button goes away under
    // her finger, so her pointerup reaches nothing.
    rerender(reveal([[], ['Ben: 1 card']]));
    expect(screen.queryByRole('button', { name: 'hold for Aki' })).toBeNull();
    // Redo: Aki's card is back. Nobody holds anything.
    rerender(reveal([['Aki: 3 face-down cards'], ['Ben: 1 card']]));
    expect(container.textContent, 'Aki’s facts are shown with nobody holding').not.toContain(
      'Aki: 3 face-down cards',
    );
    expect(container.textContent).toContain('hold your name');
  });
});

describe('LongPress fires once, and only after the full hold', () => {
  it('fires once for one held Enter key, however long it is held (key repeat)', () => {
    vi.useFakeTimers();
    const onDone = vi.fn();
    render(
      <LongPress label="unlock" onDone={onDone} ms={1200}>
        unlock
      </LongPress>,
    );
    const button = screen.getByRole('button', { name: 'unlock' });
    fireEvent.keyDown(button, { key: 'Enter' });
    // A held key repeats its keydown (about every 33 ms) until it is released.
    for (let ms = 0; ms < 2600; ms += 50) {
      vi.advanceTimersByTime(50);
      fireEvent.keyDown(button, { key: 'Enter', repeat: true });
    }
    fireEvent.keyUp(button, { key: 'Enter' });
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('does not fire when it is taken off the screen before the hold is done', () => {
    vi.useFakeTimers();
    const onDone = vi.fn();
    const { unmount } = render(
      <LongPress label="unlock" onDone={onDone} ms={1200}>
        unlock
      </LongPress>,
    );
    fireEvent.pointerDown(screen.getByRole('button', { name: 'unlock' }));
    vi.advanceTimersByTime(300);
    unmount();
    vi.advanceTimersByTime(2000);
    expect(onDone, 'a hold of 300 ms on a button that is gone').not.toHaveBeenCalled();
  });
});
