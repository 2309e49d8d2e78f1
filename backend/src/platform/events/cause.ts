/**
 * What caused an event: a person or an integration (depth 0, no flows), or
 * a flow run, itself started by an event with a cause of its own. A flow run
 * sets its cause around its actions, so that every event they record,
 * whichever service records it, carries the chain of flows that led to it
 * (the process's async context, platform/context.ts: the services stay unaware of flows).
 */
import { context, withContext } from '../context.js';

export interface Cause {
  /** Flow runs in the chain that led to the event. */
  depth: number;
  /** Those runs' flows, first to last. */
  flows: number[];
  /**
   * The change the chain began with: `event:<id>`, or `run:<id>` for a run that no event started
   * (a schedule, a test). Every run it sets off counts against one budget. Null for a person's change.
   */
  origin: string | null;
}

export const NO_CAUSE: Readonly<Cause> = Object.freeze({ depth: 0, flows: [], origin: null });

/** The change an event belongs to: the origin of the run that recorded it, or the event itself. */
export const originOf = (event: { id: number; cause_origin: string | null }): string => event.cause_origin ?? `event:${event.id}`;

/** The cause of an event recorded now. */
export const currentCause = (): Readonly<Cause> => (context().cause as Cause | undefined) ?? NO_CAUSE;

/** Runs `work` with events it records caused by `cause`. */
export const withCause = <T>(cause: Cause, work: () => Promise<T>): Promise<T> => withContext('cause', cause, work);
