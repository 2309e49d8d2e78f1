/**
 * The install the README of n8n-nodes tells users to do: `npm pack` alone in
 * a copy of `n8n-nodes/` that was never built (its prepack builds), the
 * tarball installed with `npm install <tgz> --omit=peer` into a fresh
 * `.n8n/nodes`, and a real n8n (2.8.4) that loads the credential and both
 * nodes from it. The tarball holds the build and a README whose links work
 * outside the repository, and no build info or source maps.
 */
import { cp, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { unusedPort } from '../../backend/src/dev/test-support/ports.js';
import { until } from '../../backend/src/dev/test-support/until.js';
import { repoRoot } from '../support.js';
import { ensureN8n, n8nEnvironment, run, startN8n } from './runtime.js';

const N8N_PORT = await unusedPort();
const folder = await mkdtemp(path.join(os.tmpdir(), 'kontor-n8n-install-'));

afterAll(() => rm(folder, { recursive: true, force: true }));

describe('n8n-nodes-kontor packed alone', () => {
  it(
    'builds on npm pack, installs into ~/.n8n/nodes, and n8n loads its nodes and credential',
    async () => {
      // A checkout's n8n-nodes/ before any build, beside the workspace's installed tools.
      const source = path.join(folder, 'n8n-nodes');
      await cp(path.join(repoRoot, 'n8n-nodes'), source, {
        recursive: true,
        filter: (file) => !/[/\\](dist|node_modules)$|\.tgz$|\.tsbuildinfo$/.test(file),
      });
      await symlink(path.join(repoRoot, 'node_modules'), path.join(folder, 'node_modules'));
      const packed = await run('npm', ['pack'], { cwd: source, timeoutMs: 300_000 });
      expect(packed.code, packed.stderr).toBe(0);
      const { version } = JSON.parse(await readFile(path.join(source, 'package.json'), 'utf8')) as { version: string };
      const tarball = path.join(source, `n8n-nodes-kontor-${version}.tgz`);

      const listed = await run('tar', ['-tzf', tarball], { timeoutMs: 30_000 });
      const files = listed.stdout.trim().split('\n');
      expect(files).toEqual(
        expect.arrayContaining([
          'package/package.json',
          'package/README.md',
          'package/dist/credentials/KontorApi.credentials.js',
          'package/dist/nodes/Kontor/Kontor.node.js',
          'package/dist/nodes/KontorTrigger/KontorTrigger.node.js',
          'package/dist/icons/kontor.svg',
        ]),
      );
      expect(files.filter((file) => /tsbuildinfo|\.map$/.test(file))).toEqual([]);
      const extracted = path.join(folder, 'extracted');
      await mkdir(extracted);
      await run('tar', ['-xzf', tarball, '-C', extracted], { timeoutMs: 30_000 });
      const readme = await readFile(path.join(extracted, 'package', 'README.md'), 'utf8');
      const links = [...readme.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]!);
      expect(links.length).toBeGreaterThan(0);
      expect(links.filter((link) => !link.startsWith('https://'))).toEqual([]);
      const manifest = JSON.parse(await readFile(path.join(extracted, 'package', 'package.json'), 'utf8')) as { homepage: string };
      expect(manifest.homepage).toMatch(/^https:\/\/github\.com\/.+#install$/);

      const userFolder = path.join(folder, 'user');
      const nodesDir = path.join(userFolder, '.n8n', 'nodes');
      await mkdir(nodesDir, { recursive: true });
      await writeFile(path.join(nodesDir, 'package.json'), JSON.stringify({ name: 'installed-nodes', private: true, dependencies: {} }));
      const installed = await run('npm', ['install', tarball, '--omit=peer', '--no-audit', '--no-fund'], {
        cwd: nodesDir,
        timeoutMs: 300_000,
      });
      expect(installed.code, installed.stderr).toBe(0);

      const bin = await ensureN8n();
      const n8n = await startN8n(bin, n8nEnvironment(userFolder, N8N_PORT));
      try {
        // n8n writes the node and credential types it loaded for its editor, shortly after it answers (a file still being written does not parse yet).
        const typesDir = path.join(userFolder, '.cache', 'n8n', 'public', 'types');
        const types = (name: string) =>
          readFile(path.join(typesDir, `${name}.json`), 'utf8')
            .then((text) => JSON.parse(text) as Array<{ name: string }>)
            .catch(() => null);
        const nodes = (await until(
          () => types('nodes'),
          (found) => found !== null,
          'n8n to write nodes.json',
          60_000,
          250,
        ))!;
        const credentials = (await until(
          () => types('credentials'),
          (found) => found !== null,
          'n8n to write credentials.json',
          60_000,
          250,
        ))!;
        expect(
          nodes
            .map((node) => node.name)
            .filter((name) => name.startsWith('n8n-nodes-kontor.'))
            .sort(),
        ).toEqual([
          'n8n-nodes-kontor.kontor',
          // The AI Agent's tool form of the node (usableAsTool).
          'n8n-nodes-kontor.kontorTool',
          'n8n-nodes-kontor.kontorTrigger',
        ]);
        expect(credentials.map((credential) => credential.name)).toContain('kontorApi');
        expect(n8n.output()).not.toMatch(/n8n-nodes-kontor[^\n]*(error|failed)/i);
      } finally {
        await n8n.stop();
      }
      expect(await readdir(nodesDir)).toContain('node_modules');
    },
    70 * 60_000,
  );
});
