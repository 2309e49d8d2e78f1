/**
 * Reads the loose fields of one request: each parser's answer is kept with
 * what came in and how it was read (`interpreted`), and every field that
 * cannot be read is collected, so one 422 names them all at once.
 */
import { validationError } from '../../platform/errors.js';
import { AmbiguousValue, ParseError } from './parse/amounts.js';
export class Interpretation {
    interpreted = {};
    warnings = [];
    errors = [];
    /**
     * Runs a parser on a field; a ParseError becomes a field error (an AmbiguousValue one with `code:
     * ambiguous_value` and its readings), anything else is a bug and is thrown.
     */
    read(field, input, parse, describe) {
        if (input === undefined)
            return undefined;
        try {
            const value = parse(input);
            const { warning, ...reading } = describe(value);
            this.interpreted[field] = { input, ...reading };
            if (warning)
                this.warn(field, warning);
            return value;
        }
        catch (error) {
            if (!(error instanceof ParseError))
                throw error;
            // A value that reads more than one way carries its readings, so a caller can offer them as choices.
            this.errors.push(error instanceof AmbiguousValue
                ? { field, message: error.message, code: 'ambiguous_value', readings: error.readings }
                : { field, message: error.message });
            return undefined;
        }
    }
    /** Records a value that was not parsed from text but decided (a default, a client's setting). */
    note(field, input, value, how) {
        this.interpreted[field] = { input, value, how };
    }
    /** A value read, but by a choice the caller should see: "1.5" taken as hours. */
    warn(field, message) {
        this.warnings.push(`${field}: ${message}`);
    }
    fail(field, message) {
        this.errors.push({ field, message });
    }
    /** Throws one 422 naming every field that could not be read. */
    check() {
        if (this.errors.length > 0)
            throw validationError(this.errors, `Could not read: ${this.errors.map((error) => `${error.field} (${error.message})`).join('; ')}`);
    }
}
//# sourceMappingURL=interpret.js.map