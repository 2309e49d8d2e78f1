/** Postgres error codes that services turn into answers a client can act on. */
export const PG_FOREIGN_KEY_VIOLATION = '23503';
/** ON DELETE RESTRICT answers this one rather than 23503. */
export const PG_RESTRICT_VIOLATION = '23001';

export function isPgError(error: unknown, code: string): error is Error & { code: string; constraint?: string } {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}
