/** The tables this feature owns (only its SQL writes them) and the others its SQL reads (scripts/check-tables.mjs). */
export const TABLES = {
  owns: ['mcp_sessions'],
  reads: [],
};
