/**
 * Every route's body and query schema is valid JSON Schema (2020-12): the validators compile them without checking
 * (validate.ts, `validateSchema: false`, so that a process's first validation does not compile the meta-schema inside a
 * request), so they are checked here, once for all.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app/app.js';
import { configWith } from '../../app/config.js';
import { closeDeps, createDeps } from '../../app/deps.js';
import { createDb } from '../db/knex.js';
import { createLogger } from '../logger.js';
import { plainJsonSchema } from './schema.js';

describe('route schemas', () => {
  it('are valid against the JSON Schema meta-schema', async () => {
    // Building the app opens no connection (knex connects on its first query).
    const db = createDb({ connectionString: 'postgres://nobody@127.0.0.1:1/none', poolMax: 1 });
    const deps = createDeps({ db, config: configWith({}), logger: createLogger('silent', 2), clock: { now: () => new Date() } });
    const { api, close } = buildApp(deps, {});
    try {
      const ajv = new Ajv2020({ strict: false });
      const faults: string[] = [];
      let checked = 0;
      for (const route of api.routes)
        for (const schema of [route.body, route.query]) {
          if (!schema) continue;
          checked += 1;
          if (!ajv.validateSchema(plainJsonSchema(schema))) faults.push(`${route.operationId}: ${ajv.errorsText(ajv.errors)}`);
        }
      expect(checked).toBeGreaterThan(20);
      expect(faults).toEqual([]);
      // A schema that is not JSON Schema is found.
      expect(ajv.validateSchema({ type: 'object', properties: { a: { type: 'nonsense' } } })).toBe(false);
    } finally {
      await close();
      await closeDeps(deps);
      await db.destroy();
    }
  });
});
