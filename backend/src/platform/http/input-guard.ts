/**
 * What no field may hold, checked before any schema, service or recursive
 * code reads the input: the NUL character (Postgres text and jsonb refuse
 * it), lone UTF-16 surrogates (not Unicode: they would come back as U+FFFD or
 * be refused by jsonb), and JSON nested deeper than MAX_JSON_DEPTH (ajv,
 * JSON.stringify and the idempotency hasher all recurse), and numbers a float
 * cannot hold as written. The walk uses a stack of its own, so it cannot
 * overflow the call stack itself.
 */
import { Decimal } from 'decimal.js';
import { type FieldError, validationError } from '../errors.js';

/** Levels of arrays and objects a JSON body may nest; flow graphs need about ten. */
export const MAX_JSON_DEPTH = 64;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const UNPRINTABLE = new RegExp(`\\u0000|${LONE_SURROGATE.source}`, 'g');

/** Why a text cannot be taken, or null. */
export function textFault(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain the NUL character (U+0000)';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text (it holds a lone surrogate, half of a UTF-16 pair)';
  return null;
}

/** A name fit to show back: the characters refused above written as escapes. */
export function printable(name: string): string {
  return name.replace(UNPRINTABLE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const join = (path: string, key: string) => (path ? `${path}.${printable(key)}` : printable(key));

/** A JSON string or number, as written: strings are matched whole so that digits inside them are passed over. */
const JSON_TOKEN = /"(?:[^"\\]|\\.)*"|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/g;

/**
 * The numbers of a JSON text that parse to another value than written (a float holds about 16 digits):
 * `99.999999999999999999` becomes 100, and marked an invoice of 100.00 paid in full, past the two-decimals check.
 */
export function inexactNumbers(text: string): { byValue: Map<number, string>; unplaced: string | null } {
  const byValue = new Map<number, string>();
  const exact = new Set<number>();
  for (const [token] of text.matchAll(JSON_TOKEN)) {
    if (token.startsWith('"')) continue;
    const parsed = Number(token);
    // Most numbers read back as written ("42", "1.5"); only the others need the exact comparison.
    if (String(parsed) === token || (Number.isFinite(parsed) && new Decimal(token).equals(new Decimal(parsed)))) exact.add(parsed);
    else if (!byValue.has(parsed)) byValue.set(parsed, token);
  }
  // A value written both exactly and not ("100" and "99.999999999999999999") cannot tell its fields apart.
  const unplaced = [...byValue].find(([value]) => exact.has(value))?.[1] ?? null;
  for (const value of exact) byValue.delete(value);
  return { byValue, unplaced };
}

/**
 * One walk of a parsed JSON value: the first fault, naming its field as clients write it (`items[0].description`).
 * `inexact` (from inexactNumbers) names the numbers that did not parse to what was written. Each object's names are
 * read once, for all the checks.
 */
function walkJson(value: unknown, inexact: Map<number, string>): (FieldError & { tooDeep: boolean }) | null {
  // Where a value sits, named only when a fault is found: most values never need their path written out.
  type Place = { key: string | number; parent: Place } | null;
  const pathOf = (place: Place): string => {
    const parts: Array<string | number> = [];
    for (let at = place; at; at = at.parent) parts.push(at.key);
    return parts.reduceRight<string>((path, key) => (typeof key === 'number' ? `${path}[${key}]` : join(path, key)), '');
  };
  let fault: (FieldError & { tooDeep: boolean }) | null = null;
  // Arrays and objects met while reading one, walked after it in the order written.
  let found: Array<readonly [value: object, place: Place, depth: number]> = [];
  /** Checks a value where it sits; an array or object is kept to be walked (its members are not read twice). */
  const placeOf = (key: string | number | null, parent: Place): Place => (key === null ? parent : { key, parent });
  const visit = (current: unknown, key: string | number | null, parent: Place, depth: number): void => {
    if (typeof current === 'string') {
      const text: string | null = fault ? null : textFault(current);
      if (text) fault = { field: pathOf(placeOf(key, parent)), message: text, tooDeep: false };
    } else if (typeof current === 'number') {
      if (!fault && inexact.has(current))
        fault = {
          field: pathOf(placeOf(key, parent)),
          message: `is ${inexact.get(current)}, which a JSON number cannot hold exactly (it reads as ${current}); send it as a string`,
          tooDeep: false,
        };
    } else if (current !== null && typeof current === 'object') {
      const at = placeOf(key, parent);
      if (depth >= MAX_JSON_DEPTH && !fault)
        fault = { field: pathOf(at), message: `is nested deeper than ${MAX_JSON_DEPTH} levels of arrays and objects`, tooDeep: true };
      found.push([current, at, depth]);
    }
  };
  const walkFound = () => {
    for (let index = found.length - 1; index >= 0; index--) stack.push(found[index]!);
    found = [];
  };
  // Once a fault is found the walk goes on only to count object members and read every name's length.
  const stack: Array<readonly [value: object, place: Place, depth: number]> = [];
  visit(value, null, null, 0);
  walkFound();
  while (stack.length > 0) {
    const [current, place, depth] = stack.pop()!;
    if (Array.isArray(current)) {
      for (let index = 0; index < current.length; index++) visit(current[index], index, place, depth + 1);
      walkFound();
      continue;
    }
    for (const [key, inner] of Object.entries(current as Record<string, unknown>)) {
      const text: string | null = fault ? null : textFault(key);
      if (text) fault = { field: pathOf({ key, parent: place }), message: `has a name that ${text}`, tooDeep: false };
      visit(inner, key, place, depth + 1);
    }
    walkFound();
  }
  return fault;
}

/** A number token of 16 digits or more, or with an exponent: only those can parse to another value than written. */
const MAYBE_INEXACT = /\d[\d.]{15}|\d[eE][+-]?\d/;

/** An escape that may write NUL or half of a surrogate pair into a string (`\\u0000` too: a false alarm, walked). */
const UNSAFE_ESCAPE = /\\u(?:0000|[dD][89a-fA-F])/;
/** Characters of the longest text UNSAFE_ESCAPE matches. */
const UNSAFE_ESCAPE_CHARS = 6;

/** Whether a JSON text may parse to a name or string that textFault refuses: it holds one, or an escape writing one. */
const mayHoldUnsafeText = (text: string) => UNSAFE_ESCAPE.test(text) || textFault(text) !== null;

/**
 * 422 `validation_error` naming the field, for a JSON body (parsed from `text`, which the JsonScanner read) that holds
 * what no field may hold. `repeated` is the scanner's first name given twice in one object: JSON.parse keeps the last
 * one silently (`{"dry_run": true, "dry_run": false}` created the invoice it was asked only to preview). The text is
 * scanned for numbers only when a quick look finds one long enough to be inexact.
 *
 * `depth`, the scanner's most arrays and objects open at once, spares the walk of the parsed body when the text shows
 * it would find nothing: no deeper nesting than allowed, no number that parses to another value, no NUL or lone
 * surrogate nor an escape that writes one. At the bounds (19,000 names) the walk was a third of the parse's turn.
 */
export function checkJsonBody(body: unknown, text: string, repeated: string | null, depth?: number): void {
  const inexact = MAYBE_INEXACT.test(text) ? inexactNumbers(text) : { byValue: new Map<number, string>(), unplaced: null };
  const clean = depth !== undefined && depth <= MAX_JSON_DEPTH && inexact.byValue.size === 0 && !mayHoldUnsafeText(text);
  const found = clean ? null : walkJson(body, inexact.byValue);
  const fault =
    found ??
    (repeated === null
      ? null
      : { field: repeated, message: 'is given twice in one object; give it once (JSON would keep only the last)', tooDeep: false }) ??
    (inexact.unplaced === null
      ? null
      : {
          field: '',
          message: `holds the number ${inexact.unplaced}, which a JSON number cannot hold exactly; send it as a string`,
          tooDeep: false,
        });
  if (fault)
    throw validationError(
      [{ field: fault.field, message: fault.message }],
      `The body is not valid: ${fault.field ? `${fault.field} ` : ''}${fault.message}.`,
    );
}

/**
 * Whether checkJsonBody would find nothing in a body by its text alone (no nesting deeper than allowed, no number
 * that may be inexact, nothing textFault refuses, no escape that writes it): a body refused for its unknown members is
 * left unparsed only then, so that these faults are answered first, as they were. Told the text piece by piece as it
 * streams in (body.ts), beside the JsonScanner, which reads the depth and the numbers: a pass of regular expressions
 * over the whole text of a body at the bounds was a turn of the loop of its own, 3-4 ms, in the request's turn.
 */
export class CleanText {
  private unsafe = false;
  /** The last characters of the previous piece: an escape cut between two pieces is looked at whole. */
  private tail = '';

  /** `piece`: the next piece of the text, as the UTF-8 decoder gave it (which never cuts a surrogate pair). */
  feed(piece: string): void {
    if (this.unsafe || piece === '') return;
    const joined = this.tail + piece;
    this.unsafe = (joined.includes('\\u') && UNSAFE_ESCAPE.test(joined)) || textFault(piece) !== null;
    this.tail = joined.slice(-UNSAFE_ESCAPE_CHARS + 1);
  }

  /** Whether the text fed, of this depth and with or without a number that may be inexact (JsonScanner), is clean. */
  clean(depth: number, mayBeInexact: boolean): boolean {
    return depth <= MAX_JSON_DEPTH && !mayBeInexact && !this.unsafe;
  }
}

/** 400 `validation_error` naming the parameter, for a query string that holds what no value may hold. */
export function checkQuery(query: Record<string, string | string[] | undefined>, rawQuery = ''): void {
  // A lone surrogate can only come percent-encoded as invalid UTF-8 (`%ED%A0%80`), which the parser would turn into U+FFFD.
  for (const part of rawQuery.split('&')) {
    const [name = '', value = ''] = part.split('=', 2).map((piece) => piece.replaceAll('+', ' '));
    try {
      decodeURIComponent(name);
      decodeURIComponent(value);
    } catch {
      const shown = printable(safeDecode(name));
      throw validationError(
        [{ field: shown, message: 'must be percent-encoded UTF-8 (it holds a malformed sequence or a lone surrogate)' }],
        `The query is not valid: ${shown} is not percent-encoded UTF-8.`,
        400,
      );
    }
  }
  for (const [name, value] of Object.entries(query)) {
    const fault =
      textFault(name) ??
      [value ?? []]
        .flat()
        .map(textFault)
        .find((found) => found !== null) ??
      null;
    if (fault)
      throw validationError([{ field: printable(name), message: fault }], `The query is not valid: ${printable(name)} ${fault}.`, 400);
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
