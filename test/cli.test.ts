/**
 * `npm run kontor -- <command>`: JSON on stdout, errors as JSON on stderr with
 * a non-zero exit, against a real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
