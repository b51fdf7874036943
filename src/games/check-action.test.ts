// The fast check of an entry says exactly what valibot's own check of the whole schema says: for every
// entry of every example game, and for entries broken at random (a field changed, removed or added).
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkAction, compileFit } from '../engine/check-action';
import { EXAMPLES as BY_GAME } from '../engine/testing/examples';
import { GAME_IDS } from '../engine/types';
import { MODULES } from './all';

const EXAMPLES = GAME_IDS.map((id) => BY_GAME[id]);

/** What a check says, in plain values: accepted with this output, or refused at this path. */
function verdict(result: v.SafeParseResult<v.GenericSchema>) {
  if (result.success) return { ok: true, output: result.output };
  return { ok: false, issue: result.issues[0].message, path: result.issues[0].path?.map((p) => p.key) };
}

/** A value to put in a field: of a right type, a wrong one, or nothing. */
const anyValue = fc.oneof(
  fc.integer({ min: -2, max: 12 }),
  fc.double(),
  fc.string({ maxLength: 3 }),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 4 }),
);

describe('checkAction', () => {
  for (const record of EXAMPLES) {
    const schema = MODULES[record.game]?.rules.actionSchema as v.GenericSchema;
    const actions = record.entries.flatMap((e) => ('action' in e ? [e.action] : []));

    it(`accepts every entry of the ${record.game} example as valibot does, with the same output`, () => {
      for (const action of actions) {
        const fast = checkAction(schema, action);
        expect(fast.success).toBe(true);
        expect(verdict(fast)).toEqual(verdict(v.safeParse(schema, action)));
      }
    });

    it(`judges a broken ${record.game} entry as valibot does`, () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...actions),
          fc.oneof(
            fc.constantFrom('type', 'player', 'amount', 'dice', 'card', 'cards'),
            fc.string({ maxLength: 4 }),
          ),
          anyValue,
          (action, field, value) => {
            const broken = { ...(action as object), [field]: value };
            expect(verdict(checkAction(schema, broken))).toEqual(verdict(v.safeParse(schema, broken)));
          },
        ),
        { numRuns: 300 },
      );
    });
  }

  it('judges what is not an object at all as valibot does', () => {
    const schema = MODULES.edo?.rules.actionSchema as v.GenericSchema;
    for (const value of [null, 3, 'bid', [], undefined]) {
      expect(verdict(checkAction(schema, value))).toEqual(verdict(v.safeParse(schema, value)));
    }
  });
});

/** Every shape of every game's schema, and the schemas of the fields inside them (to test each construct alone). */
function shapesOf(schema: v.GenericSchema): v.GenericSchema[] {
  return (schema as unknown as { options: v.GenericSchema[] }).options;
}

/** Values near and far from an entry's fields: numbers at the bounds, -0, NaN, strings, lists, nested objects. */
const fieldValue = fc.oneof(
  anyValue,
  fc.constantFrom(-0, Number.NaN, Number.POSITIVE_INFINITY, 0.5, 99, 'stock', 'wheat', 'special', 'east'),
  fc.array(fc.oneof(fc.integer({ min: -1, max: 9 }), fc.constantFrom('wheat', 'red', 'special')), {
    maxLength: 13,
  }),
  fc.record({ colour: fc.constantFrom('red', 'special', 'pink'), pips: fc.integer({ min: 0, max: 7 }) }),
  fc.anything(),
);

describe('compileFit', () => {
  for (const record of EXAMPLES) {
    const schema = MODULES[record.game]?.rules.actionSchema as v.GenericSchema;
    const actions = record.entries.flatMap((e) => ('action' in e ? [e.action] : []));

    it(`compiles every shape of ${record.game} (so that no entry is left to valibot's slow path)`, () => {
      for (const shape of shapesOf(schema)) expect(compileFit(shape as never)).not.toBeNull();
    });

    it(`says true for a ${record.game} entry only when valibot accepts it and gives it back unchanged`, () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...actions),
          fc.string({ maxLength: 6 }),
          fieldValue,
          fc.boolean(),
          (action, extra, value, replaceField) => {
            // Change one of the entry's own fields, or add one it does not have.
            const keys = Object.keys(action as object);
            const key = replaceField ? (keys[value === null ? 0 : keys.length - 1] as string) : extra;
            const changed = { ...(action as object), [key]: value };
            for (const candidate of [action, changed, Object.create(action as object)]) {
              const expected = v.safeParse(schema, candidate);
              const fast = checkAction(schema, candidate);
              expect(verdict(fast)).toStrictEqual(verdict(expected));
              if (fast.success) expect(fast.output).toStrictEqual(expected.output);
            }
          },
        ),
        { numRuns: 400 },
      );
    });
  }

  it('judges each construct alone as valibot does: exactly, for a primitive; soundly, for the rest', () => {
    const Seat = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3));
    const card = v.variant('colour', [
      v.object({ colour: v.picklist(['red', 'blue']), pips: v.pipe(v.number(), v.integer()) }),
      v.object({ colour: v.literal('special') }),
    ]);
    const schemas: [v.GenericSchema, boolean][] = [
      [Seat, true],
      [v.union([v.literal('stock'), Seat]), true],
      [v.optional(v.picklist(['a', 'b'])), true],
      [v.nullable(card), false],
      [v.pipe(v.array(Seat), v.minLength(2), v.maxLength(3)), false],
      [v.object({ a: v.optional(Seat), b: v.string(), c: v.boolean() }), false],
      [v.literal(Number.NaN), true],
      [v.literal(0), true],
    ];
    for (const [schema, exact] of schemas) {
      const fit = compileFit(schema as never);
      expect(fit?.exact).toBe(exact);
      fc.assert(
        fc.property(fieldValue, (value) => {
          const expected = v.safeParse(schema, value);
          if (fit?.fits(value)) expect(expected.output).toStrictEqual(value);
          if (fit?.fits(value) || exact) expect(fit?.fits(value)).toBe(expected.success);
        }),
        { numRuns: 300 },
      );
    }
    // What the compiler does not know (a default, a transformation) is left to valibot.
    expect(compileFit(v.optional(v.boolean(), false) as never)).toBeNull();
    expect(compileFit(v.pipe(v.string(), v.trim()) as never)).toBeNull();
    expect(compileFit(v.fallback(v.number(), 1) as never)).toBeNull();
  });
});
