/**
 * Fair shares of one process's database work, so that no organization can take all of it:
 * - each organization has at most `concurrency` requests (REST and automation routes) and MCP tool calls (each call
 *   of a batch on its own) at work at once in this process (the rest wait their turn,
 *   first come first served, at most `waitMs`, then 503 `organization_busy` with Retry-After);
 * - each statement of a request may run at most its class's statement timeout (GET and HEAD: `readMs`; the other
 *   methods: `writeMs`), then 503 `statement_timeout` (platform/db/statement-timeout.ts, database-errors.ts).
 */
import type { Middleware } from 'koa';
import { Problem } from '../errors.js';
import { withStatementTimeout } from '../db/statement-timeout.js';
import type { RouteWrapper } from './api.js';

interface Turns {
  working: number;
  waiting: Array<() => void>;
}

/** A work's turn, held while it runs. */
export interface Turn {
  /**
   * Gives the turn back while `waiting` (for a person's answer, which may take minutes), and waits for it again
   * after: a work waiting on a person does not keep its organization's other works waiting.
   */
  away<R>(waiting: () => Promise<R>): Promise<R>;
}

/** Runs `work` in its organization's turn: at most `concurrency` of an organization's works at once in this process. */
export type TakeTurn = <T>(organizationId: number, work: (turn: Turn) => Promise<T>) => Promise<T>;

export interface OrganizationTurns {
  take: TakeTurn;
  /** For the REST and automation routes: a signed-in request takes its organization's turn. */
  route: RouteWrapper;
}

export function organizationTurns({ concurrency, waitMs }: { concurrency: number; waitMs: number }): OrganizationTurns {
  const byOrganization = new Map<number, Turns>();

  function leave(organizationId: number, turns: Turns): void {
    const next = turns.waiting.shift();
    if (next) return next();
    turns.working -= 1;
    if (turns.working === 0) byOrganization.delete(organizationId);
  }

  async function enter(organizationId: number): Promise<Turns> {
    let turns = byOrganization.get(organizationId);
    if (!turns) byOrganization.set(organizationId, (turns = { working: 0, waiting: [] }));
    if (turns.working < concurrency) {
      turns.working += 1;
      return turns;
    }
    const waiting = turns.waiting;
    await new Promise<void>((resolve, reject) => {
      // The turn passes straight from the request that leaves to this one: `working` stays as it is.
      const go = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(go), 1);
        reject(
          new Problem(
            503,
            'organization_busy',
            `This organization already has ${concurrency} requests at work on this server and this one waited ${waitMs / 1000} s for its turn; retry shortly.`,
            { headers: { 'Retry-After': '1' }, extensions: { limit: 'organization_concurrency' } },
          ),
        );
      }, waitMs);
      waiting.push(go);
    });
    return turns;
  }

  const take: TakeTurn = async (organizationId, work) => {
    let held: Turns | null = await enter(organizationId);
    const turn: Turn = {
      async away(waiting) {
        if (held) leave(organizationId, held);
        held = null;
        try {
          return await waiting();
        } finally {
          held = await enter(organizationId);
        }
      },
    };
    try {
      return await work(turn);
    } finally {
      if (held) leave(organizationId, held);
    }
  };
  return {
    take,
    route: function takeTurn(ctx, route, run) {
      const principal = route.scope === null ? undefined : ctx.state.principal;
      return principal ? take(principal.organizationId, run) : run();
    },
  };
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Gives each /api/ request its class's statement timeout, for everything it does in the database (its audit entry too). */
export function statementTimeouts({ readMs, writeMs }: { readMs: number; writeMs: number }): Middleware {
  return function limitStatements(ctx, next) {
    if (!ctx.path.startsWith('/api/')) return next();
    return withStatementTimeout(READS.has(ctx.method) ? readMs : writeMs, () => next());
  };
}
