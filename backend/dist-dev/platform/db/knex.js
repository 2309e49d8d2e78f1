/**
 * The Knex factory. Postgres types are read as the API speaks them: bigint ids
 * as numbers (safe up to 2^53, far beyond any row count here), numeric as exact
 * decimal strings, `date` as the plain `YYYY-MM-DD` it is, never a JS Date in a
 * server's time zone.
 */
import knex, {} from 'knex';
import pg from 'pg';
import { watchPool } from './pool-watch.js';
import { currentUnit } from './unit-of-work.js';
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
/**
 * Runs queries together on a pool, one after another in a transaction: a transaction is one connection, where
 * queries sent together only queue, and pg warns (pg 9 refuses) a query sent while another runs.
 */
export async function together(db, ...queries) {
    if (!db.isTransaction)
        return (await Promise.all(queries.map((query) => query())));
    const results = [];
    for (const query of queries)
        results.push(await query());
    return results;
}
export function createDb({ connectionString, poolMax = 10, logger, name = 'main' }) {
    const watch = logger ? watchPool(logger, name) : undefined;
    return knex({
        client: 'pg',
        connection: { connectionString, application_name: 'kontor' },
        pool: { min: 0, max: poolMax, ...(watch ? { afterCreate: watch.afterCreate } : {}) },
        ...(watch ? { log: watch.log } : {}),
    });
}
/**
 * Runs `work` in one transaction: everything in it commits together or not at all. Inside a request's unit of work
 * (unit-of-work.ts) the transaction is the unit's, committed with the request's kept answer.
 */
export function inTransaction(db, work) {
    const unit = currentUnit(db);
    return unit ? unit.join(work) : db.transaction(work);
}
//# sourceMappingURL=knex.js.map