// @vitest-environment happy-dom
// The new-game form puts a game's rules first, before the players, so that they are on its first screen
// (issue 32 item 5: Edo's 御用商人 checkbox sat below the fold, off by default, and was missed). The e2e fit
// walk (e2e/shell-fit.e2e.ts) measures the same at 360×640.
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { Booth } from '../booth';
import { AppContext, type AppModel } from '../context';
import { appModel } from '../testing/table';
import { NewGame } from './NewGame';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** The setup form of `game`, once its rules have loaded. */
async function form(game: string) {
  render(
    <AppContext.Provider value={appModel('en')}>
      <NewGame game={game} />
    </AppContext.Provider>,
  );
  await screen.findByRole('button', { name: 'Start the game' }, { timeout: 3000 });
  return screen;
}

/** True when `a` comes before `b` in the page. */
const before = (a: Element, b: Element) =>
  (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

describe('the new-game form', () => {
  it.each([
    ['edo', ['Variant: Purveyors (御用商人)', 'Deck size']],
    ['mercator', ['Colour bonus', 'Open auction', 'Series']],
    ['gyosho', ['Add the road card', 'Title cards']],
  ])('of %s shows its rules before the first player', async (game, labels) => {
    const page = await form(game);
    const firstName = page.getByRole('textbox', { name: 'Name of player 1' });
    for (const label of labels) expect(before(page.getByLabelText(label), firstName), label).toBe(true);
  });

  it('opens a draft made in Japanese with its default names in English, and typed names as typed', async () => {
    const players = [
      { name: 'プレイヤー1', colour: 'red' },
      { name: 'あき', colour: 'blue' },
      { name: 'プレイヤー3', colour: 'green' },
    ];
    localStorage.setItem('choba.draft.edo', JSON.stringify({ players, options: {}, touched: [] }));
    const page = await form('edo');
    const names = [1, 2, 3].map(
      (n) => (page.getByRole('textbox', { name: `Name of player ${n}` }) as HTMLInputElement).value,
    );
    expect(names).toEqual(['Player 1', 'あき', 'Player 3']);
  });

  it('still changes a rule with one tap there, and keeps it', async () => {
    const page = await form('edo');
    const box = page.getByRole('checkbox', { name: 'Variant: Purveyors (御用商人)' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    expect(JSON.parse(localStorage.getItem('choba.draft.edo') ?? '{}').options?.privileges).toBe(true);
  });
});

/** Edo's new-game form over a store whose `create` runs `saving`; the ids of the games it was asked to save. */
async function saving(create: () => Promise<void>, booth = new Booth(undefined)) {
  const calls: string[] = [];
  const went: unknown[] = [];
  const store = {
    create: async (record: { id: string }) => {
      calls.push(record.id);
      await create();
    },
  };
  let n = 0;
  const app: AppModel = {
    ...appModel('en'),
    booth,
    library: { store: Promise.resolve(store) } as unknown as AppModel['library'],
    newId: () => `new-${++n}`,
    router: {
      go: (route: unknown) => went.push(['go', route]),
      replace: (route: unknown) => went.push(['replace', route]),
    } as unknown as AppModel['router'],
  };
  render(
    <AppContext.Provider value={app}>
      <NewGame game="edo" />
    </AppContext.Provider>,
  );
  const start = await screen.findByRole('button', { name: 'Start the game' }, { timeout: 3000 });
  return { form: start.closest('form') as HTMLFormElement, calls, went };
}

describe('starting the game', () => {
  it('says so when the game cannot be saved, and keeps the form', async () => {
    const { form } = await saving(async () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    fireEvent.submit(form);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('could not be saved on this phone');
    expect(screen.getByRole('button', { name: 'Start the game' })).toBeTruthy();
  });

  it('keeps an emptied number field empty, and refuses it naming the rule and its range; nothing is saved', async () => {
    const { form, calls } = await saving(async () => undefined);
    const deck = screen.getByLabelText('Deck size') as HTMLInputElement;
    fireEvent.input(deck, { target: { value: '' } });
    expect(deck.value).toBe('');
    fireEvent.submit(form);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Deck size must be a whole number from 1 to 30.',
    );
    fireEvent.input(deck, { target: { value: '40' } });
    fireEvent.submit(form);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('alert').textContent).toContain('from 1 to 30');
    expect(calls).toEqual([]);
  });

  it('saves one game, not two, when Start is tapped twice', async () => {
    const { form, calls } = await saving(() => new Promise((resolve) => setTimeout(resolve, 50)));
    fireEvent.submit(form);
    fireEvent.submit(form);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(calls).toEqual(['new-1']);
  });

  it('opens the game in place of the form, so that Back does not offer the spent form again', async () => {
    const { form, went } = await saving(async () => undefined);
    fireEvent.submit(form);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(went).toEqual([['replace', { name: 'game', id: 'new-1' }]]);
  });

  it('says a nameless player under their own row, and takes the finger there', async () => {
    const { form, calls } = await saving(async () => undefined);
    const second = screen.getByRole('textbox', { name: 'Name of player 2' });
    fireEvent.input(second, { target: { value: '  ' } });
    fireEvent.submit(form);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This player has no name yet.');
    expect(alert.closest('li')?.contains(second)).toBe(true);
    expect(document.activeElement).toBe(second);
    // Typing a name takes the refusal away.
    fireEvent.input(second, { target: { value: 'Ben' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('refuses a name that differs from an earlier one only in case or in full-width letters', async () => {
    const { form, calls } = await saving(async () => undefined);
    const first = screen.getByRole('textbox', { name: 'Name of player 1' });
    const second = screen.getByRole('textbox', { name: 'Name of player 2' });
    fireEvent.input(first, { target: { value: 'Aya' } });
    fireEvent.input(second, { target: { value: 'ａｙａ' } });
    fireEvent.submit(form);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('An earlier player has this name. Please tell them apart.');
    expect(alert.closest('li')?.contains(second)).toBe(true);
    expect(calls).toEqual([]);
  });
});

describe('the form lent by a locked booth screen', () => {
  it('leads back to the locked game, where a home-screen app has no Back key', async () => {
    const booth = new Booth(undefined);
    booth.lock('finished-1');
    booth.lendForm('edo');
    const { went } = await saving(async () => undefined, booth);
    fireEvent.click(screen.getByRole('button', { name: 'Back to the locked game' }));
    expect(went).toEqual([['go', { name: 'game', id: 'finished-1' }]]);
  });

  it('is not offered on a form nobody lent', async () => {
    await saving(async () => undefined);
    expect(screen.queryByRole('button', { name: 'Back to the locked game' })).toBeNull();
  });
});

describe('the start player', () => {
  it('stays the same person when the seats are reordered', async () => {
    await saving(async () => undefined);
    const first = screen.getByLabelText('Start player') as HTMLSelectElement;
    fireEvent.change(first, { target: { value: '1' } });
    const chosen = first.selectedOptions[0]?.textContent;
    fireEvent.click(screen.getByRole('button', { name: 'Move player 2 up' }));
    expect(first.value).toBe('0');
    expect(first.selectedOptions[0]?.textContent).toBe(chosen);
  });
});
