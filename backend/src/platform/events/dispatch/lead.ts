/**
 * The fan-out lead: held by one worker's notification connection for as long as it lives (a session lock, released
 * when the connection ends, the worker's process with it). The worker that holds it fans out when events are
 * notified; the others look only at each poll, in case the leader hangs with its connection open (listener.ts).
 */
import type pg from 'pg';
import type { Queryable } from '../../db/knex.js';
import { EVENTS_CHANNEL } from '../store.js';

/** The fan-out lead's advisory lock key (two integers: `objsubid` 2 in pg_locks); the turn is (1802399348, 1) (fan-out.ts). */
const FAN_OUT_LEAD = [1802399348, 2];

export async function takeFanOutLead(listener: pg.ClientBase): Promise<boolean> {
  const { rows } = await listener.query<{ lead: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS lead', FAN_OUT_LEAD);
  return rows[0]?.lead ?? false;
}

/** Whether this connection holds the lead: asked by the leader now and then, as much to see that its connection answers. */
export async function holdsFanOutLead(listener: pg.ClientBase): Promise<boolean> {
  const { rows } = await listener.query<{ lead: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM pg_locks
                     WHERE locktype = 'advisory' AND classid = $1 AND objid = $2 AND objsubid = 2
                       AND pid = pg_backend_pid() AND granted) AS lead`,
    FAN_OUT_LEAD,
  );
  return rows[0]?.lead ?? false;
}

/** The payload of the events notification a leader sends as it stops, so that another takes the lead at once. */
export const FAN_OUT_LEAD_FREE = 'fan-out lead free';

/** Gives up the lead before the connection ends (its end frees it too, but maybe after the others were told). */
export async function giveUpFanOutLead(listener: pg.ClientBase, db: Queryable): Promise<void> {
  await listener.query('SELECT pg_advisory_unlock($1, $2)', FAN_OUT_LEAD);
  await db.raw('SELECT pg_notify(?, ?)', [EVENTS_CHANNEL, FAN_OUT_LEAD_FREE]);
}
