/**
 * What features get of each other through the composition roots rather than by naming each other's tables: each root
 * (app.ts, worker.ts, cli.ts; the test Kontor and the benchmarks through them) wires them before it serves or works.
 * A feature's own SQL names only its tables and the reads it declares (its tables.ts; scripts/check-tables.mjs).
 */
import { provideClientPorts } from '../features/clients/ports.js';
import { dunningStateColumns } from '../features/dunning/store.js';
import { wakeHeldRuns } from '../features/flows/store.js';
import { provideInvoicePorts } from '../features/invoices/ports.js';
import type { SecretColumn } from '../platform/secrets/store.js';

/** Where sealed secrets are stored, resealed at each start and by `rotate-secrets` (platform/secrets/). */
export const SECRET_COLUMNS: readonly SecretColumn[] = [
  // Webhooks' signing secrets, and the previous one while it is still accepted; flows' signing secrets.
  { table: 'webhooks', column: 'secret' },
  { table: 'webhooks', column: 'previous_secret' },
  { table: 'flows', column: 'signing_secret' },
];

export function wireFeatures(): void {
  // Invoices show where debt collection stands, and wake the runs a hold kept waiting; clients' holds wake them too.
  provideInvoicePorts({ dunningStateColumns, wakeHeldRuns });
  provideClientPorts({ wakeHeldRuns });
}
