// Entries to try on a game in progress: anything at all, the game's own entry-shaped junk, near misses (a
// legal entry with one field changed: a bid over the coins held, a card out of range), which is what reaches
// the rules' own refusals and their secrets, and legal entries as they are (which must not touch the state).
import fc from 'fast-check';
import type { AnyGameModule } from '../../../engine/types';

/** An entry to try, made into an action once the state it is tried in is known (a near miss needs its legal entries). */
export type Probe =
  | { kind: 'as is'; action: unknown }
  | { kind: 'legal'; pick: number }
  | { kind: 'near'; pick: number; field: number; value: unknown };

/** Junk any game must refuse or take: values of every shape, and objects with the field names games use. */
const anyShape = fc.oneof(
  fc.anything(),
  fc.record({ type: fc.string({ maxLength: 12 }) }),
  fc.dictionary(
    fc.constantFrom(
      'type',
      'player',
      'p',
      'amount',
      'price',
      'suit',
      'rank',
      'colour',
      'value',
      'dice',
      'city',
    ),
    fc.jsonValue(),
  ),
);

/** A legal entry of the state with one field (not its type) set to a value near or far out of range. */
const nearMiss = fc.record({
  kind: fc.constant('near' as const),
  pick: fc.nat(),
  field: fc.nat(),
  value: fc.oneof(fc.integer({ min: -3, max: 99 }), fc.constantFrom(null, 'x', 1.5, [], {})),
});

/** Probes from anything, the game's own junk (entry-shaped, with the game's field names), near misses and legal entries. */
export function probes(junk: fc.Arbitrary<unknown>): fc.Arbitrary<Probe> {
  return fc.oneof(
    anyShape.map((action): Probe => ({ kind: 'as is', action })),
    junk.map((action): Probe => ({ kind: 'as is', action })),
    nearMiss,
    fc.record({ kind: fc.constant('legal' as const), pick: fc.nat() }),
  );
}

/** The action a probe tries in `state`. */
export function actionOf(module: AnyGameModule, state: unknown, probe: Probe): unknown {
  if (probe.kind === 'as is') return probe.action;
  const legal = (module.rules.isOver(state) ? [] : module.rules.legalActions(state)) as Record<
    string,
    unknown
  >[];
  const base = legal[probe.pick % Math.max(1, legal.length)];
  if (!base) return { type: '' };
  if (probe.kind === 'legal') return base;
  const fields = Object.keys(base).filter((k) => k !== 'type');
  const field = fields[probe.field % Math.max(1, fields.length)];
  return field === undefined ? base : { ...base, [field]: probe.value };
}

/** Far past any range: more coins than a game holds, a seat or a card that does not exist. */
const FAR = 999;

/**
 * One legal entry of each type with one of its numbers pushed far out of range, for every number it has:
 * the refusals a table meets most (a bid over the coins held), which random probes reach only now and then.
 */
export function pushed(module: AnyGameModule, state: unknown): unknown[] {
  if (module.rules.isOver(state)) return [];
  const byType = new Map<string, Record<string, unknown>>();
  for (const action of module.rules.legalActions(state) as Record<string, unknown>[]) {
    if (!byType.has(String(action.type))) byType.set(String(action.type), action);
  }
  return [...byType.values()].flatMap((action) =>
    Object.keys(action)
      .filter((k) => typeof action[k] === 'number')
      .map((k) => ({ ...action, [k]: FAR })),
  );
}
