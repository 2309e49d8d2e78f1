/**
 * MCP sessions in PostgreSQL (table `mcp_sessions`): what any API process needs to serve a session another process
 * opened. Times are the database's (`now()`), so that processes whose clocks differ agree on what is idle.
 */
import type { JSONRPCRequest } from '@modelcontextprotocol/sdk/types.js';
import type { Db } from '../../platform/db/knex.js';

/** A credential keeps at most this many sessions; its least recently used goes first. */
export const SESSIONS_PER_OWNER = 20;

export interface SessionLimits {
  perOrganization: number;
  overall: number;
  idleMinutes: number;
}

export interface StoredSession {
  id: string;
  organizationId: number;
  owner: string;
  /** The client's `initialize` request, as it was sent. */
  initialize: JSONRPCRequest;
}

/**
 * Records a new session, first closing those idle past the limit, then the least recently used of the owner, of the
 * organization and of all, as far as each cap needs room for this one. Opens are taken one at a time (a transaction
 * lock), so two opens at once cannot both see room for one. Answers the ids it closed.
 */
export async function insertSession(db: Db, session: StoredSession, limits: SessionLimits): Promise<string[]> {
  return db.transaction(async (trx) => {
    await trx.raw(`SELECT pg_advisory_xact_lock(hashtext('kontor mcp_sessions'))`);
    const idle = await trx.raw<{ rows: Array<{ id: string }> }>(
      `DELETE FROM mcp_sessions WHERE last_used_at < now() - make_interval(mins => ?::integer) RETURNING id`,
      [limits.idleMinutes],
    );
    const over = await trx.raw<{ rows: Array<{ id: string }> }>(
      `WITH by_owner AS (
         SELECT id FROM mcp_sessions WHERE owner = ? ORDER BY last_used_at DESC, id OFFSET ?::integer
       ), by_organization AS (
         SELECT id FROM mcp_sessions WHERE organization_id = ? ORDER BY last_used_at DESC, id OFFSET ?::integer
       ), by_all AS (
         SELECT id FROM mcp_sessions ORDER BY last_used_at DESC, id OFFSET ?::integer
       )
       DELETE FROM mcp_sessions
        WHERE id IN (SELECT id FROM by_owner UNION SELECT id FROM by_organization UNION SELECT id FROM by_all)
       RETURNING id`,
      [session.owner, SESSIONS_PER_OWNER - 1, session.organizationId, limits.perOrganization - 1, limits.overall - 1],
    );
    await trx('mcp_sessions').insert({
      id: session.id,
      organization_id: session.organizationId,
      owner: session.owner,
      initialize: JSON.stringify(session.initialize),
    });
    return [...idle.rows, ...over.rows].map((row) => row.id);
  });
}

/**
 * Marks the session used and answers its `initialize` (`withInitialize`) or just true; null when no such session of
 * this owner is open (or it went idle). The mark commits without waiting for its WAL flush (asynchronous commit, for
 * this statement's transaction alone): lost in a crash, a session would only look idle a moment longer, and a session
 * is used at every message, where the flush would cost each message a disk write.
 */
export async function touchSession(
  db: Db,
  id: string,
  owner: string,
  idleMinutes: number,
  withInitialize: boolean,
): Promise<JSONRPCRequest | true | null> {
  const { rows } = await db.raw<{ rows: Array<{ initialize: JSONRPCRequest | true }> }>(
    `UPDATE mcp_sessions SET last_used_at = now()
       FROM (SELECT set_config('synchronous_commit', 'off', true)) AS asynchronous_commit
      WHERE id = ? AND owner = ? AND last_used_at >= now() - make_interval(mins => ?::integer)
      RETURNING ${withInitialize ? 'initialize' : 'true AS initialize'}`,
    [id, owner, idleMinutes],
  );
  return rows[0]?.initialize ?? null;
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db('mcp_sessions').where({ id }).delete();
}

/** Open sessions (idle ones not yet swept included), for the metrics. */
export async function countSessions(db: Db): Promise<number> {
  const row = await db('mcp_sessions').count<{ n: string }>({ n: '*' }).first();
  return Number(row?.n ?? 0);
}
