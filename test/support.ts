/**
 * Runs Kontor's own entry points (the built server and CLI) as child
 * processes, the way operators run them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverEntry = path.join(repoRoot, 'backend/dist/app/server.js');
export const cliEntry = path.join(repoRoot, 'backend/dist/app/cli.js');

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runNode(entry: string, args: string[], env: Record<string, string>): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export interface RunningServer {
  child: ChildProcess;
  output: () => string;
  baseUrl: string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the server and waits (at most `timeoutMs`) for its "running on" line; `onSpawn` is told of the process at once.
 * `detached` makes it the leader of a process group of its own, as a shell
 * makes `npm start` in a terminal, so a test can signal the whole group.
 */
export function startServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
  { detached = false, onSpawn }: { detached?: boolean; onSpawn?: (child: ChildProcess) => void } = {},
): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [serverEntry], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached });
    onSpawn?.(child);
    let output = '';
    const exited = new Promise<number | null>((done) => child.on('close', (code) => done(code)));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = /Kontor is running on (http:\/\/\S+?)\/ /.exec(output);
      if (match) {
        clearTimeout(timer);
        // Give the rest of the banner a moment to arrive.
        setTimeout(
          () =>
            resolve({
              child,
              output: () => output,
              baseUrl: match[1]!,
              stop: (signal = 'SIGTERM') => {
                child.kill(signal);
                return exited;
              },
            }),
          200,
        );
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before starting:\n${output}`));
    });
  });
}

/**
 * The first start's owner login and API key, from the file its banner names: a server whose output is not a terminal
 * (as here) writes them there instead of printing them.
 */
export function firstCredentials(output: string): { key: string; email: string; password: string } {
  const file = /login and first API key are in (\S+) \(readable/.exec(output)?.[1];
  if (!file) throw new Error(`the output names no first-start credentials file:\n${output}`);
  const text = readFileSync(file, 'utf8');
  const key = /API key:\s+(sk_\w+)/.exec(text)?.[1];
  const login = /Owner login:\s+(\S+) \/ (\S+)/.exec(text);
  if (!key || !login) throw new Error(`${file} holds no key and login:\n${text}`);
  return { key, email: login[1]!, password: login[2]! };
}

export interface RunningWorker {
  child: ChildProcess;
  output: () => string;
  /** The port of its `/healthz`, `/readyz` and `/metrics` (with `KONTOR_WORKER_PORT`). */
  port: number | undefined;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts `kontor worker` and waits (at most `timeoutMs`) for its `running` line, which names its port when
 * `KONTOR_WORKER_PORT` is set; `onSpawn` is told of the process at once. Its log goes to this process's stderr, so that a failing test shows why.
 */
export function startWorker(
  env: Record<string, string>,
  timeoutMs = 60_000,
  { onSpawn }: { onSpawn?: (child: ChildProcess) => void } = {},
): Promise<RunningWorker> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cliEntry, 'worker'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    onSpawn?.(child);
    let output = '';
    const exited = new Promise<number | null>((done) => child.on('close', (code) => done(code)));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`worker did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk;
      process.stderr.write(chunk);
    });
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      const line = /\{"worker".*\}/.exec(output)?.[0];
      if (!line) return;
      clearTimeout(timer);
      resolve({
        child,
        output: () => output,
        port: (JSON.parse(line) as { port?: number }).port,
        stop: (signal = 'SIGTERM') => {
          child.kill(signal);
          return exited;
        },
      });
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`worker exited with ${code} before it ran:\n${output}`));
    });
  });
}

/** A process's `/readyz` as a balancer's health check sees it: its status, or 0 when nothing answers. */
export async function readyz(base: string): Promise<{ status: number; body: { status: string } }> {
  try {
    const answer = await fetch(`${base}/readyz`);
    return { status: answer.status, body: (await answer.json()) as { status: string } };
  } catch {
    return { status: 0, body: { status: 'unreachable' } };
  }
}
