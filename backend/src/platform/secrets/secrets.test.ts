import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configWith } from '../../app/config.js';
import { SecretKeyError, secretBox, secretBoxFor } from '../lib/secret-box.js';
import { type Receiver, startReceiver } from '../../dev/test-support/receiver.js';
import { TEST_SECRET_KEY, startTestKontor, type TestKontor, type TestOrganization } from '../../dev/test-support/kontor.js';
import { resealSecrets } from './service.js';
import { SECRET_COLUMNS } from '../../app/wiring.js';

let kontor: TestKontor;
let org: TestOrganization;
let receiver: Receiver;

beforeAll(async () => {
  kontor = await startTestKontor();
  org = await kontor.createOrganization();
  receiver = await startReceiver();
});
afterAll(async () => {
  await kontor.close();
  await receiver.close();
});

const at = { x: 0, y: 0 };
const platformFlow = (url: string) => ({
  name: 'Push',
  mode: 'automation',
  graph: {
    nodes: [
      { id: 't', type: 'trigger.client_created', params: {}, position: at },
      { id: 'push', type: 'send_to_platform', params: { url, payload: { hello: '{{client.name}}' } }, position: at },
    ],
    connections: [{ from: 't', to: 'push', output: 'main' }],
  },
});

describe('the flow signing secret', () => {
  it('is shown once, on creation, then never by GET or list', async () => {
    const created = await org.api.post('/api/automation/flows/', platformFlow(receiver.url));
    expect(created.status).toBe(201);
    expect(created.body.signing_secret).toMatch(/^whsec_/);
    const got = await org.api.get(`/api/automation/flows/${created.body.id}/`);
    expect(got.body.signing_secret).toBeUndefined();
    expect(JSON.stringify((await org.api.get('/api/automation/flows/')).body)).not.toContain(created.body.signing_secret);
  });

  it('is stored sealed, signs posts, and is replaced by a rotation that answers the new one once', async () => {
    const created = (await org.api.post('/api/automation/flows/', platformFlow(receiver.url))).body;
    const stored = (await kontor.db('flows').where({ id: created.id }).first()).signing_secret as string;
    expect(stored.startsWith('enc:v1:')).toBe(true);
    expect(stored).not.toContain(created.signing_secret.slice(6));

    const rotated = await org.api.post(`/api/automation/flows/${created.id}/rotate-secret/`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.signing_secret).toMatch(/^whsec_/);
    expect(rotated.body.signing_secret).not.toBe(created.signing_secret);

    const run = await org.api.post(`/api/automation/flows/${created.id}/run/`, { context: { client: { name: 'Signed Ltd' } }, live: true });
    expect(run.body.status).toBe('completed');
    const post = receiver.received.at(-1)!;
    expect(new StandardWebhook(rotated.body.signing_secret).verify(post.body, post.headers as Record<string, string>)).toEqual({
      hello: 'Signed Ltd',
    });
    expect(() => new StandardWebhook(created.signing_secret).verify(post.body, post.headers as Record<string, string>)).toThrow();
  });

  it('refuses a platform URL with credentials: a literal one on saving, a templated one when the run comes to it', async () => {
    const literal = await org.api.post('/api/automation/flows/', platformFlow(receiver.url.replace('http://', 'http://user:pass@')));
    expect(literal.status).toBe(422);
    expect(literal.body.errors[0]).toMatchObject({ node: 'push', code: 'credentials_in_url' });
    // One the URL parser refuses passes the block's pattern; it was saved, then failed every run.
    const unparsable = await org.api.post('/api/automation/flows/', platformFlow('http://a%00b/'));
    expect(unparsable.status).toBe(422);
    expect(unparsable.body.errors[0]).toMatchObject({ node: 'push', field: 'graph.nodes[push].params.url', code: 'invalid_url' });
    // One the parser reads with a host that is not written there (http:///a is dialled as http://a/).
    const hostless = await org.api.post('/api/automation/flows/', platformFlow('http:///a'));
    expect(hostless.status).toBe(422);
    expect(hostless.body.errors[0]).toMatchObject({ node: 'push', field: 'graph.nodes[push].params.url', code: 'invalid_url' });
    const created = (await org.api.post('/api/automation/flows/', platformFlow('{{target}}'))).body;
    const run = await org.api.post(`/api/automation/flows/${created.id}/run/`, {
      context: { client: { name: 'x' }, target: receiver.url.replace('http://', 'http://user:pass@') },
      live: true,
    });
    expect(run.body.status).toBe('failed');
    expect(run.body.error).toContain('user name or password');
  });
});

describe('webhook secrets and URLs', () => {
  it('stores the secret sealed', async () => {
    const created = (await org.api.post('/api/automation/webhooks/', { url: receiver.url, event: 'CLIENT_CREATED' })).body;
    const stored = (await kontor.db('webhooks').where({ id: created.id }).first()).secret as string;
    expect(stored.startsWith('enc:v1:')).toBe(true);
    expect(secretBoxFor(kontor.config).open(stored)).toBe(created.secret);
  });

  it('refuses a URL holding a user name or password, and shows none back', async () => {
    for (const url of ['https://user:secret@hooks.example.com/x', 'https://user@hooks.example.com/x']) {
      const res = await org.api.post('/api/automation/webhooks/', { url, event: 'CLIENT_CREATED' });
      expect(res.status, url).toBe(422);
      expect(res.body.errors[0].field).toBe('url');
      expect(res.text).not.toContain('secret@');
    }
  });
});

describe('Idempotency-Key records', () => {
  it('keep no secret in clear, and still replay the answer', async () => {
    const headers = { 'idempotency-key': `key-${Date.now()}` };
    const first = await org.api.post('/api/automation/api-keys/', { name: 'replayed' }, headers);
    expect(first.status).toBe(201);
    const again = await org.api.post('/api/automation/api-keys/', { name: 'replayed' }, headers);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.key).toBe(first.body.key);
    const rows = await kontor.db('idempotency_keys').where({ key: headers['idempotency-key'] });
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0].response_body)).not.toContain(first.body.key);
    expect(JSON.stringify(rows[0].response_body)).not.toContain('sk_');
  });

  it("are per concrete path: the same key on another object's action runs that action", async () => {
    const w1 = (await org.api.post('/api/automation/webhooks/', { url: receiver.url, event: 'CLIENT_CREATED' })).body;
    const w2 = (await org.api.post('/api/automation/webhooks/', { url: receiver.url, event: 'CLIENT_CREATED' })).body;
    const headers = { 'idempotency-key': `rotate-${Date.now()}` };
    const r1 = await org.api.post(`/api/automation/webhooks/${w1.id}/rotate-secret/`, undefined, headers);
    const r2 = await org.api.post(`/api/automation/webhooks/${w2.id}/rotate-secret/`, undefined, headers);
    expect(r1.status).toBe(200);
    expect(r2.status).toBe(200);
    expect(r2.headers.get('idempotent-replayed')).toBeNull();
    expect(r2.body.id).toBe(w2.id);
    expect(r2.body.secret).not.toBe(r1.body.secret);
    const stored = (await kontor.db('webhooks').where({ id: w2.id }).first()).secret as string;
    expect(secretBoxFor(kontor.config).open(stored)).toBe(r2.body.secret);
  });
});

describe('sealing and key rotation', () => {
  const oldKey = Buffer.alloc(32, 1);
  const newKey = Buffer.alloc(32, 2);

  it('seals with AES-256-GCM: a tampered value does not open, and a value sealed under an unknown key says which', () => {
    const box = secretBox(oldKey);
    const sealed = box.seal('whsec_abc');
    expect(sealed).toMatch(/^enc:v1:[0-9a-f]{8}:/);
    expect(box.open(sealed)).toBe('whsec_abc');
    expect(box.seal('whsec_abc')).not.toBe(sealed);
    const tampered = sealed.replace(/:([^:]+):([^:]+)$/, (_, body: string, tag: string) => `:${body.slice(0, -2)}AA:${tag}`);
    expect(() => box.open(tampered)).toThrow();
    expect(() => secretBox(newKey).open(sealed)).toThrow(SecretKeyError);
    expect(box.open('whsec_legacy_in_clear')).toBe('whsec_legacy_in_clear');
  });

  it('reseals secrets kept in clear and those under the previous key, and leaves current ones', async () => {
    const created = (await org.api.post('/api/automation/webhooks/', { url: receiver.url, event: 'CLIENT_CREATED' })).body;
    await kontor.db('webhooks').where({ id: created.id }).update({ secret: 'whsec_c2VjcmV0LWluLWNsZWFy' });
    const current = secretBox(TEST_SECRET_KEY);
    expect((await resealSecrets(kontor.db, current, SECRET_COLUMNS)).resealed).toBeGreaterThanOrEqual(1);
    const sealed = (await kontor.db('webhooks').where({ id: created.id }).first()).secret as string;
    expect(current.open(sealed)).toBe('whsec_c2VjcmV0LWluLWNsZWFy');
    expect((await resealSecrets(kontor.db, current, SECRET_COLUMNS)).resealed).toBe(0);

    // Rotation: the new key seals, the old one still opens until everything is resealed.
    const rotated = secretBox(newKey, [TEST_SECRET_KEY]);
    expect((await resealSecrets(kontor.db, rotated, SECRET_COLUMNS)).resealed).toBeGreaterThanOrEqual(2);
    const after = (await kontor.db('webhooks').where({ id: created.id }).first()).secret as string;
    expect(after.startsWith(`enc:v1:${rotated.keyId}:`)).toBe(true);
    expect(secretBox(newKey).open(after)).toBe('whsec_c2VjcmV0LWluLWNsZWFy');
    expect(() => current.open(after)).toThrow(SecretKeyError);
    // Back to the test key, so the other tests' deliveries still open.
    await resealSecrets(kontor.db, secretBox(TEST_SECRET_KEY, [newKey]), SECRET_COLUMNS);
  });

  it('generates the quick start key once into the data folder, readable by its owner only', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kontor-key-'));
    try {
      const first = secretBoxFor(configWith({ dataDir }));
      const file = path.join(dataDir, 'secret.key');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect((await readFile(file, 'utf8')).trim()).toMatch(/^[0-9a-f]{64}$/);
      const second = secretBoxFor(configWith({ dataDir }));
      expect(second.keyId).toBe(first.keyId);
      expect(second.open(first.seal('x'))).toBe('x');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
