// The new-game form survives a reload, and options the table did not touch follow the player count.
import { describe, expect, it } from 'vitest';
import { clearDraft, defaultsIn, freeDefaultName, loadDraft, optionsFor, saveDraft } from './setup-draft';
import { MemoryStorage } from './testing/memory-storage';

describe('setup draft', () => {
  it('gives back the names and options typed before a reload, per game, until the game starts', () => {
    const storage = new MemoryStorage();
    const draft = {
      players: [
        { name: 'あき', colour: 'red' },
        { name: 'Ben', colour: 'blue' },
      ],
      options: { first: 1, deck: 14 },
      touched: ['deck'],
    };
    saveDraft(storage, 'edo', draft);
    expect(loadDraft(storage, 'edo')).toEqual(draft);
    expect(loadDraft(storage, 'katame')).toBeNull();
    clearDraft(storage, 'edo');
    expect(loadDraft(storage, 'edo')).toBeNull();
  });

  it('starts afresh from a draft it cannot read', () => {
    const storage = new MemoryStorage();
    storage.setItem('choba.draft.edo', '{"players":[{"name":1}],"options":{}}');
    expect(loadDraft(storage, 'edo')).toBeNull();
    storage.setItem('choba.draft.edo', 'not json');
    expect(loadDraft(storage, 'edo')).toBeNull();
  });

  it('lets an untouched option follow the player count and keeps one set by hand', () => {
    // RULINGS: Edo's deck is 16 cards for three players and 15 for four.
    const three = { first: 0, deck: 16, variant: false };
    const four = { first: 0, deck: 15, variant: false };
    expect(optionsFor(four, { ...three, first: 2 }, [], 4)).toEqual({ ...four, first: 2 });
    expect(optionsFor(four, { ...three, deck: 14 }, ['deck'], 4)).toEqual({ ...four, deck: 14 });
    // Fewer players: who starts stays a seat that exists.
    expect(optionsFor(three, { ...four, first: 3 }, [], 3).first).toBe(2);
  });
});

describe('default names', () => {
  const en = (n: number) => `Player ${n}`;
  const ja = (n: number) => `プレイヤー${n}`;
  const named = (...names: string[]) => names.map((name) => ({ name, colour: 'red' }));

  it('gives a row added after a removal the number removed, not one already used', () => {
    // Player 2 of three removed: "Player 3" would be the remaining third row's name again.
    expect(freeDefaultName(named('Player 1', 'Player 3'), en)).toBe('Player 2');
    expect(freeDefaultName(named('Player 1', 'Player 2'), en)).toBe('Player 3');
    expect(freeDefaultName(named('Aki', 'Ben'), en)).toBe('Player 1');
    // Typed by hand in another case, it is the same name to Start: not given again.
    expect(freeDefaultName(named('player 1', 'Ben'), en)).toBe('Player 2');
  });

  it('puts a draft’s default names in the language it is opened in, and leaves typed names as typed', () => {
    expect(defaultsIn(named('プレイヤー1', 'Aki', 'プレイヤー5'), en, ja).map((p) => p.name)).toEqual([
      'Player 1',
      'Aki',
      'Player 5',
    ]);
  });
});
