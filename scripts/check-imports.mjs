#!/usr/bin/env node
/**
 * `npm run lint:imports`: the house's import rules (.dependency-cruiser.cjs)
 * and one rule dependency-cruiser cannot state: no cycle between backend
 * folders (a folder imports another only if that one does not import it back,
 * directly or through others). A folder is `features/<name>` or `platform/<name>`;
 * the platform's own files (errors, clock, …) count as one, and the composition
 * roots in `app/` count one by one. Tests and dev/ are left out: they may reach anywhere.
 */
import { createRequire } from 'node:module';
import { cruise } from 'dependency-cruiser';

const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs');
const SOURCE = 'backend/src';
const SKIP = /(\.test\.ts$|^backend\/src\/dev\/)/;

const result = await cruise(['backend/src', 'flow-engine/src'], {
  ...config.options,
  validate: true,
  ruleSet: { forbidden: config.forbidden },
  exclude: { path: `${config.options.exclude.path}|\\.test\\.ts$|^backend/src/dev/` },
});
const { modules, summary } = result.output;

const problems = summary.violations.map(
  (v) => `${v.rule.name}: ${v.from} → ${v.to}${v.cycle ? ` (cycle: ${v.cycle.map((c) => c.name ?? c).join(' → ')})` : ''}`,
);

/** features/flows/runner.ts → features/flows; platform/db/knex.ts → platform/db; platform/errors.ts → platform; app/app.ts → app/app.ts */
const folderOf = (file) => {
  const [floor, second, third] = file.slice(SOURCE.length + 1).split('/');
  if (floor === 'app') return `app/${second}`;
  return third === undefined ? floor : `${floor}/${second}`;
};
const edges = new Map();
for (const module of modules) {
  if (!module.source.startsWith(`${SOURCE}/`) || SKIP.test(module.source)) continue;
  const from = folderOf(module.source);
  for (const dependency of module.dependencies) {
    if (!dependency.resolved.startsWith(`${SOURCE}/`) || SKIP.test(dependency.resolved)) continue;
    const to = folderOf(dependency.resolved);
    if (to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    edges.get(from).set(to, `${module.source} → ${dependency.resolved}`);
  }
}

// Tarjan's strongly connected components: any component of more than one folder is a cycle.
let index = 0;
const stack = [];
const state = new Map();
const components = [];
function visit(node) {
  state.set(node, { index, low: index, onStack: true });
  index += 1;
  stack.push(node);
  for (const next of edges.get(node)?.keys() ?? []) {
    if (!state.has(next)) {
      visit(next);
      state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
    } else if (state.get(next).onStack) {
      state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
    }
  }
  if (state.get(node).low === state.get(node).index) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component);
  }
}
for (const node of edges.keys()) if (!state.has(node)) visit(node);
for (const component of components) {
  const inside = new Set(component);
  const witnesses = component.flatMap((from) =>
    [...(edges.get(from) ?? [])].filter(([to]) => inside.has(to)).map(([, why]) => `    ${why}`),
  );
  problems.push(`folder-cycle: ${component.sort().join(', ')} import each other:\n${witnesses.join('\n')}`);
}

const folders = new Set([...edges.keys(), ...[...edges.values()].flatMap((m) => [...m.keys()])]);
if (problems.length > 0) {
  console.error(`Import rules broken (${problems.length}):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `Imports follow the house rules: ${summary.totalCruised} modules, ${folders.size} backend folders, no folder cycle, no rule broken.`,
);
