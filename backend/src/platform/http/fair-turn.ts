/**
 * The fair queue's contract (fair-queue.ts): a work's turn, the options, and the refusals a work that cannot have its
 * turn answers with.
 */
import { Problem } from '../errors.js';

/** A work's turn, held while it runs. */
export interface Turn {
  /**
   * Gives the turn back while `waiting` (for a person's answer, which may take minutes), and waits for it again
   * after: a work waiting on a person does not keep other works waiting.
   */
  away<R>(waiting: () => Promise<R>): Promise<R>;
}

/**
 * What tells a waiting work that its client left: an AbortSignal (an MCP tool call's), or anything with its `aborted`
 * and its 'abort' listener (a request's turn has a lighter one of its own, fair-share.ts).
 */
export interface LeaveSignal {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

/** Runs `work` in a turn of its organization: see the module's comment. */
export type TakeTurn = <T>(organizationId: number, work: (turn: Turn) => Promise<T>, signal?: LeaveSignal, heavy?: boolean) => Promise<T>;

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
  /**
   * Whether more than one organization is at work in the process now or was within `recentMs`: then heavy steps and
   * sliced works take half the event loop at most (loop-share.ts).
   */
  readonly contended: boolean;
}
/** The 503 of a work that waited `waitMs` for its turn in vain: its own organization's cap, or the process's. */
export function busyRefusal({ slots, perOrganization, waitMs }: FairQueueOptions, ownCapReached: boolean): Problem {
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
