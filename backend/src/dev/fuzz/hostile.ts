/**
 * What an attacker sends instead of a good value: hostile strings (NUL, lone
 * surrogates, RTL marks, 10,000 characters), extreme numbers and dates, deep
 * nesting, wrong types; and the ways a good body is broken (a field made
 * hostile at any depth, a required field left out, the whole body replaced).
 */
import fc from 'fast-check';

/** Stands for JSON nested this deep, spliced into the body text after serialising (JSON.stringify recurses). */
export const deepToken = (depth: number) => `\u0002DEEP${depth}\u0002`;
const DEEP = /"\\u0002DEEP(\d+)\\u0002"/g;

export function serialise(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(
    DEEP,
    (_, depth: string) => `${'{"a":['.repeat(Number(depth))}1${']}'.repeat(Number(depth))}`,
  );
}

export const hostileString = fc.oneof(
  fc.constantFrom(
    '1 OR 1=1',
    "' UNION SELECT * FROM api_keys --",
    '$1',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfff',
    '\udc00\ud800',
    '\u202eevil\u202c',
    '\u200f\u200e',
    '\ufeff',
    '\u0001\u001f',
    '😀',
    'Ｎａｍｅ',
    'e\u0301',
    "'; DROP TABLE clients; --",
    '{{#each a}}{{/each}}',
    '%00',
    '\\u0000',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer({ min: 9_000, max: 11_000 }).map((length) => 'x'.repeat(length)),
  fc.integer({ min: 1, max: 5 }).map((length) => '\ud83d'.repeat(length)),
);

export const hostileNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 1e308, -1e308, 5e-324, 2 ** 53, 2 ** 63, -(2 ** 63), Number.MAX_SAFE_INTEGER + 2, 2_147_483_648, 1.5, 0.001),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom('1e999', '-1', '99999999999999999999.99', '0.001', 'NaN', 'Infinity', '١٢٣', '1 500,50'),
);

export const hostileDate = fc.constantFrom(
  '0000-01-01',
  '0000-12-31T23:59:59Z',
  '10000-01-01',
  '+010000-01-01',
  '-000001-01-01',
  '9999-12-31',
  '0001-01-01',
  '2026-02-30',
  '2026-13-01',
  '1970-01-01T00:00:00+25:00',
  '2026-01-01T24:00:00Z',
);

export const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.constant({ $ne: 1 }),
  fc.constant({ __proto__: { admin: true } }),
);

export const deepNesting = fc.constantFrom(deepToken(70), deepToken(200), deepToken(5_000));

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 2, arbitrary: hostileDate },
  { weight: 2, arbitrary: wrongType },
  { weight: 1, arbitrary: deepNesting },
);

/** Every place a value sits in `value`: [] for the value itself, ['items', 0, 'quantity'] for a nested one. */
function placesIn(
  value: unknown,
  path: Array<string | number> = [],
  out: Array<Array<string | number>> = [],
): Array<Array<string | number>> {
  out.push(path);
  if (Array.isArray(value)) value.forEach((item, index) => placesIn(item, [...path, index], out));
  else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) placesIn(inner, [...path, key], out);
  return out;
}

function setAt(value: unknown, path: Array<string | number>, replacement: unknown, remove = false): unknown {
  if (path.length === 0) return replacement;
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as Record<string, unknown>) }) as Record<
    string | number,
    unknown
  >;
  const [head, ...rest] = path;
  if (rest.length === 0 && remove) delete copy[head!];
  else copy[head!] = setAt(copy[head!], rest, replacement, remove);
  return copy;
}

export type Mutation =
  { kind: 'hostile'; at: number; value: unknown } | { kind: 'remove'; at: number } | { kind: 'extra'; name: string; value: unknown };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('hostile' as const), at: fc.nat(), value: hostileValue }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('extra' as const),
      name: fc.constantFrom('organization_id', 'id', '__proto__', 'constructor', 'x\u0000', '\ud800'),
      value: hostileValue,
    }),
  },
);

/** A good value broken by one to three mutations, each at any depth. */
export function mutate(value: unknown, mutations: readonly Mutation[]): unknown {
  let current = value;
  for (const change of mutations) {
    const places = placesIn(current);
    if (change.kind === 'extra') {
      current =
        current && typeof current === 'object' && !Array.isArray(current)
          ? { ...current, [change.name]: change.value }
          : { [change.name]: change.value };
      continue;
    }
    const place = places[change.at % places.length]!;
    current =
      change.kind === 'hostile'
        ? setAt(current, place, change.value)
        : place.length === 0
          ? undefined
          : setAt(current, place, undefined, true);
  }
  return current;
}

/** Text that is not a JSON document, or is not the JSON the endpoint wants. */
export const brokenText = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":}',
    "{'name': 'x'}",
    '[1,2',
    'nul',
    '{"name":"x"}garbage',
    '\u0000',
    '{"a":1,}',
    '"just a string"',
    '42',
    'null',
    '[]',
    '{"name": "\\ud800"}',
    '{"name": "a\\u0000b"}',
  ),
  fc.integer({ min: 100, max: 20_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.string({ maxLength: 50 }).map((text) => `{${text}`),
);

/** Query values beyond what URLSearchParams can write: raw percent-encodings, malformed and lone surrogates among them. */
export const rawQueryValue = fc.constantFrom(
  '%00',
  '%ED%A0%80',
  '%F0%9F',
  '%',
  '%E0%A4%A',
  '%C0%AF',
  '%E2%80%AE',
  'a%26b%3Dc',
  '0000-01-01',
  '-1',
  '1e999',
  '99999999999999999999',
  '%5B%5D',
  'x'.repeat(5000),
);
