import { RequestUnit } from '../db/unit-of-work.js';
import { faultPoint } from '../fault.js';
import { claimKey, requestHash } from '../idempotency/keys.js';
import { badRequest } from '../errors.js';
import { toProblem } from '../to-problem.js';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const REPLAYED_HEADERS = ['location', 'content-type'];
export function idempotency(db, box) {
    return async function withIdempotencyKey(ctx, route, run) {
        // An empty header is a key written wrong, not none: the client counts on a replay it would not get.
        const key = ctx.headers['idempotency-key'];
        if (route.method !== 'post' || key === undefined || route.scope === null)
            return run();
        if (typeof key !== 'string' || !KEY_PATTERN.test(key))
            throw badRequest('invalid_idempotency_key', 'Idempotency-Key must be 1 to 255 visible ASCII characters.');
        const { principal } = ctx.state;
        const claim = {
            organization_id: principal.organizationId,
            credential: `${principal.kind}:${principal.id}`,
            method: 'POST',
            path: ctx.path,
            key,
        };
        // The concrete path is part of the request: the same key and body on another object's action is a reuse.
        const claimed = await claimKey(db, box, claim, requestHash(`POST ${ctx.path}`, ctx.request.body), {
            key: 'Idempotency-Key',
            request: 'another request (body, method or path)',
            busyHeaders: (wait) => ({ 'Retry-After': String(wait) }),
        });
        if ('kept' in claimed) {
            const { kept } = claimed;
            ctx.status = kept.status;
            ctx.set(kept.headers);
            ctx.set('Idempotent-Replayed', 'true');
            ctx.body = kept.body;
            return;
        }
        const { lease } = claimed;
        const unit = new RequestUnit(db);
        let answer;
        try {
            await unit.run(run);
            const headers = Object.fromEntries(REPLAYED_HEADERS.flatMap((name) => (ctx.response.get(name) ? [[name, ctx.response.get(name)]] : [])));
            answer = { status: ctx.status, headers, body: ctx.body };
        }
        catch (error) {
            const problem = toProblem(error);
            if (problem.status >= 500) {
                await unit.rollback();
                await lease.release();
                throw error;
            }
            // A refusal is an answer too: kept, with whatever the request wrote before it was refused.
            answer = {
                status: problem.status,
                headers: { 'content-type': 'application/problem+json', ...problem.headers },
                body: problem.toBody(),
            };
            await unit.commit((trx) => lease.keep(trx, answer));
            throw error;
        }
        faultPoint('before-idempotent-commit');
        try {
            await unit.commit((trx) => lease.keep(trx, answer));
        }
        catch (error) {
            await lease.release();
            throw error;
        }
        faultPoint('after-idempotent-commit');
    };
}
//# sourceMappingURL=idempotency.js.map