/** The tables this feature owns (only its SQL writes them) and the others its SQL reads (scripts/check-tables.mjs). */
export const TABLES = {
  owns: ['webhooks', 'webhook_deliveries', 'webhook_attempts', 'webhook_grants', 'webhook_rate_claims'],
  reads: ['organizations'],
};
