// Writes the OpenAPI document the built app serves (/api/openapi.json) to backend/dist/openapi.json, for Redocly's
// lint in `npm run lint`. It is made from the route table of the built backend (npm run build); building the app opens
// no database connection (knex connects on its first query), so none is needed.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(root, 'backend/dist');
if (!existsSync(path.join(dist, 'app/app.js'))) {
  console.error('openapi-document: backend/dist/app/app.js is missing; run `npm run build` first.');
  process.exit(1);
}
const { buildApp } = await import(path.join(dist, 'app/app.js'));
const { createDeps, closeDeps } = await import(path.join(dist, 'app/deps.js'));
const { configWith } = await import(path.join(dist, 'app/config.js'));
const { createDb } = await import(path.join(dist, 'platform/db/knex.js'));
const { createLogger } = await import(path.join(dist, 'platform/logger.js'));
const { openApiDocument } = await import(path.join(dist, 'features/openapi/document.js'));

const db = createDb({ connectionString: 'postgres://nobody@127.0.0.1:1/none', poolMax: 1 });
const deps = createDeps({ db, config: configWith({}), logger: createLogger('silent', 2), clock: { now: () => new Date() } });
const { api, close } = buildApp(deps, {});
const { version } = JSON.parse(readFileSync(path.join(root, 'backend/package.json'), 'utf8'));
writeFileSync(path.join(dist, 'openapi.json'), `${JSON.stringify(openApiDocument(api.routes, { version }), null, 2)}\n`);
await close();
await closeDeps(deps);
await db.destroy();
