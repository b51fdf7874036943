// 江戸の商家: every entry through its own screen. The roll is one tap per die on the dice pads; a bid is the
// bidder and the site (when not the ones the pad starts with), the digits and OK, or 小銭稼ぎ.
import { pendingBidders } from '../../../src/games/edo/auction';
import type { Colour } from '../../../src/games/edo/components';
import { mayObject } from '../../../src/games/edo/dice';
import { proposeRed, proposeSpecial } from '../../../src/games/edo/end';
import type { EdoAction, EdoState } from '../../../src/games/edo/index';
import { type Card, colourMsg } from '../../../src/games/edo/state';
import type { Effect } from '../tapper';
import { confirmPad, type Driver, type EntryContext, found, named, tile, typeDigits } from './driver';

type Ctx = EntryContext<EdoState, EdoAction>;

/** A card on the colour × pips grid (or the 特注 key). */
function card(ctx: Ctx, c: Card, effect: Effect, entry: boolean) {
  const target =
    c.colour === 'special'
      ? ctx.page.locator('.edo-pick:visible .edo-wide')
      : tile(ctx.page.locator('.edo-pick:visible'), ctx.say(`edo.colour.${c.colour}`), c.pips);
  return ctx.tapper.tap(target, 'card', effect, entry);
}

/** A colour's name as the screen says it (a goods colour, or 特注). */
const colourName = (ctx: Ctx, c: Colour | 'special') => ctx.say(colourMsg(c).key);

/** Face `n` of the `pad`-th dice pad of the step. */
const face = (ctx: Ctx, pad: number, n: number) =>
  ctx.page
    .locator('.edo-step:visible .dice-pad')
    .nth(pad)
    .locator('.pad-key:visible')
    .nth(n - 1);

/** The step's confirming key. */
const confirm = (ctx: Ctx, kind: string) =>
  ctx.tapper.tap(ctx.page.locator('.edo-step:visible .big-btn').first(), kind, ctx.entered, true);

async function bid(ctx: Ctx, a: Extract<EdoAction, { type: 'bid' }>) {
  const { page, tapper, state } = ctx;
  const pending = pendingBidders(state);
  if (pending[0] !== a.player) {
    await tapper.tap(named(page.locator('.edo-bidders:visible'), ctx.names[a.player] ?? ''), 'bidder', {
      pressed: true,
    });
  }
  if (a.east === 0 && a.west === 0)
    return tapper.tap(page.locator('.edo-koban:visible'), 'koban', ctx.entered, true);
  const site = state.markers[a.player] === 'west' ? 'west' : 'east';
  const wanted = a.east > 0 ? 'east' : 'west';
  if (site !== wanted) {
    await tapper.tap(named(page.locator('.pad-extra:visible'), ctx.say(`edo.site.${wanted}`)), 'site', {
      pressed: true,
    });
  }
  await typeDigits(ctx, a.east + a.west);
  await confirmPad(ctx, 'bid');
}

/** The edo driver: the whole example game (four merchants, 115 entries). */
export const edo: Driver<EdoState, EdoAction> = {
  id: 'edo',
  seeded: 0,
  async enter(ctx) {
    const { page, tapper, action: a, state, entered } = ctx;
    switch (a.type) {
      case 'start':
        await tapper.tap(face(ctx, 0, a.keep), 'die', { pressed: true });
        return tapper.tap(face(ctx, 1, a.pass), 'die', entered, true);
      case 'discards':
        await card(ctx, a.cards[0] as Card, { changed: true }, false);
        return card(ctx, a.cards[1] as Card, entered, true);
      case 'roll':
        for (const [i, n] of a.dice.entries()) {
          const last = i === a.dice.length - 1;
          await tapper.tap(face(ctx, i, n), 'die', last ? entered : { pressed: true }, last);
        }
        return;
      case 'keep': {
        const roll = state.roll ?? [];
        const picked: number[] = [];
        for (const d of a.dice) {
          const i = roll.findIndex((r, k) => r === d && !picked.includes(k));
          picked.push(found(i, 'such die'));
          await tapper.tap(page.locator('.edo-dice:visible .pad-key').nth(i), 'keep die', { pressed: true });
        }
        return confirm(ctx, 'keep');
      }
      case 'object':
        for (const p of a.players) {
          if (!mayObject(state).includes(p)) throw new Error(`edo: player ${p} may not object here`);
          const toggle = named(page.locator('.edo-toggles:visible'), ctx.names[p] ?? '');
          await tapper.tap(toggle, 'objector', { pressed: true });
        }
        return confirm(ctx, 'object');
      case 'draw':
        if (a.west === null) return card(ctx, a.east, entered, true);
        await card(ctx, a.east, { changed: true }, false);
        return card(ctx, a.west, entered, true);
      case 'declare':
        return tapper.tap(
          named(page.locator('.edo-choices:visible'), ctx.say(`edo.choice.${a.choice}`)),
          'declare',
          entered,
          true,
        );
      case 'bid':
        return bid(ctx, a);
      case 'blue':
        return tapper.tap(
          named(page.locator('.edo-choices:visible'), ctx.say(a.lower ? 'edo.ui.lower' : 'edo.ui.keepBid')),
          'blue',
          entered,
          true,
        );
      case 'special': {
        const proposed = proposeSpecial(state, a.player);
        for (const [i, c] of a.colours.entries()) {
          if (proposed[i] === c) continue;
          // The i-th card's colours, by its legend; the colour by its name.
          const card = page.getByRole('group', {
            name: ctx.say('edo.ui.specialN', { p: ctx.names[a.player] ?? '', n: i + 1 }),
          });
          await tapper.tap(named(card, colourName(ctx, c)), 'colour', { pressed: true });
        }
        return confirm(ctx, 'special');
      }
      case 'red': {
        if (a.take === proposeRed(state)) return confirm(ctx, 'red');
        const words =
          a.take === null
            ? ctx.say('edo.ui.takeNone')
            : ctx.say('edo.ui.take', { card: colourName(ctx, a.take) });
        return tapper.tap(named(page.locator('.edo-others:visible'), words), 'red', entered, true);
      }
    }
  },
};
