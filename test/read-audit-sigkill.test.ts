/**
 * A read's audit entry waits in memory for its batch; a process killed outright (SIGKILL, the OOM killer) must still
 * lose none of the entries of the reads it answered. Each entry is in the process's journal before its answer leaves,
 * and the next process started on the same journal folder writes what the killed one had not. Counted on real
 * processes: one killed in the middle of a stream of GETs, then another started beside the same database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionStringOf } from '../backend/src/platform/db/migrate.js';
import { TEST_SECRET_KEY, startTestKontor, type TestKontor } from '../backend/src/dev/test-support/kontor.js';
import { startServer } from './support.js';

let kontor: TestKontor;
const journal = fs.mkdtempSync(path.join(os.tmpdir(), 'kontor-journal-e2e-'));

beforeAll(async () => {
  kontor = await startTestKontor();
});
afterAll(async () => {
  await kontor?.close();
  fs.rmSync(journal, { recursive: true, force: true });
});

const countEntries = async (organizationId: number) => {
  const rows = await kontor
    .db('audit_log')
    .where({ organization_id: organizationId, method: 'GET', status: 200 })
    .whereLike('url', '/api/v1/invoices/%')
    .count<{ count: string }[]>({ count: '*' });
  return Number(rows[0]?.count);
};

describe('read audit on SIGKILL', () => {
  it('every answered GET has its entry once the next process has started', async () => {
    const organization = await kontor.createOrganization('Read audit killed');
    const env = {
      DATABASE_URL: connectionStringOf(kontor.db),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      KONTOR_SECRET_KEY: TEST_SECRET_KEY.toString('hex'),
      PORT: '0',
      KONTOR_WORKER: 'false',
      KONTOR_AUDIT_JOURNAL: journal,
    };
    const server = await startServer(env, 180_000);
    const headers = { authorization: `Bearer ${organization.apiKey}` };
    let answered = 0;
    let stopping = false;
    let running = 0;
    const caller = async () => {
      running += 1;
      let failures = 0;
      try {
        for (let i = 0; i < 5_000; i += 1) {
          try {
            const response = await fetch(`${server.baseUrl}/api/v1/invoices/`, { headers });
            await response.arrayBuffer();
            if (response.status === 200) answered += 1;
          } catch {
            if (stopping || (failures += 1) > 20) return; // the process is gone
          }
        }
      } finally {
        running -= 1;
      }
    };
    const callers = Array.from({ length: 4 }, caller);
    while (answered < 60 && running > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    stopping = true;
    const exited = server.stop('SIGKILL');
    await Promise.all(callers);
    await exited;
    expect(answered).toBeGreaterThanOrEqual(60);

    // The next process writes what the killed one held; bounded wait for its start and its replay.
    const next = await startServer(env, 180_000);
    try {
      let entries = await countEntries(organization.id);
      for (let tries = 0; entries < answered && tries < 150; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        entries = await countEntries(organization.id);
      }
      // An entry may also exist for a GET answered as the kill landed, its answer lost on the way: one per caller.
      expect(entries).toBeGreaterThanOrEqual(answered);
      expect(entries).toBeLessThanOrEqual(answered + 4);
    } finally {
      await next.stop('SIGTERM');
    }
    // Written and removed: nothing of either process is left but empty folders.
    const left = fs.readdirSync(journal, { recursive: true }).filter((name) => String(name).endsWith('.journal'));
    expect(left).toEqual([]);
  }, 400_000);
});
