/**
 * Noisy neighbours: while one organization attacks (deep pages, a sort over 100k clients, an audit-log search over
 * 100k entries, bodies of many members, MCP batches, a sign-in flood, flow test runs at once), another organization's
 * `GET /api/v1/clients/` latency is measured against its own quiet figure in the same run.
 *
 * Two variants, each on a server process of its own:
 * - `allowance`: the shipped rate limits (per key, per organization, per address; the sign-in limiter; the cap on
 *   flow work). The attacker sends as fast as its connections let it, one key minted per connection, so that its
 *   organization's limit binds rather than one key's, and is refused with 429 past it. This is the issue's figure.
 * - `stress: limits lifted`: the rate limits at 10M a minute, so that only the per-organization concurrency cap
 *   (fair-share.ts) stands between the attacker and the server.
 *
 * Each attack is made by an organization of its own, so that one attack's spent allowance does not quiet the next.
 * The quiet organization paces itself within its own allowance (QUIET_RATE). The server's CPU time per request and
 * its longest event-loop delay in each phase come from it over IPC.
 */
import { createApiKey } from '../../features/api-keys/service.js';
import { createOrganization } from '../../features/organizations/service.js';
import { Worker } from 'node:worker_threads';
import type { QuietResult } from './quiet-worker.js';
import { type BenchDatabase, forkServer, postgresCpuMicros, ratio } from './support.js';

const LIST_CLIENTS = 100_000;
const AUDIT_ENTRIES = 100_000;
const QUIET_CLIENTS = 200;
/** Concurrent quiet readers, and concurrent attackers per attack (one key each). */
const QUIET_CONNECTIONS = 2;
const ATTACK_CONNECTIONS = 8;
/**
 * The quiet organization's requests per second, all its readers together: 1,200 a minute, within its organization's
 * default 3,000, spread over QUIET_CONNECTIONS keys of its own (600 a minute per key by default).
 */
const QUIET_RATE = 20;

type Variant = 'allowance' | 'stress: limits lifted';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

interface Tally {
  latencies: number[];
  /** The server's phases of each request, where it said them (the quiet organization's), by the same index. */
  phases: Array<Record<string, number> | undefined>;
  /** Answered as the attack expects (2xx, or the refusal it is built to draw: 413, 422, 401...), 429 apart. */
  answered: number;
  refused429: number;
  /** Neither: another status, or no answer. */
  unexpected: number;
}

/**
 * `connections` loops each running `step(connection)` until `until`, at most one request per `intervalMs` each when
 * given; `step` answers the status. Answers the latencies (ms) and the answers counted.
 */
async function loops(
  connections: number,
  until: number,
  expected: readonly number[],
  step: (connection: number) => Promise<number>,
  intervalMs = 0,
): Promise<Tally> {
  const tally: Tally = { latencies: [], phases: [], answered: 0, refused429: 0, unexpected: 0 };
  await Promise.all(
    Array.from({ length: connections }, async (_, connection) => {
      while (Date.now() < until) {
        const start = performance.now();
        const status = await step(connection).catch(() => 0);
        const took = performance.now() - start;
        tally.latencies.push(took);
        tally.phases.push(undefined);
        if (status === 429) tally.refused429 += 1;
        else if (expected.includes(status)) tally.answered += 1;
        else tally.unexpected += 1;
        if (intervalMs > took) await new Promise((resolve) => setTimeout(resolve, intervalMs - took));
      }
    }),
  );
  return tally;
}

/** `Server-Timing: auth;dur=0.412, sql;dur=3.1, ...` as milliseconds by phase. */
const phasesOf = (header: string | null): Record<string, number> | undefined =>
  header
    ? Object.fromEntries(
        header.split(',').map((part) => {
          const [name, duration] = part.trim().split(';dur=');
          return [name!, Number(duration)];
        }),
      )
    : undefined;

/**
 * Where the slowest tenth of the quiet requests spent their time (means, ms): `outside` is the client's latency less
 * the server's total (waiting for the event loop to read the request, and for a core, on either side), `turn` the wait
 * for a slot of the fair queue, `sql` the statements with their wait for a pooled connection, `node` the rest of the
 * server's phases (auth, limit, body, validate, handler, serialise, audit).
 */
function slowestTenth(tally: Tally) {
  const order = tally.latencies.map((latency, index) => ({ latency, phases: tally.phases[index] })).sort((a, b) => b.latency - a.latency);
  const slow = order.slice(0, Math.max(1, Math.ceil(order.length / 10))).filter((row) => row.phases);
  if (process.env.BENCH_SLOW_DUMP) for (const row of slow.slice(0, 6)) console.error(Math.round(row.latency), JSON.stringify(row.phases));
  const mean = (pick: (row: (typeof slow)[number]) => number) =>
    slow.length === 0 ? 0 : Math.round((slow.reduce((sum, row) => sum + pick(row), 0) / slow.length) * 10) / 10;
  const total = (row: (typeof slow)[number]) => row.phases!.total ?? 0;
  const of = (row: (typeof slow)[number], name: string) => row.phases![name] ?? 0;
  return {
    outside: mean((row) => row.latency - total(row)),
    turn: mean((row) => of(row, 'turn')),
    sql: mean((row) => of(row, 'sql')),
    node: mean((row) => total(row) - of(row, 'turn') - of(row, 'sql')),
  };
}

/** The status, once the body is read (so that the connection is free for the next request). */
const statusOf = (res: Response) => res.arrayBuffer().then(() => res.status);

interface Attack {
  name: string;
  /** The statuses that are this attack's expected answers when not refused with 429. */
  expected: readonly number[];
  /** Prepares the attacking organization; answers the step of one connection. */
  prepare(org: Attacker, url: string): Promise<(connection: number) => Promise<number>>;
}

interface Attacker {
  organizationId: number;
  email: string;
  /** One key per connection, each with the content type of a JSON body. */
  headers: Array<Record<string, string>>;
}

function membersBody(count: number, width: number) {
  // Short names (f0, f1...) keep 60,000 members under the default body limit of 1 MiB, so they are counted, not cut.
  return JSON.stringify({ name: 'x', ...Object.fromEntries(Array.from({ length: count }, (_, i) => [`f${i}`, width])) });
}

/**
 * A body encoded once, for every request that sends it: fetch encodes a string body to UTF-8 on each request, work of
 * the load generator's that shared the two cores with the server under test.
 */
const encoded = (text: string) => new TextEncoder().encode(text);

const ATTACKS = (database: BenchDatabase): Attack[] => [
  {
    name: 'deep pages by cursor (100k clients)',
    expected: [200],
    async prepare(org, url) {
      await seedClients(database, org.organizationId, LIST_CLIENTS);
      const next: Array<string | null> = [];
      return async (connection) => {
        const res = await fetch(next[connection] ?? `${url}/api/v1/clients/?ordering=name&page_size=200&page=5`, {
          headers: org.headers[connection],
        });
        if (res.status !== 200) return statusOf(res);
        next[connection] = ((await res.json()) as { next: string | null }).next;
        return res.status;
      };
    },
  },
  {
    name: 'sorted by -updated_at, page 100 (100k clients)',
    expected: [200],
    async prepare(org, url) {
      await seedClients(database, org.organizationId, LIST_CLIENTS);
      return async (connection) =>
        statusOf(await fetch(`${url}/api/v1/clients/?ordering=-updated_at&page_size=100&page=100`, { headers: org.headers[connection] }));
    },
  },
  {
    name: 'audit-log search, absent (100k entries)',
    expected: [200],
    async prepare(org, url) {
      await database.db.raw(
        `INSERT INTO audit_log (organization_id, kind, method, url, status, request, response)
         SELECT ?, 'api', 'GET', '/api/v1/clients/' || g || '/', 200, '{}', json_build_object('id', g, 'name', 'Client ' || g)
         FROM generate_series(1, ?) g`,
        [org.organizationId, AUDIT_ENTRIES],
      );
      await database.db.raw('ANALYZE audit_log');
      return async (connection) =>
        statusOf(await fetch(`${url}/api/automation/logs/?search=absent-x`, { headers: org.headers[connection] }));
    },
  },
  {
    name: 'bodies of 20k-60k members',
    expected: [413, 422],
    async prepare(org, url) {
      const over = encoded(membersBody(60_000, 1));
      // Just under both bounds (20,000 members in a body, 1,000 in one object), so it is parsed and validated: 19
      // unknown members of 999 members each.
      const group = Object.fromEntries(Array.from({ length: 999 }, (_, i) => [`field_${i}`, i]));
      const under = encoded(
        JSON.stringify({ name: 'x', ...Object.fromEntries(Array.from({ length: 19 }, (_, i) => [`group_${i}`, group])) }),
      );
      let sent = 0;
      return async (connection) => {
        sent += 1;
        const body = sent % 2 === 0 ? over : under;
        return statusOf(await fetch(`${url}${BODIES_PATH}`, { method: 'POST', headers: org.headers[connection], body }));
      };
    },
  },
  {
    name: 'MCP batches of 100 tools/call',
    expected: [200, 400],
    async prepare(org, url) {
      const call = (id: number) => ({
        jsonrpc: '2.0',
        id,
        method: 'tools/call',
        params: { name: 'find_clients', arguments: { query: 'x' } },
      });
      const body = JSON.stringify(Array.from({ length: 100 }, (_, i) => call(i + 1)));
      return async (connection) =>
        statusOf(
          await fetch(`${url}/api/automation/mcp/`, {
            method: 'POST',
            headers: { ...org.headers[connection], accept: 'application/json, text/event-stream' },
            body,
          }),
        );
    },
  },
  {
    name: 'sign-in flood, wrong password (no key)',
    expected: [401],
    async prepare(org, url) {
      const body = JSON.stringify({ email: org.email, password: 'guess' });
      return async () =>
        statusOf(await fetch(`${url}/api/v1/auth/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }));
    },
  },
  {
    name: 'flow test runs',
    expected: [200],
    async prepare(org, url) {
      const created = await fetch(`${url}/api/automation/flows/`, {
        method: 'POST',
        headers: org.headers[0],
        body: JSON.stringify({
          name: 'Bench',
          mode: 'automation',
          graph: { nodes: [{ id: 't', type: 'trigger.task_created', params: {}, position: { x: 0, y: 0 } }], connections: [] },
        }),
      });
      const flow = (await created.json()) as { id: number };
      return async (connection) =>
        statusOf(
          await fetch(`${url}/api/automation/flows/${flow.id}/run/`, {
            method: 'POST',
            headers: org.headers[connection],
            body: '{"context": {}}',
          }),
        );
    },
  },
  {
    name: 'debt simulations, 200 nodes over 366 days',
    expected: [200],
    async prepare(org, url) {
      const headers = org.headers[0];
      const post = async (path: string, body: unknown) =>
        (await (await fetch(`${url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })).json()) as { id: number };
      const client = await post('/api/v1/clients/', { name: 'Payer', email: 'ap@payer.test' });
      const invoice = await post('/api/v1/invoices/', {
        client_id: client.id,
        issue_date: '2026-01-01',
        due_date: '2026-01-15',
        status: 'sent',
        items: [{ description: 'Work', unit_price: '1000' }],
      });
      const flow = await post('/api/automation/flows/', { name: 'Dunning', mode: 'debt_collection', graph: debtFlow(SIMULATED_NODES) });
      return async (connection) =>
        statusOf(
          await fetch(`${url}/api/automation/flows/${flow.id}/simulate/`, {
            method: 'POST',
            headers: org.headers[connection],
            body: JSON.stringify({ invoice_id: invoice.id, days: 366 }),
          }),
        );
    },
  },
];

/** Nodes of the simulated debt flow: its trigger, then steps of a wait, a condition on the balance and a reminder. */
const SIMULATED_NODES = 200;

/** A debt flow of `nodes` nodes that waits five days between reminders, for as long as it is unpaid. */
function debtFlow(nodes: number) {
  const position = { x: 0, y: 0 };
  const graph = {
    nodes: [{ id: 'overdue', type: 'trigger.invoice_overdue', params: {}, position }],
    connections: [] as Array<{ from: string; to: string; output: string }>,
  };
  let last = 'overdue';
  for (let step = 0; graph.nodes.length + 3 <= nodes; step++) {
    const [wait, unpaid, remind] = [`wait_${step}`, `unpaid_${step}`, `remind_${step}`];
    graph.nodes.push(
      { id: wait, type: 'wait', params: { amount: 5, unit: 'days' }, position },
      { id: unpaid, type: 'condition', params: { value: '{{invoice.balance}}', operator: 'greater', compare_to: '0' }, position },
      {
        id: remind,
        type: 'send_reminder',
        params: { level: (step % 3) + 1, to: '{{client.email}}', subject: 'Invoice {{invoice.number}}: {{money invoice.balance}} due' },
        position,
      },
    );
    graph.connections.push(
      { from: last, to: wait, output: 'main' },
      { from: wait, to: unpaid, output: 'main' },
      { from: unpaid, to: remind, output: 'true' },
    );
    last = remind;
  }
  return graph;
}

async function seedClients({ db }: BenchDatabase, organizationId: number, count: number) {
  await db.raw(
    `INSERT INTO clients (organization_id, name, updated_at)
     SELECT ?, 'Client ' || g, now() - make_interval(secs => g) FROM generate_series(1, ?) g`,
    [organizationId, count],
  );
  await db.raw('ANALYZE clients');
}

let organizations = 0;
async function organizationWithKeys(database: BenchDatabase, name: string, keys: number): Promise<Attacker> {
  organizations += 1;
  const email = `${name.toLowerCase()}-${Date.now()}-${organizations}@example.com`;
  const created = await createOrganization(database.db, { name, ownerEmail: email, ownerPassword: `${name} password` });
  const headers: Array<Record<string, string>> = [];
  for (let i = 0; i < keys; i += 1) {
    const key = i === 0 ? created.apiKey : (await createApiKey(database.db, created.organization.id, { name: `key ${i}` })).key;
    headers.push({ authorization: `Bearer ${key}`, 'content-type': 'application/json' });
  }
  return { organizationId: created.organization.id, email, headers };
}

async function measure(database: BenchDatabase, variant: Variant) {
  const quietOrg = await organizationWithKeys(database, 'Quiet', QUIET_CONNECTIONS);
  await seedClients(database, quietOrg.organizationId, QUIET_CLIENTS);
  const server = await forkServer({
    BENCH_VARIANT: 'full',
    BENCH_DATABASE_URL: database.url,
    BENCH_ORGANIZATION_ID: '0',
    BENCH_LIMITS: variant === 'allowance' ? 'shipped' : 'lifted',
    // The quiet requests' phases (Server-Timing), to tell where their time went.
    BENCH_SERVER_TIMING: '1',
  });
  /** The quiet organization's loops until `until`, in a thread of their own (quiet-worker.ts). */
  const quietLoops = (until: number) =>
    new Promise<Tally>((resolve, reject) => {
      const worker = new Worker(new URL('./quiet-worker.js', import.meta.url), {
        workerData: {
          url: `${server.url}/api/v1/clients/`,
          headers: quietOrg.headers,
          until,
          intervalMs: (1000 * QUIET_CONNECTIONS) / QUIET_RATE,
        },
      });
      worker.once('error', reject);
      worker.once('message', ({ latencies, statuses, timings }: QuietResult) => {
        void worker.terminate();
        resolve({
          latencies,
          phases: timings.map(phasesOf),
          answered: statuses.filter((status) => status === 200).length,
          refused429: statuses.filter((status) => status === 429).length,
          unexpected: statuses.filter((status) => status !== 200 && status !== 429).length,
        });
      });
    });

  /** One round: the quiet organization's loops, and the attack's beside them. */
  const round = async (attack: { expected: readonly number[]; step: (connection: number) => Promise<number> } | null) => {
    const until = Date.now() + roundSeconds * 1000;
    const before = await server.stats();
    const [benchBefore, postgresBefore, wallBefore] = [process.cpuUsage(), postgresCpuMicros() ?? 0, performance.now()];
    const [quiet, noise] = await Promise.all([
      quietLoops(until),
      attack ? loops(ATTACK_CONNECTIONS, until, attack.expected, attack.step) : null,
    ]);
    const after = await server.stats();
    const bench = process.cpuUsage(benchBefore);
    return {
      quiet,
      noise,
      cpuMs: (after.cpuMicros - before.cpuMicros) / 1000,
      // The bench's own CPU (the attack's client and the quiet thread) and Postgres's, beside the server's: whether the
      // two cores were all taken.
      benchCpuMs: (bench.user + bench.system) / 1000,
      postgresCpuMs: ((postgresCpuMicros() ?? 0) - postgresBefore) / 1000,
      wallMs: performance.now() - wallBefore,
      maxLoopDelayMs: after.maxLoopDelayMs,
      longestStretchMs: after.longestStretchMs,
    };
  };

  /**
   * `rounds` rounds, the quiet requests pooled (and each round's p95 kept, for the spread). An attack's rounds each
   * follow a round of the quiet organization alone, pooled apart ("paired"): on a machine shared with other work, the
   * load moved within minutes as much as an attack did (the bodies phase of one code 8.7x then 2.0x four minutes
   * apart, 2026-11-29), so each attack is also set against the quiet figure of its own minutes.
   */
  const phase = async (attack: Parameters<typeof round>[0]) => {
    const measured: Array<Awaited<ReturnType<typeof round>>> = [];
    const paired: number[] = [];
    for (let index = 0; index < rounds; index += 1) {
      if (attack) paired.push(...(await round(null)).quiet.latencies);
      measured.push(await round(attack));
    }
    const pooled = (pick: (one: (typeof measured)[number]) => Tally | null): Tally => ({
      latencies: measured.flatMap((one) => pick(one)?.latencies ?? []),
      phases: measured.flatMap((one) => pick(one)?.phases ?? []),
      answered: measured.reduce((sum, one) => sum + (pick(one)?.answered ?? 0), 0),
      refused429: measured.reduce((sum, one) => sum + (pick(one)?.refused429 ?? 0), 0),
      unexpected: measured.reduce((sum, one) => sum + (pick(one)?.unexpected ?? 0), 0),
    });
    const quiet = pooled((one) => one.quiet);
    const noise = attack ? pooled((one) => one.noise) : null;
    const sorted = [...quiet.latencies].sort((a, b) => a - b);
    const requests = quiet.latencies.length + (noise?.latencies.length ?? 0);
    return {
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      pairedP95:
        paired.length > 0
          ? percentile(
              [...paired].sort((a, b) => a - b),
              95,
            )
          : null,
      roundP95s: measured.map((one) =>
        percentile(
          [...one.quiet.latencies].sort((a, b) => a - b),
          95,
        ),
      ),
      slowest: slowestTenth(quiet),
      quietRequests: quiet.latencies.length,
      quietFailed: quiet.unexpected + quiet.refused429,
      noise,
      cpuMsPerRequest: measured.reduce((sum, one) => sum + one.cpuMs, 0) / Math.max(1, requests),
      cores: (['cpuMs', 'postgresCpuMs', 'benchCpuMs'] as const).map(
        (key) => measured.reduce((sum, one) => sum + one[key], 0) / measured.reduce((sum, one) => sum + one.wallMs, 0),
      ),
      maxLoopDelayMs: Math.max(...measured.map((one) => one.maxLoopDelayMs)),
      longestStretchMs: Math.max(...measured.map((one) => one.longestStretchMs)),
    };
  };

  try {
    await round(null); // warm-up: JIT, pools, caches
    const calm = await phase(null);
    const rows = [{ name: 'quiet alone', ...calm }];
    for (const attack of ATTACKS(database).filter((candidate) => !only || only.some((part) => candidate.name.includes(part)))) {
      const attacker = await organizationWithKeys(database, 'Noisy', ATTACK_CONNECTIONS);
      const step = await attack.prepare(attacker, server.url);
      rows.push({ name: attack.name, ...(await phase({ expected: attack.expected, step })) });
    }
    return rows.map((row) => ({
      variant,
      phase: row.name,
      'quiet p50 ms': Math.round(row.p50 * 10) / 10,
      'quiet p95 ms': Math.round(row.p95 * 10) / 10,
      'p95 / quiet p95': ratio(row.p95, calm.p95),
      // Against the quiet rounds run alone just before each of this attack's rounds (see phase).
      'p95 / paired quiet p95': row.pairedP95 ? ratio(row.p95, row.pairedP95) : 1,
      // Each round's p95 against the pooled quiet p95: how far one round may be from another.
      'rounds p95 / quiet p95': row.roundP95s.map((p95) => ratio(p95, calm.p95).toFixed(1)).join(' '),
      'quiet requests': row.quietRequests,
      'quiet failed': row.quietFailed,
      'attack answered': row.noise?.answered ?? 0,
      'attack 429': row.noise?.refused429 ?? 0,
      'attack unexpected': row.noise?.unexpected ?? 0,
      'server CPU ms / request': Math.round(row.cpuMsPerRequest * 100) / 100,
      'max event-loop delay ms': Math.round(row.maxLoopDelayMs),
      // Cores taken on average through the phase: the server's, Postgres's and the bench's own.
      'cores server / postgres / bench': row.cores.map((cores) => cores.toFixed(2)).join(' / '),
      'longest loop stretch CPU ms': Math.round(row.longestStretchMs),
      // The slowest tenth of the quiet requests: where their time went (see slowestTenth).
      'slow tenth: outside / turn / sql / node ms': `${row.slowest.outside} / ${row.slowest.turn} / ${row.slowest.sql} / ${row.slowest.node}`,
    }));
  } finally {
    await server.stop();
  }
}

/**
 * BENCH_FAIRNESS_ROUNDS (default 3): rounds per phase, the quiet requests pooled across them, each of
 * BENCH_FAIRNESS_ROUND_SECONDS (default 3): about 180 quiet requests a phase, the suite within about 4 minutes.
 */
const rounds = Number(process.env.BENCH_FAIRNESS_ROUNDS ?? 3);
const roundSeconds = Number(process.env.BENCH_FAIRNESS_ROUND_SECONDS ?? 3);

/**
 * BENCH_BODIES_PATH (default /api/v1/clients/): where the bodies attack posts. A client's body is bounded at 64 KiB and
 * the attack's bodies are refused from their Content-Length; /api/v1/invoices/ takes 1 MiB (`largeBody`), so there
 * they are read, scanned and refused at their bounds as every body was before the route limits.
 */
const BODIES_PATH = process.env.BENCH_BODIES_PATH ?? '/api/v1/clients/';
/** BENCH_ATTACKS: parts of attack names, comma separated, to run only those (all by default). */
const only = process.env.BENCH_ATTACKS?.split(',').map((part) => part.trim());

/** BENCH_VARIANTS=allowance runs the shipped limits only (both variants by default). */
export async function fairnessBenchmark(database: BenchDatabase) {
  const allowance = await measure(database, 'allowance');
  const stress = process.env.BENCH_VARIANTS === 'allowance' ? [] : await measure(database, 'stress: limits lifted');
  return { allowance, stress };
}
