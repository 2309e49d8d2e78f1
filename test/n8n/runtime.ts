/**
 * A real n8n for the end-to-end tests: n8n 2.8.4 (the newest that runs on
 * Node 20) installed once into a cache folder outside the repository and
 * reused, the packed n8n-nodes-kontor installed into a fresh user folder as
 * users install community packages, and the n8n command run headless.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../support.js';

export const N8N_VERSION = '2.8.4';
const cacheDir = path.join(os.homedir(), '.cache', 'kontor-n8n', N8N_VERSION);
const n8nBin = path.join(cacheDir, 'node_modules', '.bin', 'n8n');
const sqliteBinding = path.join(cacheDir, 'node_modules', 'sqlite3', 'build', 'Release', 'node_sqlite3.node');
/** Written once an install has succeeded: a folder with n8n's binary in it may still be half-installed. */
const installedMarker = path.join(cacheDir, '.installed');
/** Held (a folder: mkdir is atomic) by the one test file installing; the others wait for it. */
const installLock = `${cacheDir}.lock`;
/** A lock older than this was left by a run that was killed; the install itself took 47 minutes once (a busy machine). */
const STALE_LOCK_MS = 65 * 60_000;

export interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string>; timeoutMs: number },
): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/**
 * Installs n8n into the cache unless it is there. xlsx is pinned to a version
 * the registry serves (n8n's own points at a CDN this network cannot reach);
 * sqlite3's build is allowed, as n8n needs it.
 */
export async function ensureN8n(): Promise<string> {
  if (existsSync(installedMarker)) return n8nBin;
  await mkdir(path.dirname(cacheDir), { recursive: true });
  // One install at a time: the test files run in parallel, and two npm installs into one folder at once left it
  // broken (a fresh machine's first run: lodash without its files, n8n failing to start).
  for (;;) {
    try {
      await mkdir(installLock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const since = await stat(installLock).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      );
      if (since > STALE_LOCK_MS) await rm(installLock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 1000));
      if (existsSync(installedMarker)) return n8nBin;
    }
  }
  try {
    if (existsSync(installedMarker)) return n8nBin;
    // Whatever an interrupted install left goes first.
    await rm(path.join(cacheDir, 'node_modules'), { recursive: true, force: true });
    await mkdir(cacheDir, { recursive: true });
    await writeFile(
      path.join(cacheDir, 'package.json'),
      JSON.stringify(
        {
          name: 'kontor-n8n-runtime',
          private: true,
          dependencies: { n8n: N8N_VERSION },
          overrides: { xlsx: '0.18.5' },
          allowScripts: { sqlite3: true },
        },
        null,
        2,
      ),
    );
    const installed = await run('npm', ['install', '--no-audit', '--no-fund'], { cwd: cacheDir, timeoutMs: 60 * 60_000 });
    if (installed.code !== 0 || !existsSync(sqliteBinding) || !existsSync(n8nBin))
      throw new Error(`installing n8n ${N8N_VERSION} failed:\n${installed.stderr.slice(-3000)}`);
    await writeFile(installedMarker, `${new Date().toISOString()}\n`);
    return n8nBin;
  } finally {
    await rm(installLock, { recursive: true, force: true });
  }
}

/** A fresh n8n user folder with the packed community package installed in `.n8n/nodes`. */
export async function userFolderWithKontorNodes(): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'kontor-n8n-'));
  const packed = await run('npm', ['pack', '--pack-destination', folder], { cwd: path.join(repoRoot, 'n8n-nodes'), timeoutMs: 600_000 });
  if (packed.code !== 0) throw new Error(`npm pack failed (exit ${String(packed.code)}): ${packed.stderr}`);
  const tarball = (await readdir(folder)).find((file) => file.endsWith('.tgz'))!;
  const nodesDir = path.join(folder, '.n8n', 'nodes');
  await mkdir(nodesDir, { recursive: true });
  await writeFile(path.join(nodesDir, 'package.json'), JSON.stringify({ name: 'installed-nodes', private: true, dependencies: {} }));
  const installed = await run('npm', ['install', path.join(folder, tarball), '--omit=peer', '--no-audit', '--no-fund'], {
    cwd: nodesDir,
    timeoutMs: 300_000,
  });
  if (installed.code !== 0) throw new Error(`installing the community package failed: ${installed.stderr}`);
  return folder;
}

export function n8nEnvironment(userFolder: string, port: number): Record<string, string> {
  return {
    N8N_USER_FOLDER: userFolder,
    DB_TYPE: 'sqlite',
    N8N_DIAGNOSTICS_ENABLED: 'false',
    N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
    N8N_TEMPLATES_ENABLED: 'false',
    N8N_PERSONALIZATION_ENABLED: 'false',
    N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'false',
    N8N_LISTEN_ADDRESS: '127.0.0.1',
    N8N_HOST: '127.0.0.1',
    N8N_PORT: String(port),
    WEBHOOK_URL: `http://127.0.0.1:${port}/`,
    N8N_RUNNERS_BROKER_PORT: String(port + 1),
    // n8n execute prints the execution at info level.
    N8N_LOG_LEVEL: 'info',
    // The test runner's NODE_ENV=test silences n8n's output.
    NODE_ENV: 'production',
  };
}

export function n8n(bin: string, args: string[], env: Record<string, string>, timeoutMs = 180_000): Promise<Result> {
  return run(bin, args, { env, timeoutMs });
}

/** `n8n start`, resolved once its HTTP server answers. */
export async function startN8n(
  bin: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; output: () => string; stop(): Promise<void> }> {
  const child = spawn(bin, ['start'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`n8n exited: ${output.slice(-3000)}`);
    try {
      const response = await fetch(`http://127.0.0.1:${env.N8N_PORT}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`n8n did not start: ${output.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    child,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
      }),
  };
}
