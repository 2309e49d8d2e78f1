/**
 * Calls without a valid credential that fail (401s of a scanner, 404s of a
 * crawler) belong to no organization and can come by the million. Per window
 * (a minute), the first few are kept whole; the rest are only counted, by
 * status, and written as one summary entry when the window closes. The
 * retention job prunes them like any other entry.
 */
import type { AuditRecord } from './record.js';

export const ANONYMOUS_WINDOW_MS = 60_000;

export const isAnonymousFailure = (record: AuditRecord) =>
  record.kind === 'api' && record.organizationId === null && (record.status ?? 0) >= 400;

export class AnonymousSampler {
  private windowStart: number | null = null;
  private kept = 0;
  private counted = 0;
  private byStatus: Record<string, number> = {};

  constructor(
    private readonly keepPerWindow: number,
    private readonly windowMs = ANONYMOUS_WINDOW_MS,
  ) {}

  /** True when this failure is kept whole; otherwise it is only counted. `summaries` gets a closed window's summary. */
  admit(record: AuditRecord, now: number, summaries: AuditRecord[]): boolean {
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
  closeIfDue(now: number, summaries: AuditRecord[], force: boolean): void {
    if (this.windowStart === null || (!force && now - this.windowStart < this.windowMs)) return;
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
