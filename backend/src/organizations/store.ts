import type { Queryable } from '../db/knex.js';

export interface OrganizationRow {
  id: number;
  name: string;
  created_at: Date;
}

export const rowToOrganization = (row: OrganizationRow) => ({ id: row.id, name: row.name, created_at: row.created_at.toISOString() });

export async function insertOrganization(db: Queryable, name: string): Promise<OrganizationRow> {
  const [row] = await db<OrganizationRow>('organizations').insert({ name }).returning('*');
  return row as OrganizationRow;
}

export async function findOrganization(db: Queryable, id: number): Promise<OrganizationRow | undefined> {
  return db<OrganizationRow>('organizations').where({ id }).first();
}

export async function countOrganizations(db: Queryable): Promise<number> {
  const row = (await db('organizations').count({ count: '*' }).first()) as { count: string | number } | undefined;
  return Number(row?.count ?? 0);
}
