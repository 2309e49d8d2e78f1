import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AnswerChecker, closed, takeMismatches } from './answers-check.js';

const THING = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer' }, tags: { type: 'object', additionalProperties: { type: 'string' } } },
};
const DOCUMENT = {
  openapi: '3.1.0',
  paths: {
    '/things/{id}/': {
      get: {
        operationId: 'thingsRetrieve',
        responses: {
          200: { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
          204: { description: 'nothing' },
          404: {
            description: 'no',
            content: { 'application/problem+json': { schema: { type: 'object', properties: { code: { type: 'string' } } } } },
          },
        },
      },
    },
    '/things/special/': { get: { operationId: 'thingsSpecial', responses: { 204: { description: 'nothing' } } } },
    '/gadgets/': {
      post: {
        operationId: 'gadgetsCreate',
        responses: {
          201: { description: 'made', headers: { Location: { required: true, schema: { type: 'string' } }, 'X-Quota': {} } },
          202: { description: 'accepted' },
        },
      },
    },
  },
  components: { schemas: { Thing: THING } },
};

/** Serves one answer through the checker and returns what it found. */
async function answer(listener: RequestListener, path = '/things/1/', method = 'GET'): Promise<string[]> {
  takeMismatches();
  const server = createServer(new AnswerChecker(DOCUMENT).wrap(listener));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { method })).arrayBuffer();
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  return takeMismatches();
}

const json =
  (status: number, body: unknown, type = 'application/json'): RequestListener =>
  (_, res) => {
    res.writeHead(status, { 'content-type': type });
    res.end(JSON.stringify(body));
  };

describe('the answers check', () => {
  it('passes an answer as declared, with open maps keeping their members', async () => {
    expect(await answer(json(200, { id: 1, tags: { any: 'x' } }))).toEqual([]);
  });

  it('names the operation, status and JSON path of a member the schema does not declare', async () => {
    expect(await answer(json(200, { id: 1, extra: true }))).toEqual([
      'GET /things/{id}/ (thingsRetrieve) → 200: $.extra is not declared (the schema allows no other members)',
    ]);
  });

  it('refuses a value of the wrong type and a missing required member', async () => {
    expect(await answer(json(200, { tags: { a: 1 } }))).toEqual([
      'GET /things/{id}/ (thingsRetrieve) → 200: $.id is required but missing',
      'GET /things/{id}/ (thingsRetrieve) → 200: $.tags.a must be string',
    ]);
  });

  it('refuses a status the operation does not declare', async () => {
    expect(await answer(json(409, { code: 'conflict' }, 'application/problem+json'))).toEqual([
      'GET /things/{id}/ (thingsRetrieve) → 409: status 409 is not declared (declared: 200, 204, 404)',
    ]);
  });

  it('refuses a content type the status does not declare, and a body where none is declared', async () => {
    expect(await answer(json(404, { code: 'not_found' }))).toEqual([
      'GET /things/{id}/ (thingsRetrieve) → 404: content type application/json is not declared (declared: application/problem+json)',
    ]);
    expect(await answer(json(204, {}))).toEqual([
      'GET /things/{id}/ (thingsRetrieve) → 204: the status declares no body, but a application/json came',
    ]);
  });

  it('reads a compressed answer, and a literal path before a template', async () => {
    const gzipped: RequestListener = (_, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      res.end(gzipSync(JSON.stringify({ id: 'one' })));
    };
    expect(await answer(gzipped)).toEqual(['GET /things/{id}/ (thingsRetrieve) → 200: $.id must be integer']);
    expect(await answer(json(200, { id: 1 }), '/things/special')).toEqual([
      'GET /things/special/ (thingsSpecial) → 200: status 200 is not declared (declared: 204)',
    ]);
  });

  it("refuses one of the document's own headers on a status that does not declare it, and a required header missing", async () => {
    const headed =
      (status: number, headers: Record<string, string>): RequestListener =>
      (_, res) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        res.writeHead(status).end();
      };
    expect(await answer(headed(201, { location: '/gadgets/1/', 'x-quota': '9', 'x-elsewhere': '1' }), '/gadgets/', 'POST')).toEqual([]);
    expect(await answer(headed(202, { 'x-quota': '9', 'x-elsewhere': '1' }), '/gadgets/', 'POST')).toEqual([
      'POST /gadgets/ (gadgetsCreate) → 202: the header x-quota is sent but not declared for this status',
    ]);
    expect(await answer(headed(201, {}), '/gadgets/', 'POST')).toEqual([
      'POST /gadgets/ (gadgetsCreate) → 201: the required header location is missing',
    ]);
  });

  it('leaves paths outside the document alone', async () => {
    expect(await answer(json(500, 'anything', 'text/plain'), '/elsewhere/')).toEqual([]);
  });

  it('closes objects that list their members, but not the parts of an allOf', () => {
    expect(closed({ allOf: [{ properties: { a: {} } }, { properties: { b: {} } }] })).toEqual({
      allOf: [{ properties: { a: {} } }, { properties: { b: {} } }],
      unevaluatedProperties: false,
    });
    expect(closed({ properties: { properties: { properties: {} } } })).toEqual({
      properties: { properties: { properties: {}, additionalProperties: false } },
      additionalProperties: false,
    });
  });
});
