/**
 * Noisy neighbours: while one organization attacks within its allowance (deep pages, bodies of many members, MCP
 * batches, a sign-in flood, flow test runs at once), another organization's `GET /api/v1/clients/` latency is
 * measured against its own quiet figure in the same run. The server runs in its own process; its CPU time per
 * request and its longest event-loop delay in each phase come from it over IPC.
 */
import { createOrganization } from '../../features/organizations/service.js';
import { type BenchDatabase, forkServer, ratio } from './support.js';

const NOISY_CLIENTS = 20_000;
const QUIET_CLIENTS = 200;
/** Concurrent quiet readers, and concurrent attackers per attack. */
const QUIET_CONNECTIONS = 2;
const ATTACK_CONNECTIONS = 8;

interface Quiet {
  p50: number;
  p95: number;
  requests: number;
  failed: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** `connections` loops each running `step` until `until`; answers the latencies (ms) and the failures. */
async function loops(connections: number, until: number, step: () => Promise<boolean>) {
  const latencies: number[] = [];
  let failed = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        const start = performance.now();
        const ok = await step().catch(() => false);
        latencies.push(performance.now() - start);
        if (!ok) failed += 1;
      }
    }),
  );
  return { latencies, failed };
}

export async function fairnessBenchmark(database: BenchDatabase, { seconds }: { seconds: number }) {
  const { db } = database;
  const stamp = Date.now();
  const quietOrg = await createOrganization(db, {
    name: 'Quiet',
    ownerEmail: `quiet-${stamp}@example.com`,
    ownerPassword: 'quiet password',
  });
  const noisyOrg = await createOrganization(db, {
    name: 'Noisy',
    ownerEmail: `noisy-${stamp}@example.com`,
    ownerPassword: 'noisy password',
  });
  for (const [organization, count] of [
    [quietOrg.organization.id, QUIET_CLIENTS],
    [noisyOrg.organization.id, NOISY_CLIENTS],
  ] as const)
    await db.raw(`INSERT INTO clients (organization_id, name) SELECT ?, 'Client ' || g FROM generate_series(1, ?) g`, [
      organization,
      count,
    ]);
  await db.raw('ANALYZE clients');

  const server = await forkServer({ BENCH_VARIANT: 'full', BENCH_DATABASE_URL: database.url, BENCH_ORGANIZATION_ID: '0' });
  const quietHeaders = { authorization: `Bearer ${quietOrg.apiKey}` };
  const noisy = { authorization: `Bearer ${noisyOrg.apiKey}`, 'content-type': 'application/json' };
  const flow = (await (
    await fetch(`${server.url}/api/automation/flows/`, {
      method: 'POST',
      headers: noisy,
      body: JSON.stringify({
        name: 'Bench',
        mode: 'automation',
        graph: { nodes: [{ id: 't', type: 'trigger.task_created', params: {}, position: { x: 0, y: 0 } }], connections: [] },
      }),
    })
  ).json()) as { id: number };

  const ok = (res: Response, ...statuses: number[]) => res.arrayBuffer().then(() => statuses.includes(res.status));
  const manyMembers = JSON.stringify({ name: 'x', ...Object.fromEntries(Array.from({ length: 25_000 }, (_, i) => [`field_${i}`, i])) });
  // Just under both bounds (20,000 members in a body, 1,000 in one object), so it is parsed and validated: 19 unknown
  // members of 999 members each.
  const group = Object.fromEntries(Array.from({ length: 999 }, (_, i) => [`field_${i}`, i]));
  const justUnder = JSON.stringify({ name: 'x', ...Object.fromEntries(Array.from({ length: 19 }, (_, i) => [`group_${i}`, group])) });
  let deepNext: string | null = null;
  const attacks: Record<string, () => Promise<boolean>> = {
    'deep pages by cursor': async () => {
      const url: string = deepNext ?? `${server.url}/api/v1/clients/?ordering=name&page_size=200&page=5`;
      const res = await fetch(url, { headers: noisy });
      const body = (await res.json()) as { next: string | null };
      deepNext = body.next;
      return res.status === 200;
    },
    'bodies of 20k-25k members': async () => {
      const big = Math.random() < 0.5;
      const res = await fetch(`${server.url}/api/v1/clients/`, { method: 'POST', headers: noisy, body: big ? manyMembers : justUnder });
      return ok(res, big ? 413 : 422);
    },
    'MCP batches of 100 calls': async () => {
      const call = (id: number) => ({
        jsonrpc: '2.0',
        id,
        method: 'tools/call',
        params: { name: 'find_clients', arguments: { query: 'x' } },
      });
      const res = await fetch(`${server.url}/api/automation/mcp/`, {
        method: 'POST',
        headers: { ...noisy, accept: 'application/json, text/event-stream' },
        body: JSON.stringify(Array.from({ length: 100 }, (_, i) => call(i + 1))),
      });
      return ok(res, 400);
    },
    'sign-in flood (wrong password)': async () => {
      const res = await fetch(`${server.url}/api/v1/auth/token/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `noisy-${stamp}@example.com`, password: 'guess' }),
      });
      return ok(res, 401, 429);
    },
    'flow test runs': async () => {
      const res = await fetch(`${server.url}/api/automation/flows/${flow.id}/run/`, {
        method: 'POST',
        headers: noisy,
        body: '{"context": {}}',
      });
      return ok(res, 200, 429);
    },
  };

  const phase = async (attack: (() => Promise<boolean>) | null) => {
    const until = Date.now() + seconds * 1000;
    const before = await server.stats();
    const [quiet, noise] = await Promise.all([
      loops(QUIET_CONNECTIONS, until, async () => ok(await fetch(`${server.url}/api/v1/clients/`, { headers: quietHeaders }), 200)),
      attack ? loops(ATTACK_CONNECTIONS, until, attack) : Promise.resolve({ latencies: [], failed: 0 }),
    ]);
    const after = await server.stats();
    const sorted = [...quiet.latencies].sort((a, b) => a - b);
    const requests = quiet.latencies.length + noise.latencies.length;
    return {
      quiet: { p50: percentile(sorted, 50), p95: percentile(sorted, 95), requests: quiet.latencies.length, failed: quiet.failed } as Quiet,
      attackRequests: noise.latencies.length,
      attackUnexpected: noise.failed,
      cpuMsPerRequest: (after.cpuMicros - before.cpuMicros) / 1000 / Math.max(1, requests),
      maxLoopDelayMs: after.maxLoopDelayMs,
    };
  };

  try {
    await phase(null); // warm-up: JIT, pools, caches
    const calm = await phase(null);
    const rows = [{ phase: 'quiet alone', ...calm }];
    for (const [name, attack] of Object.entries(attacks)) rows.push({ phase: name, ...(await phase(attack)) });
    return {
      rows: rows.map((row) => ({
        phase: row.phase,
        'quiet p50 ms': Math.round(row.quiet.p50 * 10) / 10,
        'quiet p95 ms': Math.round(row.quiet.p95 * 10) / 10,
        'p95 / quiet p95': ratio(row.quiet.p95, calm.quiet.p95),
        'quiet requests': row.quiet.requests,
        'quiet failed': row.quiet.failed,
        'attack requests': row.attackRequests,
        'attack unexpected answers': row.attackUnexpected,
        'server CPU ms / request': Math.round(row.cpuMsPerRequest * 100) / 100,
        'max event-loop delay ms': Math.round(row.maxLoopDelayMs),
      })),
    };
  } finally {
    await server.stop();
  }
}
