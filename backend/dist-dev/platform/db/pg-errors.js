/** Postgres error codes that services turn into answers a client can act on. */
export const PG_FOREIGN_KEY_VIOLATION = '23503';
/** ON DELETE RESTRICT answers this one rather than 23503. */
export const PG_RESTRICT_VIOLATION = '23001';
export const PG_UNIQUE_VIOLATION = '23505';
export function isPgError(error, code) {
    return typeof error === 'object' && error !== null && error.code === code;
}
//# sourceMappingURL=pg-errors.js.map