/**
 * What clients need of the feature that owns flow runs, handed in by the composition roots (app/wiring.ts): clients'
 * SQL names only its own tables, and clients does not import flows.
 */
import type { Queryable } from '../../platform/db/knex.js';

export interface ClientPorts {
  /** Debt-collection runs held back for a client's invoices look again now: a changed hold takes effect at the next sweep. */
  wakeHeldRuns(db: Queryable, organizationId: number, held: { clientId: number }, now: Date): Promise<number>;
}

let ports: ClientPorts | null = null;

/** Called by each composition root before it serves or works. */
export function provideClientPorts(given: ClientPorts): void {
  ports = given;
}

export function clientPorts(): ClientPorts {
  if (!ports) throw new Error('clients: the composition root has not handed in what clients need (app/wiring.ts)');
  return ports;
}
