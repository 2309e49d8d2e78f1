/** What the parsers throw for text they cannot read: the field's 422 (smart/interpret.ts). */
import type { FieldReading } from '../../../platform/errors.js';

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

/**
 * Number words that make more than one number as people say them ("three thousand five": 3005, or 3500 as a price
 * is said): each parser puts the numbers in its own terms (an amount keeps its currency), or refuses them as they are.
 */
export class AmbiguousWords extends ParseError {
  constructor(
    message: string,
    readonly numbers: ReadonlyArray<{ number: number; how: string }>,
  ) {
    super(message);
  }
}

/**
 * The longest text a value is read from. The longest said values ("nine hundred ninety nine thousand … euros and
 * ninety nine cents", a span with its break in words) stay under 120 characters; a longer one is a paste or a
 * fuzzer, refused before the parsers' patterns run over it (a 10,000-character phrase took over 100 ms of CPU).
 */
export const MAX_VALUE_LENGTH = 200;

/** Refuses a value text longer than MAX_VALUE_LENGTH, naming its length. */
export function withinLength(input: unknown): void {
  if (typeof input === 'string' && input.trim().length > MAX_VALUE_LENGTH)
    throw new ParseError(`is ${input.trim().length} characters long; a value is written in at most ${MAX_VALUE_LENGTH}`);
}
