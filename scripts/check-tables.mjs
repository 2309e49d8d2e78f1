#!/usr/bin/env node
/**
 * `npm run lint`: one owner per table. Each feature (backend/src/features/<name>/) and the platform
 * (backend/src/platform/) say in their tables.ts which tables they own and which others they read (a folder without
 * one owns and reads none):
 *
 *   export const TABLES = { owns: ['invoices', 'invoice_items'], reads: ['clients', 'organizations'] };
 *
 * This script reads every SQL statement the code holds — Knex builder calls (`db('t')`, `.from('t')`, `.join('t')`,
 * `.into('t')`, `.table('t')`, `crudTable({ table: 't' })`, a write when the chain inserts, updates or deletes), raw SQL
 * in strings and templates, and .sql files (FROM, JOIN, INSERT INTO, UPDATE, DELETE FROM, MERGE INTO, TRUNCATE) — and
 * fails when an owner writes a table another owns, or reads one it has not declared. Names no manifest owns (common
 * table expressions, aliases, functions, graphile_worker's tables) are not tables of ours and are passed over.
 * Migrations (the schema's history) and platform/db/functions (whole function texts applied by migrations) are not
 * read, nor tests and dev/, nor the composition roots in app/ (which wire features together).
 */
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { URL, fileURLToPath } from 'node:url';
import ts from 'typescript';

const SKIP = /(\.test\.ts$|\.d\.ts$|\/platform\/db\/(migrations|functions)\/)/;
/** Builder methods that make a chain a write of its table. */
const WRITES = new Set(['insert', 'update', 'del', 'delete', 'upsert', 'merge', 'increment', 'decrement', 'truncate', 'onConflict']);
/** Builder methods whose first argument names a table. */
const TABLE_METHODS = new Set([
  'from',
  'into',
  'table',
  'join',
  'innerJoin',
  'leftJoin',
  'leftOuterJoin',
  'rightJoin',
  'rightOuterJoin',
  'fullOuterJoin',
  'crossJoin',
]);
/** Functions of ours that read the table named by one of their arguments. */
const READING_HELPERS = new Set(['childrenOf']);
const NAME = '([a-z_][a-z0-9_]*(?:\\.[a-z_][a-z0-9_]*)?)';
const SQL_PATTERNS = [
  { kind: 'write', pattern: new RegExp(`\\bINSERT\\s+INTO\\s+${NAME}`, 'gi') },
  { kind: 'write', pattern: new RegExp(`\\bMERGE\\s+INTO\\s+${NAME}`, 'gi') },
  { kind: 'write', pattern: new RegExp(`\\bDELETE\\s+FROM\\s+(?:ONLY\\s+)?${NAME}`, 'gi') },
  { kind: 'write', pattern: new RegExp(`\\bUPDATE\\s+(?:ONLY\\s+)?${NAME}`, 'gi') },
  { kind: 'write', pattern: new RegExp(`\\bTRUNCATE\\s+(?:TABLE\\s+)?${NAME}`, 'gi') },
  { kind: 'read', pattern: new RegExp(`\\b(?:FROM|JOIN)\\s+(?:ONLY\\s+)?${NAME}`, 'gi') },
];

const filesUnder = (dir) =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

/** The string literals of an array literal (`['a', 'b']`, `as const` or not). */
function stringsOf(node) {
  while (node && (ts.isAsExpression(node) || ts.isSatisfiesExpression?.(node) || ts.isParenthesizedExpression(node)))
    node = node.expression;
  if (!node || !ts.isArrayLiteralExpression(node)) return null;
  return node.elements.filter((element) => ts.isStringLiteralLike(element)).map((element) => element.text);
}

/** `{ owns, reads }` of a tables.ts. */
export function readManifest(path) {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  let manifest = null;
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'TABLES' && node.initializer) {
      let init = node.initializer;
      while (ts.isAsExpression(init) || ts.isSatisfiesExpression?.(init)) init = init.expression;
      if (ts.isObjectLiteralExpression(init)) {
        const field = (name) => init.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === name);
        manifest = { owns: stringsOf(field('owns')?.initializer) ?? [], reads: stringsOf(field('reads')?.initializer) ?? [] };
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!manifest) throw new Error(`${path}: no \`export const TABLES = { owns: [...], reads: [...] }\``);
  return manifest;
}

/** Tables named by SQL text, with whether each is written. */
export function sqlAccesses(text) {
  const found = [];
  // Line comments hold prose ("-- taken from invoices"), not statements.
  const sql = text.replace(/--[^\n]*/g, '');
  for (const { kind, pattern } of SQL_PATTERNS)
    for (const match of sql.matchAll(pattern)) found.push({ table: match[1].toLowerCase(), kind, at: match.index });
  return found;
}

/** The table a builder argument names: `'clients'`, `'clients as c'`, `'clients AS c'`. */
const tableIn = (literal) => literal.trim().split(/\s+/)[0].toLowerCase();

/** Tables named by a TypeScript file's Knex calls and SQL strings, with whether each is written and where. */
export function tsAccesses(path, text) {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const lineOf = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  /** Whether the call chain around `node` writes (`db('t').where(...).update(...)`). */
  const chainWrites = (node) => {
    let current = node;
    while (current.parent && (ts.isPropertyAccessExpression(current.parent) || ts.isCallExpression(current.parent))) {
      const parent = current.parent;
      if (ts.isPropertyAccessExpression(parent) && WRITES.has(parent.name.text)) return true;
      if (ts.isCallExpression(parent) && parent.expression !== current) break;
      current = parent;
    }
    return false;
  };
  const visit = (node) => {
    if (ts.isCallExpression(node)) {
      const [first] = node.arguments;
      const callee = node.expression;
      if (first && ts.isStringLiteralLike(first)) {
        const calleeName = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : null;
        // db('t'), trx('t'), knex('t'), this.db('t'): a Knex handle called with a table.
        const isHandle = ts.isIdentifier(callee)
          ? /^(db|trx|tx|knex|query)$/.test(callee.text)
          : ts.isPropertyAccessExpression(callee) && callee.name.text === 'db';
        if (isHandle || (ts.isPropertyAccessExpression(callee) && TABLE_METHODS.has(calleeName))) {
          const isJoin = /join$/i.test(calleeName ?? '');
          found.push({ table: tableIn(first.text), kind: !isJoin && chainWrites(node) ? 'write' : 'read', line: lineOf(node) });
        }
      }
      if (ts.isIdentifier(callee) && READING_HELPERS.has(callee.text))
        for (const argument of node.arguments)
          if (ts.isStringLiteralLike(argument))
            found.push({ table: tableIn(argument.text), kind: 'read', line: lineOf(argument), maybe: true });
    }
    // crudTable({ table: 't' }): the platform's resource helper reads and writes it for the feature.
    if (ts.isPropertyAssignment(node) && node.name.getText() === 'table' && ts.isStringLiteralLike(node.initializer))
      found.push({ table: tableIn(node.initializer.text), kind: 'write', line: lineOf(node) });
    if (ts.isStringLiteralLike(node) || ts.isTemplateExpression(node)) {
      const text = ts.isTemplateExpression(node)
        ? [node.head.text, ...node.templateSpans.map((span) => ` \${} ${span.literal.text}`)].join('')
        : node.text;
      for (const access of sqlAccesses(text)) found.push({ ...access, line: lineOf(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The owners under `root` (backend/src): every features/<name>/ and the platform, each with its manifest and its
 * files. Returns the problems found, as lines.
 */
export function checkTables(root) {
  const owners = [];
  const featuresDir = join(root, 'features');
  for (const name of readdirSync(featuresDir).sort()) {
    const dir = join(featuresDir, name);
    if (statSync(dir).isDirectory()) owners.push({ name: `features/${name}`, dir });
  }
  owners.push({ name: 'platform', dir: join(root, 'platform') });
  const problems = [];
  const ownerOf = new Map();
  for (const owner of owners) {
    const manifestPath = join(owner.dir, 'tables.ts');
    // A folder without one owns no table and reads none.
    if (!existsSync(manifestPath)) {
      owner.manifest = { owns: [], reads: [] };
      continue;
    }
    owner.manifest = readManifest(manifestPath);
    for (const table of owner.manifest.owns) {
      if (ownerOf.has(table)) problems.push(`${table} is owned twice: by ${ownerOf.get(table)} and ${owner.name}`);
      ownerOf.set(table, owner.name);
    }
  }
  for (const owner of owners) {
    for (const table of owner.manifest.reads) {
      if (!ownerOf.has(table)) problems.push(`${owner.name}/tables.ts reads ${table}, which no tables.ts owns`);
      else if (ownerOf.get(table) === owner.name) problems.push(`${owner.name}/tables.ts reads ${table}, which it owns`);
    }
    const owns = new Set(owner.manifest.owns);
    const reads = new Set(owner.manifest.reads);
    for (const path of filesUnder(owner.dir)) {
      // A feature's folder inside platform is not the platform's (none today); the platform's files are its own.
      if (SKIP.test(path.split('\\').join('/')) || path.endsWith('/tables.ts')) continue;
      let accesses;
      if (path.endsWith('.ts')) accesses = tsAccesses(path, readFileSync(path, 'utf8'));
      else if (path.endsWith('.sql')) {
        const text = readFileSync(path, 'utf8');
        accesses = sqlAccesses(text).map((access) => ({ ...access, line: text.slice(0, access.at).split('\n').length }));
      } else continue;
      const where = relative(root, path);
      const told = new Set();
      for (const { table, kind, line } of accesses) {
        const other = ownerOf.get(table);
        if (!other || owns.has(table)) continue;
        let problem = null;
        if (kind === 'write') problem = `${where}:${line}: ${owner.name} writes ${table}, owned by ${other}`;
        else if (!reads.has(table))
          problem = `${where}:${line}: ${owner.name} reads ${table} (owned by ${other}) without declaring it in its tables.ts`;
        if (problem && !told.has(problem)) {
          told.add(problem);
          problems.push(problem);
        }
      }
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../backend/src', import.meta.url));
  const problems = checkTables(root);
  if (problems.length > 0) {
    console.error(`Tables used outside their owners' rules (${problems.length}):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log('Tables: each written only by its owner, read elsewhere only where declared.');
}
