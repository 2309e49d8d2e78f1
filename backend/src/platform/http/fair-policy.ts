/**
 * The fair queue's book of organizations and its rules (fair-queue.ts says why): each organization's service and
 * works in flight, which organizations count as at work, and whether a work of one may take a free slot now.
 * The queue itself (fair-queue.ts) keeps the waiting lines, the timers and the async context.
 */
import type { FairQueueOptions } from './fair-turn.js';

export interface Waiter {
  enqueued: number;
  heavy: boolean;
  go(): void;
}

export interface Organization {
  working: number;
  /** Of `working`, the heavy works. */
  heavy: number;
  /** The sum of the start times of its works in flight: with `working`, their time so far without a list of them. */
  startedSum: number;
  /** Milliseconds of slot time its finished works used, from where it started when it last came back from idle. */
  served: number;
  waiting: Waiter[];
}

export interface FairBook {
  readonly organizations: Map<number, Organization>;
  /** Works holding a slot, all organizations together. */
  working: number;
  /** Service so far, the works in flight counted up to `at`. */
  serviceOf(organization: Organization, at: number): number;
  organizationOf(organizationId: number): Organization;
  forgetIfIdle(organizationId: number, organization: Organization): void;
  /** The organization asked for or gave back a slot at `at`. */
  seen(organizationId: number, at: number): void;
  /** The first of the organization's waiting works that may start now, -1 when none may. */
  firstStartable(organizationId: number, organization: Organization, at: number): number;
  mayStart(organizationId: number, organization: Organization, at: number, heavy: boolean): boolean;
  /** How many organizations other than `organizationId` are at work at `at` or were within `recentMs`. */
  othersAtWork(organizationId: number, at: number): number;
}

type Rules = Required<Pick<FairQueueOptions, 'slots' | 'perOrganization' | 'reserve' | 'recentMs' | 'now'>>;

export function fairBook({ slots, perOrganization, reserve, recentMs, now }: Rules): FairBook {
  const organizations = new Map<number, Organization>();
  /** When each organization last asked for or gave back a slot, for those within `recentMs`. */
  const recent = new Map<number, number>();

  const serviceOf = (organization: Organization, at: number) => organization.served + organization.working * at - organization.startedSum;

  /** How many organizations other than `organizationId` are at work now or were within `recentMs`; forgets the rest. */
  function othersAtWork(organizationId: number, at: number): number {
    let others = 0;
    for (const [id, seen] of recent) {
      if (at - seen > recentMs) recent.delete(id);
      else if (id !== organizationId) others += 1;
    }
    // A work that has run longer than `recentMs` keeps its organization at work.
    for (const [id, organization] of organizations) if (id !== organizationId && organization.working > 0 && !recent.has(id)) others += 1;
    return others;
  }

  /**
   * Whether another organization has a heavy work in flight: then one with none may pass its share with a light work,
   * heavy works yielding to light ones (never the reserve). Service alone cannot tell them apart: an organization back
   * from idle starts level with the others, and one work in flight accrues service as fast as one heavy work does.
   */
  function othersHeavy(organizationId: number): boolean {
    for (const [id, other] of organizations) if (id !== organizationId && other.heavy > 0) return true;
    return false;
  }

  /**
   * Whether no other organization with works in flight or waiting has had less service: the least-served one is not
   * held to its share, so that a light organization's second request in flight does not wait for its first beside a
   * heavy organization that holds its share for seconds (measured: 375 ms of the quiet organization's slowest tenth
   * beside audit-log searches).
   */
  function leastServed(organizationId: number, organization: Organization, at: number): boolean {
    const own = serviceOf(organization, at);
    for (const [id, other] of organizations) {
      if (id === organizationId) continue;
      const theirs = serviceOf(other, at);
      // At equal service (an organization back from idle starts level), the one with fewer works in flight goes.
      if (theirs < own || (theirs === own && other.working < organization.working)) return false;
    }
    return true;
  }

  const book: FairBook = {
    organizations,
    working: 0,
    serviceOf,

    organizationOf(organizationId) {
      let organization = organizations.get(organizationId);
      if (organization) return organization;
      // Level with the least-served organization present: idle time is not saved up as credit against the others.
      const at = now();
      let least = Infinity;
      for (const other of organizations.values()) least = Math.min(least, serviceOf(other, at));
      organization = { working: 0, heavy: 0, startedSum: 0, served: least === Infinity ? 0 : least, waiting: [] };
      organizations.set(organizationId, organization);
      return organization;
    },

    forgetIfIdle(organizationId, organization) {
      if (organization.working === 0 && organization.waiting.length === 0) organizations.delete(organizationId);
    },

    seen(organizationId, at) {
      recent.set(organizationId, at);
      // Bounded by the organizations at work in the last `recentMs`, also when no slot is short to look through it.
      if (recent.size > 2 * organizations.size + 64) othersAtWork(organizationId, at);
    },

    /**
     * Whether a work of the organization may take a free slot now. An organization with nothing in flight always may.
     * One with works in flight, while others are at work, keeps to its share of the slots left beside the reserve (at
     * least one): on a few cores each work in flight slows every other, so a heavy organization holding most slots
     * slows a light one's request even when that request starts at once.
     */
    mayStart(organizationId, organization, at, heavy) {
      if (organization.working >= perOrganization) return false;
      if (organization.working === 0 && !heavy) return true;
      const others = othersAtWork(organizationId, at);
      // Alone, a heavy work still leaves the reserve free (unless the reserve is every slot): an organization that
      // comes back from idle would otherwise find every slot held by searches that began while it was away, and wait
      // for the first of them to end (measured: 250-400 ms of the quiet organization's slowest tenth in the one round
      // of three where the attacker started first).
      if (others === 0) return !heavy || slots <= reserve || book.working < slots - reserve;
      if (heavy && (organization.heavy > 0 || book.working >= slots - reserve)) return false;
      if (organization.working === 0) return true;
      if (book.working >= slots - reserve) return false;
      const share = Math.max(1, Math.floor((slots - reserve) / (others + 1)));
      return (
        organization.working < share ||
        leastServed(organizationId, organization, at) ||
        (!heavy && organization.heavy === 0 && othersHeavy(organizationId))
      );
    },

    othersAtWork,
    // First come, first served, except that a light work passes heavy ones held back by the heavy works' turn.
    firstStartable(organizationId, organization, at) {
      const { waiting: line } = organization;
      if (line.length === 0) return -1;
      if (book.mayStart(organizationId, organization, at, line[0]!.heavy)) return 0;
      if (!line[0]!.heavy || !book.mayStart(organizationId, organization, at, false)) return -1;
      return line.findIndex((waiter) => !waiter.heavy);
    },
  };
  return book;
}
