import { RequestUnit } from '../../platform/db/unit-of-work.js';
import { claimKey, requestHash } from '../../platform/idempotency/keys.js';
export const REPLAYED = 'kontor/idempotent-replayed';
/** The outcomes that wrote nothing and wait for the caller's choice. */
const LETS_GO = new Set(['choice_needed', 'no_match', 'declined', 'cancelled']);
export async function withIdempotencyKey({ db, box }, principal, toolName, key, args, run) {
    // Keyed like a REST call on a path of its own: the same key on another tool is another request, refused.
    const path = `mcp tools/call ${toolName}`;
    const claim = { organization_id: principal.organizationId, credential: `${principal.kind}:${principal.id}`, method: 'MCP', path, key };
    const claimed = await claimKey(db, box, claim, requestHash(`MCP ${path}`, args), {
        key: 'idempotency_key',
        request: 'other arguments or another tool',
    });
    if ('kept' in claimed) {
        const replayed = claimed.kept.body;
        return { ...replayed, _meta: { ...replayed._meta, [REPLAYED]: true } };
    }
    const { lease } = claimed;
    const unit = new RequestUnit(db);
    let result;
    try {
        result = await unit.run(run);
    }
    catch (error) {
        // Only unexpected failures get here (tool errors are results): undone, and the retry runs for real.
        await unit.rollback();
        await lease.release();
        throw error;
    }
    const outcome = result.structuredContent?.outcome;
    if (outcome && LETS_GO.has(outcome)) {
        await unit.rollback();
        await lease.release();
        return result;
    }
    try {
        await unit.commit((trx) => lease.keep(trx, { status: result.isError ? 422 : 200, headers: {}, body: result }));
    }
    catch (error) {
        await lease.release();
        throw error;
    }
    return result;
}
//# sourceMappingURL=idempotency.js.map