/** What the parsers throw for text they cannot read: the field's 422 (smart/interpret.ts). */
import type { FieldReading } from '../../platform/errors.js';

export class ParseError extends Error {}

/**
 * A value that reads more than one way, refused with the readings the field
 * can take: each with the value to send back to mean it (see FieldError.readings).
 */
export class AmbiguousValue extends ParseError {
  constructor(
    message: string,
    readonly readings: FieldReading[],
  ) {
    super(message);
  }
}
