/** The tables this feature owns (only its SQL writes them) and the others its SQL reads (scripts/check-tables.mjs). */
export const TABLES = {
  owns: ['users', 'access_tokens', 'sign_in_limits'],
  reads: ['organizations'],
};
