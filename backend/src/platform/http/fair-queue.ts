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
 *   seconds), and holds at most its share of the other slots (see fair-policy.ts, mayStart). Otherwise work-conserving;
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
 *
 * The rules that pick who may start live in fair-policy.ts; the contract and the refusals in fair-turn.ts.
 */
import { context, withContext } from '../context.js';
import type { Problem } from '../errors.js';
import { fairBook, type Organization, type Waiter } from './fair-policy.js';
import { busyRefusal, clientGone, type FairQueue, type FairQueueOptions, type LeaveSignal, type TakeTurn, type Turn } from './fair-turn.js';

export { clientGone, type FairQueue, type FairQueueOptions, type TakeTurn, type Turn } from './fair-turn.js';

/** The slot the current async context runs in, so that a work nested in it is recognised. */
interface Held {
  queue: object;
  /** False once its work ended (a work it started and left running takes a slot of its own from then on). */
  live: boolean;
}

/** The slot the current work holds, kept in the process's one async context (platform/context.ts). */
const heldNow = () => context().held as Held | undefined;

/** No organization's id: othersAtWork then counts them all. */
const NO_ORGANIZATION = -1;

export function fairQueue(options: FairQueueOptions): FairQueue {
  const { slots, perOrganization, waitMs, reserve = 1, recentMs = 1000, now = () => performance.now() } = options;
  const book = fairBook({ slots, perOrganization, reserve, recentMs, now });
  const { organizations } = book;
  const self = {};
  let waiting = 0;

  function start(organization: Organization, heavy: boolean): number {
    const at = now();
    book.working += 1;
    organization.working += 1;
    if (heavy) organization.heavy += 1;
    organization.startedSum += at;
    return at;
  }

  /** Hands free slots to the least-served organizations that wait and are under their own cap. */
  function dispatch(): void {
    while (book.working < slots && waiting > 0) {
      const at = now();
      let next: Organization | undefined;
      let nextIndex = 0;
      let nextService = Infinity;
      for (const [id, organization] of organizations) {
        const index = book.firstStartable(id, organization, at);
        if (index < 0) continue;
        const service = book.serviceOf(organization, at);
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
    book.working -= 1;
    organization.working -= 1;
    if (heavy) organization.heavy -= 1;
    organization.startedSum -= started;
    const at = now();
    organization.served += at - started;
    book.seen(organizationId, at);
    dispatch();
    book.forgetIfIdle(organizationId, organization);
  }

  /** Waits for a slot of `organizationId`; answers when the work started. */
  async function enter(
    organizationId: number,
    heavy: boolean,
    signal?: LeaveSignal,
  ): Promise<{ organization: Organization; started: number }> {
    if (signal?.aborted) throw clientGone();
    const organization = book.organizationOf(organizationId);
    const at = now();
    book.seen(organizationId, at);
    // A free slot with someone waiting would have been handed out already, unless that someone is this organization
    // at its cap: then this work queues behind its own.
    // A light work passes its organization's waiting heavy ones (held back by their turn, not by a lack of slots).
    const ahead = heavy ? organization.waiting.length : organization.waiting.filter((waiter) => !waiter.heavy).length;
    if (book.working < slots && ahead === 0 && book.mayStart(organizationId, organization, at, heavy)) {
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
        book.forgetIfIdle(organizationId, organization);
        reject(reason);
      };
      const leave = () => giveUp(clientGone());
      const timer = setTimeout(() => giveUp(busyRefusal(options, organization.working >= perOrganization)), waitMs);
      signal?.addEventListener('abort', leave, { once: true });
      organization.waiting.push(waiter);
      waiting += 1;
    });
    return { organization, started };
  }

  const take: TakeTurn = async (organizationId, work, signal, heavy = false) => {
    // Nested in a slot of this queue: run in it (see the module's comment); its outer work gives the slot back.
    const outer = heldNow();
    if (outer?.queue === self && outer.live) return work({ away: (waiting) => waiting() });
    let held: { organization: Organization; started: number } | null = await enter(organizationId, heavy, signal);
    const turn: Turn = {
      async away(waiting) {
        if (held) finish(organizationId, held.organization, held.started, heavy);
        held = null;
        try {
          // Outside the slot: a work taken while away waits for a slot of its own.
          return await withContext('held', undefined, waiting);
        } finally {
          held = await enter(organizationId, heavy);
        }
      },
    };
    const mark: Held = { queue: self, live: true };
    try {
      return await withContext('held', mark, () => work(turn));
    } finally {
      mark.live = false;
      if (held) finish(organizationId, held.organization, held.started, heavy);
    }
  };

  return {
    take,
    get working() {
      return book.working;
    },
    get waiting() {
      return waiting;
    },
    get contended() {
      return book.othersAtWork(NO_ORGANIZATION, now()) > 1;
    },
  };
}
