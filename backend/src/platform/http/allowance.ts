/**
 * A limit shared by every process, taken without a database round trip per request: each process leases a few
 * requests' allowance at once from Postgres (`rate_limit_windows`, one statement per lease) and spends it locally.
 *
 * Glossary:
 * - subject: what is limited (`credential:api_key:7`, `organization:3`, `address:10.0.0.1`), with its window;
 * - window: a fixed span of `windowSeconds` from a subject's first lease; the quota holds within it;
 * - lease: up to `leaseSize` of the quota, counted as used in Postgres when taken, spent here request by request.
 *
 * What is leased is counted whether or not it is spent, so the processes together never let more than the quota
 * through in a window; a process's unspent lease is at most `leaseSize`, so with N processes a subject may be
 * refused up to N × `leaseSize` early in a window. A lease ends with its window.
 *
 * Not rate-limiter-flexible's Postgres store: it writes once per request; its in-memory block spares the database only
 * once a subject is over its limit, and its insurance limiter stands in only when Postgres fails.
 */
import type { Db } from '../db/knex.js';

/** The most of a quota one lease takes: a twentieth, at most 20 requests, at least 1. */
export const leaseSizeOf = (quota: number) => Math.max(1, Math.min(20, Math.floor(quota / 20)));

export interface Verdict {
  allowed: boolean;
  /** What the quota still holds for this subject across processes (this process's unspent lease included). */
  remaining: number;
  /** Milliseconds until the window ends. */
  resetMs: number;
  /** Whether this process charged the subject for its requests' cost in this window (see `charge`). */
  costed?: boolean;
}

interface Lease {
  left: number;
  /** Used in Postgres after the last lease (every process's leases). */
  used: number;
  /** When the window ends, on this process's clock (performance.now()). */
  endsAt: number;
  /** Until when Postgres said the quota was spent. */
  refusedUntil: number;
  /** Extra points charged for cost in this lease's window, by this process. */
  charged: number;
  taking: Promise<void> | null;
}

/** The most subjects kept at once; the least recently leased go first (they lease again when they come back). */
const MAX_SUBJECTS = 100_000;

export class SharedAllowance {
  private readonly leases = new Map<string, Lease>();

  constructor(
    private readonly db: Db,
    readonly quota: number,
    readonly windowSeconds: number,
  ) {}

  /**
   * The verdict when this process's lease decides it (most requests: a lease serves up to 20), with no promise made;
   * undefined when a lease must be taken first (`take`). A request checks three limits: awaiting each cost it a few
   * promises and turns of the microtask queue for an answer known at once.
   */
  takeHere(subject: string): Verdict | undefined {
    return this.decide(`${subject}@${this.windowSeconds}s`);
  }

  private decide(key: string): Verdict | undefined {
    const now = performance.now();
    const lease = this.leases.get(key);
    if (lease && now < lease.endsAt && lease.left > 0) {
      lease.left -= 1;
      return { allowed: true, remaining: this.quota - lease.used + lease.left, resetMs: lease.endsAt - now, costed: lease.charged > 0 };
    }
    if (lease && now < lease.refusedUntil) {
      return { allowed: false, remaining: 0, resetMs: lease.refusedUntil - now, costed: lease.charged > 0 };
    }
    return undefined;
  }

  async take(subject: string): Promise<Verdict> {
    const key = `${subject}@${this.windowSeconds}s`;
    for (;;) {
      const verdict = this.decide(key);
      if (verdict) return verdict;
      const lease = this.leases.get(key);
      if (lease?.taking) {
        await lease.taking;
        continue;
      }
      const taking = this.lease(key, lease);
      await taking;
    }
  }

  private lease(key: string, previous: Lease | undefined): Promise<void> {
    const lease: Lease = previous ?? { left: 0, used: 0, endsAt: 0, refusedUntil: 0, charged: 0, taking: null };
    if (!previous) {
      if (this.leases.size >= MAX_SUBJECTS) this.leases.delete(this.leases.keys().next().value!);
      this.leases.set(key, lease);
    }
    const wanted = leaseSizeOf(this.quota);
    lease.taking = (async () => {
      try {
        const asked = performance.now();
        const { rows } = await this.db.raw<{ rows: Array<{ used: number; last_grant: number; reset_ms: number }> }>(
          // EXCLUDED.last_grant is what was asked for (at most the quota); the SET expressions read the row as it was.
          `INSERT INTO rate_limit_windows AS w (subject, used, last_grant, resets_at)
           VALUES (?, least(?::integer, ?::integer), least(?::integer, ?::integer), now() + make_interval(secs => ?::integer))
           ON CONFLICT (subject) DO UPDATE SET
             used = CASE WHEN w.resets_at <= now() THEN EXCLUDED.used
                         ELSE w.used + least(EXCLUDED.last_grant, greatest(0, ?::integer - w.used)) END,
             last_grant = CASE WHEN w.resets_at <= now() THEN EXCLUDED.last_grant
                               ELSE least(EXCLUDED.last_grant, greatest(0, ?::integer - w.used)) END,
             resets_at = CASE WHEN w.resets_at <= now() THEN EXCLUDED.resets_at ELSE w.resets_at END
           RETURNING used, last_grant, (extract(epoch FROM resets_at - now()) * 1000)::float8 AS reset_ms`,
          [key, wanted, this.quota, wanted, this.quota, this.windowSeconds, this.quota, this.quota],
        );
        const row = rows[0]!;
        // Counted from when it was asked: the window may end a round trip sooner here, never later.
        const endsAt = asked + Math.max(0, row.reset_ms);
        if (lease.endsAt <= asked) lease.charged = 0; // A new window: what was charged in the last one is spent.
        lease.endsAt = endsAt;
        lease.used = row.used;
        lease.left = row.last_grant;
        lease.refusedUntil = row.last_grant === 0 ? lease.endsAt : 0;
      } finally {
        lease.taking = null;
      }
    })();
    return lease.taking;
  }

  /**
   * Counts `points` more against the subject's quota, after the request: from this process's lease while it lasts,
   * the rest in Postgres (one statement), where it may take the count past the quota. A count past the quota is a
   * debt: no lease is granted until the window ends, on any process.
   */
  async charge(subject: string, points: number): Promise<void> {
    if (points <= 0) return;
    const key = `${subject}@${this.windowSeconds}s`;
    const now = performance.now();
    const lease = this.leases.get(key);
    if (!lease || now >= lease.endsAt) return; // Its window has ended since the request began: nothing left to count.
    lease.charged += points;
    const fromLease = Math.min(lease.left, points);
    lease.left -= fromLease;
    if (fromLease === points) return;
    const { rows } = await this.db.raw<{ rows: Array<{ used: number }> }>(
      `UPDATE rate_limit_windows SET used = used + ?::integer WHERE subject = ? AND resets_at > now() RETURNING used`,
      [points - fromLease, key],
    );
    const used = rows[0]?.used;
    if (used === undefined) return;
    lease.used = used;
    if (used >= this.quota && lease.left === 0) lease.refusedUntil = lease.endsAt;
  }
}
