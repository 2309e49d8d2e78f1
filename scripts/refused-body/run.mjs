// What a refused body's remaining bytes cost the server, by how its connection is handled (docs/benchmarks.md,
/* global URL, performance, fetch */
// "Fairness between organizations"): a plain Node server (server.mjs) refuses a 0.65 MB body of 60,000 members with 413
// after its first 10 KB, as Kontor refuses it at the 1,001st member of one object, and then either reads and drops the
// rest keeping the connection (Kontor's way, like Node's own dump of an unread body and nginx's lingering close), or
// answers Connection: close and stops reading, or answers Connection: close and still drops the rest. Prints the
// server's CPU per refused body (process.cpuUsage around N requests on 4 connections), the client's, and the answers
// the client saw. Usage: node scripts/refused-body/run.mjs discard close close-linger [N=400]
import { fork } from 'node:child_process';
const body = JSON.stringify({ name: 'x', ...Object.fromEntries(Array.from({ length: 60000 }, (_, i) => [`f${i}`, 1])) });
const N = Number(process.env.N ?? 400);
for (const mode of process.argv.slice(2)) {
  const child = fork(new URL('./server.mjs', import.meta.url), [mode]);
  const port = await new Promise((r) => child.once('message', r));
  const cpu = () =>
    new Promise((r) => {
      child.once('message', (m) => r(m.cpu));
      child.send('cpu');
    });
  const statuses = {};
  let next = 0;
  const c0 = await cpu();
  const t0 = performance.now();
  const c0client = process.cpuUsage();
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next++ < N) {
        try {
          const res = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
          await res.arrayBuffer();
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        } catch (e) {
          const k = String(e.cause?.code ?? e.message);
          statuses[k] = (statuses[k] ?? 0) + 1;
        }
      }
    }),
  );
  const c1 = await cpu();
  const cc = process.cpuUsage(c0client);
  console.log(
    mode,
    'server µs/req',
    Math.round((c1 - c0) / N),
    'client µs/req',
    Math.round((cc.user + cc.system) / N),
    'wall ms',
    Math.round(performance.now() - t0),
    JSON.stringify(statuses),
    body.length,
  );
  child.kill();
}
