// An entry checked against its game's schema, going straight to the one shape its `type` names. A game's
// schema is a valibot variant keyed on `type`; valibot's variant tries each shape's tag on every check,
// which was most of a checked replay's time (a replay checks every entry of an imported game).
//
// Then, for the shape it names, a predicate compiled once from that shape's valibot schema: true only when
// valibot accepts the entry and its output would be the entry itself (no key dropped, no default filled
// in). Valibot builds a new object, a dataset per field and a result per call, which was most of what a
// check still cost; the predicate reads the entry and allocates nothing. Whenever it says false (a refusal,
// an extra key, anything it cannot vouch for), valibot itself judges the entry, so every refusal and its
// issue are valibot's own. Only the constructs the games use are compiled; any other schema is left to valibot.
import * as v from 'valibot';

type Schema = v.GenericSchema<unknown, unknown>;
type Result = v.SafeParseResult<Schema>;

/** A compiled check: `fits` says true only when valibot accepts the value and gives it back unchanged. */
export interface Fit {
  fits: (value: unknown) => boolean;
  /** True when `fits` is also false exactly when valibot refuses (a primitive): safe inside a union or as a tag. */
  exact: boolean;
}

/** The parts of a valibot schema or pipe action the compiler reads. */
interface Node {
  kind?: string;
  type?: string;
  reference?: unknown;
  async?: boolean;
  pipe?: Node[];
  literal?: unknown;
  options?: unknown[];
  item?: Node;
  wrapped?: Node;
  default?: unknown;
  entries?: Record<string, Node>;
  key?: string;
  requirement?: unknown;
}

/** Bounds of a pipe of v.number() with v.integer, v.minValue and v.maxValue only, or null. */
function numberBounds(items: Node[]): { integer: boolean; min: number; max: number } | null {
  const bounds = { integer: false, min: Number.NEGATIVE_INFINITY, max: Number.POSITIVE_INFINITY };
  for (const item of items) {
    const req = item.requirement;
    if (item.kind === 'metadata') continue;
    if (item.reference === v.integer) bounds.integer = true;
    else if (item.reference === v.minValue && typeof req === 'number') bounds.min = Math.max(bounds.min, req);
    else if (item.reference === v.maxValue && typeof req === 'number') bounds.max = Math.min(bounds.max, req);
    else return null;
  }
  return bounds;
}

/** One pipe action as a predicate on a value its schema accepted (valibot's own test), or null. */
function action(item: Node): ((value: unknown) => boolean) | null {
  const req = item.requirement as number;
  if (item.reference === v.integer) return (x) => Number.isInteger(x);
  if (item.reference === v.minValue) return (x) => (x as number) >= req;
  if (item.reference === v.maxValue) return (x) => (x as number) <= req;
  if (item.reference === v.minLength) return (x) => !((x as unknown[]).length < req);
  if (item.reference === v.maxLength) return (x) => !((x as unknown[]).length > req);
  return null;
}

function compilePipe(pipe: Node[]): Fit | null {
  const [root, ...items] = pipe;
  if (root === undefined) return null;
  const bounds = root.reference === v.number && root.pipe === undefined ? numberBounds(items) : null;
  if (bounds !== null) {
    // The usual entry field (a seat, a count): one test instead of four runs.
    const { integer, min, max } = bounds;
    const fits = (x: unknown) =>
      typeof x === 'number' && !Number.isNaN(x) && (!integer || Number.isInteger(x)) && x >= min && x <= max;
    return { fits, exact: true };
  }
  const base = compileFit(root);
  const checks: ((value: unknown) => boolean)[] = [];
  for (const item of items) {
    if (item.kind === 'metadata') continue;
    const check = action(item);
    if (check === null) return null;
    checks.push(check);
  }
  if (base === null) return null;
  const rootFits = base.fits;
  const fits = (x: unknown) => {
    if (!rootFits(x)) return false;
    for (const check of checks) if (!check(x)) return false;
    return true;
  };
  return { fits, exact: base.exact };
}

/** Plain data as JSON gives it: an object whose keys are all its own (none met through an unusual prototype). */
function plain(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && Object.getPrototypeOf(x) === Object.prototype;
}

function compileObject(entries: Record<string, Node>): Fit | null {
  const keys: string[] = [];
  const fields: ((value: unknown) => boolean)[] = [];
  const optional: boolean[] = [];
  for (const key of Object.keys(entries)) {
    // `key in input` would find such a key on every object: valibot's answer, not plain data's.
    if (key in Object.prototype) return null;
    const entry = entries[key] as Node;
    const fit = compileFit(entry);
    if (fit === null) return null;
    keys.push(key);
    fields.push(fit.fits);
    optional.push(entry.type === 'optional');
  }
  const fits = (x: unknown) => {
    if (!plain(x)) return false;
    let present = 0;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i] as string;
      const value = x[key];
      // `in` only for a value that reads as undefined (absent, or there as undefined): one lookup, not two.
      if (value === undefined && !(key in x)) {
        if (!optional[i]) return false;
      } else {
        present++;
        if (!(fields[i] as (value: unknown) => boolean)(value)) return false;
      }
    }
    // A key the shape does not name would be dropped from valibot's output: left to valibot.
    let own = 0;
    for (const _ in x) own++;
    return own === present;
  };
  return { fits, exact: false };
}

function compileVariant(key: string, options: Node[]): Fit | null {
  const tags: { fits: (value: unknown) => boolean; optional: boolean; shape: (value: unknown) => boolean }[] =
    [];
  for (const option of options) {
    const tag = option.entries?.[key];
    if (option.type !== 'object' || tag === undefined) return null;
    const tagFit = compileFit(tag);
    const shape = compileFit(option);
    if (tagFit === null || !tagFit.exact || shape === null) return null;
    tags.push({ fits: tagFit.fits, optional: tag.type === 'optional', shape: shape.fits });
  }
  // Valibot takes the first shape whose tag fits and that it accepts: the first whose tag fits must fit here.
  const fits = (x: unknown) => {
    if (!plain(x)) return false;
    for (const tag of tags) if (key in x ? tag.fits(x[key]) : tag.optional) return tag.shape(x);
    return false;
  };
  return { fits, exact: false };
}

/** The predicate of a valibot schema built from the constructs the games use, or null for any other. */
export function compileFit(node: Node): Fit | null {
  if (node.async || 'fallback' in node) return null;
  if (node.pipe !== undefined) return compilePipe(node.pipe);
  if (node.kind !== 'schema') return null;
  const options = node.options;
  switch (node.reference) {
    case v.literal: {
      const literal = node.literal;
      // Valibot compares as SameValueZero (NaN is NaN, -0 is 0).
      const nan = Number.isNaN(literal);
      return { fits: (x) => x === literal || (nan && Number.isNaN(x)), exact: true };
    }
    case v.number:
      return { fits: (x) => typeof x === 'number' && !Number.isNaN(x), exact: true };
    case v.string:
      return { fits: (x) => typeof x === 'string', exact: true };
    case v.boolean:
      return { fits: (x) => typeof x === 'boolean', exact: true };
    case v.picklist:
      return options ? { fits: (x) => options.includes(x), exact: true } : null;
    case v.optional:
    case v.nullable: {
      const wrapped = node.wrapped && node.default === undefined ? compileFit(node.wrapped) : null;
      if (wrapped === null) return null;
      const empty = node.reference === v.optional ? undefined : null;
      const inner = wrapped.fits;
      return { fits: (x) => x === empty || inner(x), exact: wrapped.exact };
    }
    case v.array: {
      const item = node.item && compileFit(node.item);
      if (!item) return null;
      const itemFits = item.fits;
      const fits = (x: unknown) => {
        if (!Array.isArray(x)) return false;
        for (let i = 0; i < x.length; i++) if (!itemFits(x[i])) return false;
        return true;
      };
      return { fits, exact: false };
    }
    case v.union: {
      // Only a union of exact options: valibot gives back the first it accepts, which must be the value itself.
      const fits = (options ?? []).map((option) => compileFit(option as Node));
      if (options === undefined || fits.some((fit) => fit === null || !fit.exact)) return null;
      const each = fits.map((fit) => (fit as Fit).fits);
      const fitsAny = (x: unknown) => {
        for (const f of each) if (f(x)) return true;
        return false;
      };
      return { fits: fitsAny, exact: true };
    }
    case v.object:
      return node.entries ? compileObject(node.entries) : null;
    case v.variant:
      return node.key !== undefined && options ? compileVariant(node.key, options as Node[]) : null;
    default:
      return null;
  }
}

/** A shape of the variant with its compiled predicate (null: valibot alone judges it). */
interface Shape {
  schema: Schema;
  fits: ((value: unknown) => boolean) | null;
}

/** The shapes of a variant by their tag's literal, or null when the schema is not such a variant. */
function shapesOf(schema: Schema): Map<unknown, Shape> | null {
  const variant = schema as Partial<v.VariantSchema<string, v.VariantOptions<string>, undefined>>;
  if (variant.type !== 'variant' || variant.key === undefined || variant.options === undefined) return null;
  // A variant inside a pipe has the variant's fields too, but also checks of its own: valibot's alone.
  if ('pipe' in variant) return null;
  const shapes = new Map<unknown, Shape>();
  for (const option of variant.options) {
    const tag = (option as { entries?: Record<string, { type?: string; literal?: unknown }> }).entries?.[
      variant.key
    ];
    // A nested variant or a tag that is not one literal: only valibot's own search is right.
    if (tag?.type !== 'literal' || shapes.has(tag.literal)) return null;
    shapes.set(tag.literal, { schema: option as Schema, fits: compileFit(option as Node)?.fits ?? null });
  }
  return shapes;
}

const known = new WeakMap<Schema, { key: string; shapes: Map<unknown, Shape> } | null>();

// The schema of the last check and its shapes: a replay checks every entry against one schema, and a
// WeakMap lookup per entry was a tenth of a check.
let lastSchema: Schema | undefined;
let lastFound: { key: string; shapes: Map<unknown, Shape> } | null = null;

/** What `v.safeParse(schema, action)` gives, found faster when the schema is a variant of literal tags. */
export function checkAction(schema: Schema, action: unknown): Result {
  let found = schema === lastSchema ? lastFound : known.get(schema);
  if (found === undefined) {
    const shapes = shapesOf(schema);
    found = shapes && { key: (schema as unknown as { key: string }).key, shapes };
    known.set(schema, found);
  }
  lastSchema = schema;
  lastFound = found;
  if (found !== null && typeof action === 'object' && action !== null) {
    const shape = found.shapes.get((action as Record<string, unknown>)[found.key]);
    if (shape !== undefined) {
      // Valibot's success, told as valibot tells it (its output equals the entry, as the predicate made sure).
      if (shape.fits?.(action)) return { typed: true, success: true, output: action, issues: undefined };
      const result = v.safeParse(shape.schema, action);
      // A failure is told as the variant tells it (the same issue and path), from the variant itself.
      if (result.success) return result;
    }
  }
  return v.safeParse(schema, action);
}
