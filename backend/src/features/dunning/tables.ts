/** The tables this feature owns (only its SQL writes them) and the others its SQL reads (scripts/check-tables.mjs). */
export const TABLES = {
  owns: ['dunning_bookings'],
  reads: ['clients', 'invoices', 'organizations', 'flows', 'flow_runs', 'flow_versions'],
};
