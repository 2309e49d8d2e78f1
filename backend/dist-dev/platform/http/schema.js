/**
 * Building blocks of the JSON Schemas. A schema written with these validates
 * the request (ajv), types it (`Static<typeof X>`) and documents it (OpenAPI),
 * so there is never a second copy to keep in step.
 */
import { Type } from '@sinclair/typebox';
/** A value or null: `type: [T, "null"]`, which reads better in errors than an anyOf. */
export function Nullable(schema) {
    const { type, ...rest } = schema;
    if (typeof type !== 'string')
        return Type.Unsafe({ anyOf: [schema, { type: 'null' }] });
    return Type.Unsafe({ ...rest, type: [type, 'null'] });
}
/** An exact decimal, sent as a string (or a JSON number), answered as a string. */
export function DecimalString(rule = {}, options = {}) {
    const full = { scale: 2, integerDigits: 14, ...rule };
    return Type.Unsafe({
        type: ['string', 'number'],
        'x-decimal': full,
        description: options.description ?? `A decimal string with up to ${full.scale} decimal places.`,
        examples: [options.example ?? '1500.00'],
    });
}
/** The decimal as the API answers it. */
export const DecimalOut = (description) => Type.String({ pattern: '^-?\\d+(\\.\\d+)?$', examples: ['1500.00'], description });
export const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'Identifier', examples: [42] });
export const DateString = (description) => Type.String({ format: 'date', description, examples: ['2026-12-01'] });
export const Timestamp = Type.String({ format: 'date-time', description: 'RFC 3339 in UTC' });
export const Currency = Type.String({
    'x-currency': true,
    pattern: '^[A-Z]{3}$',
    description: 'ISO 4217 code of a currency in use',
    examples: ['EUR'],
});
export const Text = (maxLength, options = {}) => Type.String({ maxLength, ...options });
export const Email = Type.String({
    maxLength: 254,
    pattern: '^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
    description: 'An e-mail address, or empty.',
    examples: ['billing@example.com'],
});
export const PageQuery = {
    page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1, description: 'Page number, from 1.' }),
    page_size: Type.Integer({ minimum: 1, maximum: 200, default: 25, description: 'Results per page (at most 200).' }),
    search: Type.String({ maxLength: 200, description: 'Case-insensitive text search over the text fields.' }),
};
/** The query of a list endpoint: paging, search, ordering by the listed fields, and filters. */
export function ListQuery(orderingFields, filters) {
    const ordering = Type.Unsafe({
        type: 'string',
        enum: orderingFields.flatMap((field) => [field, `-${field}`]),
        description: 'Order by a field; a leading `-` orders descending.',
    });
    return Type.Object({
        page: PageQuery.page,
        page_size: PageQuery.page_size,
        search: Type.Optional(PageQuery.search),
        ordering: Type.Optional(ordering),
        ...mapOptional(filters),
    }, { additionalProperties: false });
}
function mapOptional(filters) {
    return Object.fromEntries(Object.entries(filters).map(([name, schema]) => [name, Type.Optional(schema)]));
}
/** `{count, next, previous, results}`: a page of a list. */
export const Page = (item) => Type.Object({
    count: Type.Integer({ description: 'Results across all pages.' }),
    next: Nullable(Type.String({ format: 'uri', description: 'The next page, or null.' })),
    previous: Nullable(Type.String({ format: 'uri', description: 'The previous page, or null.' })),
    results: Type.Array(item),
});
/** A body with at least one field: PATCH with nothing in it is a mistake worth reporting. */
export function Partial(schema, $id) {
    return Type.Partial(schema, { additionalProperties: false, minProperties: 1, $id });
}
/** A schema as plain JSON: no `$id` (names for the OpenAPI components) and no TypeBox symbols. */
export function plainJsonSchema(schema) {
    return strip(schema);
}
function strip(value) {
    if (Array.isArray(value))
        return value.map(strip);
    if (value === null || typeof value !== 'object')
        return value;
    return Object.fromEntries(Object.entries(value)
        .filter(([key]) => key !== '$id')
        .map(([key, inner]) => [key, strip(inner)]));
}
//# sourceMappingURL=schema.js.map