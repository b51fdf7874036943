// @vitest-environment happy-dom
// Home's keeping notice: an iPhone in Safari is told how to add Chōba to the Home Screen, and not once it runs
// from there; a browser that never answered is told to save to a file; a notice put away stays away.
import { signal } from '@preact/signals';
import { cleanup, fireEvent, render } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameMeta } from '../../store/schema';
import { AppContext, type AppModel } from '../context';
import type { Persistence } from '../keeping';
import { en as enStrings, ja as jaStrings } from '../strings/keeping';
import { appModel } from '../testing/table';
import { Keeping } from './Keeping';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const agent = navigator.userAgent;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  Object.defineProperty(navigator, 'userAgent', { value: agent, configurable: true });
  Object.defineProperty(navigator, 'standalone', { value: undefined, configurable: true });
});

const game = { id: 'g', status: 'playing', updatedAt: '2026-11-25T10:00:00.000Z' } as GameMeta;

function show(persistence: Persistence, games: GameMeta[], lang: 'ja' | 'en' = 'en') {
  const app: AppModel = {
    ...appModel(lang),
    library: {
      games: signal(games),
      persistence: signal(persistence),
    } as unknown as AppModel['library'],
  };
  return render(
    <AppContext.Provider value={app}>
      <Keeping />
    </AppContext.Provider>,
  );
}

describe('the keeping notice', () => {
  it('has every sentence in Japanese and in English', () => {
    const base = (keys: string[]) => [...new Set(keys.map((k) => k.replace(/#\w+$/, '')))].sort();
    expect(base(Object.keys(enStrings))).toEqual(base(Object.keys(jaStrings)));
  });

  it('tells an iPhone in Safari how to add Chōba to the Home Screen, and that saved games do not move', () => {
    Object.defineProperty(navigator, 'userAgent', { value: IPHONE, configurable: true });
    const { container, getByRole } = show('unavailable', [game]);
    expect(container.textContent).toContain('Add Chōba to the Home Screen');
    expect(container.querySelector('[data-keeping="homeScreen"]')).not.toBeNull();
    // How to add it, on demand: the Share button (drawn as Safari draws it), and a word on the games saved here.
    fireEvent.click(getByRole('button', { name: 'How to add it' }));
    const text = container.textContent ?? '';
    expect(text).toContain('then “Add to Home Screen”');
    expect(container.querySelector('.keeping-how svg')).not.toBeNull();
    expect(text).toContain('do not move to the icon');
    expect(getByRole('button', { name: 'Save to a file' })).not.toBeNull();
  });

  it('says nothing on an iPhone running Chōba from the Home Screen', () => {
    Object.defineProperty(navigator, 'userAgent', { value: IPHONE, configurable: true });
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
    expect(show('unavailable', [game]).container.textContent).toBe('');
  });

  it('tells a browser that never answered to save to a file, in Japanese too', () => {
    const { container } = show('silent', [game], 'ja');
    expect(container.textContent).toContain('ファイルに保存してください');
    expect(container.querySelector('[data-keeping="unanswered"]')).not.toBeNull();
  });

  it('stays away once put away, after a reload too', () => {
    const first = show('refused', [game]);
    fireEvent.click(first.getByRole('button', { name: 'Got it' }));
    expect(first.container.textContent).toBe('');
    cleanup();
    expect(show('refused', [game]).container.textContent).toBe('');
  });

  it('puts one notice away at a time: the next waits for the next visit, not under the same finger', () => {
    const finished = ['a', 'b', 'c'].map(
      (id) => ({ id, status: 'finished', updatedAt: '2026-11-25T10:00:00.000Z' }) as GameMeta,
    );
    const first = show('refused', finished);
    const kind = first.container.querySelector('[data-keeping]')?.getAttribute('data-keeping');
    fireEvent.click(first.getByRole('button', { name: kind === 'backup' ? 'Not now' : 'Got it' }));
    expect(first.container.textContent).toBe('');
    cleanup();
    const next = show('refused', finished).container.querySelector('[data-keeping]');
    expect(next?.getAttribute('data-keeping')).not.toBe(kind);
    expect(next).not.toBeNull();
  });
});
