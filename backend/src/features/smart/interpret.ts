/**
 * Reads the loose fields of one request: each parser's answer is kept with
 * what came in and how it was read (`interpreted`), and every field that
 * cannot be read is collected, so one 422 names them all at once.
 */
import { type FieldError, Problem, validationError } from '../../platform/errors.js';
import { AmbiguousValue, ParseError } from './parse/amounts.js';

export interface Reading {
  input: unknown;
  value: unknown;
  how: string;
}

export class Interpretation {
  readonly interpreted: Record<string, Reading> = {};
  readonly warnings: string[] = [];
  private readonly errors: FieldError[] = [];

  /**
   * Runs a parser on a field; a ParseError becomes a field error (an AmbiguousValue one with `code:
   * ambiguous_value` and its readings), anything else is a bug and is thrown.
   */
  read<T>(
    field: string,
    input: unknown,
    parse: (input: unknown) => T,
    describe: (value: T) => { value: unknown; how: string; warning?: string | undefined },
  ): T | undefined {
    if (input === undefined) return undefined;
    try {
      const value = parse(input);
      const { warning, ...reading } = describe(value);
      this.interpreted[field] = { input, ...reading };
      if (warning) this.warn(field, warning);
      return value;
    } catch (error) {
      if (!(error instanceof ParseError)) throw error;
      // A value that reads more than one way carries its readings, so a caller can offer them as choices.
      this.errors.push(
        error instanceof AmbiguousValue
          ? { field, message: error.message, code: 'ambiguous_value', readings: error.readings }
          : { field, message: error.message },
      );
      return undefined;
    }
  }

  /** Records a value that was not parsed from text but decided (a default, a client's setting). */
  note(field: string, input: unknown, value: unknown, how: string): void {
    this.interpreted[field] = { input, value, how };
  }

  /** A value read, but by a choice the caller should see: "1.5" taken as hours. */
  warn(field: string, message: string): void {
    this.warnings.push(`${field}: ${message}`);
  }

  fail(field: string, message: string): void {
    this.errors.push({ field, message });
  }

  /** Whether a field could not be read. */
  get failed(): boolean {
    return this.errors.length > 0;
  }

  /**
   * Whether every field not read reads two ways (ambiguous_value) rather than not at all: questions, which a caller
   * (MCP's elicitation) asks one by one before the record's, not refusals to answer with the record's in one.
   */
  get onlyAsks(): boolean {
    return this.errors.every((error) => error.code === 'ambiguous_value');
  }

  /**
   * Throws one 422 naming every field that could not be read. With `refusals`, the records' lookups refused at the same
   * time (no_match, ambiguous_match): each refused field is one entry more, with the refusal's code and message, and
   * the first one's candidates or suggestions are kept beside them (the others' messages name theirs), so that a caller
   * hears every field's error in one answer, as DRF answers. A lone refusal with every value read is left to its caller
   * to answer as it is; two or more are answered together.
   */
  check(refusals?: Problem | ReadonlyArray<Problem | undefined>): void {
    const refused = (Array.isArray(refusals) ? refusals : [refusals]).filter((one): one is Problem => one !== undefined);
    if (this.errors.length === 0 && refused.length < 2) return;
    const detail =
      this.errors.length > 0 ? `Could not read: ${this.errors.map((error) => `${error.field} (${error.message})`).join('; ')}` : '';
    if (refused.length === 0) throw validationError(this.errors, detail);
    const theirs: FieldError[] = [];
    let first: Record<string, unknown> | null = null;
    for (const refusal of refused) {
      const {
        errors: given,
        error_count: _count,
        ...rest
      } = refusal.extensions as {
        errors?: FieldError[];
        error_count?: number;
        field?: unknown;
      };
      first ??= rest;
      const field = typeof rest.field === 'string' ? rest.field : 'record';
      theirs.push(...(given ?? [{ field, code: refusal.code, message: refusal.message }]));
    }
    const said = refused.map((refusal) => refusal.message).join(' ');
    const all = validationError([...this.errors, ...theirs], detail ? `${detail}. ${said}` : said);
    throw new Problem(all.status, all.code, all.message, { extensions: { ...first, ...all.extensions } });
  }
}
