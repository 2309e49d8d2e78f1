/**
 * API keys kept by each process and forgotten when Postgres tells of a change: two API processes (app instances) on
 * one database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestKontor, type TestOrganization, startTestKontor } from '../../dev/test-support/kontor.js';
import { until } from '../../dev/test-support/until.js';

let first: TestKontor;
let second: TestKontor;

beforeAll(async () => {
  first = await startTestKontor();
  second = await startTestKontor({ databaseUrl: first.databaseUrl });
});
afterAll(async () => {
  await second?.stop();
  await first?.close();
});

/** A key of `tenant`'s, made through the API, and its id. */
async function newKey(tenant: TestOrganization, scopes?: string[]): Promise<{ id: number; key: string }> {
  const made = await tenant.api.post('/api/automation/api-keys/', { name: 'cached', ...(scopes ? { scopes } : {}) });
  expect(made.status).toBe(201);
  return { id: made.body.id, key: made.body.key };
}

/**
 * Changes a key's row without the notification a change sends: the table's triggers are off inside this transaction
 * only (the statements are transactional; the tests' role owns the table but is no superuser, so it cannot set
 * session_replication_role).
 */
async function changeUnannounced(kontor: TestKontor, sql: string, bindings: number[]): Promise<void> {
  await kontor.db.transaction(async (trx) => {
    await trx.raw('ALTER TABLE api_keys DISABLE TRIGGER USER');
    await trx.raw(sql, bindings);
    await trx.raw('ALTER TABLE api_keys ENABLE TRIGGER USER');
  });
}

/** Until the other process's notification connection is back (after a cut). */
const listening = (kontor: TestKontor) =>
  until(
    async () =>
      (
        await kontor.db.raw(
          `SELECT count(*)::integer AS n FROM pg_stat_activity WHERE application_name LIKE 'kontor-notices%' AND datname = current_database()`,
        )
      ).rows[0].n as number,
    (n) => n >= 2,
    'both notification connections',
  );

describe('cached API keys', () => {
  it('a key revoked by one process is refused by it at once and by the other once it is told', async () => {
    const tenant = await first.createOrganization();
    const { id, key } = await newKey(tenant);
    const here = first.client(`Bearer ${key}`);
    const there = second.client(`Bearer ${key}`);
    expect((await here.get('/api/v1/clients/')).status).toBe(200);
    expect((await there.get('/api/v1/clients/')).status).toBe(200);
    expect((await tenant.api.delete(`/api/automation/api-keys/${id}/`)).status).toBe(204);
    const refused = await here.get('/api/v1/clients/');
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('authentication_failed');
    await until(
      () => there.get('/api/v1/clients/'),
      (answer) => answer.status === 401,
      'the other process to refuse the key',
    );
  });

  it('serves a kept key without asking the database, and a change of its scopes is not served once told', async () => {
    const tenant = await first.createOrganization();
    const { id, key } = await newKey(tenant);
    const there = second.client(`Bearer ${key}`);
    expect((await there.post('/api/v1/clients/', { name: 'Before' })).status).toBe(201);
    // Revoked without a notification: the process that kept the key still takes it (so it is kept, not looked up).
    await changeUnannounced(first, 'UPDATE api_keys SET revoked_at = now() WHERE id = ?', [id]);
    expect((await there.get('/api/v1/clients/')).status).toBe(200);
    await changeUnannounced(first, 'UPDATE api_keys SET revoked_at = NULL WHERE id = ?', [id]);
    // A change of scopes, told as any change is.
    await first
      .db('api_keys')
      .where({ id })
      .update({ scopes: ['clients:read'] });
    await until(
      () => there.post('/api/v1/clients/', { name: 'After' }),
      (answer) => answer.status === 403,
      'the narrower scopes to apply',
    );
    expect((await there.get('/api/v1/clients/')).status).toBe(200);
  });

  it("forgets an organization's keys when the organization changes", async () => {
    const tenant = await first.createOrganization();
    const { id, key } = await newKey(tenant);
    const there = second.client(`Bearer ${key}`);
    expect((await there.get('/api/v1/clients/')).status).toBe(200);
    await changeUnannounced(first, 'UPDATE api_keys SET revoked_at = now() WHERE id = ?', [id]);
    expect((await there.get('/api/v1/clients/')).status).toBe(200);
    await first.db('organizations').where({ id: tenant.id }).update({ name: 'Renamed' });
    await until(
      () => there.get('/api/v1/clients/'),
      (answer) => answer.status === 401,
      'the revoked key to be looked up again',
    );
  });

  it('forgets every key when its notification connection is cut and made again', async () => {
    await listening(first);
    const tenant = await first.createOrganization();
    const { id, key } = await newKey(tenant);
    const there = second.client(`Bearer ${key}`);
    expect((await there.get('/api/v1/clients/')).status).toBe(200);
    await changeUnannounced(first, 'UPDATE api_keys SET revoked_at = now() WHERE id = ?', [id]);
    expect((await there.get('/api/v1/clients/')).status).toBe(200);
    await first.db.raw(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name LIKE 'kontor-notices%' AND datname = current_database()`,
    );
    await until(
      () => there.get('/api/v1/clients/'),
      (answer) => answer.status === 401,
      'the key to be looked up again',
    );
    await listening(first);
    expect((await there.get('/api/v1/clients/')).status).toBe(401);
  });
});
