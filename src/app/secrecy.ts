// What a table may show while the rules keep things hidden: one decision, used by every screen, the log,
// history, notices and refusals. The final scoreboard, the PNG and print come after the end: all open.
import type { Rejected } from '../engine/replay';
import type { AnyGameModule, Msg } from '../engine/types';
import type { Translate } from '../games/types';
import type { Settings } from './settings';

/** Whether the table keeps this game's secrets now: during play, unless it is a teaching table. */
export function keepsSecrets(settings: Settings, module: AnyGameModule, over: boolean): boolean {
  return !over && settings.keepsSecrets(module.id);
}

/** The log line of an entry (said of the state it was applied to), minus what is hidden by `now`. */
export function describeFor(
  module: AnyGameModule,
  before: unknown,
  action: unknown,
  now: unknown,
  keep: boolean,
): Msg {
  return keep && module.secrecy?.describeOpen
    ? module.secrecy?.describeOpen(before, action, now)
    : module.words.describe(before, action);
}

/** Each player's secret facts in `state`, in words (facts[p] for seat p), for the press-and-hold reveal. */
export function factsByPlayer(
  module: AnyGameModule,
  state: unknown,
  players: number,
  t: Translate,
): string[][] {
  const facts: string[][] = Array.from({ length: players }, () => []);
  for (const { owner, fact } of module.secrecy?.secrets(state) ?? []) facts[owner]?.push(t(fact));
  return facts;
}

/**
 * Why an entry no longer fits, as the table may read it: a bid still sealed says nothing of its amount (its
 * reason would: "does not have 20"), since its player enters it again blind.
 */
export function unfitReason(
  module: AnyGameModule,
  unfit: Rejected,
  before: unknown,
  now: unknown,
  keep: boolean,
): Msg {
  const sealed = keep && before !== undefined && module.secrecy?.sealed?.(before, unfit.action, now) === true;
  return sealed
    ? { key: 'table.sealedUnfit' }
    : { key: unfit.violation.code, params: unfit.violation.params };
}
