/**
 * `npm start` and `npm run kontor`: builds what changed since the last build
 * (usually nothing: a few milliseconds of checking file times), then runs the
 * entry point in this same process, so that signals reach it directly.
 *
 *   node scripts/run.mjs backend/dist/app/server.js
 *   node scripts/run.mjs backend/dist/app/cli.js <command> [options]
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, root } from './build.mjs';

const [entry] = process.argv.splice(2, 1);
if (!entry) {
  process.stderr.write('usage: node scripts/run.mjs <entry.js> [arguments]\n');
  process.exit(2);
}
try {
  const built = build();
  if (built.length > 0) process.stderr.write(`built: ${built.join(', ')}\n`);
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
await import(pathToFileURL(path.resolve(root, entry)).href);
