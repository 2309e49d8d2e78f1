/**
 * The audit log's record: what producers (the API middleware, deliveries,
 * flow runs, e-mail) hand to the writer. Reading the log is the logs/ feature.
 */
export const AUDIT_KINDS = ['api', 'webhook', 'flow', 'email'];
/** The audit entry of a delivery, a flow run, an e-mail: one shape, built in one place. */
export function systemRecord(event) {
    return {
        organizationId: event.organizationId,
        kind: event.kind,
        method: event.method,
        url: event.url,
        status: event.status ?? null,
        durationMs: event.durationMs === null || event.durationMs === undefined ? null : Math.round(event.durationMs * 1000) / 1000,
        credential: null,
        request: { headers: {}, body: null, ...event.request },
        response: { headers: {}, body: null, ...event.response },
        error: event.error ?? null,
        createdAt: event.createdAt,
    };
}
//# sourceMappingURL=record.js.map