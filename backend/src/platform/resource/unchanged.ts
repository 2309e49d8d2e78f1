/**
 * An update that changes nothing a client sees is answered with the object as it was, and leaves no trace: no
 * *_UPDATED event (flows and webhooks triggered by it ran again for nothing; ten identical PATCHes made ten), and
 * no new updated_at. The write is made and compared, then undone by rolling its transaction back.
 */
import { isDeepStrictEqual } from 'node:util';

/** Thrown inside a write's transaction to roll it back; carries the object to answer. */
export class Unchanged<T> {
  constructor(readonly value: T) {}
}

/** Whether `after` is `before` but for its updated_at. */
export function changedNothing(before: object, after: object): boolean {
  const { updated_at: _before, ...was } = before as Record<string, unknown>;
  const { updated_at: _after, ...is } = after as Record<string, unknown>;
  return isDeepStrictEqual(was, is);
}

/** Runs a write; one that threw Unchanged answers the object it carries. */
export async function unlessUnchanged<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof Unchanged) return error.value as T;
    throw error;
  }
}
