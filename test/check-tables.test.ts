/** The table-ownership check (scripts/check-tables.mjs, run by `npm run lint`) on a planted feature tree and on ours. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkTables } from '../scripts/check-tables.mjs';

const trees: string[] = [];
afterEach(() => {
  for (const tree of trees.splice(0)) rmSync(tree, { recursive: true, force: true });
});

/** A backend/src with a platform and features `invoices` (owning invoices) and `flows` (owning flow_runs, reading invoices). */
function plant(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'kontor-tables-'));
  trees.push(root);
  const all: Record<string, string> = {
    'platform/tables.ts': `export const TABLES = { owns: ['events'], reads: [] };`,
    'features/invoices/tables.ts': `export const TABLES = { owns: ['invoices', 'invoice_items'], reads: [] };`,
    'features/flows/tables.ts': `export const TABLES = { owns: ['flow_runs'], reads: ['invoices'] as string[] };`,
    'features/flows/store.ts': `export const runs = (db) => db('flow_runs').join('invoices', 'a', 'b').update({ x: 1 });`,
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('the table-ownership check', () => {
  it('passes a feature that writes its own tables and reads what it declares', () => {
    expect(checkTables(plant({}))).toEqual([]);
  });

  it("fails a feature whose Knex call writes another feature's table", () => {
    const problems = checkTables(
      plant({
        'features/invoices/store.ts': `export const wake = (db, id) =>
  db('flow_runs').where({ status: 'waiting' }).whereRaw("(context -> 'invoice' ->> 'id')::bigint = ?", [id]).update({ resume_at: null });`,
      }),
    );
    expect(problems).toEqual(['features/invoices/store.ts:2: features/invoices writes flow_runs, owned by features/flows']);
  });

  it('fails a feature whose raw SQL reads a table it has not declared, and passes it once declared', () => {
    const store = `export const states = (db) => db.raw(\`
  SELECT ids.id, next.* FROM unnest(?::bigint[]) AS ids(id)
    LEFT JOIN LATERAL (SELECT r.resume_at FROM flow_runs r WHERE r.status = 'waiting') next ON true\`);`;
    expect(checkTables(plant({ 'features/invoices/store.ts': store }))).toEqual([
      'features/invoices/store.ts:1: features/invoices reads flow_runs (owned by features/flows) without declaring it in its tables.ts',
    ]);
    const declared = `export const TABLES = { owns: ['invoices', 'invoice_items'], reads: ['flow_runs'] };`;
    expect(checkTables(plant({ 'features/invoices/store.ts': store, 'features/invoices/tables.ts': declared }))).toEqual([]);
  });

  it('fails writes in raw SQL and .sql files, even to a table it may read', () => {
    const problems = checkTables(
      plant({
        'features/flows/sweep.ts': `export const sweep = (db) => db.raw('UPDATE invoices SET status = ? WHERE id = ?', ['paid', 1]);`,
        'features/flows/functions/undo.sql': `CREATE FUNCTION undo() RETURNS void LANGUAGE sql AS $$\n  DELETE FROM invoice_items WHERE true;\n$$;`,
      }),
    );
    expect(problems).toEqual([
      'features/flows/functions/undo.sql:2: features/flows writes invoice_items, owned by features/invoices',
      'features/flows/functions/undo.sql:2: features/flows reads invoice_items (owned by features/invoices) without declaring it in its tables.ts',
      'features/flows/sweep.ts:1: features/flows writes invoices, owned by features/invoices',
    ]);
  });

  it("fails the platform when it names a feature's table, and a table owned twice", () => {
    const problems = checkTables(
      plant({
        'platform/secrets.ts': `export const lock = (trx) => trx.from('invoices').forUpdate();`,
        'features/flows/tables.ts': `export const TABLES = { owns: ['flow_runs', 'invoices'], reads: [] };`,
      }),
    );
    expect(problems).toContain('invoices is owned twice: by features/flows and features/invoices');
    expect(problems).toContain(
      'platform/secrets.ts:1: platform reads invoices (owned by features/invoices) without declaring it in its tables.ts',
    );
  });

  it("passes Kontor's own code", () => {
    expect(checkTables(fileURLToPath(new URL('../backend/src', import.meta.url)))).toEqual([]);
  });
});
