export const ANONYMOUS_WINDOW_MS = 60_000;
export const isAnonymousFailure = (record) => record.kind === 'api' && record.organizationId === null && (record.status ?? 0) >= 400;
export class AnonymousSampler {
    keepPerWindow;
    windowMs;
    windowStart = null;
    kept = 0;
    counted = 0;
    byStatus = {};
    constructor(keepPerWindow, windowMs = ANONYMOUS_WINDOW_MS) {
        this.keepPerWindow = keepPerWindow;
        this.windowMs = windowMs;
    }
    /** True when this failure is kept whole; otherwise it is only counted. `summaries` gets a closed window's summary. */
    admit(record, now, summaries) {
        this.closeIfDue(now, summaries, false);
        this.windowStart ??= now;
        if (this.kept < this.keepPerWindow) {
            this.kept += 1;
            return true;
        }
        this.counted += 1;
        const status = String(record.status);
        this.byStatus[status] = (this.byStatus[status] ?? 0) + 1;
        return false;
    }
    /** Ends the window when it is over (or at once when `force`), adding its summary if anything was only counted. */
    closeIfDue(now, summaries, force) {
        if (this.windowStart === null || (!force && now - this.windowStart < this.windowMs))
            return;
        if (this.counted > 0) {
            summaries.push({
                organizationId: null,
                kind: 'api',
                method: 'SUMMARY',
                url: '(anonymous failures)',
                status: null,
                durationMs: null,
                credential: null,
                request: {
                    headers: {},
                    body: {
                        from: new Date(this.windowStart).toISOString(),
                        to: new Date(now).toISOString(),
                        kept_whole: this.kept,
                        only_counted: this.counted,
                        by_status: this.byStatus,
                    },
                },
                response: { headers: {}, body: null },
                error: 'anonymous_failures_counted',
                createdAt: new Date(now),
            });
        }
        this.windowStart = null;
        this.kept = 0;
        this.counted = 0;
        this.byStatus = {};
    }
}
//# sourceMappingURL=anonymous.js.map