/**
 * Unknown members named while a body streams in (body-shape.ts, JsonScanner): the names of a route's closed objects
 * and of its arrays of them, as ajv's additionalProperties would name them, whatever the chunks the text comes in;
 * none for a text that is not one whole value (the parser answers its 400 first).
 */
import fc from 'fast-check';
import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { type BodyShape, bodyShapeOf } from './body-shape.js';
import { knownFieldNames } from './known-field.js';
import { JsonScanner } from './json-scanner.js';
import { plainJsonSchema } from './schema.js';

const Item = Type.Object({ description: Type.String(), quantity: Type.String() }, { additionalProperties: false });
const Schema = Type.Object(
  {
    name: Type.String(),
    client_id: Type.Integer(),
    items: Type.Array(Item),
    address: Type.Object({ street: Type.String() }, { additionalProperties: false }),
    // Followed by no shape: a union, and an object taking any name.
    maybe: Type.Union([Item, Type.Null()]),
    context: Type.Object({}),
  },
  { additionalProperties: false },
);
const shape = bodyShapeOf(plainJsonSchema(Schema))!;

function scanned(text: string): JsonScanner {
  const scanner = new JsonScanner();
  scanner.feed(text);
  return scanner;
}

function unknownIn(text: string, cuts: number[] = []) {
  const scanner = new JsonScanner(shape);
  let from = 0;
  for (const cut of [...new Set(cuts)].sort((a, b) => a - b)) {
    scanner.feed(text.slice(from, cut));
    from = cut;
  }
  scanner.feed(text.slice(from));
  return scanner.unknownMembers();
}

/** What ajv's additionalProperties would name in a parsed body, in the order written (no integer-like names). */
function oracle(value: unknown, at: BodyShape | null, path: string, found: string[]): string[] {
  if (at === null || value === null || typeof value !== 'object' || Array.isArray(value)) return found;
  for (const [name, inner] of Object.entries(value)) {
    const field = path ? `${path}.${name}` : name;
    if (!at.known.has(name)) found.push(field);
    const member = at.inner.get(name);
    if (!member) continue;
    if (!member.array) oracle(inner, member.shape, field, found);
    else if (Array.isArray(inner)) inner.forEach((item, index) => oracle(item, member.shape, `${field}[${index}]`, found));
  }
  return found;
}

const names = fc.constantFrom(
  'name',
  'items',
  'address',
  'street',
  'description',
  'maybe',
  'context',
  'x',
  'clientId',
  'a,b',
  'n\\u0061me',
);
const scalars = fc.constantFrom('1', '"s"', 'null', 'true', '"{\\"x\\":1}"');
const { json } = fc.letrec<{ json: string }>((tie) => ({
  json: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalars,
    fc.array(tie('json'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    fc.array(fc.tuple(names, tie('json')), { maxLength: 5 }).map((members) => `{${members.map(([n, v]) => `"${n}":${v}`).join(', ')}}`),
  ),
}));
const body = fc.array(fc.tuple(names, json), { maxLength: 6 }).map((members) => `{${members.map(([n, v]) => `"${n}":${v}`).join(',')}}`);

describe('unknown members while a body streams in', () => {
  it('takes closed objects and arrays of them from the schema, and nothing a union or an open object holds', () => {
    expect([...shape.known]).toEqual(['name', 'client_id', 'items', 'address', 'maybe', 'context']);
    expect([...shape.inner.keys()]).toEqual(['items', 'address']);
    expect(shape.inner.get('items')).toMatchObject({ array: true });
    // The names a guess chooses from are the validator's own (one helper, known-field.ts).
    expect(shape.hints).toEqual(knownFieldNames(plainJsonSchema(Schema)));
    expect(shape.hints).toContain('address.street');
    expect(bodyShapeOf(plainJsonSchema(Type.Object({ a: Type.String() })))).toBeNull();
    expect(bodyShapeOf(plainJsonSchema(Type.Array(Item)))).toBeNull();
    expect(bodyShapeOf({ type: 'object', properties: {}, additionalProperties: false, patternProperties: { '^x-': {} } })).toBeNull();
  });

  it('names what the validator would, in the order written, whatever the chunks', () => {
    fc.assert(
      fc.property(
        body.chain((text) => fc.tuple(fc.constant(text), fc.array(fc.integer({ min: 0, max: text.length }), { maxLength: 8 }))),
        ([text, cuts]) => {
          const expected = oracle(JSON.parse(text), shape, '', []);
          const found = unknownIn(text, cuts);
          // None named: none there, or a name given twice (in a closed object JSON.parse keeps its last value).
          if (found === null) expect(expected.length === 0 || scanned(text).end() !== null).toBe(true);
          else {
            expect(found.count).toBe(expected.length);
            expect(found.listed.map((error) => error.field)).toEqual(expected.slice(0, 20));
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('lists the first 20 with their count, with the field it was likely meant as; none when a name is given twice', () => {
    const many = `{${Array.from({ length: 30 }, (_, i) => `"x${i}":1`).join(',')},"clientId":3}`;
    const found = unknownIn(many);
    expect(found?.count).toBe(31);
    expect(found?.listed).toHaveLength(20);
    expect(unknownIn(many.replace('"clientId"', '"x0"'))).toBeNull();
    // Given twice inside an unknown member: the body is refused for that member all the same.
    expect(unknownIn('{"x":{"a":1,"a":2},"name":"n"}')?.listed.map((e) => e.field)).toEqual(['x']);
    expect(unknownIn('{"clientId":1}')?.listed).toEqual([
      { field: 'clientId', message: 'is not a known field (did you mean "client_id"?)' },
    ]);
    expect(unknownIn('{"items":[{"description":"a"},{"qty":1}],"address":{"town":"x"}}')?.listed.map((e) => e.field)).toEqual([
      'items[1].qty',
      'address.town',
    ]);
    // A type the schema does not give the member: the validator's to say, not an unknown name.
    expect(unknownIn('{"address":[{"town":1}],"items":{"qty":1}}')).toBeNull();
  });

  it('names none in a text that is not one whole value: the parser refuses it first', () => {
    for (const text of ['{"x":1', '{"x":1}}', '{"x":1},', '{"x":1} 2', '{"x":"1}', '{"x\\q":1,"y":2}']) expect(unknownIn(text)).toBeNull();
    expect(unknownIn(' {"x":1} \n')?.count).toBe(1);
  });
});
