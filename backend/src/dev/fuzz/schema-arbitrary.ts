/**
 * fast-check arbitraries from the JSON Schemas of the OpenAPI document: a
 * value the schema accepts (mostly: patterns and cross-field rules are only
 * approximated), to be made hostile by hostile.ts. Covers what our schemas
 * use: $ref, anyOf/oneOf, enum/const, type lists, string formats and
 * patterns, bounds, objects with required and optional properties, arrays,
 * and the `x-decimal` keyword.
 */
import fc from 'fast-check';

export type JsonSchema = Record<string, unknown>;
/** A better source for a named property (an id that exists, a URL on 127.0.0.1), when there is one. */
export type Hint = (property: string) => fc.Arbitrary<unknown> | undefined;

const MAX_DEPTH = 6;

export function resolveRef(document: JsonSchema, ref: string): JsonSchema {
  let current: unknown = document;
  for (const part of ref.replace(/^#\//, '').split('/'))
    current = (current as Record<string, unknown>)[part.replaceAll('~1', '/').replaceAll('~0', '~')];
  return current as JsonSchema;
}

const isoDate = fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true });

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const examples = (schema.examples as unknown[] | undefined)?.filter((example): example is string => typeof example === 'string') ?? [];
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = Math.min((schema.maxLength as number | undefined) ?? 40, 40);
  switch (schema.format) {
    case 'date':
      return isoDate.map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return isoDate.map((date) => date.toISOString());
    case 'email':
      return fc.emailAddress().filter((email) => email.length <= 254);
    case 'uri':
      return fc.constantFrom('http://127.0.0.1:9/hook', 'https://127.0.0.1:9/a?b=c');
  }
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern);
    const matching = fc
      .stringMatching(pattern)
      .filter((text) => text.length >= minLength && text.length <= ((schema.maxLength as number | undefined) ?? 1000));
    return examples.length > 0 ? fc.oneof(fc.constantFrom(...examples), matching) : matching;
  }
  const text = fc.string({ minLength, maxLength: Math.max(minLength, maxLength) });
  return examples.length > 0 ? fc.oneof(fc.constantFrom(...examples), text) : text;
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min =
    (schema.minimum as number | undefined) ?? (schema.exclusiveMinimum !== undefined ? (schema.exclusiveMinimum as number) + 1 : -1000);
  const max = Math.min((schema.maximum as number | undefined) ?? 100_000, Math.max(min, 0) + 100_000);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) });
  return fc.double({ min, max: Math.max(min, max), noNaN: true, noDefaultInfinity: true });
}

const decimal = fc.oneof(
  fc.integer({ min: 0, max: 100_000 }).map(String),
  fc
    .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 99 }))
    .map(([whole, cents]) => `${whole}.${String(cents).padStart(2, '0')}`),
);

function objectOf(schema: JsonSchema, document: JsonSchema, hint: Hint, depth: number): fc.Arbitrary<unknown> {
  const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
  const names = Object.keys(properties);
  if (names.length === 0) {
    if (schema.additionalProperties === false) return fc.constant({});
    return fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
  }
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const name of names) model[name] = hint(name) ?? arbitraryOf(properties[name]!, document, hint, depth + 1);
  return fc
    .record(model, { requiredKeys: names.filter((name) => required.has(name)) })
    .filter((value) => Object.keys(value).length >= ((schema.minProperties as number | undefined) ?? 0));
}

export function arbitraryOf(schema: JsonSchema, document: JsonSchema, hint: Hint = () => undefined, depth = 0): fc.Arbitrary<unknown> {
  if (typeof schema.$ref === 'string') return arbitraryOf(resolveRef(document, schema.$ref), document, hint, depth);
  const choices = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (choices) return fc.oneof(...choices.map((choice) => arbitraryOf(choice, document, hint, depth)));
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  if (schema['x-decimal']) return decimal;
  if (Array.isArray(schema.type))
    return fc.oneof(...(schema.type as string[]).map((type) => arbitraryOf({ ...schema, type }, document, hint, depth)));
  if (depth > MAX_DEPTH) return fc.constant(null);
  switch (schema.type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryOf((schema.items as JsonSchema | undefined) ?? {}, document, hint, depth + 1), {
        minLength: (schema.minItems as number | undefined) ?? 0,
        maxLength: Math.min((schema.maxItems as number | undefined) ?? 3, 3),
      });
    case 'object':
      return objectOf(schema, document, hint, depth);
    default:
      return schema.properties ? objectOf(schema, document, hint, depth) : fc.jsonValue({ maxDepth: 2 });
  }
}
