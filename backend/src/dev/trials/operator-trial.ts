/**
 * The operator's trial (docs/trials/2026-11-29-operator.md), rerunnable: on a stock PostgreSQL named by
 * TRIAL_DATABASE_URL (a superuser's URL; a fresh database is created in it), two API processes start at once on the
 * empty database (both migrate), two workers join, a webhook receiver on 127.0.0.1 is subscribed, and a load of
 * client creations and smart invoice creations (each with an Idempotency-Key, retried as a client would) runs for
 * TRIAL_SECONDS while one API process and one worker are killed with SIGKILL. Then it counts what was acknowledged
 * against the rows, the audit log and the receiver, and times a revocation through one API seen by the other.
 *
 *   npx tsc -p backend/tsconfig.dev.json && TRIAL_DATABASE_URL=postgres://postgres@127.0.0.1:54415/postgres \
 *     node backend/dist-dev/dev/trials/operator-trial.js
 *
 * Ports: TRIAL_PORT_BASE (8410) to +4. The receiver answers after TRIAL_RECEIVER_DELAY_MS (300), so that the killed
 * worker has deliveries in flight. Every loop is bounded by a deadline or a count.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type Ack, type Proc, eventDelays, launch, log, sleep, startReceiver, tally, waitReady, write } from './trial-parts.js';

const ADMIN_URL = process.env.TRIAL_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:54415/postgres';
const SECONDS = Number(process.env.TRIAL_SECONDS ?? 60);
const PORT_BASE = Number(process.env.TRIAL_PORT_BASE ?? 8410);
const WRITERS = Number(process.env.TRIAL_WRITERS ?? 6);
const RECEIVER_DELAY_MS = Number(process.env.TRIAL_RECEIVER_DELAY_MS ?? 300);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SERVER = path.join(ROOT, 'backend/dist/app/server.js');
const CLI = path.join(ROOT, 'backend/dist/app/cli.js');

async function main(): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const database = `kontor_trial_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${database}`);
  const dbUrl = new URL(ADMIN_URL);
  dbUrl.pathname = `/${database}`;
  log(`database ${database} on ${(await admin.query('SELECT version()')).rows[0].version.split(' on ')[0]}`);

  const receiverPort = PORT_BASE + 4;
  const receiver = await startReceiver(receiverPort, RECEIVER_DELAY_MS);
  const common = {
    DATABASE_URL: dbUrl.toString(),
    KONTOR_SECRET_KEY: 'a'.repeat(64),
    KONTOR_WEBHOOK_ALLOW_PRIVATE: 'true',
    KONTOR_WEBHOOK_TIMEOUT: '5',
    KONTOR_WORKER_STALE_AFTER: '15',
    KONTOR_LOG_FORMAT: 'json',
    LOG_LEVEL: 'warn',
    // The load is one key's: the default 600 points a minute would make the trial a rate-limit test.
    KONTOR_RATE_LIMIT: process.env.KONTOR_RATE_LIMIT ?? '100000',
    KONTOR_RATE_LIMIT_ORGANIZATION: process.env.KONTOR_RATE_LIMIT_ORGANIZATION ?? '100000',
  };
  const apiEnv = (n: number) => ({
    ...common,
    PORT: String(PORT_BASE + n),
    KONTOR_WORKER: 'false',
    KONTOR_DATA_DIR: mkdtempSync(path.join(tmpdir(), `trial-api${n}-`)),
  });
  const bases: [string, string] = [`http://127.0.0.1:${PORT_BASE}`, `http://127.0.0.1:${PORT_BASE + 1}`];

  // Two processes at once on the empty database: both migrate and bootstrap; one organization must come of it.
  const envA = apiEnv(0);
  const envB = apiEnv(1);
  const apis: [Proc, Proc] = [launch('api-A', SERVER, [], envA), launch('api-B', SERVER, [], envB)];
  const readyMs = await Promise.all(bases.map((base) => waitReady(base, 60_000))).catch((error: unknown) => {
    // What the processes said, and none left running: a start that failed is a finding.
    for (const proc of apis) log(`${proc.name} (exit ${proc.child.exitCode}): ${proc.output.join('').slice(-1500)}`);
    for (const proc of apis) proc.child.kill('SIGKILL');
    throw error;
  });
  const trialDb = new pg.Client({ connectionString: dbUrl.toString() });
  await trialDb.connect();
  const organizations = (await trialDb.query('SELECT count(*)::int AS n FROM organizations')).rows[0].n as number;
  const migrations = (await trialDb.query('SELECT count(*)::int AS n, count(DISTINCT name)::int AS d FROM knex_migrations')).rows[0];
  const credentialFiles = [envA, envB].flatMap((env) => {
    try {
      return [readFileSync(path.join(env.KONTOR_DATA_DIR, 'first-start-credentials.txt'), 'utf8')];
    } catch {
      return [];
    }
  });
  log(
    `start at once: ready in ${readyMs.join(' / ')} ms; organizations ${organizations}; migrations recorded ${migrations.n} (distinct ${migrations.d}); credential files ${credentialFiles.length}`,
  );
  const apiKey = /sk_\w+/.exec(credentialFiles[0] ?? '')?.[0];
  if (!apiKey) throw new Error('no first-start credentials written');

  const worker = (n: number) =>
    launch(`worker-${n + 1}`, CLI, ['worker'], {
      ...common,
      KONTOR_WORKER_PORT: String(PORT_BASE + 2 + n),
      KONTOR_DATA_DIR: envA.KONTOR_DATA_DIR,
    });
  const workers: [Proc, Proc] = [worker(0), worker(1)];
  await Promise.all(workers.map((_, n) => waitReady(`http://127.0.0.1:${PORT_BASE + 2 + n}`, 60_000)));

  const hook = await fetch(`${bases[0]}/api/automation/webhooks/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ url: `http://127.0.0.1:${receiverPort}/hook`, events: ['INVOICE_CREATED', 'CLIENT_CREATED'] }),
  });
  if (hook.status !== 201) throw new Error(`webhook: ${hook.status} ${await hook.text()}`);
  const seed = await write(bases, apiKey, 'client', 'seed', { name: 'Trial Stavby s.r.o.', currency: 'CZK' });
  if (!seed) throw new Error('seed client refused');

  // The load, with one API and one worker killed partway.
  const acks: Ack[] = [];
  const started = Date.now();
  const deadline = started + SECONDS * 1000;
  let alive = [...bases];
  const writers = Array.from({ length: WRITERS }, async (_, w) => {
    for (let i = 0; Date.now() < deadline && i < 100_000; i++) {
      const key = `trial-${w}-${i}`;
      const ack =
        i % 2 === 0
          ? await write(alive, apiKey, 'client', key, { name: `Odběratel ${w} ${i} Kappa`, currency: 'CZK' })
          : await write(alive, apiKey, 'invoice', key, {
              client: 'trial stavby',
              description: key,
              quantity: 'two hours',
              unit_price: 'twelve hundred',
            });
      if (ack) acks.push(ack);
    }
  });
  const killAt = (ms: number, proc: Proc, after?: () => void) =>
    sleep(ms).then(() => {
      proc.child.kill('SIGKILL');
      after?.();
      log(`SIGKILL ${proc.name} at ${((Date.now() - started) / 1000).toFixed(1)} s, ${acks.length} writes acknowledged so far`);
    });
  await Promise.all([
    ...writers,
    killAt((SECONDS * 1000) / 3, apis[0], () => {
      // A client's balancer would stop sending there after its probe; the writers' retries cover the gap until then.
      setTimeout(() => (alive = [bases[1]]), 1000);
    }),
    killAt((SECONDS * 1000) / 2, workers[0]),
  ]);
  log(`load ended: ${acks.length} acknowledged, ${tally.requests} requests, ${tally.retried} retried, ${tally.gaveUp} gave up`);
  log(`answers: ${JSON.stringify(Object.fromEntries(tally.statuses))}`);

  // Survivors kept serving: B and worker 2 ready.
  const survivorB = (await fetch(`${bases[1]}/readyz`)).status;
  const survivorW = (await fetch(`http://127.0.0.1:${PORT_BASE + 3}/readyz`)).status;

  // Counts: every acknowledged write once, with its audit entry and its event.
  const rows = async (table: string) =>
    new Map((await trialDb.query(`SELECT id::text FROM ${table}`)).rows.map((row: { id: string }) => [row.id, true] as const));
  const clientRows = await rows('clients');
  const invoiceRows = await rows('invoices');
  const ackedClients = acks.filter((ack) => ack.kind === 'client');
  const ackedInvoices = acks.filter((ack) => ack.kind === 'invoice');
  const missing = acks.filter((ack) => !(ack.kind === 'client' ? clientRows : invoiceRows).has(ack.id));
  const idsTwice = (list: Ack[]) => list.length - new Set(list.map((ack) => ack.id)).size;
  const invoicePerKey = (
    await trialDb.query(
      `SELECT d.description, count(DISTINCT i.id)::int AS n FROM invoices i JOIN invoice_items d ON d.invoice_id = i.id GROUP BY d.description HAVING count(DISTINCT i.id) > 1`,
    )
  ).rows;
  const audited = new Set(
    (
      await trialDb.query(
        `SELECT url, response->'body'->>'id' AS id, response->'body'->'invoice'->>'id' AS invoice_id FROM audit_log WHERE method = 'POST' AND status BETWEEN 200 AND 299`,
      )
    ).rows.map(
      (row: { url: string; id: string | null; invoice_id: string | null }) =>
        `${row.url.includes('smart') ? 'invoice' : 'client'}:${row.invoice_id ?? row.id}`,
    ),
  );
  const unaudited = acks.filter((ack) => !audited.has(`${ack.kind}:${ack.id}`));

  // Events: wait (bounded) for every acknowledged write's event; the dead worker's leases run out first.
  const eventKey = (type: string, id: string) => `${type}:${id}`;
  const expected = new Set([
    ...ackedClients.map((ack) => eventKey('CLIENT_CREATED', ack.id)),
    ...ackedInvoices.map((ack) => eventKey('INVOICE_CREATED', ack.id)),
  ]);
  const waitUntil = Date.now() + 120_000;
  const lacking = () => {
    const seen = new Set(receiver.got.map((hit) => eventKey(hit.type, hit.id)));
    return [...expected].filter((key) => !seen.has(key));
  };
  const loadEnded = Date.now();
  while (lacking().length > 0 && Date.now() < waitUntil) await sleep(500);
  const allDeliveredAfterMs = Date.now() - loadEnded;
  const delays = eventDelays(acks, receiver.got);
  const slowest = delays
    .slice(0, 3)
    .map((entry) => ({ delayMs: entry.delay, acknowledgedAtSecond: Math.round((entry.ack.at - started) / 1000) }));
  const over5s = delays.filter((entry) => entry.delay > 5000).length;
  const byWebhookId = new Map<string, number>();
  for (const hit of receiver.got) byWebhookId.set(hit.webhookId, (byWebhookId.get(hit.webhookId) ?? 0) + 1);
  const deliveredTwice = [...byWebhookId.values()].filter((n) => n > 1).length;
  const eventsOfOneWrite = new Map<string, Set<string>>();
  for (const hit of receiver.got) {
    const set = eventsOfOneWrite.get(eventKey(hit.type, hit.id)) ?? new Set();
    set.add(hit.webhookId);
    eventsOfOneWrite.set(eventKey(hit.type, hit.id), set);
  }
  const twoMessagesOneWrite = [...eventsOfOneWrite.values()].filter((set) => set.size > 1).length;

  // Revocation: A restarted, a key used through B (B keeps it), revoked through A, refused by B within 1 s?
  apis[0] = launch('api-A (restarted)', SERVER, [], envA);
  const restartMs = await waitReady(bases[0], 60_000);
  const made = (await (
    await fetch(`${bases[0]}/api/automation/api-keys/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'to revoke', scopes: ['clients:read'] }),
    })
  ).json()) as { id: number; key: string };
  const asKey = (base: string) => fetch(`${base}/api/v1/clients/?page_size=1`, { headers: { authorization: `Bearer ${made.key}` } });
  const before = (await asKey(bases[1])).status;
  const revoked = await fetch(`${bases[0]}/api/automation/api-keys/${made.id}/`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${apiKey}` },
  });
  const revokedAt = Date.now();
  let refusedAfterMs: number | undefined;
  while (Date.now() - revokedAt < 5000) {
    if ((await asKey(bases[1])).status === 401) {
      refusedAfterMs = Date.now() - revokedAt;
      break;
    }
    await sleep(20);
  }

  // A worker given another key (as one with a data folder of its own and no KONTOR_SECRET_KEY): refused at its start.
  const stranger = launch('worker (other key)', CLI, ['worker'], {
    ...common,
    KONTOR_SECRET_KEY: 'b'.repeat(64),
    KONTOR_DATA_DIR: envB.KONTOR_DATA_DIR,
  });
  const strangerExit = await Promise.race([
    new Promise<number | null>((resolve) => stranger.child.once('exit', (code) => resolve(code))),
    sleep(30_000).then(() => 'still running after 30 s'),
  ]);
  if (stranger.child.exitCode === null) stranger.child.kill('SIGKILL');
  const strangerSaid = (/"error":"(.{0,160})/.exec(stranger.output.join(''))?.[1] ?? '').replace(/\\"/g, '"');

  const report = {
    database: (await admin.query('SELECT version()')).rows[0].version.split(' on ')[0],
    startAtOnce: {
      readyMs,
      organizations,
      migrationsRecorded: migrations.n,
      migrationsDistinct: migrations.d,
      credentialFiles: credentialFiles.length,
    },
    load: {
      seconds: SECONDS,
      writers: WRITERS,
      receiverDelayMs: RECEIVER_DELAY_MS,
      requests: tally.requests,
      retried: tally.retried,
      gaveUp: tally.gaveUp,
    },
    acknowledged: {
      clients: ackedClients.length,
      invoices: ackedInvoices.length,
      maxAttempts: Math.max(0, ...acks.map((ack) => ack.attempts)),
      longestMs: Math.max(0, ...acks.map((ack) => ack.ms)),
    },
    rows: { clients: clientRows.size, invoices: invoiceRows.size },
    missingRows: missing.length,
    acknowledgedIdTwice: idsTwice(ackedClients) + idsTwice(ackedInvoices),
    invoiceKeysWithTwoRows: invoicePerKey.length,
    unaudited: unaudited.length,
    eventsNeverDelivered: lacking().length,
    received: receiver.got.length,
    eventsWaitedForAfterLoadMs: allDeliveredAfterMs,
    eventsLaterThan5s: over5s,
    slowestEvents: slowest,
    webhookIdsDeliveredTwice: deliveredTwice,
    writesWithTwoMessages: twoMessagesOneWrite,
    survivorsReady: { apiB: survivorB, worker2: survivorW },
    restartedApiReadyMs: restartMs,
    workerWithAnotherKey: { exit: strangerExit, said: strangerSaid },
    revocation: { usableOnBBefore: before, revokeStatus: revoked.status, refusedOnBAfterMs: refusedAfterMs ?? 'not within 5 s' },
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  if (missing.length > 0) log(`missing: ${JSON.stringify(missing.slice(0, 5))}`);
  if (unaudited.length > 0) log(`unaudited: ${JSON.stringify(unaudited.slice(0, 5))}`);
  if (lacking().length > 0) log(`never delivered: ${lacking().slice(0, 5).join(', ')}`);

  for (const proc of [...apis, ...workers]) proc.child.kill('SIGTERM');
  await sleep(3000);
  for (const proc of [...apis, ...workers]) if (proc.child.exitCode === null && proc.child.signalCode === null) proc.child.kill('SIGKILL');
  for (const proc of [...apis, ...workers]) {
    const errors = proc.output
      .join('')
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line));
    if (errors.length > 0) log(`${proc.name}: ${errors.length} error lines, first: ${errors[0]?.slice(0, 400)}`);
  }
  receiver.close();
  await trialDb.end();
  if (process.env.TRIAL_KEEP_DATABASE !== 'true') await admin.query(`DROP DATABASE ${database} WITH (FORCE)`);
  await admin.end();
}

await main();
