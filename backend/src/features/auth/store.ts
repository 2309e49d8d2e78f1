import type { Queryable } from '../../platform/db/knex.js';
import { type ListParams, type ListResult, listPage } from '../../platform/db/list.js';

export interface UserRow {
  id: number;
  organization_id: number;
  email: string;
  name: string;
  role: 'owner' | 'member';
  password_hash: string;
  /** Someone else gave it (an invitation, a colleague's reset): the user's sessions may do nothing but change it. */
  password_temporary: boolean;
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
  values: Pick<UserRow, 'organization_id' | 'email' | 'name' | 'role' | 'password_hash'> & Partial<Pick<UserRow, 'password_temporary'>>,
): Promise<UserRow> {
  const [row] = await db<UserRow>('users').insert(values).returning('*');
  return row as UserRow;
}

/** Inserts the user, or answers undefined when the e-mail already has an account (users_email_key, any case). */
export async function insertUserUnlessTaken(
  db: Queryable,
  values: Pick<UserRow, 'organization_id' | 'email' | 'name' | 'role' | 'password_hash'> & Partial<Pick<UserRow, 'password_temporary'>>,
): Promise<UserRow | undefined> {
  const result = await db.raw<{ rows: UserRow[] }>(
    `INSERT INTO users (organization_id, email, name, role, password_hash, password_temporary) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT ((lower(email))) DO NOTHING RETURNING *`,
    [values.organization_id, values.email, values.name, values.role, values.password_hash, values.password_temporary ?? false],
  );
  return result.rows[0];
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
  user: Pick<UserRow, 'id' | 'email' | 'role' | 'password_temporary'>;
}

/**
 * The live token with this hash and its user, writing its `last_used_at` in the same statement when that is older
 * than `staleAfterSeconds` (or unset): one round trip where a lookup and a touch were two.
 */
export async function findLiveTokenTouching(
  db: Queryable,
  tokenHash: string,
  now: Date,
  staleAfterSeconds: number,
): Promise<LiveToken | undefined> {
  const { rows } = await db.raw<{
    rows: Array<
      AccessTokenRow & { user_email: string; user_role: UserRow['role']; user_password_temporary: boolean; touched_at: Date | null }
    >;
  }>(
    `WITH found AS (
       SELECT t.*, u.email AS user_email, u.role AS user_role, u.password_temporary AS user_password_temporary
         FROM access_tokens t JOIN users u ON u.id = t.user_id
        WHERE t.token_hash = ? AND t.expires_at > ?
     ), touched AS (
       UPDATE access_tokens a SET last_used_at = now()
         FROM found
        WHERE a.id = found.id AND (found.last_used_at IS NULL OR found.last_used_at < now() - make_interval(secs => ?::integer))
       RETURNING a.last_used_at
     )
     SELECT found.*, (SELECT last_used_at FROM touched) AS touched_at FROM found`,
    [tokenHash, now, staleAfterSeconds],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { user_email, user_role, user_password_temporary, touched_at, ...token } = row;
  return {
    token: { ...token, last_used_at: touched_at ?? token.last_used_at },
    user: { id: token.user_id, email: user_email, role: user_role, password_temporary: user_password_temporary },
  };
}

export async function deleteAccessToken(db: Queryable, id: number): Promise<void> {
  await db('access_tokens').where({ id }).delete();
}

/** A new password hash, temporary or not; the user's access tokens end with the old password. */
export async function replacePasswordHash(db: Queryable, userId: number, passwordHash: string, temporary: boolean): Promise<void> {
  await db('users').where({ id: userId }).update({ password_hash: passwordHash, password_temporary: temporary });
  await db('access_tokens').where({ user_id: userId }).delete();
}

/**
 * The user's own new password, in place of `oldHash` only if that is still theirs (a colleague's reset in between
 * wins), and no longer temporary; their other access tokens end, `keepTokenId` (the session changing it) stays. One
 * statement: the password and the sessions change together. Answers how many sessions ended, or null when the
 * password was no longer `oldHash`.
 */
export async function replaceOwnPasswordHash(
  db: Queryable,
  userId: number,
  oldHash: string,
  newHash: string,
  keepTokenId: number,
): Promise<number | null> {
  const { rows } = await db.raw<{ rows: Array<{ changed: number; ended: number }> }>(
    `WITH changed AS (
       UPDATE users SET password_hash = ?, password_temporary = false
        WHERE id = ? AND password_hash = ?
       RETURNING id
     ), ended AS (
       DELETE FROM access_tokens t USING changed
        WHERE t.user_id = changed.id AND t.id <> ?
       RETURNING t.id
     )
     SELECT (SELECT count(*) FROM changed)::integer AS changed, (SELECT count(*) FROM ended)::integer AS ended`,
    [newHash, userId, oldHash, keepTokenId],
  );
  const row = rows[0]!;
  return row.changed === 0 ? null : row.ended;
}

export async function organizationName(db: Queryable, organizationId: number): Promise<string | undefined> {
  const row = await db('organizations').where({ id: organizationId }).first('name');
  return (row as { name: string } | undefined)?.name;
}

/** An organization's people, each ordering served by its index (migration 0029), as every list is. */
export function listUsers(
  db: Queryable,
  organizationId: number,
  params: ListParams & { role?: UserRow['role'] },
): Promise<ListResult<UserRow>> {
  const query = db('users').where({ organization_id: organizationId }).select('*');
  if (params.role !== undefined) query.where({ role: params.role });
  return listPage<UserRow>(query, params, {
    searchColumns: ['email', 'name'],
    orderingColumns: { email: 'email', name: 'name', created_at: 'created_at' },
    idColumn: 'id',
    defaultOrdering: 'email',
  });
}

/** One user of an organization; `lock` holds the row until the transaction ends (a role change, a removal). */
export async function findUser(db: Queryable, organizationId: number, id: number, lock = false): Promise<UserRow | undefined> {
  const query = db<UserRow>('users').where({ organization_id: organizationId, id });
  if (lock) query.forUpdate();
  return query.first();
}

/** The organization's owners, locked: the last one is neither demoted nor removed while another change looks. */
export async function lockOwners(db: Queryable, organizationId: number): Promise<number[]> {
  const rows = await db('users').where({ organization_id: organizationId, role: 'owner' }).forUpdate().select('id');
  return (rows as { id: number }[]).map((row) => Number(row.id));
}

export async function updateUser(
  db: Queryable,
  organizationId: number,
  id: number,
  values: Partial<Pick<UserRow, 'name' | 'role'>>,
): Promise<UserRow | undefined> {
  const [row] = await db<UserRow>('users').where({ organization_id: organizationId, id }).update(values).returning('*');
  return row as UserRow | undefined;
}

/** Removes a user; their access tokens go with them (ON DELETE CASCADE). */
export async function deleteUser(db: Queryable, organizationId: number, id: number): Promise<boolean> {
  return (await db('users').where({ organization_id: organizationId, id }).delete()) > 0;
}
