/**
 * A log entry's status as the Log shows it. An API call or an HTTP post keeps
 * its status code; a flow run and an e-mail carry a number only so that the
 * log's success / failure filter can read them (backend/src/features/flows/runner.ts:
 * 500 for a failed run, 200 otherwise; backend/src/platform/outbound/email.ts: 250
 * sent, 202 kept, 554 refused), so they are shown as the word it stands for:
 * a failed run's 500 is no server error.
 */
import type { AuditEntry } from '../api/types.js';

export interface Outcome {
  /** What the status column shows: the status code, or the word for it. */
  label: string;
  tone: 'ok' | 'bad' | 'wait';
  /** Set when the label is a word: the number stored with it, for a tooltip. */
  code: number | null;
}

/** The methods the runner logs a run under (`POST` entries of kind flow are the HTTP calls a run made). */
const RUN_METHODS: ReadonlySet<string> = new Set(['RUN', 'TEST']);
const RUN_TONES: Readonly<Record<string, Outcome['tone']>> = { completed: 'ok', waiting: 'wait', failed: 'bad' };
const EMAIL_WORDS: Readonly<Record<number, { label: string; tone: Outcome['tone'] }>> = {
  250: { label: 'sent', tone: 'ok' },
  202: { label: 'kept', tone: 'ok' },
  554: { label: 'refused', tone: 'bad' },
};

export function outcomeOf(entry: Pick<AuditEntry, 'kind' | 'method' | 'status' | 'error' | 'response'>): Outcome {
  const { status } = entry;
  if (entry.kind === 'flow' && RUN_METHODS.has(entry.method)) {
    // The run's own status is in the response, unless the credential may not read bodies: then the number says enough.
    const told = (entry.response.body as { status?: unknown } | null | undefined)?.status;
    const label = typeof told === 'string' && told in RUN_TONES ? told : status === 500 ? 'failed' : 'completed';
    return { label, tone: RUN_TONES[label] ?? 'ok', code: status };
  }
  const word = entry.kind === 'email' && status !== null ? EMAIL_WORDS[status] : undefined;
  if (word) return { ...word, code: status };
  if (status === null) return { label: 'error', tone: 'bad', code: null };
  return { label: String(status), tone: status < 400 && !entry.error ? 'ok' : 'bad', code: null };
}
