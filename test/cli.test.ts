/**
 * `npm run kontor -- <command>`: JSON on stdout, errors as JSON on stderr with
 * a non-zero exit, against a real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../backend/src/db/knex.js';
import { secretBox } from '../backend/src/lib/secret-box.js';
import { createTestDatabase } from '../backend/src/test-support/kontor.js';
import { cliEntry, runNode } from './support.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const kontor = (...args: string[]) => runNode(cliEntry, args, { DATABASE_URL: database.url, LOG_LEVEL: 'warn' });

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('operator CLI', () => {
  it('creates an organization with its owner and a first key', async () => {
    const result = await kontor('create-org', '--name', 'Účetní kancelář', '--owner-email', 'eva@example.com', '--owner-password', 'long enough password');
    expect(result.code, result.stderr).toBe(0);
    const answer = JSON.parse(result.stdout);
    expect(answer).toMatchObject({ organization: { id: expect.any(Number), name: 'Účetní kancelář' }, api_key: expect.stringMatching(/^sk_[0-9A-Za-z]{40}$/) });

    const key = await kontor('create-api-key', '--org', String(answer.organization.id), '--name', 'n8n', '--scopes', 'invoices:read,clients:write');
    expect(key.code, key.stderr).toBe(0);
    expect(JSON.parse(key.stdout)).toMatchObject({ key: expect.stringMatching(/^sk_/), scopes: ['invoices:read', 'clients:write'] });

    const user = await kontor('create-user', '--org', String(answer.organization.id), '--email', 'petr@example.com', '--password', 'another long one');
    expect(JSON.parse(user.stdout).user).toMatchObject({ email: 'petr@example.com', role: 'member' });
    expect((await kontor('migrate')).stdout).toContain('"applied": []');
  });

  it('reseals stored secrets under a new KONTOR_SECRET_KEY, reading the old one from KONTOR_SECRET_KEY_PREVIOUS', async () => {
    const oldKey = '11'.repeat(32);
    const newKey = '22'.repeat(32);
    const withKeys = (env: Record<string, string>, ...args: string[]) => runNode(cliEntry, args, { DATABASE_URL: database.url, LOG_LEVEL: 'warn', ...env });
    const db = createDb({ connectionString: database.url, poolMax: 1 });
    try {
      const [org] = await db('organizations').select('id').limit(1);
      await db('webhooks').insert({ organization_id: org.id, url: 'https://hooks.example.com/x', events: ['PING'], secret: 'whsec_aW4tY2xlYXI=' });
      const first = await withKeys({ KONTOR_SECRET_KEY: oldKey }, 'rotate-secrets');
      expect(first.code, first.stderr).toBe(0);
      expect(JSON.parse(first.stdout).resealed).toBe(1);
      const sealed = (await db('webhooks').first('secret')).secret as string;
      expect(sealed).toMatch(/^enc:v1:/);

      const refused = await withKeys({ KONTOR_SECRET_KEY: newKey }, 'rotate-secrets');
      expect(refused.code).toBe(1);
      expect(JSON.parse(refused.stderr).error).toContain('KONTOR_SECRET_KEY_PREVIOUS');

      const rotated = await withKeys({ KONTOR_SECRET_KEY: newKey, KONTOR_SECRET_KEY_PREVIOUS: oldKey }, 'rotate-secrets');
      expect(JSON.parse(rotated.stdout).resealed).toBe(1);
      const resealed = (await db('webhooks').first('secret')).secret as string;
      expect(resealed).not.toBe(sealed);
      expect(secretBox(Buffer.from(newKey, 'hex')).open(resealed)).toBe('whsec_aW4tY2xlYXI=');
    } finally {
      await db.destroy();
    }
  });

  it('answers usage errors as JSON on stderr with exit code 2', async () => {
    const unknown = await kontor('frobnicate');
    expect(unknown.code).toBe(2);
    expect(JSON.parse(unknown.stderr).error).toContain('unknown command');
    const missing = await kontor('create-api-key', '--org', '999999', '--name', 'x');
    expect(missing.code).toBe(2);
    expect(JSON.parse(missing.stderr).error).toContain('no organization');
    const scopes = await kontor('create-api-key', '--org', '1', '--name', 'x', '--scopes', 'everything');
    expect(JSON.parse(scopes.stderr).error).toContain('unknown scopes');
    expect(unknown.stdout).toBe('');
  });
});
