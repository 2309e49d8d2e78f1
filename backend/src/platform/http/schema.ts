/**
 * Building blocks of the JSON Schemas. A schema written with these validates
 * the request (ajv), types it (`Static<typeof X>`) and documents it (OpenAPI),
 * so there is never a second copy to keep in step.
 */
import { type Static, type TOptional, type TSchema, Type, type TUnsafe } from '@sinclair/typebox';

/** A value or null: `type: [T, "null"]`, which reads better in errors than an anyOf. */
export function Nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  const { type, ...rest } = schema as TSchema & { type?: string };
  if (typeof type !== 'string') return Type.Unsafe<Static<T> | null>({ anyOf: [schema, { type: 'null' }] });
  return Type.Unsafe<Static<T> | null>({ ...rest, type: [type, 'null'] });
}

/** An exact decimal, sent as a string (or a JSON number), answered as a string. */
export function DecimalString(rule: Partial<DecimalRule> = {}, options: { description?: string; example?: string } = {}) {
  const full: DecimalRule = { scale: 2, integerDigits: 14, ...rule };
  return Type.Unsafe<string>({
    type: ['string', 'number'],
    'x-decimal': full,
    description: options.description ?? `A decimal string with up to ${full.scale} decimal places.`,
    examples: [options.example ?? '1500.00'],
  });
}

/** The decimal as the API answers it. */
export const DecimalOut = (description?: string) => Type.String({ pattern: '^-?\\d+(\\.\\d+)?$', examples: ['1500.00'], description });

export const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'Identifier', examples: [42] });
export const DateString = (description?: string) => Type.String({ format: 'date', description, examples: ['2026-12-01'] });
export const Timestamp = Type.String({ format: 'date-time', description: 'RFC 3339 in UTC' });
export const Currency = Type.String({
  'x-currency': true,
  pattern: '^[A-Z]{3}$',
  description: 'ISO 4217 code of a currency in use',
  examples: ['EUR'],
});
interface TextOptions {
  minLength?: number;
  description?: string;
  /** Leading and trailing white space is not part of the value: trimmed before validation (trim.ts `x-trim`). */
  trim?: boolean;
}

const TRIMMED = 'Leading and trailing white space is removed.';

/** Text; with `trim`, one whose surrounding white space is dropped, and the document says so. */
export const Text = (maxLength: number, { trim, ...options }: TextOptions = {}) =>
  Type.String({
    maxLength,
    ...options,
    ...(trim ? { 'x-trim': true, description: options.description ? `${options.description} ${TRIMMED}` : TRIMMED } : {}),
  });
/**
 * A name shown to people: trimmed Text without the controls that make it display as another (validate.ts `x-name`).
 * " Acme s.r.o. " is stored "Acme s.r.o.", and a name of white space alone is refused where one is required.
 */
export const Name = (maxLength: number, options: Omit<TextOptions, 'trim'> = {}) =>
  Type.String({ ...Text(maxLength, { ...options, trim: true }), 'x-name': true });
export const Email = Type.String({
  maxLength: 254,
  pattern: '^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
  description: `An e-mail address, or empty. ${TRIMMED}`,
  examples: ['billing@example.com'],
  'x-trim': true,
});

export const PageQuery = {
  page: Type.Integer({
    minimum: 1,
    maximum: 1_000_000,
    default: 1,
    description:
      'Page number, from 1, in plain digits. A page starting 10000 or more rows into the list is refused (400): follow `next`, which carries a `cursor` for deep pages.',
  }),
  page_size: Type.Integer({ minimum: 1, maximum: 200, default: 25, description: 'Results per page (at most 200).' }),
  search: Type.String({ maxLength: 200, description: 'Case-insensitive text search over the text fields.' }),
};

/** `?cursor=`, as the `next` and `previous` links of deep pages carry it (platform/http/cursor.ts). */
const Cursor = Type.String({
  maxLength: 1000,
  description:
    "An opaque position in the list, as `next` and `previous` links carry it for deep pages (keyset pagination, like Django REST framework's CursorPagination): follow the links as given. It is bound to the query it was made for; changing a filter, the search or the ordering, or editing it, answers 400 naming `cursor`. With a cursor, `page` is not read.",
});

/** The query of a list endpoint: paging, search, ordering by the listed fields, and filters. */
export function ListQuery<F extends Record<string, TSchema>>(orderingFields: readonly string[], filters: F) {
  const ordering = Type.Unsafe<string>({
    type: 'string',
    enum: orderingFields.flatMap((field) => [field, `-${field}`]),
    description:
      'Order by a field; a leading `-` orders descending. Each ordering offered is served by an index; any other answers 400 naming these.',
  });
  return Type.Object(
    {
      page: PageQuery.page,
      page_size: PageQuery.page_size,
      search: Type.Optional(PageQuery.search),
      ordering: Type.Optional(ordering),
      cursor: Type.Optional(Cursor),
      ...mapOptional(filters),
    },
    { additionalProperties: false },
  );
}

function mapOptional<F extends Record<string, TSchema>>(filters: F) {
  return Object.fromEntries(Object.entries(filters).map(([name, schema]) => [name, Type.Optional(schema)])) as {
    [K in keyof F]: TOptional<F[K]>;
  };
}

/** `{count, next, previous, results}`: a page of a list. */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    count: Nullable(
      Type.Integer({
        description:
          'Results across all pages, exact up to 10,000; null when the list holds more (no count is made past 10,000: follow `next` to the end).',
      }),
    ),
    next: Nullable(Type.String({ format: 'uri', description: 'The next page, or null.' })),
    previous: Nullable(Type.String({ format: 'uri', description: 'The previous page, or null.' })),
    results: Type.Array(item),
  });

/** A body with at least one field: PATCH with nothing in it is a mistake worth reporting. */
export function Partial<T extends ReturnType<typeof Type.Object>>(schema: T, $id: string) {
  return Type.Partial(schema, { additionalProperties: false, minProperties: 1, $id });
}

/** A schema as plain JSON: no `$id` (names for the OpenAPI components) and no TypeBox symbols. */
export function plainJsonSchema(schema: unknown): Record<string, unknown> {
  return strip(schema) as Record<string, unknown>;
}

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '$id')
      .map(([key, inner]) => [key, strip(inner)]),
  );
}

/** The `x-decimal` keyword's rule (checked in validate.ts): exact decimals as strings. */
export interface DecimalRule {
  scale: number;
  /** Most digits before the decimal point. */
  integerDigits: number;
  minimum?: string;
  exclusiveMinimum?: string;
  maximum?: string;
}
