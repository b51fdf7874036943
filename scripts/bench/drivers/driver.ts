// What a game's driver is: it enters one entry of the game's example record by tapping the screens.
import type { Locator, Page } from 'playwright-core';
import type { Say } from '../../../e2e/strings';
import type { GameId, Msg } from '../../../src/engine/types';
import type { Effect, Tapper } from '../tapper';

/** Everything a driver needs to enter one entry. */
export interface EntryContext<S = unknown, A = unknown> {
  page: Page;
  tapper: Tapper;
  /** The action to enter and the state it is entered in (from the record's replay in Node). */
  action: A;
  state: S;
  /** What the tap that completes the entry must show: one entry more. */
  entered: Effect;
  /** The app's Japanese strings with the game's. */
  say: Say;
  /** The players' names by seat, as their chips show them (a bidder is tapped by name, not by place). */
  names: readonly string[];
}

/** A game's driver. */
export interface Driver<S = unknown, A = unknown> {
  id: GameId;
  /** The record's first entries put straight into the database: setup screens that are not the game's main entry. */
  seeded: number;
  /** Enters one entry by taps; the last of them is measured as an entry (`entered`). */
  enter(ctx: EntryContext<S, A>): Promise<void>;
}

/** Types a number on the number pad, one measured tap per digit, each checked on the pad's display. */
export async function typeDigits(ctx: EntryContext, amount: number): Promise<void> {
  const pad = ctx.page.locator('.number-pad:visible');
  let typed = '';
  for (const digit of String(amount)) {
    typed = typed === '0' ? digit : typed + digit;
    await ctx.tapper.tap(named(pad, digit), 'digit', { display: typed });
  }
}

/** Taps the number pad's confirm key, the tap that enters the amount. */
export async function confirmPad(ctx: EntryContext, kind: string): Promise<void> {
  await ctx.tapper.tap(ctx.page.locator('.number-pad:visible .pad-ok'), kind, ctx.entered, true);
}

/** An index in the screen's own list; -1 (not offered) would make playwright's nth() pick the last one. */
export function found(k: number, what: string): number {
  if (k < 0) throw new Error(`the screen offers no ${what}`);
  return k;
}

/**
 * The button under `scope` whose accessible name is exactly `name`: found by what the screen says, never by
 * its place in a list the screen may reorder (issue 34: a reordered list sent the bench to the wrong button).
 */
export function named(scope: Locator, name: string): Locator {
  return scope.getByRole('button', { name, exact: true });
}

/** The button under `scope` that holds the chip of the player named `name` (a bidder, an objector). */
export function ofPlayer(scope: Locator, name: string): Locator {
  const exactly = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return scope.getByRole('button').filter({ has: scope.page().locator('.chip-name', { hasText: exactly }) });
}

/** A card tile of the grid under `scope`: named "<row> <number>" (CardGrid's tiles say their row and number). */
export function tile(scope: Locator, row: string, n: number): Locator {
  return named(scope, `${row} ${n}`);
}

/** A game's message as the screen says it, its parameters said first where they are messages themselves. */
export function sayMsg(say: Say, m: Msg): string {
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(m.params ?? {})) {
    if (typeof v === 'string' || typeof v === 'number') params[k] = v;
    else if ('key' in v) params[k] = sayMsg(say, v);
    else throw new Error(`sayMsg: a player's parameter (${k}) needs the names`);
  }
  return say(m.key, params);
}
