/**
 * `npm run build` (also run by `npm install`, through `prepare`): the
 * TypeScript (`tsc -b`) and the console (Vite), each only when a file it is
 * built from changed since its last build, so `npm start` and every CLI call
 * start at once when nothing changed.
 *
 * The console is built into a folder of its own and then moved into place
 * file by file, index.html last, keeping the previous build's hashed assets
 * for pages still open, so a running server never serves a half-built or
 * empty `console/dist/`.
 *
 *   node scripts/build.mjs [--force]
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

const CONSOLE_DIST = at('console/dist');
const TARGETS = {
  typescript: {
    sources: [
      'backend/src',
      'flow-engine/src',
      'tsconfig.json',
      'tsconfig.base.json',
      'backend/tsconfig.json',
      'flow-engine/tsconfig.json',
    ],
    stamp: at('backend/dist/.build-stamp'),
  },
  console: {
    sources: ['console/src', 'console/public', 'console/index.html', 'console/vite.config.ts', 'flow-engine/src'],
    stamp: path.join(CONSOLE_DIST, '.build-stamp'),
  },
};

/** The newest modification time (ms) of the files and folders under these paths; tests do not count. */
function newest(paths) {
  let latest = 0;
  const visit = (file) => {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      // A folder's time moves when a file in it is added, renamed or deleted.
      latest = Math.max(latest, stat.mtimeMs);
      for (const entry of readdirSync(file)) if (entry !== 'node_modules' && entry !== 'dist') visit(path.join(file, entry));
    } else if (!/\.test\.tsx?$/.test(file)) {
      latest = Math.max(latest, stat.mtimeMs);
    }
  };
  for (const relative of paths) visit(at(relative));
  return latest;
}

function builtAt(stamp) {
  return statSync(stamp, { throwIfNoEntry: false })?.mtimeMs ?? -1;
}

/** Marks a build as made from the sources as they were when it began (an edit during the build is seen next time). */
function stamp(file, startedAt) {
  writeFileSync(file, '');
  utimesSync(file, startedAt / 1000, startedAt / 1000);
}

export function isStale(name) {
  const target = TARGETS[name];
  return newest(target.sources) >= builtAt(target.stamp);
}

function run(command, args) {
  const result = spawnSync(process.execPath, [at('node_modules', ...command), ...args], { cwd: root, stdio: ['inherit', 2, 2] });
  if (result.status !== 0) throw new Error(`${command.at(-1)} ${args.join(' ')} failed (exit code ${result.status ?? result.signal})`);
}

function buildTypeScript() {
  const startedAt = Date.now();
  run(['typescript', 'bin', 'tsc'], ['-b']);
  // The database functions' SQL files, which the migrations read (backend/src/platform/db/functions/functions.ts).
  cpSync(at('backend/src/platform/db/functions'), at('backend/dist/platform/db/functions'), {
    recursive: true,
    filter: (file) => statSync(file).isDirectory() || file.endsWith('.sql'),
  });
  stamp(TARGETS.typescript.stamp, startedAt);
}

/**
 * Moves a build's files into a served folder, each file in one step (a rename; cpSync unlinks a file before writing
 * it again): an asset already there under its name (a content hash) stays as it is.
 */
function moveInto(from, to, include = () => true) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (!include(entry.name)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) moveInto(source, target);
    else if (!(path.basename(to) === 'assets' && existsSync(target))) renameSync(source, target);
  }
}

function buildConsole() {
  const startedAt = Date.now();
  const next = `${CONSOLE_DIST}.next-${process.pid}`;
  rmSync(next, { recursive: true, force: true });
  try {
    run(['vite', 'bin', 'vite.js'], ['build', '--config', 'console/vite.config.ts', '--outDir', next, '--emptyOutDir']);
  } catch (error) {
    rmSync(next, { recursive: true, force: true });
    throw error;
  }
  // Pages loaded from the previous build still ask for the files its index.html names (older ones are dropped).
  const previous = path.join(CONSOLE_DIST, 'index.html');
  if (existsSync(previous)) {
    const page = readFileSync(previous, 'utf8');
    for (const file of readdirSync(path.join(CONSOLE_DIST, 'assets'))) {
      const kept = path.join(next, 'assets', file);
      if (page.includes(`/assets/${file}`) && !existsSync(kept)) cpSync(path.join(CONSOLE_DIST, 'assets', file), kept);
    }
  }
  stamp(path.join(next, '.build-stamp'), startedAt);
  if (!existsSync(previous)) {
    rmSync(CONSOLE_DIST, { recursive: true, force: true });
    renameSync(next, CONSOLE_DIST);
    return;
  }
  // Into the running server's folder: the new assets (new names) first, index.html last by a rename, which replaces
  // it in one step. Swapping the two folders left a moment with no index.html between two renames.
  const wanted = new Set(readdirSync(path.join(next, 'assets')));
  moveInto(next, CONSOLE_DIST, (name) => name !== 'index.html');
  renameSync(path.join(next, 'index.html'), previous);
  for (const file of readdirSync(path.join(CONSOLE_DIST, 'assets')))
    if (!wanted.has(file)) rmSync(path.join(CONSOLE_DIST, 'assets', file), { force: true });
  rmSync(next, { recursive: true, force: true });
}

/** Builds what is out of date; answers what it built. */
export function build({ force = false } = {}) {
  const built = [];
  if (force || isStale('typescript')) {
    buildTypeScript();
    built.push('typescript');
  }
  if (force || isStale('console')) {
    buildConsole();
    built.push('console');
  }
  return built;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const built = build({ force: process.argv.includes('--force') });
    process.stdout.write(built.length > 0 ? `built: ${built.join(', ')}\n` : 'up to date: nothing to build\n');
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
