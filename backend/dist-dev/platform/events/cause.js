/**
 * What caused an event: a person or an integration (depth 0, no flows), or
 * a flow run, itself started by an event with a cause of its own. A flow run
 * sets its cause around its actions, so that every event they record,
 * whichever service records it, carries the chain of flows that led to it
 * (AsyncLocalStorage: the services stay unaware of flows).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
export const NO_CAUSE = Object.freeze({ depth: 0, flows: [], origin: null });
/** The change an event belongs to: the origin of the run that recorded it, or the event itself. */
export const originOf = (event) => event.cause_origin ?? `event:${event.id}`;
const current = new AsyncLocalStorage();
/** The cause of an event recorded now. */
export const currentCause = () => current.getStore() ?? NO_CAUSE;
/** Runs `work` with events it records caused by `cause`. */
export const withCause = (cause, work) => current.run(cause, work);
//# sourceMappingURL=cause.js.map