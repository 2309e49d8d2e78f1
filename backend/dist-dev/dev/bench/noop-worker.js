/**
 * The queue's own floor: graphile-worker running a task that does nothing,
 * with Kontor's concurrency, on the benchmark's database. Reports over IPC
 * when `BENCH_JOBS` jobs have run.
 */
import { run } from 'graphile-worker';
const total = Number(process.env.BENCH_JOBS);
let done = 0;
const runner = await run({
    connectionString: process.env.BENCH_DATABASE_URL,
    concurrency: Number(process.env.BENCH_CONCURRENCY ?? 10),
    noHandleSignals: true,
    pollInterval: 1000,
    logger: new (await import('graphile-worker')).Logger(() => () => { }),
    taskList: {
        bench_noop: async () => {
            // The first job run marks the end of start-up: the rate once running is counted from here.
            if (done === 0)
                process.send?.({ first: true });
            done += 1;
            if (done === total)
                process.send?.({ done });
        },
    },
});
process.send?.({ ready: true });
process.on('message', (message) => {
    if (message === 'stop')
        void runner.stop().then(() => process.exit(0));
});
//# sourceMappingURL=noop-worker.js.map