// The fast check of an entry says exactly what valibot's own check of the whole schema says: for every
// entry of every example game, and for entries broken at random (a field changed, removed or added).
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import edo from '../../docs/examples/edo.json';
import gyosho from '../../docs/examples/gyosho.json';
import katame from '../../docs/examples/katame.json';
import mercator from '../../docs/examples/mercator.json';
import supermarket from '../../docs/examples/supermarket.json';
import { checkAction } from './check-action';
import { MODULES } from './modules';
import type { GameRecord } from './record';

const EXAMPLES = [edo, gyosho, katame, mercator, supermarket] as unknown as GameRecord[];

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
    const schema = MODULES[record.game]?.actionSchema as v.GenericSchema;
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
    const schema = MODULES.edo?.actionSchema as v.GenericSchema;
    for (const value of [null, 3, 'bid', [], undefined]) {
      expect(verdict(checkAction(schema, value))).toEqual(verdict(v.safeParse(schema, value)));
    }
  });
});
