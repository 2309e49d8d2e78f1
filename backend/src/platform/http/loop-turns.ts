/**
 * A request body's heavy steps (scanning a large body's chunks, parsing and checking it, validating it) take turns in
 * the process-wide line of heavy steps (lib/heavy-line.ts), beside the mapping and serialising of large list pages.
 */
import { heavyStep } from '../lib/heavy-line.js';

export { heavyStep };

/** Bytes of a body's chunk scanned in one step: a socket's read (64 KiB) took up to a whole budget on its own. */
export const SCAN_STEP_BYTES = 16 * 1024;

/** Bodies up to this many characters are parsed and validated in the request's own turn: cheap enough. */
const INLINE_CHARS = 64 * 1024;

/**
 * A body's first bytes up to this many are scanned as they arrive (body.ts); past them its chunks take turns. Smaller
 * than INLINE_CHARS: a socket's read is up to 64 KiB, and the poll phase scanned the first 64 KiB of every body that
 * arrived on every connection back to back, the most of the loop's longest stretches under the fairness suite's
 * bodies (docs/benchmarks.md).
 */
export const INLINE_SCAN_BYTES = 16 * 1024;

/** Runs `step` now when `size` (characters of the input it reads) is at most INLINE_CHARS, else in its turn. */
export function sizedStep<T>(size: number, step: () => T): T | Promise<T> {
  return size <= INLINE_CHARS ? step() : heavyStep(step);
}
