/** What the console's writes share: the refusal a screen shows when several writes share one message. */
import type { ApiError } from './client.js';

interface Tried {
  error: ApiError | null;
  submittedAt: number;
}

/** The refusal of the write tried last, if it was refused: the next try of any of them clears it, as a button's would. */
export function latestError(...writes: readonly Tried[]): ApiError | null {
  const last = writes.reduce<Tried | null>(
    (latest, write) => (latest === null || write.submittedAt > latest.submittedAt ? write : latest),
    null,
  );
  return last?.error ?? null;
}
