/**
 * `npm run build` (also `npm install`'s prepare, and the first step of `npm
 * start` and `npm run kontor`): nothing is rebuilt when nothing changed, a
 * changed console source rebuilds the console only, and the console's folder
 * is never empty or half-written meanwhile (a running server keeps serving it,
 * with the previous build's assets for pages still open).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runNode } from './support.js';

const build = path.join(repoRoot, 'scripts/build.mjs');
const dist = path.join(repoRoot, 'console/dist');
/**
 * As `npm run build` runs: vitest sets NODE_ENV=test, and a console built under it is React's development build
 * (half as large again, and slower), which the console's browser tests that run after this file then load.
 */
const env = { NODE_ENV: 'production' };

describe('npm run build', () => {
  it('builds nothing when nothing changed', async () => {
    await runNode(build, [], env);
    const again = await runNode(build, [], env);
    expect([again.code, again.stdout]).toEqual([0, 'up to date: nothing to build\n']);
  }, 300_000);

  it('rebuilds only the console when a console source changed, swapping the new build in whole', async () => {
    await runNode(build, [], env);
    const before = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const assets = [...before.matchAll(/\/console\/assets\/([\w.-]+)/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThan(0);
    const now = new Date();
    utimesSync(path.join(repoRoot, 'console/src/main.tsx'), now, now);

    const child = spawn(process.execPath, [build], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
    let checks = 0;
    const missing: string[] = [];
    while (child.exitCode === null) {
      checks++;
      if (!existsSync(path.join(dist, 'index.html'))) missing.push('index.html');
      for (const asset of assets) if (!existsSync(path.join(dist, 'assets', asset))) missing.push(asset);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    expect(await exited).toBe(0);
    expect(stdout).toBe('built: console\n');
    expect(checks).toBeGreaterThan(10);
    expect(missing).toEqual([]);
    // The previous build's files stay for pages loaded from it; no temporary folder is left.
    for (const asset of assets) expect(existsSync(path.join(dist, 'assets', asset)), asset).toBe(true);
    expect(readdirSync(path.dirname(dist)).filter((name) => name.startsWith('dist.'))).toEqual([]);
  }, 300_000);
});
