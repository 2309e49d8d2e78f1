/**
 * The fairness suite's quiet organization, in a thread of its own: its requests are timed on an event loop that does
 * nothing else, so that the attack's client (eight connections answered as fast as the server can, a thousand refusals
 * a second at times) does not delay the quiet requests' timing in the benchmark's own process.
 *
 * Given the URL, one set of headers per connection, the deadline and the pace; answers each request's latency (ms),
 * its status and the server's phases (its `Server-Timing` header).
 */
import { parentPort, workerData } from 'node:worker_threads';

interface QuietJob {
  url: string;
  headers: Array<Record<string, string>>;
  until: number;
  intervalMs: number;
}

export interface QuietResult {
  latencies: number[];
  statuses: number[];
  timings: Array<string | null>;
}

const { url, headers, until, intervalMs } = workerData as QuietJob;
const result: QuietResult = { latencies: [], statuses: [], timings: [] };
await Promise.all(
  headers.map(async (connection) => {
    while (Date.now() < until) {
      const start = performance.now();
      let status = 0;
      let timing: string | null = null;
      try {
        const res = await fetch(url, { headers: connection });
        await res.arrayBuffer();
        status = res.status;
        timing = res.headers.get('server-timing');
      } catch {
        // No answer: counted as a failure, status 0.
      }
      const took = performance.now() - start;
      result.latencies.push(took);
      result.statuses.push(status);
      result.timings.push(timing);
      if (intervalMs > took) await new Promise((resolve) => setTimeout(resolve, intervalMs - took));
    }
  }),
);
parentPort!.postMessage(result);
