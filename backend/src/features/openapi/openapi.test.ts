import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKontor, type TestKontor } from '../../dev/test-support/kontor.js';

const METRICS_TOKEN = 'metrics-token-0123456789';
let kontor: TestKontor;

beforeAll(async () => {
  kontor = await startTestKontor({ metricsToken: METRICS_TOKEN });
});
afterAll(() => kontor.close());

describe('OpenAPI and docs', () => {
  it('publishes an OpenAPI 3.1 document generated from the route schemas', async () => {
    const res = await kontor.client().get('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toBe('3.1.0');
    for (const path of [
      '/api/v1/clients/',
      '/api/v1/clients/{id}/',
      '/api/v1/invoices/',
      '/api/v1/invoices/{id}/',
      '/api/v1/employees/',
      '/api/v1/tasks/',
      '/api/v1/time-entries/',
      '/api/v1/auth/token/',
      '/api/automation/api-keys/',
      '/api/automation/logs/',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(Object.keys(doc.paths['/api/v1/invoices/{id}/']).sort()).toEqual(['get', 'patch']);
    const create = doc.paths['/api/v1/invoices/'].post;
    expect(create.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/InvoiceCreate' });
    expect(create.responses['201'].headers.Location).toBeDefined();
    expect(create.responses['422'].content['application/problem+json']).toBeDefined();
    expect(create.parameters.map((p: { name: string }) => p.name)).toContain('Idempotency-Key');
    expect(doc.components.schemas.InvoiceCreate.properties.items.items).toEqual({ $ref: '#/components/schemas/InvoiceItemInput' });
    const listParams = doc.paths['/api/v1/invoices/'].get.parameters.map((p: { name: string }) => p.name);
    expect(listParams).toEqual(expect.arrayContaining(['page', 'page_size', 'search', 'ordering', 'status', 'client']));
    expect(doc.paths['/api/v1/auth/token/'].post.security).toEqual([]);
  });

  it('declares the Idempotency-Key header as the API reads it: an empty, spaced or too long key is refused by both', async () => {
    const doc = (await kontor.client().get('/api/openapi.json')).body;
    const header = doc.paths['/api/v1/clients/'].post.parameters.find((p: { name: string }) => p.name === 'Idempotency-Key');
    expect(header.schema).toMatchObject({ type: 'string', minLength: 1, maxLength: 255 });
    const declared = new Ajv2020({ strict: false }).compile(header.schema);
    const org = await kontor.createOrganization();
    for (const key of ['', 'two words', 'k'.repeat(256)]) {
      expect(declared(key), JSON.stringify(key)).toBe(false);
      const res = await org.api.post('/api/v1/clients/', { name: `Keyed ${key.length}` }, { 'idempotency-key': key });
      expect([res.status, res.body.code], JSON.stringify(key)).toEqual([400, 'invalid_idempotency_key']);
    }
    expect(await kontor.db('clients').where({ organization_id: org.id }).count({ n: '*' })).toEqual([{ n: 0 }]);
    expect(declared('order-2026-0001')).toBe(true);
    const accepted = await org.api.post('/api/v1/clients/', { name: 'Keyed' }, { 'idempotency-key': 'order-2026-0001' });
    expect(accepted.status).toBe(201);
  });

  it('declares the headers an answer carries on every status it comes with, so that a generated client may read them', async () => {
    const doc = (await kontor.client().get('/api/openapi.json')).body;
    type Answers = Record<string, { headers?: Record<string, unknown> }>;
    const operations = Object.entries(
      doc.paths as Record<string, Record<string, { responses: Answers; parameters?: Array<{ name: string }> }>>,
    ).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ name: `${method} ${path}`, ...operation })));
    for (const { name, responses, parameters } of operations) {
      for (const [status, answer] of Object.entries(responses)) {
        expect(Object.keys(answer.headers ?? {}), `${name} ${status}`).toEqual(expect.arrayContaining(['RateLimit', 'RateLimit-Policy']));
        if (status === '401') expect(answer.headers, `${name} 401`).toHaveProperty('WWW-Authenticate');
      }
      if (parameters?.some((parameter) => parameter.name === 'Idempotency-Key'))
        for (const status of Object.keys(responses).filter((code) => code.startsWith('2')))
          expect(responses[status]!.headers, `${name} ${status}`).toHaveProperty('Idempotent-Replayed');
    }
    // Each answer below passes the answers check (answers-setup.ts), which refuses one of these headers where the
    // document does not declare it for the status.
    const org = await kontor.createOrganization();
    const made = await org.api.post('/api/v1/clients/', { name: 'Replayed Ltd' }, { 'idempotency-key': 'replay-me' });
    const replayed = await org.api.post('/api/v1/clients/', { name: 'Replayed Ltd' }, { 'idempotency-key': 'replay-me' });
    expect([made.status, replayed.status, replayed.headers.get('idempotent-replayed')]).toEqual([201, 201, 'true']);
    const missing = await org.api.get('/api/v1/clients/999999/');
    expect([missing.status, typeof missing.headers.get('ratelimit')]).toEqual([404, 'string']);
    const refused = await kontor.client().get('/api/v1/clients/');
    expect([refused.status, typeof refused.headers.get('www-authenticate')]).toEqual([401, 'string']);
  });

  it('documents the very schema that validates: an example the document accepts, the API accepts', async () => {
    const doc = (await kontor.client().get('/api/openapi.json')).body;
    const ajv = new Ajv2020({ strict: false });
    ajv.addKeyword('x-decimal');
    ajv.addFormat('date', /^\d{4}-\d\d-\d\d$/);
    ajv.addFormat('date-time', () => true);
    ajv.addFormat('uri', () => true);
    ajv.addSchema({ $id: 'doc', components: doc.components });
    const schema = { $ref: 'doc#/components/schemas/ClientCreate' };
    expect(ajv.validate(schema, { name: 'x', colour: 'red' })).toBe(false);
    expect(ajv.validate(schema, { name: 'x', currency: 'EUR' })).toBe(true);
  });

  it("fills Create a client as the API reference's Try it out does, and the API takes it", async () => {
    // Swagger UI's sample of a body: each value's first example (or const, enum, default), else a placeholder by type
    // ("string", 0, true). A new user's trial pressed Try it out and got 422 for `"language": "string"`.
    const doc = (await kontor.client().get('/api/openapi.json')).body;
    type Schema = Record<string, unknown> & { $ref?: string; properties?: Record<string, Schema>; anyOf?: Schema[]; items?: Schema };
    const resolve = (schema: Schema): Schema =>
      schema.$ref
        ? resolve(
            schema.$ref
              .split('/')
              .slice(1)
              .reduce<Schema>((at, key) => at[key] as Schema, doc),
          )
        : schema;
    const sample = (given: Schema, depth = 0): unknown => {
      const schema = resolve(given);
      if (depth > 8) return null;
      if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
      for (const key of ['example', 'const', 'default'] as const) if (schema[key] !== undefined) return schema[key];
      if (Array.isArray(schema.enum)) return schema.enum[0];
      if (schema.anyOf) return sample(schema.anyOf.find((branch) => resolve(branch).type !== 'null') ?? schema.anyOf[0]!, depth + 1);
      if (schema.properties)
        return Object.fromEntries(Object.entries(schema.properties).map(([name, property]) => [name, sample(property, depth + 1)]));
      const type = Array.isArray(schema.type) ? schema.type.find((one) => one !== 'null') : schema.type;
      if (type === 'array') return schema.items ? [sample(schema.items, depth + 1)] : [];
      if (type === 'integer' || type === 'number') return schema.minimum ?? 0;
      if (type === 'boolean') return true;
      if (schema.format === 'email') return 'user@example.com';
      return 'string';
    };
    const body = sample({ $ref: '#/components/schemas/ClientCreate' }) as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'string', language: 'cs' });
    const org = await kontor.createOrganization();
    const created = await org.api.post('/api/v1/clients/', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // A webhook's sample filled `event` and `events` together (422): the schema's own example is taken whole.
    const hook = await org.api.post('/api/automation/webhooks/', sample({ $ref: '#/components/schemas/WebhookCreate' }));
    expect(hook.status, JSON.stringify(hook.body)).toBe(201);
  });

  it('reads as written by a person: the default dialect, articles that fit, and each problem example of its own status', async () => {
    const doc = (await kontor.client().get('/api/openapi.json')).body;
    // Swagger UI shows a red warning for any jsonSchemaDialect but OpenAPI 3.1's default.
    expect(doc.jsonSchemaDialect).toBeUndefined();
    type Operation = {
      summary: string;
      responses: Record<string, { content?: Record<string, { example?: { status: number; code: string } }> }>;
    };
    const operations = Object.values(doc.paths as Record<string, Record<string, Operation>>).flatMap((path) => Object.values(path));
    const summaries = operations.map((operation) => operation.summary);
    expect(summaries).toEqual(expect.arrayContaining(['Create an invoice', 'Get an employee', 'Create a client', 'Update a time entry']));
    expect(summaries.filter((summary) => /\ba [aeio]/i.test(summary))).toEqual([]);
    const examples = operations.flatMap((operation) =>
      Object.entries(operation.responses).flatMap(([status, answer]) => {
        const example = answer.content?.['application/problem+json']?.example;
        return example ? [{ status: Number(status), example }] : [];
      }),
    );
    expect(examples.length).toBeGreaterThan(50);
    for (const { status, example } of examples) expect(example.status, JSON.stringify(example)).toBe(status);
    const codes = Object.fromEntries(examples.map(({ status, example }) => [status, example.code]));
    expect(codes).toMatchObject({ 401: 'authentication_failed', 403: 'permission_denied', 413: 'payload_too_large', 429: 'rate_limited' });
  });

  it('names the allowed values when a value is not one of a few literals', async () => {
    const org = await kontor.createOrganization();
    const invoices = await org.api.get('/api/v1/invoices/?status=bogus');
    expect(invoices.status).toBe(400);
    expect(invoices.body.errors).toEqual([
      { field: 'status', message: expect.stringMatching(/^must be one of: "draft", "sent", .*"paid"/) },
    ]);
    expect(invoices.body.detail).not.toContain('constant');
  });

  it('renders a reference page from node_modules, with no CDN', async () => {
    const page = await kontor.client().get('/api/docs/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).not.toMatch(/https?:\/\//);
    const bundle = await fetch(`${kontor.url}/api/docs/assets/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
    expect((await kontor.client().get('/api/docs')).status).toBe(200);
  });
});

describe('operations endpoints', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await kontor.client().get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await kontor.client().get('/readyz')).body).toEqual({ status: 'ready' });
  });

  it('exposes request counts and latency histograms by route and status', async () => {
    const org = await kontor.createOrganization();
    await org.api.get('/api/v1/clients/');
    await org.api.get('/api/v1/clients/424242/');
    const metrics = await kontor.client(`Bearer ${METRICS_TOKEN}`).get('/metrics');
    expect(metrics.headers.get('content-type')).toContain('text/plain');
    expect(metrics.text).toContain('kontor_http_requests_total{method="GET",route="/api/v1/clients/",status="200"}');
    expect(metrics.text).toContain('kontor_http_requests_total{method="GET",route="/api/v1/clients/:id/",status="404"}');
    expect(metrics.text).toMatch(/kontor_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/v1\/clients\/"/);
  });
});
