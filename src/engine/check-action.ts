// An entry checked against its game's schema, going straight to the one shape its `type` names. A game's
// schema is a valibot variant keyed on `type`; valibot's variant tries each shape's tag on every check,
// which was most of a checked replay's time (a replay checks every entry of an imported game).
import * as v from 'valibot';

type Schema = v.GenericSchema<unknown, unknown>;
type Result = v.SafeParseResult<Schema>;

/** The shapes of a variant by their tag's literal, or null when the schema is not such a variant. */
function shapesOf(schema: Schema): Map<unknown, Schema> | null {
  const variant = schema as Partial<v.VariantSchema<string, v.VariantOptions<string>, undefined>>;
  if (variant.type !== 'variant' || variant.key === undefined || variant.options === undefined) return null;
  const shapes = new Map<unknown, Schema>();
  for (const option of variant.options) {
    const tag = (option as { entries?: Record<string, { type?: string; literal?: unknown }> }).entries?.[
      variant.key
    ];
    // A nested variant or a tag that is not one literal: only valibot's own search is right.
    if (tag?.type !== 'literal' || shapes.has(tag.literal)) return null;
    shapes.set(tag.literal, option as Schema);
  }
  return shapes;
}

const known = new WeakMap<Schema, { key: string; shapes: Map<unknown, Schema> } | null>();

/** What `v.safeParse(schema, action)` gives, found faster when the schema is a variant of literal tags. */
export function checkAction(schema: Schema, action: unknown): Result {
  let found = known.get(schema);
  if (found === undefined) {
    const shapes = shapesOf(schema);
    found = shapes && { key: (schema as unknown as { key: string }).key, shapes };
    known.set(schema, found);
  }
  if (found !== null && typeof action === 'object' && action !== null) {
    const shape = found.shapes.get((action as Record<string, unknown>)[found.key]);
    if (shape !== undefined) {
      const result = v.safeParse(shape, action);
      // A failure is told as the variant tells it (the same issue and path), from the variant itself.
      if (result.success) return result;
    }
  }
  return v.safeParse(schema, action);
}
