/**
 * How long an operator waits: `npm start` until `/readyz` answers 200 (cold:
 * an empty data folder, so initdb runs; warm: the data there, Postgres not
 * running), and one `npm run kontor -- list-orgs` beside a running server or
 * alone (then it starts and stops the embedded Postgres itself). Everything
 * runs through npm from the checkout, as a person types it. The floor it is
 * compared to is what every start and CLI call used to pay before running
 * anything: `tsc -b` with nothing to do plus a console build.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { loadEmbeddedPostgres } from '../../platform/db/embedded.js';
import { unusedPort } from '../test-support/ports.js';
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const READY_TIMEOUT_MS = 120_000;
function run(command, args, env = {}) {
    const started = performance.now();
    return new Promise((resolve, reject) => {
        const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.once('error', reject);
        child.once('close', (code) => resolve({ ms: performance.now() - started, code, output }));
    });
}
/** CPU time (ms) of a command and the processes it waited for, by /usr/bin/time; null where it is missing. */
async function cpuOf(command, args, env) {
    if (!existsSync('/usr/bin/time'))
        return null;
    const result = await run('/usr/bin/time', ['-f', 'cpu %U %S', command, ...args], env);
    const match = /cpu ([\d.]+) ([\d.]+)\s*$/.exec(result.output);
    return result.code === 0 && match ? (Number(match[1]) + Number(match[2])) * 1000 : null;
}
async function ok(command, args, env = {}) {
    const result = await run(command, args, env);
    if (result.code !== 0)
        throw new Error(`${command} ${args.join(' ')} failed (${result.code}):\n${result.output}`);
    return result.ms;
}
const CLOCK_TICK_MS = 10;
/**
 * CPU time (ms) spent so far by the processes of a process group (npm, sh and
 * node; the embedded Postgres runs in a group of its own), from /proc: a
 * figure that, unlike the wall clock, does not grow with the machine's load.
 */
function groupCpuMs(group) {
    if (!existsSync('/proc/self/stat'))
        return null;
    let ticks = 0;
    for (const entry of readdirSync('/proc')) {
        if (!/^\d+$/.test(entry))
            continue;
        let stat;
        try {
            stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        }
        catch {
            continue;
        }
        // Fields after the command name (which may hold spaces): state, ppid, pgrp, ... utime (14), stime (15), cutime, cstime.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (Number(fields[2]) !== group)
            continue;
        ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    }
    return ticks * CLOCK_TICK_MS;
}
/** `npm start`, timed until /readyz answers 200; answers the time, the CPU time it took and the running process. */
async function startUntilReady(env) {
    const port = await unusedPort();
    const started = performance.now();
    // In a process group of its own, as a terminal runs it, so that a signal reaches node through npm and sh.
    const child = spawn('npm', ['start'], {
        cwd: ROOT,
        env: { ...process.env, ...env, PORT: String(port) },
        stdio: 'ignore',
        detached: true,
    });
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
        const status = await fetch(`http://127.0.0.1:${port}/readyz`).then((answer) => answer.status, () => 0);
        if (status === 200)
            return { ms: performance.now() - started, cpuMs: groupCpuMs(child.pid), child };
        if (child.exitCode !== null || Date.now() > deadline)
            throw new Error(`npm start did not get ready (exit code ${child.exitCode})`);
        await sleep(10);
    }
}
function stop(child) {
    return new Promise((resolve) => {
        child.once('close', () => resolve());
        process.kill(-child.pid, 'SIGTERM');
    });
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${Math.round(value)} ms`;
export async function startBenchmark({ runs = 5 } = {}) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kontor-bench-start-'));
    const env = { KONTOR_DATA_DIR: dataDir, KONTOR_EMBEDDED_PG_PORT: String(await unusedPort()), LOG_LEVEL: 'warn' };
    try {
        await ok('npm', ['run', 'build', '--silent']);
        // initdb alone, in a folder of its own, to tell it from the rest of a cold start.
        const initDir = path.join(dataDir, 'initdb-only');
        // As root, initdb runs as a `postgres` user, which must reach the folder.
        await chmod(dataDir, 0o755);
        const EmbeddedPostgres = await loadEmbeddedPostgres();
        const initStarted = performance.now();
        await new EmbeddedPostgres({
            databaseDir: initDir,
            user: 'kontor',
            password: 'kontor',
            createPostgresUser: process.getuid?.() === 0,
            onLog: () => { },
            onError: () => { },
        }).initialise();
        const initdb = performance.now() - initStarted;
        await rm(initDir, { recursive: true, force: true });
        const cold = await startUntilReady(env);
        await stop(cold.child);
        const warm = [];
        const warmCpu = [];
        const cliBeside = [];
        const cliCpu = [];
        const cli = ['run', 'kontor', '--silent', '--', 'list-orgs'];
        for (let i = 0; i < runs; i++) {
            const server = await startUntilReady(env);
            warm.push(server.ms);
            if (server.cpuMs !== null)
                warmCpu.push(server.cpuMs);
            cliBeside.push(await ok('npm', cli, env));
            const cpu = await cpuOf('npm', cli, env);
            if (cpu !== null)
                cliCpu.push(cpu);
            await stop(server.child);
        }
        const cliAlone = [];
        for (let i = 0; i < runs; i++)
            cliAlone.push(await ok('npm', ['run', 'kontor', '--silent', '--', 'list-orgs'], env));
        const outDir = path.join(dataDir, 'console-build');
        const tsc = await ok(process.execPath, ['node_modules/typescript/bin/tsc', '-b']);
        const vite = await ok(process.execPath, [
            'node_modules/vite/bin/vite.js',
            'build',
            '--config',
            'console/vite.config.ts',
            '--outDir',
            outDir,
            '--emptyOutDir',
        ]);
        const formerBuild = tsc + vite;
        const rows = [
            {
                measure: 'load average (1 min) of the machine at the end of the run',
                time: os.loadavg()[0].toFixed(1),
                target: `${os.cpus().length} cores`,
            },
            { measure: 'cold npm start → /readyz (empty data folder)', time: ms(cold.ms), target: '< 5 s + initdb' },
            { measure: '  of which initdb (measured alone)', time: ms(initdb), target: '' },
            { measure: '  cold minus initdb', time: ms(cold.ms - initdb), target: '< 5 s' },
            { measure: `warm npm start → /readyz (median of ${runs})`, time: ms(median(warm)), target: '< 2 s' },
            { measure: `  CPU time of npm, sh and node until then (median)`, time: warmCpu.length > 0 ? ms(median(warmCpu)) : 'n/a', target: '' },
            { measure: `npm run kontor -- list-orgs beside the server (median of ${runs})`, time: ms(median(cliBeside)), target: '< 1.5 s' },
            { measure: `  its CPU time (median)`, time: cliCpu.length > 0 ? ms(median(cliCpu)) : 'n/a', target: '' },
            { measure: `npm run kontor -- list-orgs alone, starting Postgres (median of ${runs})`, time: ms(median(cliAlone)), target: '' },
            { measure: 'former build on every start and CLI call: tsc -b (nothing to do) + console build', time: ms(formerBuild), target: '' },
        ];
        const ratios = [
            { ratio: 'warm start / former build alone', value: (median(warm) / formerBuild).toFixed(2) },
            { ratio: 'CLI beside the server / former build alone', value: (median(cliBeside) / formerBuild).toFixed(2) },
            { ratio: 'CLI alone / CLI beside the server', value: (median(cliAlone) / median(cliBeside)).toFixed(2) },
        ];
        return { rows, ratios };
    }
    finally {
        await rm(dataDir, { recursive: true, force: true });
    }
}
//# sourceMappingURL=start-suite.js.map