// @vitest-environment happy-dom
// A new version found mid-game is marked on the menu, not offered above the table (which would move it down).
import { signal } from '@preact/signals';
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { AppContext, type AppModel } from './context';
import type { Route } from './router';
import { TopBar, UpdateOffer } from './TopBar';
import { appModel } from './testing/table';
import { Updates } from './updates';

afterEach(cleanup);

/** The shell's top on `route`, with a new version waiting (and the user's Reload refused when `blocked`). */
function top(route: Route, blocked = false) {
  const updates = new Updates();
  updates.ready.value = true;
  updates.blocked.value = blocked;
  const app: AppModel = {
    ...appModel('en'),
    updates,
    router: { route: signal(route), go: () => undefined } as unknown as AppModel['router'],
  };
  const { container } = render(
    <AppContext.Provider value={app}>
      <TopBar />
      <UpdateOffer />
    </AppContext.Provider>,
  );
  return container;
}

describe('a new version waiting', () => {
  it('is offered in full above home, and the menu is not marked', () => {
    const shell = top({ name: 'home' });
    expect(shell.querySelector('.update-offer')?.textContent).toContain('A new version is available.');
    expect(screen.getByRole('button', { name: 'Settings' })).toBeTruthy();
  });

  it('mid-game is only a mark on the menu: nothing is inserted above the table', () => {
    const shell = top({ name: 'game', id: 'g' });
    expect(shell.querySelector('.update-offer')).toBeNull();
    expect(screen.getByRole('button', { name: 'Settings (a new version is available)' })).toBeTruthy();
  });

  it('mid-game still says why a Reload the user asked for waits', () => {
    const shell = top({ name: 'game', id: 'g' }, true);
    expect(shell.querySelector('.update-offer')?.getAttribute('role')).toBe('alert');
    expect(screen.getByRole('button', { name: 'Settings' })).toBeTruthy();
  });
});
