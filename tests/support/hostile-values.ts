// fast-check arbitraries for hostile requests: JSON bodies with a route's real field names and
// wrong-typed or oversized values, raw JSON objects with prototype keys, and bracketed query strings.
import fc from 'fast-check';

/** How many runs each property makes; `FUZZ_RUNS` raises it for a soak run (see docs/security.md). */
export function fuzzRuns(fallback: number): number {
  const configured = Number(process.env.FUZZ_RUNS);
  return Number.isInteger(configured) && configured > 0 ? configured : fallback;
}

/**
 * The seed of every property: fixed in `npm test`, so a run there never fails by chance; `FUZZ_SEED`
 * picks one (a failure prints its seed), and a soak run (`FUZZ_RUNS` set) draws a new one.
 */
export function fuzzSeed(): number | undefined {
  const configured = Number(process.env.FUZZ_SEED);
  if (process.env.FUZZ_SEED && Number.isInteger(configured)) return configured;
  return process.env.FUZZ_RUNS ? undefined : 20_261_126;
}

/** Keys that pollute prototypes when a parser or a merge treats them as paths. */
export const prototypeKeys = ['__proto__', 'constructor', 'prototype'] as const;

/** Text that once broke a parser, a database or a renderer, as a client would send it. */
const awkwardTexts = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uFEFF',
  '\u202E',
  '\uD800',
  '💩'.repeat(50),
  '1e400',
  '-0',
  'NaN',
  'Infinity',
  '0x1F',
  '9'.repeat(40),
  '2026-02-30',
  '0000-00-00',
  '9999-12-31T25:61:00Z',
  'true',
  'null',
  "' OR 1=1 --",
  'javascript:alert(1)',
  '<script>alert(1)</script>',
  '{{constructor.constructor("alert(1)")()}}',
  '../../etc/passwd',
];

const awkwardStrings = fc.constantFrom(...awkwardTexts);

const oversized = fc.constantFrom('x'.repeat(70_000), 'é'.repeat(10_001), `${'9'.repeat(5000)}`);

const numbers = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, 5e-324),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any scalar a hostile client might put in a field. */
export const hostileScalar = fc.oneof(
  awkwardStrings,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  numbers,
  fc.boolean(),
  fc.constant(null),
);

/** A scalar, an array, a nested object (possibly with prototype keys) or an oversized string. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  { weight: 1, arbitrary: oversized },
  { weight: 2, arbitrary: fc.array(hostileScalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.array(numbers, { minLength: 101, maxLength: 120 }) },
  {
    weight: 2,
    arbitrary: fc.dictionary(
      fc.oneof(fc.constantFrom(...prototypeKeys), fc.string({ maxLength: 8 })),
      hostileScalar,
      { maxKeys: 4 },
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/**
 * A JSON object as text, so that `__proto__` stays an own key on the wire: some of the route's
 * real fields (with hostile values), sometimes a prototype key and some unknown names.
 */
export function hostileBody(fields: readonly string[]): fc.Arbitrary<string> {
  const names = fields.length > 0 ? fields : ['title', 'name', 'id'];
  const entry = fc.tuple(
    fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(...names) },
      { weight: 1, arbitrary: fc.constantFrom(...prototypeKeys, '_method') },
      { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
    ),
    hostileValue,
  );
  const pollution = fc.constantFrom(
    '"__proto__":{"polluted":"yes"}',
    '"constructor":{"prototype":{"polluted":"yes"}}',
    '"_method":"PATCH"',
    '"_method":"PUT"',
  );
  return fc
    .tuple(fc.array(entry, { maxLength: names.length + 2 }), fc.option(pollution))
    .map(([entries, extra]) => {
      const members = entries.map(
        ([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`,
      );
      if (extra) members.push(extra);
      return `{${members.join(',')}}`;
    });
}

/** Any JSON document at all (arrays, scalars, deep nesting) as the whole body. */
export const anyJsonBody = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value) ?? 'null'),
  fc.constantFrom('[]', '""', '0', 'null', 'true', `${'['.repeat(500)}${']'.repeat(500)}`),
);

/** Percent-encoded; a lone surrogate (which cannot be encoded) is sent as raw invalid UTF-8 below. */
const encoded = (value: string) => encodeURIComponent(value.toWellFormed());

/** Percent-encodings as they arrive on the wire: NUL, broken, a lone surrogate, overlong UTF-8. */
const rawEncodings = [
  '%00',
  '%ZZ',
  '%',
  '%ED%A0%80',
  '%E2%80%AE',
  '%F0%9F%92%A9',
  '%C0%AF',
  '1,2,,3',
] as const;

const queryValue = fc.oneof(
  awkwardStrings.map(encoded),
  fc.string({ maxLength: 20 }).map(encoded),
  fc.constantFrom(...rawEncodings),
  fc.bigInt().map(String),
);

/**
 * Every hostile text of the corpus as it travels in a URL (a path segment or a query value): the
 * awkward texts percent-encoded, the raw encodings, and what only a path carries: dot segments
 * (encoded, so no client resolves them), ids beyond PostgreSQL's integer and over-long ones.
 */
export const hostileUrlValues: readonly string[] = [
  ...awkwardTexts.filter((text) => text !== '').map(encoded),
  ...rawEncodings,
  '1%00',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '2147483648',
  '9'.repeat(400),
  'x'.repeat(5000),
];

/**
 * The few of them that each broke a path once (a NUL, bad and overlong encodings, dot segments,
 * ids beyond an integer or a parameter's length): for the many routes of a kind whose first
 * route is given all of them, so a walk over every route stays quick.
 */
export const hostileUrlSample: readonly string[] = [
  '1%00',
  '%ZZ',
  '%ED%A0%80',
  '%2e%2e',
  '2147483648',
  'x'.repeat(5000),
];

/** Bracketed keys as qs reads them, including prototype paths and deep or sparse arrays. */
function queryKey(filters: readonly string[], sorts: readonly string[]) {
  const names = fc.constantFrom(...filters, 'search', 'x', ...prototypeKeys);
  return fc.oneof(
    fc.constantFrom('with', 'with[]', 'sort', 'sort[]', 'page', 'limit', 'per_page', 'ids[]'),
    names.map((name) => `filter[${name}]`),
    names.map((name) => `filters[${name}][]`),
    fc.constantFrom(
      '__proto__[polluted]',
      'constructor[prototype][polluted]',
      'filter[__proto__][polluted]',
      'with[__proto__]',
      'with[99999]',
      'filter[a][b][c][d][e][f]',
      'sort[0][1][2]',
      'filter]',
      '[]',
      'filter[',
    ),
    fc.constantFrom(...sorts, 'x').map((sort) => `sort=!${sort}&sort`),
    fc.string({ maxLength: 10 }).map(encoded),
  );
}

/** A query string of up to 12 pairs (keys repeat freely) for a list with these filters and sorts. */
export function hostileQuery(
  filters: readonly string[],
  sorts: readonly string[],
): fc.Arbitrary<string> {
  return fc
    .array(fc.tuple(queryKey(filters, sorts), queryValue), { minLength: 1, maxLength: 12 })
    .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join('&'));
}

/** A multipart part: a text field, or a small file under a name. */
export type FormPart = { name: string; value: string } | { name: string; file: Uint8Array };

/**
 * Multipart bodies (the clients' other encoding): the route's fields, bracketed as the clients
 * send arrays (`field[]`, `field[0]`) or as prototype paths (`__proto__[polluted]`), with hostile
 * text, booleans as `1`/`0`, `_method`, and now and then a file part under any of those names.
 */
export function hostileForm(fields: readonly string[]): fc.Arbitrary<FormPart[]> {
  const names = fields.length > 0 ? fields : ['title', 'name', 'id'];
  const name = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...names) },
    { weight: 2, arbitrary: fc.constantFrom(...names).map((field) => `${field}[]`) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...names), fc.oneof(fc.nat(3), fc.constant(4_000_000_000)))
        .map(([field, index]) => `${field}[${index}]`),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '__proto__[polluted]',
        'constructor[prototype][polluted]',
        `${names[0]}[__proto__][polluted]`,
        '_method',
      ),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  );
  const text = fc.oneof(
    { weight: 4, arbitrary: awkwardStrings },
    { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 2, arbitrary: fc.constantFrom('1', '0', 'PATCH', 'PUT', 'DELETE', '2147483648') },
    { weight: 1, arbitrary: oversized },
  );
  const part: fc.Arbitrary<FormPart> = fc.oneof(
    { weight: 6, arbitrary: fc.record({ name, value: text }) },
    {
      weight: 1,
      arbitrary: fc.record({ name, file: fc.uint8Array({ maxLength: 64 }) }),
    },
  );
  return fc.array(part, { maxLength: names.length + 2 });
}
