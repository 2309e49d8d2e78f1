/**
 * Which secret keys the running processes hold. Each API and worker process writes a heartbeat row
 * (`process_heartbeats`) every KEY_HEARTBEAT_MS naming the key it seals with and every key it opens with, and
 * removes it when it stops. A reseal under a key that some running process cannot open would leave that process
 * unable to sign a delivery until restarted: `rotate-secrets` refuses it, and a start leaves the reseal to later.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Logger } from 'pino';
import type { Queryable } from '../db/knex.js';
import type { SecretBox } from '../lib/secret-box.js';

export const KEY_HEARTBEAT_MS = 5_000;
/** A process silent this long is taken for gone (killed without removing its row): six heartbeats missed. */
export const KEY_HOLDER_STALE_SECONDS = 30;

export interface KeyHolder {
  process_id: string;
  sealing_key_id: string;
  key_ids: string[];
  seen_seconds_ago: number;
}

/** A name for this process in the heartbeats: host, pid and a few random digits (a pid is reused after a restart). */
export const processName = () => `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

export async function writeKeyHeartbeat(db: Queryable, processId: string, box: SecretBox): Promise<void> {
  await db.raw(
    `INSERT INTO process_heartbeats (process_id, sealing_key_id, key_ids) VALUES (?, ?, ?::text[])
     ON CONFLICT (process_id) DO UPDATE SET sealing_key_id = excluded.sealing_key_id, key_ids = excluded.key_ids, seen_at = now()`,
    [processId, box.keyId, [...box.keyIds]],
  );
}

/** The processes heard from within KEY_HOLDER_STALE_SECONDS; older rows are deleted on the way. */
export async function liveKeyHolders(db: Queryable): Promise<KeyHolder[]> {
  await db.raw(`DELETE FROM process_heartbeats WHERE seen_at < now() - make_interval(secs => ?::double precision)`, [
    KEY_HOLDER_STALE_SECONDS,
  ]);
  const { rows } = await db.raw<{ rows: KeyHolder[] }>(
    `SELECT process_id, sealing_key_id, key_ids, floor(extract(epoch FROM now() - seen_at))::integer AS seen_seconds_ago
       FROM process_heartbeats ORDER BY process_id`,
  );
  return rows;
}

/**
 * Writes this process's heartbeat now (`started` resolves once it is written) and every KEY_HEARTBEAT_MS after;
 * `stop` removes it. A failed beat is logged and tried again at the next.
 */
export function holdKeys(
  db: Queryable,
  box: SecretBox,
  processId: string,
  logger: Logger,
): { started: Promise<void>; stop(): Promise<void> } {
  const beat = () => writeKeyHeartbeat(db, processId, box);
  const timer = setInterval(
    () => void beat().catch((error: unknown) => logger.error({ err: error }, 'secret key heartbeat failed')),
    KEY_HEARTBEAT_MS,
  );
  timer.unref();
  return {
    started: beat(),
    async stop() {
      clearInterval(timer);
      await db('process_heartbeats').where({ process_id: processId }).delete();
    },
  };
}

const describeHolder = (holder: KeyHolder) =>
  `${holder.process_id} (seals with ${holder.sealing_key_id}, opens ${holder.key_ids.join(', ')}; seen ${holder.seen_seconds_ago} s ago)`;

/**
 * Why this process must not start beside the running ones, or null: one of them seals secrets under a key this
 * process cannot open, so it could not sign what that process stores (a webhook's deliveries would fail one by one
 * while /readyz said ready). The common cause is a fleet whose processes neither share KONTOR_SECRET_KEY nor
 * KONTOR_DATA_DIR, each sealing under the key generated into its own folder. A rolling rotation done as documented
 * never meets this: every process opens the key every other one seals with.
 */
export function fleetKeyRefusal(holders: readonly KeyHolder[], box: Pick<SecretBox, 'keyId' | 'keyIds'>, keySource: string): string | null {
  const unopenable = holders.filter((holder) => !box.keyIds.includes(holder.sealing_key_id));
  if (unopenable.length === 0) return null;
  return `${unopenable.length} running process(es) seal secrets under a key this process cannot open: ${unopenable.map(describeHolder).join('; ')}; this process seals with ${box.keyId} (${keySource}) and opens ${box.keyIds.join(', ')}. Give every process the same KONTOR_SECRET_KEY (or the same KONTOR_DATA_DIR); while rotating, the other key goes into KONTOR_SECRET_KEY_PREVIOUS (docs/operators.md, secrets at rest). A process stopped without saying so counts as running for ${KEY_HOLDER_STALE_SECONDS} s after its last heartbeat.`;
}

/**
 * Writes this process's heartbeat (as holdKeys), then refuses, removing it, while a running process seals under a key
 * this one cannot open (fleetKeyRefusal). Two processes starting together each find the other's heartbeat, the later
 * one at least.
 */
export async function holdKeysBesideFleet(
  db: Queryable,
  box: SecretBox,
  processId: string,
  logger: Logger,
  keySource: string,
): Promise<ReturnType<typeof holdKeys>> {
  const keys = holdKeys(db, box, processId, logger);
  await keys.started;
  const others = (await liveKeyHolders(db)).filter((holder) => holder.process_id !== processId);
  const refusal = fleetKeyRefusal(others, box, keySource);
  if (refusal === null) return keys;
  await keys.stop();
  throw new Error(refusal);
}

/** Where a process's sealing key comes from, for a refusal that names it. */
export const keySourceOf = (config: { secretKey?: Buffer | undefined; dataDir: string }) =>
  config.secretKey ? 'KONTOR_SECRET_KEY' : `generated into ${config.dataDir}/secret.key, KONTOR_SECRET_KEY unset`;

/** Running processes that could not open a secret sealed under `keyId`. */
export const lackingKey = (holders: readonly KeyHolder[], keyId: string) => holders.filter((holder) => !holder.key_ids.includes(keyId));

/**
 * Why a reseal under `keyId` must wait, or null when every running process holds that key and seals with it. One
 * that cannot open it would fail every secret resealed; one that seals with another key would go on writing secrets
 * under the old key after the reseal, which then could not be dropped.
 */
export function rotationRefusal(holders: readonly KeyHolder[], keyId: string): string | null {
  const lacking = lackingKey(holders, keyId);
  const sealingOther = holders.filter((holder) => holder.key_ids.includes(keyId) && holder.sealing_key_id !== keyId);
  const reasons: string[] = [];
  if (lacking.length > 0)
    reasons.push(
      `${lacking.length} running process(es) cannot open secrets sealed under key ${keyId}: ${lacking.map(describeHolder).join('; ')}. Restart them with KONTOR_SECRET_KEY set to the new key and the old one in KONTOR_SECRET_KEY_PREVIOUS`,
    );
  if (sealingOther.length > 0)
    reasons.push(
      `${sealingOther.length} running process(es) still seal new secrets under another key: ${sealingOther.map(describeHolder).join('; ')}. Restart them with KONTOR_SECRET_KEY set to key ${keyId}`,
    );
  if (reasons.length === 0) return null;
  return `rotate-secrets refused, nothing was resealed: ${reasons.join('. ')}. A process stopped without saying so counts as running for ${KEY_HOLDER_STALE_SECONDS} s after its last heartbeat (docs/operators.md, rotating the secrets' key).`;
}
