import fc from 'fast-check';
import type * as z from 'zod/mini';

// fast-check arbitraries read from a route's own zod schemas: values that look valid (most pass the
// schema; the fuzz test asks the schema which do) and broken ones (a field dropped, added, of the
// wrong type or shape). Only what the route table's schemas use is understood; anything else
// yields arbitrary JSON, which the schema then classifies like any other value.

interface Def {
  type: string;
  check?: string;
  checks?: { _zod: { def: CheckDef } }[];
  format?: string;
  pattern?: RegExp;
  coerce?: boolean;
  shape?: Record<string, z.ZodMiniType>;
  catchall?: z.ZodMiniType;
  element?: z.ZodMiniType;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  out?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
}
interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
}

const defOf = (s: z.ZodMiniType) => (s as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (d: Def): CheckDef[] => [
  ...(d.check ? [d as unknown as CheckDef] : []),
  ...(d.checks ?? []).map((c) => c._zod.def),
];

/** Strings that have broken parsers before: control characters, unicode, injection shapes, sizes. */
export const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 64 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '{{7*7}}',
    '%00',
    '%2e%2e',
    'a'.repeat(5000),
    'A'.repeat(43),
    '__proto__',
    'constructor',
    'FFFFFFFFFFFFFFFFFFFFFFFF',
    'ffffffffffffffffffffffff0',
    '\u202e',
    'null',
    'true',
    '1e308',
  ),
);

/** Any JSON, hostile strings included. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  hostileString,
  fc.dictionary(hostileString, fc.jsonValue(), { maxKeys: 4 }),
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 53, [], {}, [null]),
);

/** What a valid-looking string is drawn from besides its own generator: real ids, real-looking words. */
export interface Pool {
  strings: readonly string[];
  /** Extra generators for strings a schema accepts (page cursors crafted by hand, say). */
  extra?: readonly fc.Arbitrary<string>[];
}

/** Values drawn from each extra generator of a pool, to find those a string schema takes. */
const EXTRA_DRAWS = 200;
const taken = new WeakMap<fc.Arbitrary<string>, WeakMap<z.ZodMiniType, string[]>>();

/** The values of EXTRA_DRAWS from a generator that a schema takes, drawn once per generator and schema. */
function takenFrom(a: fc.Arbitrary<string>, schema: z.ZodMiniType): string[] {
  const bySchema = taken.get(a) ?? new WeakMap<z.ZodMiniType, string[]>();
  taken.set(a, bySchema);
  let values = bySchema.get(schema);
  if (!values) {
    values = [...new Set(fc.sample(a, { numRuns: EXTRA_DRAWS, seed: 0 }).filter((s) => schema.safeParse(s).success))];
    bySchema.set(schema, values);
  }
  return values;
}

function stringArb(d: Def, schema: z.ZodMiniType, pool: Pool): fc.Arbitrary<string> {
  const checks = checksOf(d);
  const min = Math.max(0, ...checks.filter((c) => c.check === 'min_length').map((c) => c.minimum ?? 0));
  const max = Math.min(200, ...checks.filter((c) => c.check === 'max_length').map((c) => c.maximum ?? 200));
  const format = checks.find((c) => c.check === 'string_format');
  let own: fc.Arbitrary<string>;
  if (format?.format === 'email') own = fc.emailAddress();
  else if (format?.format === 'datetime') own = fc.date({ noInvalidDate: true }).map((t) => t.toISOString());
  else if (format?.pattern) own = fc.stringMatching(format.pattern);
  else own = fc.string({ minLength: min, maxLength: Math.max(min, max) });
  const fits = pool.strings.filter((s) => schema.safeParse(s).success);
  // of the extra generators' values, those this schema takes, drawn once: filtering each draw
  // afresh retried costly generators dozens of times per value where few pass (cursors under an
  // id's pattern), which cost the route fuzzer minutes
  const extra = (pool.extra ?? [])
    .map((a) => takenFrom(a, schema))
    .filter((taken) => taken.length)
    .map((taken) => fc.constantFrom(...taken));
  return fc.oneof(own, ...(fits.length ? [fc.constantFrom(...fits)] : []), ...extra);
}

function numberArb(d: Def): fc.Arbitrary<number> {
  const checks = checksOf(d);
  const lo = checks.find((c) => c.check === 'greater_than');
  const hi = checks.find((c) => c.check === 'less_than');
  const int = checks.some((c) => c.check === 'number_format' && /int/.test(c.format ?? ''));
  const min = lo?.value ?? -1000;
  const max = hi?.value ?? 1000;
  return int
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.oneof(fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), fc.double({ min, max, noNaN: true }));
}

/** Values shaped like the schema's input; most pass it. `undefined` stands for "leave it out". */
export function validLooking(schema: z.ZodMiniType, pool: Pool): fc.Arbitrary<unknown> {
  const d = defOf(schema);
  switch (d.type) {
    case 'string':
      return stringArb(d, schema, pool);
    case 'number':
      return d.coerce ? numberArb(d).map(String) : numberArb(d);
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(d.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(d.entries!));
    case 'undefined':
      return fc.constant(undefined);
    case 'null':
      return fc.constant(null);
    case 'optional':
    case 'default':
      return fc.option(validLooking(d.innerType!, pool), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(validLooking(d.innerType!, pool), { nil: null, freq: 4 });
    case 'pipe':
      return fc.oneof(validLooking(d.in!, pool), validLooking(d.out!, pool));
    case 'union':
      return fc.oneof(...d.options!.map((o) => validLooking(o, pool)));
    case 'array':
      return fc.array(validLooking(d.element!, pool), { maxLength: 4 });
    case 'object': {
      const keys = Object.keys(d.shape!);
      const record = fc.record(Object.fromEntries(keys.map((k) => [k, validLooking(d.shape![k]!, pool)])));
      // one field given another's value, as a form's confirmation field is (passwordVer)
      const mirrored =
        keys.length < 2
          ? record
          : fc
              .tuple(record, fc.constantFrom(...keys), fc.constantFrom(...keys))
              .map(([o, a, b]) => ({ ...o, [b]: o[a] }));
      return fc
        .oneof(record, mirrored)
        .map((o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)));
    }
    default:
      return junk;
  }
}

/** A value that keeps the schema's shape but breaks one thing, or has nothing to do with it. */
export function broken(schema: z.ZodMiniType, pool: Pool): fc.Arbitrary<unknown> {
  const d = defOf(schema);
  const inner = ['optional', 'default', 'nullable'].includes(d.type) ? defOf(d.innerType!) : d;
  if (inner.type !== 'object')
    return fc.oneof(
      junk,
      validLooking(schema, pool).map((v) => (typeof v === 'string' ? `${v}\u0000` : [v])),
    );
  const keys = Object.keys(inner.shape!);
  const base = validLooking(d.innerType && inner !== d ? d.innerType : schema, pool).map(
    (v) => ({ ...(v as object) }) as Record<string, unknown>,
  );
  return fc.oneof(
    junk,
    // a key dropped
    ...(keys.length ? [fc.tuple(base, fc.constantFrom(...keys)).map(([o, k]) => (delete o[k], o))] : []),
    // a key no schema names (JSON.parse makes __proto__ an own property, as the API sees it)
    fc
      .tuple(base, fc.constantFrom('x', '__proto__', 'constructor', 'isAdmin', 'pk'), junk)
      .map(([o, k, v]) => ({ ...o, [k]: v })),
    // a known key with a value of another type or beyond its limits
    ...(keys.length ? [fc.tuple(base, fc.constantFrom(...keys), junk).map(([o, k, v]) => ({ ...o, [k]: v }))] : []),
  );
}

/**
 * base64url of JSON, the shape page cursors have: key names of the table and its indexes, odd
 * values (`partitions` adds real partition keys the caller knows), JSON of any shape, and text
 * that is not JSON at all.
 */
export const craftedCursorOf = (partitions: string[] = []): fc.Arbitrary<string> => {
  const encode = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const keyNames = [
    'pk',
    'sk',
    'gsi1pk',
    'gsi1sk',
    'gsi2pk',
    'gsi2sk',
    'gsi3pk',
    'gsi3sk',
    'gsi4pk',
    'gsi4sk',
    'x',
    '__proto__',
  ];
  const value = fc.oneof(
    fc.constantFrom('TAGGED', 'USER#x', 'BINDER#', 'BINDER#x#Relaxing', '#META', '', ...partitions),
    fc.string({ maxLength: 40 }),
    fc.constant('a'.repeat(2000)),
    fc.integer(),
    fc.constant(null),
    fc.boolean(),
    fc.dictionary(fc.string({ maxLength: 3 }), fc.string({ maxLength: 3 }), { maxKeys: 2 }),
  );
  return fc.oneof(
    { weight: 6, arbitrary: fc.dictionary(fc.constantFrom(...keyNames), value, { maxKeys: 5 }).map(encode) },
    { weight: 1, arbitrary: fc.jsonValue().map(encode) },
    {
      weight: 1,
      arbitrary: fc.string({
        unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'),
        minLength: 1,
        maxLength: 80,
      }),
    },
  );
};

export const craftedCursor = craftedCursorOf();

/**
 * Values the schema accepts, found among the valid-looking ones (up to 200 draws each, so fields
 * that must agree, like a password and its confirmation, still meet); a schema that none passes
 * yields valid-looking values.
 */
export function accepted(schema: z.ZodMiniType, pool: Pool): fc.Arbitrary<unknown> {
  const arb = validLooking(schema, pool);
  return fc.noShrink(fc.integer()).map((seed) => {
    let first: unknown;
    for (let round = 0; round < 10; round++) {
      const draws = fc.sample(arb, { seed: seed + round, numRuns: 20 });
      first ??= draws[0];
      const hit = draws.find((v) => schema.safeParse(v).success);
      if (hit !== undefined || schema.safeParse(undefined).success) return hit;
    }
    return first;
  });
}
