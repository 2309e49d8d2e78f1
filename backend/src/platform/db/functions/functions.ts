/**
 * The database's functions, one file each: `<name>.sql`, or `<name>.<which>.sql` for another signature of the same
 * name. Each file is one `CREATE OR REPLACE FUNCTION` statement, its body quoted with `$fn$`, and holds the function
 * as a database migrated to the latest holds it (functions.test.ts compares them with pg_proc). Read these, not the
 * migrations, to know what a function does.
 *
 * Glossary:
 * - body: the text between the `$fn$` quotes, which Postgres keeps as `pg_proc.prosrc`;
 * - version: a function's body as some migration installed it, named by the body's SHA-256 (hex);
 * - superseded/: the versions that later ones replaced, `<file>.<first 12 hex digits of the hash>.sql`.
 *
 * Migrations from 0020 on install these files whole (installFunctions) and name each version by its hash, so that a
 * migration installs tomorrow exactly what it installed when it was written: the current file while it still holds
 * that version, its copy in superseded/ after. The migrations before 0020 keep their own inline text (frozen, as
 * they ran on every database made since).
 *
 * Changing a function: move its file unchanged into superseded/ under the name above, write the new text here, and
 * add a migration that calls installFunctions with the hash it replaces and the hash it installs (a new signature:
 * drop the old one in that migration first).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';

/**
 * Where the files are: beside this module (the source, and the build, which copies them: scripts/build.mjs), or in
 * the source folder when a build leaves them out (the benchmarks' dist-dev).
 */
function folder(): string {
  const here = fileURLToPath(new URL('.', import.meta.url));
  if (existsSync(new URL('./claim_webhook_deliveries.sql', import.meta.url))) return here;
  return fileURLToPath(new URL('../../../../src/platform/db/functions/', import.meta.url));
}

export interface FunctionText {
  /** The file's name without `.sql` (and without the hash, for a superseded one). */
  file: string;
  /** The whole statement, as a migration runs it. */
  sql: string;
  /** The text between the `$fn$` quotes: what Postgres keeps as prosrc. */
  body: string;
  /** SHA-256 (hex) of the body: the version. */
  hash: string;
}

export const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

const QUOTE = '$fn$';

/** A file's text as a version; refuses text a migration could not run as written. */
export function parseFunction(file: string, sql: string): FunctionText {
  const start = sql.indexOf(QUOTE);
  const end = sql.lastIndexOf(QUOTE);
  if (start < 0 || end <= start) throw new Error(`database function ${file}: its body must be quoted with ${QUOTE}`);
  // Knex's raw() takes every question mark for a binding (migration 0015 repaired what that did to a pattern).
  if (sql.includes('?')) throw new Error(`database function ${file}: holds a question mark, which Knex would take for a binding`);
  const body = sql.slice(start + QUOTE.length, end);
  return { file, sql, body, hash: sha256(body) };
}

/** The current text of every function, by file name. */
export function currentFunctions(): FunctionText[] {
  const dir = folder();
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => parseFunction(name.slice(0, -'.sql'.length), readFileSync(`${dir}/${name}`, 'utf8')));
}

/** One version of one function: the current file if it still holds it, else its superseded copy. */
export function functionVersion(file: string, hash: string): FunctionText {
  const dir = folder();
  const candidates = [`${dir}/${file}.sql`, `${dir}/superseded/${file}.${hash.slice(0, 12)}.sql`];
  for (const path of candidates) {
    if (!existsSync(path)) continue;
    const text = parseFunction(file, readFileSync(path, 'utf8'));
    if (text.hash === hash) return text;
  }
  throw new Error(`database function ${file}: no file holds the version ${hash.slice(0, 12)} (looked at ${candidates.join(', ')})`);
}

export interface Installation {
  /** The function's file (see above). */
  file: string;
  /** Its signature as to_regprocedure reads it, e.g. `settle_webhook_attempts(jsonb)`. */
  signature: string;
  /** The version the database must hold before: null for a function that does not exist yet. */
  replaces: string | null;
  /** The version installed. */
  installs: string;
}

/** What the database holds for a signature: its body's hash, or null when there is no such function. */
async function installedHash(db: Knex, signature: string): Promise<string | null> {
  const { rows } = await db.raw<{ rows: Array<{ prosrc: string }> }>(
    'SELECT p.prosrc FROM pg_proc p WHERE p.oid = to_regprocedure(?::text)',
    [signature],
  );
  return rows[0] ? sha256(rows[0].prosrc) : null;
}

/**
 * Installs functions whole, in the order given, in the migration's transaction: first checks that every one of them
 * is the version the migration expects to replace, and refuses the whole migration, naming each function that is
 * not (changed by hand, or dropped), before changing anything.
 */
export async function installFunctions(db: Knex, migration: string, installations: readonly Installation[]): Promise<void> {
  const texts = installations.map((one) => functionVersion(one.file, one.installs));
  const changed: string[] = [];
  for (const one of installations) {
    const found = await installedHash(db, one.signature);
    if (found === one.replaces) continue;
    changed.push(
      found === null
        ? `${one.signature} is missing`
        : one.replaces === null
          ? `${one.signature} exists already`
          : `${one.signature} is not the text migration ${migration} replaces (it holds version ${found.slice(0, 12)}, expected ${one.replaces.slice(0, 12)}: changed by hand?)`,
    );
  }
  if (changed.length > 0) {
    throw new Error(
      `migration ${migration} refused, nothing changed: ${changed.join('; ')}. ` +
        'Put back the text the previous migrations installed (backend/src/platform/db/migrations), then migrate again.',
    );
  }
  for (const text of texts) await db.raw(text.sql);
  for (const one of installations) {
    const found = await installedHash(db, one.signature);
    if (found !== one.installs)
      throw new Error(`migration ${migration}: ${one.file}.sql did not install ${one.signature} as ${one.installs.slice(0, 12)}`);
  }
}
