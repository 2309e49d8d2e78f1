/**
 * A property-based fuzz of every operation in `/api/openapi.json`: requests
 * generated from each operation's own schemas, then made hostile (NUL, lone
 * surrogates, RTL marks, 10,000-character strings, extreme numbers and
 * dates, deep nesting, wrong types, missing fields, broken JSON, raw
 * percent-encodings, ids that are not ids). For every answer:
 *
 * - never 5xx;
 * - a refusal is `application/problem+json` valid against the Problem schema (or, where an operation documents
 *   another error format for that status, such as the MCP endpoint's JSON-RPC errors, valid against that),
 *   and no row was written by it (counted by triggers, test-support/write-log.ts);
 * - a success has a documented status and a body valid against its schema.
 *
 * `npm test` runs FUZZ_REQUESTS (10,000) requests from a fixed seed;
 * `npm run fuzz` another seed each time (FUZZ_SEED=random), printed on failure.
 */
import dnsPromises from 'node:dns/promises';
import { syncBuiltinESMExports } from 'node:module';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKontor, type TestKontor, type TestOrganization } from '../test-support/kontor.js';
import { installWriteLog, type WriteLog } from '../test-support/write-log.js';
import { brokenText, hostileValue, mutate, mutation, rawQueryValue, serialise } from './hostile.js';
import { arbitraryOf, type JsonSchema } from './schema-arbitrary.js';
import { type Fixtures, createFixtures, resourceOf } from './fixtures.js';

const addFormats = addFormatsImport as unknown as typeof addFormatsImport.default;
const SEED = process.env.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 20261122);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
/** Room for a shared machine: 10,000 requests take minutes; `npm run fuzz` sends three times as many. */
const FUZZ_TIMEOUT_MS = Math.max(600_000, REQUESTS * 60);

// Network only to 127.0.0.1: a generated URL that names another host is never looked up.
(dnsPromises as { lookup: unknown }).lookup = async () => {
  throw Object.assign(new Error('the fuzz test resolves no names'), { code: 'ENOTFOUND' });
};
syncBuiltinESMExports();

interface Operation {
  method: string;
  path: string;
  operation: JsonSchema & {
    responses: Record<string, JsonSchema>;
    parameters?: Array<{ name: string; in: string; schema: JsonSchema }>;
    requestBody?: { content: Record<string, { schema: JsonSchema }> };
  };
}

interface FuzzRequest {
  id: string;
  query: string;
  body: string | undefined;
  contentType: string;
  idempotencyKey: string | undefined;
}

/** A Kontor of its own with its fixtures: lanes fuzz in parallel, each counting its own database's writes. */
interface Lane {
  kontor: TestKontor;
  org: TestOrganization;
  fixtures: Fixtures;
  writes: WriteLog;
  written: number;
}

const LANES = 2;
let lanes: Lane[] = [];
let document: JsonSchema;
let operations: Operation[];
let ajv: Ajv2020;
let sent = 0;
const stats: Record<string, { ms: number; n: number; ok: number }> = {};

async function startLane(): Promise<Lane> {
  const kontor = await startTestKontor({ bodyLimitBytes: 256 * 1024 });
  const org = await kontor.createOrganization();
  const fixtures = await createFixtures(kontor, org, await kontor.createOrganization());
  const writes = await installWriteLog(kontor.db);
  return { kontor, org, fixtures, writes, written: await writes.count() };
}

beforeAll(async () => {
  lanes = await Promise.all(Array.from({ length: LANES }, startLane));
  document = (await lanes[0]!.org.api.get('/api/openapi.json')).body;
  operations = Object.entries(document.paths as Record<string, Record<string, Operation['operation']>>).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
  );
  ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv, ['date', 'date-time', 'email', 'uri']);
  ajv.addSchema(document, 'openapi');
}, 60_000);
afterAll(() => Promise.all(lanes.map((lane) => lane.kontor.close())));

const pointer = (...parts: string[]) => parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
const validators = new Map<string, ValidateFunction>();
function validatorFor(ref: string): ValidateFunction {
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.getSchema(`openapi#/${ref}`)!;
    validators.set(ref, validate);
  }
  return validate;
}

function requestArbitrary({ method, path, operation }: Operation, fixtures: Fixtures): fc.Arbitrary<FuzzRequest> {
  const resource = resourceOf(path, method);
  const id = path.includes('{id}')
    ? fc.oneof(
        { weight: 10, arbitrary: fc.constant('fixture') },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            '0',
            '-1',
            '99999999999999999999',
            '9007199254740993',
            'abc',
            '1e3',
            '%00',
            '%ED%A0%80',
            '1.5',
            'other',
          ),
        },
      )
    : fc.constant('');
  const queryParameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  const querySchema: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(queryParameters.map((parameter) => [parameter.name, parameter.schema])),
  };
  const goodQuery = queryParameters.length > 0 ? arbitraryOf(querySchema, document, fixtures.hint) : fc.constant({});
  const query = fc
    .tuple(
      goodQuery,
      fc.option(fc.array(mutation, { minLength: 1, maxLength: 2 }), { freq: 2 }),
      fc.option(fc.tuple(fc.constantFrom(...queryParameters.map((parameter) => parameter.name), 'nope'), rawQueryValue), { freq: 4 }),
    )
    .map(([good, changes, raw]) => {
      const values = (changes ? mutate(good, changes) : good) as Record<string, unknown> | undefined;
      const search = new URLSearchParams();
      if (values && typeof values === 'object')
        for (const [name, value] of Object.entries(values))
          if (value !== undefined) search.append(name, typeof value === 'string' ? value : serialise(value));
      const text = search.toString();
      return raw ? `${text}${text ? '&' : ''}${encodeURIComponent(raw[0])}=${raw[1]}` : text;
    });
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  const goodBody = bodySchema ? arbitraryOf(bodySchema, document, fixtures.hint) : fc.constant(undefined);
  const body = fc.oneof(
    { weight: 3, arbitrary: goodBody.map((value) => (value === undefined ? undefined : serialise(value))) },
    {
      weight: 8,
      arbitrary: fc
        .tuple(goodBody, fc.array(mutation, { minLength: 1, maxLength: 3 }))
        .map(([value, changes]) => serialise(mutate(value ?? {}, changes))),
    },
    { weight: 1, arbitrary: brokenText },
    { weight: 1, arbitrary: hostileValue.map(serialise) },
  );
  const contentType = fc.oneof(
    { weight: 20, arbitrary: fc.constant('application/json') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/json; charset=latin1',
        'application/problem+json',
        '',
      ),
    },
  );
  const idempotencyKey =
    method === 'post'
      ? fc.option(
          fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)), minLength: 1, maxLength: 40 }),
          { freq: 5 },
        )
      : fc.constant(null);
  return fc
    .record({
      id,
      query,
      body: method === 'get' ? fc.constant(null) : method === 'delete' ? fc.option(body, { freq: 10 }) : body,
      contentType,
      idempotencyKey,
    })
    .map((request) => ({
      id:
        request.id === 'fixture'
          ? String(fixtures.idFor(resource))
          : request.id === 'other'
            ? String(fixtures.otherIdFor(resource))
            : request.id,
      query: request.query,
      body: request.body ?? undefined,
      contentType: request.contentType,
      idempotencyKey: request.idempotencyKey ?? undefined,
    }));
}

async function check(lane: Lane, { method, path, operation }: Operation, request: FuzzRequest): Promise<void> {
  const url = `${path.replace('{id}', request.id)}${request.query ? `?${request.query}` : ''}`;
  const headers: Record<string, string> = {};
  if (request.body !== undefined && request.contentType) headers['content-type'] = request.contentType;
  if (request.idempotencyKey) headers['idempotency-key'] = request.idempotencyKey;
  const started = performance.now();
  const res = await lane.org.api.request(method.toUpperCase(), url, { body: request.body, headers });
  sent += 1;
  const tally = (stats[`${method} ${path}`] ??= { ms: 0, n: 0, ok: 0 });
  tally.ms += performance.now() - started;
  tally.n += 1;
  if (res.status < 400) tally.ok += 1;
  const before = lane.written;
  lane.written = await lane.writes.count();
  const context = `seed ${SEED}: ${method.toUpperCase()} ${url.slice(0, 300)} ${String(request.body).slice(0, 300)} → ${res.status} ${res.text.slice(0, 500)}`;
  expect(res.status, context).toBeLessThan(500);
  if (res.status >= 400) {
    // An operation may document another error format for a status (the MCP endpoint answers JSON-RPC errors, as its protocol says).
    const documentedError = operation.responses[String(res.status)] as { content?: Record<string, unknown> } | undefined;
    if (documentedError?.content?.['application/json'] && !res.headers.get('content-type')?.includes('application/problem+json')) {
      const validate = validatorFor(
        pointer('paths', path, method, 'responses', String(res.status), 'content', 'application/json', 'schema'),
      );
      expect(validate(res.body) ? null : validate.errors, context).toBeNull();
      expect(lane.written - before, `${context}: a refused request wrote rows`).toBe(0);
      return;
    }
    expect(res.headers.get('content-type'), context).toContain('application/problem+json');
    const validate = validatorFor(pointer('components', 'schemas', 'Problem'));
    expect(validate(res.body) ? null : validate.errors, context).toBeNull();
    expect(res.body.status, context).toBe(res.status);
    expect(lane.written - before, `${context}: a refused request wrote rows`).toBe(0);
    return;
  }
  const documented = operation.responses[String(res.status)] as { content?: Record<string, unknown> } | undefined;
  expect(documented, `${context}: status ${res.status} is not documented`).toBeDefined();
  if (documented?.content?.['application/json']) {
    const validate = validatorFor(pointer('paths', path, method, 'responses', String(res.status), 'content', 'application/json', 'schema'));
    expect(validate(res.body) ? null : validate.errors, context).toBeNull();
  }
  if (method === 'delete' && res.status === 204) {
    await lane.fixtures.replaceVictim(resourceOf(path, method));
    lane.written = await lane.writes.count();
  }
}

describe('every operation of the OpenAPI document, fuzzed', () => {
  it('documents the operations it fuzzes', () => {
    expect(operations.length).toBeGreaterThan(40);
    for (const { path, method } of operations)
      if (path.includes('{id}')) expect(lanes[0]!.fixtures.idFor(resourceOf(path, method)), `${method} ${path}`).toBeGreaterThan(0);
  });

  it(
    `answers ${REQUESTS} generated requests without a 5xx, each refusal a problem that wrote nothing, each success as documented`,
    async () => {
      const perOperation = Math.ceil(REQUESTS / operations.length);
      await Promise.all(
        lanes.map(async (lane, laneIndex) => {
          for (const [index, operation] of operations.entries()) {
            if (index % lanes.length !== laneIndex) continue;
            await fc.assert(
              fc.asyncProperty(requestArbitrary(operation, lane.fixtures), (request) => check(lane, operation, request)),
              { seed: SEED + index, numRuns: perOperation, endOnFailure: process.env.FUZZ_SHRINK !== '1' },
            );
          }
        }),
      );
      if (process.env.FUZZ_VERBOSE)
        console.table(Object.fromEntries(Object.entries(stats).map(([name, { ms, n, ok }]) => [name, { n, ok, ms: Math.round(ms / n) }])));
      expect(sent).toBeGreaterThanOrEqual(REQUESTS);
    },
    FUZZ_TIMEOUT_MS,
  );
});
