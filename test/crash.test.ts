/**
 * Deliveries survive a worker killed with SIGKILL: 1,000 invoices are created
 * while the only worker process dies part-way and a new one starts, then again
 * with two workers of which one dies mid-stream and the other carries on.
 * Every INVOICE_CREATED reaches the receiver (none missing, counted by
 * webhook-id), and a message arrives twice only as the retry of an attempt
 * that never settled (the killed worker's lease ran out).
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionStringOf } from '../backend/src/platform/db/migrate.js';
import { TEST_SECRET_KEY, startTestKontor, type TestKontor } from '../backend/src/dev/test-support/kontor.js';
import { type Receiver, startReceiver } from '../backend/src/dev/test-support/receiver.js';
import { repeatsBeyondAttempts } from '../backend/src/dev/test-support/deliveries.js';
import { startWorker } from './support.js';

const INVOICES = 1000;
const KILL_AFTER = 300;
const PARALLEL = 10;

let kontor: TestKontor;
let receiver: Receiver;
const workers: ChildProcess[] = [];

function startWorkerProcess(databaseUrl: string): Promise<ChildProcess> {
  return startWorker({
    DATABASE_URL: databaseUrl,
    // The same key as the in-process API that sealed the webhook secrets.
    KONTOR_SECRET_KEY: TEST_SECRET_KEY.toString('hex'),
    LOG_LEVEL: 'warn',
    KONTOR_WEBHOOK_ALLOW_PRIVATE: 'true',
    KONTOR_WORKER_STALE_AFTER: '2',
    KONTOR_WEBHOOK_RETRY_SCHEDULE: '0.5,1,1,2,2,5',
    // A dead worker's leases run out this long plus a margin after they were taken.
    KONTOR_WEBHOOK_TIMEOUT: '3',
  }).then((worker) => {
    workers.push(worker.child);
    return worker.child;
  });
}

beforeAll(async () => {
  kontor = await startTestKontor({ worker: false });
  receiver = await startReceiver();
});
afterAll(async () => {
  for (const worker of workers) worker.kill('SIGKILL');
  await receiver.close();
  await kontor.close();
});

describe('a worker killed mid-stream', () => {
  it('loses no event', async () => {
    const org = await kontor.createOrganization();
    const client = (await org.api.post('/api/v1/clients/', { name: 'Crash test' })).body;
    await org.api.post('/api/automation/webhooks/', { url: receiver.url, events: ['INVOICE_CREATED'] });
    const databaseUrl = connectionStringOf(kontor.db);
    const first = await startWorkerProcess(databaseUrl);

    let created = 0;
    let killed = false;
    const numbers = new Set<string>();
    const create = async () => {
      while (created < INVOICES) {
        created += 1;
        const res = await org.api.post('/api/v1/invoices/', { client_id: client.id, items: [{ description: 'x', unit_price: '1' }] });
        expect(res.status).toBe(201);
        numbers.add(res.body.number);
        if (!killed && created >= KILL_AFTER) {
          killed = true;
          first.kill('SIGKILL');
          await startWorkerProcess(databaseUrl);
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, create));
    expect(numbers.size).toBe(INVOICES);
    expect(first.signalCode).toBe('SIGKILL');

    const invoiceIds = () => new Set(receiver.received.filter((r) => r.json?.type === 'INVOICE_CREATED').map((r) => r.json.data.number));
    await receiver.waitFor(() => invoiceIds().size === INVOICES, 120_000);
    const messageIds = new Set(receiver.received.map((r) => r.headers['webhook-id']));
    expect(messageIds.size).toBe(INVOICES);
    expect([...invoiceIds()].sort()).toEqual([...numbers].sort());
    expect(
      await repeatsBeyondAttempts(
        kontor.db,
        receiver.received.map((r) => String(r.headers['webhook-id'])),
      ),
    ).toEqual([]);
    // The dead worker's heartbeat was swept (and its jobs released) by the live one.
    const heartbeats = await kontor.db('worker_heartbeats').select('process_id');
    expect(heartbeats).toHaveLength(1);
  }, 180_000);

  it('loses no event when one of two workers dies and the other carries on', async () => {
    for (const worker of workers.splice(0)) worker.kill('SIGTERM');
    receiver.received.length = 0;
    const org = await kontor.createOrganization();
    const client = (await org.api.post('/api/v1/clients/', { name: 'Crash test, two workers' })).body;
    await org.api.post('/api/automation/webhooks/', { url: receiver.url, events: ['INVOICE_CREATED'] });
    const databaseUrl = connectionStringOf(kontor.db);
    const [doomed, survivor] = await Promise.all([startWorkerProcess(databaseUrl), startWorkerProcess(databaseUrl)]);

    let created = 0;
    let killed = false;
    const numbers = new Set<string>();
    const create = async () => {
      while (created < INVOICES) {
        created += 1;
        const res = await org.api.post('/api/v1/invoices/', { client_id: client.id, items: [{ description: 'x', unit_price: '1' }] });
        expect(res.status).toBe(201);
        numbers.add(res.body.number);
        if (!killed && created >= KILL_AFTER) {
          killed = true;
          doomed!.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, create));
    expect(doomed!.signalCode).toBe('SIGKILL');

    // By client, not by number: invoice numbers are per organization, and the first test's organization has the same
    // ones; its killed worker's last leases run out and are delivered again (as retries) while this test runs.
    const ofThisOrg = () => receiver.received.filter((r) => r.json?.type === 'INVOICE_CREATED' && r.json.data.client_id === client.id);
    await receiver.waitFor(() => new Set(ofThisOrg().map((r) => r.json.data.number)).size === INVOICES, 120_000);
    const messageIds = ofThisOrg().map((r) => String(r.headers['webhook-id']));
    expect(new Set(messageIds).size).toBe(INVOICES);
    expect(await repeatsBeyondAttempts(kontor.db, messageIds)).toEqual([]);
    expect(survivor!.exitCode).toBeNull();
  }, 180_000);
});
