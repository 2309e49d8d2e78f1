import type { Queryable } from '../../platform/db/knex.js';

export interface UserRow {
  id: number;
  organization_id: number;
  email: string;
  name: string;
  role: 'owner' | 'member';
  password_hash: string;
  created_at: Date;
}

export interface AccessTokenRow {
  id: number;
  user_id: number;
  organization_id: number;
  token_hash: string;
  created_at: Date;
  expires_at: Date;
  last_used_at: Date | null;
}

export async function insertUser(
  db: Queryable,
  values: Pick<UserRow, 'organization_id' | 'email' | 'name' | 'role' | 'password_hash'>,
): Promise<UserRow> {
  const [row] = await db<UserRow>('users').insert(values).returning('*');
  return row as UserRow;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  return db<UserRow>('users').whereRaw('lower(email) = lower(?)', [email]).first();
}

export async function insertAccessToken(
  db: Queryable,
  values: Pick<AccessTokenRow, 'user_id' | 'organization_id' | 'token_hash' | 'expires_at'>,
): Promise<AccessTokenRow> {
  const [row] = await db<AccessTokenRow>('access_tokens').insert(values).returning('*');
  return row as AccessTokenRow;
}

export interface LiveToken {
  token: AccessTokenRow;
  user: Pick<UserRow, 'id' | 'email' | 'role'>;
}

export async function findLiveToken(db: Queryable, tokenHash: string, now: Date): Promise<LiveToken | undefined> {
  const row = await db('access_tokens as t')
    .join('users as u', 'u.id', 't.user_id')
    .where('t.token_hash', tokenHash)
    .andWhere('t.expires_at', '>', now)
    .first('t.*', 'u.email as user_email', 'u.role as user_role');
  if (!row) return undefined;
  const { user_email, user_role, ...token } = row as AccessTokenRow & { user_email: string; user_role: UserRow['role'] };
  return { token, user: { id: token.user_id, email: user_email, role: user_role } };
}

export async function deleteAccessToken(db: Queryable, id: number): Promise<void> {
  await db('access_tokens').where({ id }).delete();
}

export async function touchAccessToken(db: Queryable, id: number): Promise<void> {
  await db('access_tokens').where({ id }).update({ last_used_at: db.fn.now() });
}

/** A new password hash; the user's access tokens end with the old password. */
export async function replacePasswordHash(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db('users').where({ id: userId }).update({ password_hash: passwordHash });
  await db('access_tokens').where({ user_id: userId }).delete();
}

export async function organizationName(db: Queryable, organizationId: number): Promise<string | undefined> {
  const row = await db('organizations').where({ id: organizationId }).first('name');
  return (row as { name: string } | undefined)?.name;
}
