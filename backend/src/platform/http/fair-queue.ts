/**
 * One process's works (a signed-in request from its parsed body to its answer; an MCP message's parsing; each MCP
 * tool call) in one fair queue across organizations:
 * - at most `slots` works at once in the process, whatever their organizations, and at most `perOrganization` of one
 *   organization's;
 * - a slot that frees goes to the waiting organization that has had the least service: the milliseconds its works
 *   have held slots, those still running counted up to now. An organization that comes back from idle starts level
 *   with the least-served one already waiting or working, and wins a tie over one with works in flight, so that a
 *   heavy organization's backlog cannot make another's request wait more than for the next slot to free (start-time
 *   fair queuing over organizations, weighted by time actually used). An organization's own works go first come,
 *   first served;
 * - a lone organization gets every slot; while other organizations are at work or were within the last `recentMs`,
 *   an organization with works in flight leaves the last `reserve` slots free for one with none, so that a light
 *   organization's request starts at once rather than after one of a heavy organization's works (which may run for
 *   seconds), and holds at most its share of the other slots (see mayStart). Otherwise work-conserving;
 * - a heavy work (a search, a sorted or deep page, an MCP message or tool call: `heavy` to `take`) waits, while
 *   other organizations are at work, until its organization has no other heavy work in flight, and never takes the
 *   reserved slots: an organization's heavy works run one at a time beside the others' requests, each of them holding
 *   a core of Postgres or of the event loop for tens of milliseconds or more. Its light works pass its waiting heavy
 *   ones. Alone, an organization runs as many as its cap allows, so the turn never starves it;
 * - a work waits at most `waitMs`, then 503 with Retry-After: `organization_busy` when its organization already had
 *   its `perOrganization` works at work, else `server_busy`;
 * - a work whose `signal` aborts while it waits (its client closed the connection) leaves the queue at once and is
 *   never run: an attacker's abandoned requests neither hold a place in line nor do work nobody will read.
 *
 * A work taken inside another's slot (the same async context, e.g. a tool call run by a work that holds a slot) runs
 * in that slot rather than waiting for a second one: with a process-wide cap, a holder waiting for another slot could
 * wait for itself. `Turn.away` gives the slot back while a work waits on a person, and takes one again after.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Problem } from '../errors.js';

/** A work's turn, held while it runs. */
export interface Turn {
  /**
   * Gives the turn back while `waiting` (for a person's answer, which may take minutes), and waits for it again
   * after: a work waiting on a person does not keep other works waiting.
   */
  away<R>(waiting: () => Promise<R>): Promise<R>;
}

/** Runs `work` in a turn of its organization: see the module's comment. */
export type TakeTurn = <T>(organizationId: number, work: (turn: Turn) => Promise<T>, signal?: AbortSignal, heavy?: boolean) => Promise<T>;

/** The refusal of a work whose client left while it waited: nobody reads it, but the audit entry says why. */
export const clientGone = () =>
  new Problem(499, 'client_closed_request', 'The client closed the connection while the request waited for its turn; nothing was done.');

export interface FairQueueOptions {
  /** Works at once in the process, all organizations together. */
  slots: number;
  /** Works of one organization at once in the process. */
  perOrganization: number;
  /** How long a work waits for a slot before it is refused. */
  waitMs: number;
  /** Slots kept for organizations with nothing in flight while more than one organization is at work; 1 by default. */
  reserve?: number;
  /** How long an organization counts as at work after its last work began or ended; 1000 ms by default. */
  recentMs?: number;
  /** Milliseconds, for tests; `performance.now` by default. */
  now?: () => number;
}

export interface FairQueue {
  take: TakeTurn;
  /** Works holding a slot, and works waiting for one: for metrics and tests. */
  readonly working: number;
  readonly waiting: number;
}

interface Waiter {
  enqueued: number;
  heavy: boolean;
  go(): void;
}

interface Organization {
  working: number;
  /** Of `working`, the heavy works. */
  heavy: number;
  /** The sum of the start times of its works in flight: with `working`, their time so far without a list of them. */
  startedSum: number;
  /** Milliseconds of slot time its finished works used, from where it started when it last came back from idle. */
  served: number;
  waiting: Waiter[];
}

/** The slot the current async context runs in, so that a work nested in it is recognised. */
interface Held {
  queue: object;
  /** False once its work ended (a work it started and left running takes a slot of its own from then on). */
  live: boolean;
}

const holding = new AsyncLocalStorage<Held>();

export function fairQueue({
  slots,
  perOrganization,
  waitMs,
  reserve = 1,
  recentMs = 1000,
  now = () => performance.now(),
}: FairQueueOptions): FairQueue {
  const organizations = new Map<number, Organization>();
  /** When each organization last asked for or gave back a slot, for those within `recentMs`. */
  const recent = new Map<number, number>();
  const self = {};
  let working = 0;
  let waiting = 0;

  /** Service so far, the works in flight counted up to `at`. */
  const serviceOf = (organization: Organization, at: number) => organization.served + organization.working * at - organization.startedSum;

  function organizationOf(organizationId: number): Organization {
    let organization = organizations.get(organizationId);
    if (organization) return organization;
    // Level with the least-served organization present: idle time is not saved up as credit against the others.
    const at = now();
    let least = Infinity;
    for (const other of organizations.values()) least = Math.min(least, serviceOf(other, at));
    organization = { working: 0, heavy: 0, startedSum: 0, served: least === Infinity ? 0 : least, waiting: [] };
    organizations.set(organizationId, organization);
    return organization;
  }

  function forgetIfIdle(organizationId: number, organization: Organization): void {
    if (organization.working === 0 && organization.waiting.length === 0) organizations.delete(organizationId);
  }

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
   * Whether a work of the organization may take a free slot now. An organization with nothing in flight always may.
   * One with works in flight, while others are at work, keeps to its share of the slots left beside the reserve (at
   * least one): on a few cores each work in flight slows every other, so a heavy organization holding most slots slows
   * a light one's request even when that request starts at once.
   */
  function mayStart(organizationId: number, organization: Organization, at: number, heavy: boolean): boolean {
    if (organization.working >= perOrganization) return false;
    if (organization.working === 0 && !heavy) return true;
    const others = othersAtWork(organizationId, at);
    if (others === 0) return true;
    if (heavy && (organization.heavy > 0 || working >= slots - reserve)) return false;
    if (organization.working === 0) return true;
    if (working >= slots - reserve) return false;
    const share = Math.max(1, Math.floor((slots - reserve) / (others + 1)));
    return (
      organization.working < share ||
      leastServed(organizationId, organization, at) ||
      (!heavy && organization.heavy === 0 && othersHeavy(organizationId))
    );
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

  function start(organization: Organization, heavy: boolean): number {
    const at = now();
    working += 1;
    organization.working += 1;
    if (heavy) organization.heavy += 1;
    organization.startedSum += at;
    return at;
  }

  /**
   * The first of the organization's waiting works that may start now, -1 when none may: first come, first served,
   * except that a light work passes heavy ones held back by the heavy works' turn.
   */
  function firstStartable(id: number, organization: Organization, at: number): number {
    const { waiting: line } = organization;
    if (line.length === 0) return -1;
    if (mayStart(id, organization, at, line[0]!.heavy)) return 0;
    if (!line[0]!.heavy || !mayStart(id, organization, at, false)) return -1;
    return line.findIndex((waiter) => !waiter.heavy);
  }

  /** Hands free slots to the least-served organizations that wait and are under their own cap. */
  function dispatch(): void {
    while (working < slots && waiting > 0) {
      const at = now();
      let next: Organization | undefined;
      let nextIndex = 0;
      let nextService = Infinity;
      for (const [id, organization] of organizations) {
        const index = firstStartable(id, organization, at);
        if (index < 0) continue;
        const service = serviceOf(organization, at);
        if (
          !next ||
          service < nextService ||
          (service === nextService &&
            (organization.working < next.working ||
              (organization.working === next.working && organization.waiting[index]!.enqueued < next.waiting[nextIndex]!.enqueued)))
        ) {
          next = organization;
          nextIndex = index;
          nextService = service;
        }
      }
      if (!next) return;
      waiting -= 1;
      next.waiting.splice(nextIndex, 1)[0]!.go();
    }
  }

  function finish(organizationId: number, organization: Organization, started: number, heavy: boolean): void {
    working -= 1;
    organization.working -= 1;
    if (heavy) organization.heavy -= 1;
    organization.startedSum -= started;
    const at = now();
    organization.served += at - started;
    recent.set(organizationId, at);
    // Bounded by the organizations at work in the last `recentMs`, also when no slot is short to look through it.
    if (recent.size > 2 * organizations.size + 64) othersAtWork(organizationId, at);
    dispatch();
    forgetIfIdle(organizationId, organization);
  }

  /** Waits for a slot of `organizationId`; answers when the work started. */
  async function enter(
    organizationId: number,
    heavy: boolean,
    signal?: AbortSignal,
  ): Promise<{ organization: Organization; started: number }> {
    if (signal?.aborted) throw clientGone();
    const organization = organizationOf(organizationId);
    const at = now();
    recent.set(organizationId, at);
    // A free slot with someone waiting would have been handed out already, unless that someone is this organization
    // at its cap: then this work queues behind its own.
    // A light work passes its organization's waiting heavy ones (held back by their turn, not by a lack of slots).
    const ahead = heavy ? organization.waiting.length : organization.waiting.filter((waiter) => !waiter.heavy).length;
    if (working < slots && ahead === 0 && mayStart(organizationId, organization, at, heavy)) {
      return { organization, started: start(organization, heavy) };
    }
    const started = await new Promise<number>((resolve, reject) => {
      const waiter: Waiter = {
        enqueued: now(),
        heavy,
        go() {
          clearTimeout(timer);
          signal?.removeEventListener('abort', leave);
          resolve(start(organization, heavy));
        },
      };
      const giveUp = (reason: Problem) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', leave);
        organization.waiting.splice(organization.waiting.indexOf(waiter), 1);
        waiting -= 1;
        forgetIfIdle(organizationId, organization);
        reject(reason);
      };
      const leave = () => giveUp(clientGone());
      const timer = setTimeout(() => giveUp(refusal(organization.working >= perOrganization)), waitMs);
      signal?.addEventListener('abort', leave, { once: true });
      organization.waiting.push(waiter);
      waiting += 1;
    });
    return { organization, started };
  }

  function refusal(ownCapReached: boolean): Problem {
    const waited = `this one waited ${waitMs / 1000} s for its turn; retry shortly.`;
    return ownCapReached
      ? new Problem(
          503,
          'organization_busy',
          `This organization already has ${perOrganization} requests at work on this server and ${waited}`,
          {
            headers: { 'Retry-After': '1' },
            extensions: { limit: 'organization_concurrency' },
          },
        )
      : new Problem(503, 'server_busy', `This server already has ${slots} requests at work, of all organizations, and ${waited}`, {
          headers: { 'Retry-After': '1' },
          extensions: { limit: 'work_concurrency' },
        });
  }

  const take: TakeTurn = async (organizationId, work, signal, heavy = false) => {
    // Nested in a slot of this queue: run in it (see the module's comment); its outer work gives the slot back.
    const outer = holding.getStore();
    if (outer?.queue === self && outer.live) return work({ away: (waiting) => waiting() });
    let held: { organization: Organization; started: number } | null = await enter(organizationId, heavy, signal);
    const turn: Turn = {
      async away(waiting) {
        if (held) finish(organizationId, held.organization, held.started, heavy);
        held = null;
        try {
          // Outside the slot: a work taken while away waits for a slot of its own.
          return await holding.exit(waiting);
        } finally {
          held = await enter(organizationId, heavy);
        }
      },
    };
    const mark: Held = { queue: self, live: true };
    try {
      return await holding.run(mark, () => work(turn));
    } finally {
      mark.live = false;
      if (held) finish(organizationId, held.organization, held.started, heavy);
    }
  };

  return {
    take,
    get working() {
      return working;
    },
    get waiting() {
      return waiting;
    },
  };
}
