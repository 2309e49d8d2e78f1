/**
 * `npm run dev`: for people changing the code. Builds what changed, then keeps
 * `tsc -b --watch` running and the server under `node --watch`, which restarts
 * it (gracefully, SIGTERM) whenever the compiler rewrites one of its files.
 * For the console with live reload, run Vite's server beside it:
 * `npx vite --config console/vite.config.ts` (it forwards /api to port 8000).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { build, root } from './build.mjs';

build();
const children = [
  spawn(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', '--watch', '--preserveWatchOutput'], {
    cwd: root,
    stdio: ['ignore', 2, 2],
  }),
  spawn(process.execPath, ['--watch', path.join(root, 'backend/dist/app/server.js')], { cwd: root, stdio: 'inherit' }),
];
process.stderr.write('npm run dev: TypeScript and the server are watched; the console live: npx vite --config console/vite.config.ts\n');

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    if (!stopping) {
      process.stderr.write(`npm run dev: ${child.spawnargs.slice(1, 3).join(' ')} ended (${code}); stopping\n`);
      stop('SIGTERM');
    }
    if (children.every((each) => each.exitCode !== null || each.signalCode !== null)) process.exit(0);
  });
}
