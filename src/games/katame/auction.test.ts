import { describe, expect, it } from 'vitest';
import { step } from '../../engine/replay';
import { isViolation } from '../../engine/violation';
import { expectRefused } from '../testing';
import type { Action } from './actions';
import { game } from './index';
import { prompt } from './prompt';
import { type State, unseen } from './state';
import { brokenInvariants, play, playAuction, start } from './testing';

/** Checks that an entry is refused with the code and leaves the state deep-equal to before. */
const refused = (s: State, a: unknown, code: string) => expectRefused(game, s, a, code);

const opened = (): State => play(start(3, 0), [{ type: 'price', icon: 'choc' }]);

describe('the start of a round', () => {
  it('sets up 30 money each, round 1, the first parent enters the price card face', () => {
    const s = start(3, 1);
    expect(s.money).toEqual([30, 30, 30]);
    expect(prompt(s)).toMatchObject({ phase: 'round.price', actors: [1], expects: ['price'], round: 1 });
    const t = play(s, [{ type: 'price', icon: 'junk' }]);
    expect(t.priceFace).toBe('junk');
    expect(t.priceHidden).toBeNull();
    expect(prompt(t)).toMatchObject({ phase: 'auction.card', actors: [1], expects: ['card'], turn: 1 });
  });

  it('refuses fewer than 2 or more than 4 players, and a first parent outside the table', () => {
    expect(game.rules.setup({ first: 0 }, [{ name: 'A', colour: 'indigo' }])).toMatchObject({
      code: 'katame.err.players',
    });
    expect(
      game.rules.setup(
        { first: 3 },
        start(3).money.map(() => ({ name: 'x', colour: 'indigo' })),
      ),
    ).toMatchObject({
      code: 'katame.err.noSuchPlayer',
    });
  });

  it('refuses an entry of the wrong kind for the step, naming the step', () => {
    const s = start(3);
    refused(s, { type: 'card', icon: 'gold' }, 'katame.err.notNow');
    refused(s, { type: 'bid', p: 0, price: 1 }, 'katame.err.notNow');
    refused(opened(), { type: 'priceHidden', icon: 'gold' }, 'katame.err.notNow');
  });
});

describe('one auction, once around (":進行")', () => {
  it('parent, then each player to the left once; the highest takes the card, pays, and becomes parent', () => {
    let s = play(opened(), [{ type: 'card', icon: 'silk' }]);
    expect(prompt(s)).toMatchObject({ phase: 'auction.bid', actors: [0], expects: ['bid', 'pass'] });
    s = play(s, [{ type: 'bid', p: 0, price: 3 }]);
    expect(prompt(s)).toMatchObject({ actors: [1], hint: { key: 'katame.hint.raise' } });
    s = play(s, [{ type: 'bid', p: 1, price: 4 }]);
    expect(prompt(s).actors).toEqual([2]);
    expect(s.money).toEqual([30, 30, 30]);
    s = play(s, [{ type: 'pass', p: 2 }]);
    expect(s.money).toEqual([30, 26, 30]);
    expect(s.won[1]).toEqual([{ face: 'silk', hidden: null, price: 4 }]);
    expect(s.parent).toBe(1);
    expect(prompt(s)).toMatchObject({ phase: 'auction.card', actors: [1], turn: 2 });
    // The next auction opens with the new parent.
    s = play(s, [{ type: 'card', icon: 'gold' }]);
    expect(prompt(s).actors).toEqual([1]);
    expect(brokenInvariants(s)).toEqual([]);
  });

  it('a later player may open when the ones before passed, from 0', () => {
    const s = play(opened(), [
      { type: 'card', icon: 'junk' },
      { type: 'pass', p: 0 },
      { type: 'pass', p: 1 },
    ]);
    expect(prompt(s).hint).toMatchObject({ key: 'katame.hint.open' });
    const t = play(s, [{ type: 'bid', p: 2, price: 0 }]);
    expect(t.money).toEqual([30, 30, 30]);
    expect(t.won[2]).toHaveLength(1);
    expect(t.parent).toBe(2);
  });

  it('nobody bids: the card is discarded for the round and the parent stays', () => {
    const s = playAuction(play(start(3, 2), [{ type: 'price', icon: 'gold' }]), 'choc', [null, null, null]);
    expect(s.discarded).toEqual(['choc']);
    expect(s.parent).toBe(2);
    expect(s.won.flat()).toEqual([]);
    expect(s.dealt).toBe(1);
    expect(prompt(s)).toMatchObject({ phase: 'auction.card', actors: [2], turn: 2 });
  });

  it('refuses a price above the bidder’s money', () => {
    const s = play(opened(), [{ type: 'card', icon: 'silk' }]);
    expect(refused(s, { type: 'bid', p: 0, price: 31 }, 'katame.err.overMoney')).toMatchObject({
      section: '001 進行',
      params: { p: { p: 0 }, price: 31, money: 30 },
    });
    expect(isViolation(step(game, s, { type: 'bid', p: 0, price: 30 }))).toBe(false);
  });

  it('refuses a raise not higher than the last price', () => {
    const s = play(opened(), [
      { type: 'card', icon: 'silk' },
      { type: 'bid', p: 0, price: 5 },
    ]);
    expect(refused(s, { type: 'bid', p: 1, price: 5 }, 'katame.err.notHigher')).toMatchObject({
      params: { price: 5, high: 5, holder: { p: 0 } },
    });
    refused(s, { type: 'bid', p: 1, price: 4 }, 'katame.err.notHigher');
  });

  it('refuses a second bid by one player in the same auction, and a bid out of turn', () => {
    const s = play(opened(), [
      { type: 'card', icon: 'silk' },
      { type: 'bid', p: 0, price: 5 },
    ]);
    refused(s, { type: 'bid', p: 0, price: 9 }, 'katame.err.alreadyDeclared');
    refused(s, { type: 'pass', p: 0 }, 'katame.err.alreadyDeclared');
    refused(s, { type: 'bid', p: 2, price: 9 }, 'katame.err.notYourTurn');
    refused(s, { type: 'bid', p: 3, price: 9 }, 'katame.err.noSuchPlayer');
  });

  it('a player who cannot top the price may only pass', () => {
    // C buys a card for 6 (24 left) and opens the next auction: C passes, A 20, B 25 (B has 5 left).
    let s = playAuction(opened(), 'gold', [null, null, 6]);
    expect(s.money).toEqual([30, 30, 24]);
    s = play(s, [
      { type: 'card', icon: 'gold' },
      { type: 'pass', p: 2 },
      { type: 'bid', p: 0, price: 20 },
    ]);
    s = play(s, [{ type: 'bid', p: 1, price: 25 }]);
    expect(s.phase).toBe('card');
    // B opens 5 with all their money; C must name at least 6 and names all 24, which ends the round.
    s = play(s, [
      { type: 'card', icon: 'silk' },
      { type: 'bid', p: 1, price: 5 },
    ]);
    expect(prompt(s)).toMatchObject({ actors: [2], hint: { key: 'katame.hint.raise', params: { min: 6 } } });
    s = play(s, [{ type: 'bid', p: 2, price: 24 }]);
    expect(prompt(s)).toMatchObject({ actors: [0], hint: { key: 'katame.hint.raise' } });
    const t = play(s, [{ type: 'pass', p: 0 }]);
    expect(t.parent).toBe(2);
    expect(t.end).toEqual({ why: 'broke', p: 2 });
    // With 4 money against a price of 5, only a pass is legal.
    const u = play(opened(), [
      { type: 'card', icon: 'choc' },
      { type: 'bid', p: 0, price: 26 },
    ]);
    const poor = { ...u, money: [30, 4, 30] };
    expect(prompt(poor)).toMatchObject({ actors: [1], hint: { key: 'katame.hint.mustPass' } });
    expect(game.rules.legalActions(poor)).toEqual([{ type: 'pass', p: 1 }]);
  });
});

describe('the end of a round', () => {
  it('ends after the 12th card, auctioned or discarded (empty deck)', () => {
    let s = opened();
    for (let k = 0; k < 11; k++) {
      s = playAuction(s, k % 2 ? 'gold' : 'silk', k % 3 ? [null, null, null] : [1, null, null]);
      expect(s.phase).toBe('card');
    }
    expect(s.dealt).toBe(11);
    s = playAuction(s, 'junk', [null, null, null]);
    expect(s.dealt).toBe(12);
    expect(s.end).toEqual({ why: 'deck' });
    expect(prompt(s)).toMatchObject({
      phase: 'settle.price',
      expects: ['priceHidden'],
      hint: { key: 'katame.hint.endDeck' },
    });
    expect(brokenInvariants(s)).toEqual([]);
  });

  it('ends as soon as a payment leaves a player with 0 money', () => {
    let s = playAuction(opened(), 'gold', [2, 3, null]);
    expect(s.phase).toBe('card');
    // B won and opens: B 5, C passes, A names all 30 of their money and takes the card.
    s = playAuction(s, 'choc', [5, null, 30]);
    expect(s.money).toEqual([0, 27, 30]);
    expect(s.end).toEqual({ why: 'broke', p: 0 });
    expect(s.dealt).toBe(2);
    expect(prompt(s)).toMatchObject({
      phase: 'settle.price',
      actors: [0],
      hint: { key: 'katame.hint.endBroke', params: { p: { p: 0 } } },
    });
    refused(s, { type: 'card', icon: 'silk' }, 'katame.err.notNow');
  });

  it('a player with 0 money may pass or bid 0; a payment of 0 does not end the round', () => {
    // Round 1 ends with A at 0 money; a settlement of junk/junk (2 junk) pays nothing, so A starts round 2 at 0.
    let s = playAuction(opened(), 'junk', [30, null, null]);
    s = play(s, [
      { type: 'priceHidden', icon: 'gold' },
      { type: 'cardHidden', icon: 'junk' },
    ]);
    expect(s.round).toBe(2);
    expect(s.money).toEqual([0, 30, 30]);
    s = play(s, [
      { type: 'price', icon: 'silk' },
      { type: 'card', icon: 'gold' },
    ]);
    expect(game.rules.legalActions(s)).toEqual([
      { type: 'pass', p: 0 },
      { type: 'bid', p: 0, price: 0 },
    ]);
    refused(s, { type: 'bid', p: 0, price: 1 }, 'katame.err.overMoney');
    s = play(s, [
      { type: 'bid', p: 0, price: 0 },
      { type: 'pass', p: 1 },
      { type: 'pass', p: 2 },
    ]);
    expect(s.won[0]).toEqual([{ face: 'gold', hidden: null, price: 0 }]);
    expect(s.phase).toBe('card');
    expect(s.end).toBeNull();
    // The same player passing is always possible.
    s = playAuction(s, 'choc', [null, 1, null]);
    expect(s.parent).toBe(1);
  });

  it('refuses a card face beyond the card set this round (7 silk icons)', () => {
    let s = play(start(2, 0), [{ type: 'price', icon: 'silk' }]);
    for (let k = 0; k < 6; k++) s = playAuction(s, 'silk', [null, null]);
    expect(refused(s, { type: 'card', icon: 'silk' }, 'katame.err.tooMany')).toMatchObject({
      section: 'RULINGS 001 カードの内訳',
      params: { icon: { key: 'katame.icon.silk' }, count: 8, limit: 7 },
    });
    expect(game.rules.legalActions(s)).toEqual(
      (['choc', 'gold', 'junk'] as const).map((icon): Action => ({ type: 'card', icon })),
    );
    expect(unseen(s)).toEqual({ choc: 7, gold: 7, silk: 0, junk: 5 });
  });
});
