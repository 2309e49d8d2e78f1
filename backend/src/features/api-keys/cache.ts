/**
 * API keys looked up once per process, not once per request, and forgotten as soon as they change.
 *
 * A key found live is kept here by its hash (the store never sees the key either). It is forgotten:
 * - in the process that revokes it, at once: marked before the revocation is written, so that no lookup made while
 *   the revocation commits keeps it (`revoking`), and forgotten again once written;
 * - in every process, when Postgres tells them on `kontor_credentials` (a trigger sends `api_key:<id>` for any change
 *   of the key but its `last_used_at`, and `organization:<id>` for a change of its organization) — within a second:
 *   an entry is used only while the notification connection has been heard from in the last FRESH_MS
 *   (platform/db/notices.ts), so that a notification lost with its connection is never waited for;
 * - all of them, each time the notification connection is (re-)established.
 * A lookup that began before something was forgotten is not kept (the `generation` it began in is gone): it may have
 * read the row before the change.
 */
import type { Logger } from 'pino';
import type { Db } from '../../platform/db/knex.js';
import { type Notices, listenForNotices } from '../../platform/db/notices.js';
import type { Principal } from '../../platform/principal.js';

export const CREDENTIALS_CHANNEL = 'kontor_credentials';
/** How recently the notification connection must have answered for a kept key to be used: under the 1 s promised. */
const FRESH_MS = 750;
/** Keys kept at most; the oldest kept go first. */
const MAX_KEYS = 10_000;
/** How long a revocation that never committed (its transaction rolled back) keeps its key from being kept. */
const REVOKING_MS = 60_000;

interface Kept {
  principal: Principal;
  /** When `last_used_at` was last written (epoch ms): written again once it is TOUCH_INTERVAL_MS old. */
  touchedAt: number;
}

export interface KeyCache {
  /** A live key's principal and when its use was last written, if kept and fresh. */
  get(hash: string): Kept | undefined;
  /** Runs `lookup` and keeps what it found, unless something was forgotten meanwhile. */
  remember(hash: string, lookup: () => Promise<Kept | null>): Promise<Kept | null>;
  /** The key is being revoked here: forgotten, and not kept again until its notification comes. */
  revoking(id: number): void;
  /** The key changed here: forgotten. */
  forget(id: number): void;
  close(): Promise<void>;
}

export function keyCache({ db, logger, name }: { db: Db; logger: Logger; name: string }): KeyCache {
  const kept = new Map<string, Kept>();
  const revoking = new Map<number, number>();
  let generation = 0;

  function forgetWhere(matches: (principal: Principal) => boolean): void {
    generation += 1;
    for (const [hash, entry] of kept) if (matches(entry.principal)) kept.delete(hash);
  }

  function notified(payload: string): void {
    const [kind, raw] = payload.split(':');
    const id = Number(raw);
    if (kind === 'api_key') {
      revoking.delete(id);
      forgetWhere((principal) => principal.id === id);
    } else if (kind === 'organization') forgetWhere((principal) => principal.organizationId === id);
    else forgetWhere(() => true);
  }

  const notices: Notices = listenForNotices({
    db,
    channel: CREDENTIALS_CHANNEL,
    name,
    logger,
    notified,
    connected: () => forgetWhere(() => true),
  });

  const fresh = () => performance.now() - notices.heardUpTo() < FRESH_MS;
  const held = (id: number) => {
    const until = revoking.get(id);
    if (until === undefined) return false;
    if (until > performance.now()) return true;
    revoking.delete(id);
    return false;
  };

  return {
    get(hash) {
      return fresh() ? kept.get(hash) : undefined;
    },
    async remember(hash, lookup) {
      const began = generation;
      const found = await lookup();
      if (found && began === generation && fresh() && !held(found.principal.id)) {
        if (kept.size >= MAX_KEYS) kept.delete(kept.keys().next().value!);
        kept.set(hash, found);
      }
      return found;
    },
    revoking(id) {
      revoking.set(id, performance.now() + REVOKING_MS);
      forgetWhere((principal) => principal.id === id);
    },
    forget(id) {
      forgetWhere((principal) => principal.id === id);
    },
    close: () => notices.close(),
  };
}
