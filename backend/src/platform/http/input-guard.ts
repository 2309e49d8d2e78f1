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
import { type FieldError, Problem, validationError } from '../errors.js';

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

/** Members of objects and elements of arrays a JSON body may hold, counted across its nesting. */
export const MAX_JSON_MEMBERS = 20_000;
/**
 * Members one object may hold: far more than any schema's fields. Past about a thousand names V8 keeps an object as
 * a hash table, which parsing, every walk of its names and the validator each read many times more slowly than an
 * array of as many elements; so large bodies may be long arrays, never wide objects.
 */
export const MAX_OBJECT_MEMBERS = 1_000;
/** Characters a member's name may have. */
export const MAX_KEY_LENGTH = 256;

const tooManyMembers = (detail: string) => new Problem(413, 'too_many_members', detail);

/** The index of the quote that ends the JSON string opening at `start` (its length when unterminated). */
function stringEnd(text: string, start: number): number {
  for (let from = start + 1; ;) {
    const quote = text.indexOf('"', from);
    if (quote === -1) return text.length;
    let backslash = quote - 1;
    while (text.charCodeAt(backslash) === 0x5c) backslash -= 1;
    if ((quote - 1 - backslash) % 2 === 0) return quote;
    from = quote + 1;
  }
}

/** Characters that may continue a number or a literal (`true`, `false`, `null`). */
const inScalar = (code: number) =>
  (code >= 0x30 && code <= 0x39) ||
  (code >= 0x61 && code <= 0x7a) ||
  (code >= 0x41 && code <= 0x5a) ||
  code === 0x2e ||
  code === 0x2b ||
  code === 0x2d;

/**
 * 413 `too_many_members` for a JSON text of more than MAX_JSON_MEMBERS members, or with an object of more than
 * MAX_OBJECT_MEMBERS, counted on the text before it is parsed, with no value built: refusing such a body costs one
 * pass over its characters. Text that is not JSON is left to the parser.
 */
export function checkJsonText(text: string): void {
  const isObject: boolean[] = [];
  const members: number[] = [];
  let total = 0;
  const count = (level: number) => {
    const inLevel = (members[level] ?? 0) + 1;
    members[level] = inLevel;
    total += 1;
    if (isObject[level] && inLevel > MAX_OBJECT_MEMBERS)
      throw tooManyMembers(
        `The body holds an object of more than ${MAX_OBJECT_MEMBERS} members; the limit is ${MAX_OBJECT_MEMBERS} in one object (and ${MAX_JSON_MEMBERS} in the whole body: send many items as an array).`,
      );
    if (total > MAX_JSON_MEMBERS)
      throw tooManyMembers(
        `The body holds more than ${MAX_JSON_MEMBERS} members (object members and array elements, counted across the nesting); the limit is ${MAX_JSON_MEMBERS}.`,
      );
  };
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    // Whitespace, and the colon between a name and its value (the name counted the member).
    if (code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09 || code === 0x3a) continue;
    const level = members.length - 1;
    if (code === 0x2c) {
      if (level >= 0) count(level);
      continue;
    }
    if (code === 0x7d || code === 0x5d) {
      isObject.pop();
      members.pop();
      continue;
    }
    // A name or value begins: the first one of its array or object counts its first member.
    if (level >= 0 && members[level] === 0) count(level);
    if (code === 0x22) at = stringEnd(text, at);
    else if (code === 0x7b || code === 0x5b) {
      isObject.push(code === 0x7b);
      members.push(0);
    } else while (at + 1 < text.length && inScalar(text.charCodeAt(at + 1))) at += 1;
  }
}

/**
 * One walk of a parsed JSON value: 413 `too_many_members` for a name longer than MAX_KEY_LENGTH; else the first
 * fault, naming its field as clients write it (`items[0].description`), and how many object members the value holds.
 * `inexact` (from inexactNumbers) names the numbers that did not parse to what was written. Each object's names are
 * read once, for all the checks.
 */
function walkJson(
  value: unknown,
  inexact: Map<number, string>,
): { fault: (FieldError & { tooDeep: boolean }) | null; objectMembers: number } {
  // Where a value sits, named only when a fault is found: most values never need their path written out.
  type Place = { key: string | number; parent: Place } | null;
  const pathOf = (place: Place): string => {
    const parts: Array<string | number> = [];
    for (let at = place; at; at = at.parent) parts.push(at.key);
    return parts.reduceRight<string>((path, key) => (typeof key === 'number' ? `${path}[${key}]` : join(path, key)), '');
  };
  let objectMembers = 0;
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
    const entries = Object.entries(current as Record<string, unknown>);
    objectMembers += entries.length;
    for (const [key] of entries) {
      if (key.length > MAX_KEY_LENGTH)
        throw tooManyMembers(
          `The body holds a member name of ${key.length} characters ("${printable(key.slice(0, 40))}…"); names have at most ${MAX_KEY_LENGTH}.`,
        );
    }
    for (const [key, inner] of entries) {
      const text: string | null = fault ? null : textFault(key);
      if (text) fault = { field: pathOf({ key, parent: place }), message: `has a name that ${text}`, tooDeep: false };
      visit(inner, key, place, depth + 1);
    }
    walkFound();
  }
  return { fault, objectMembers };
}

/** The structure of a JSON text: its strings (whole, so that braces inside them are passed over) and punctuation. */
const JSON_STRUCTURE = /"(?:[^"\\]|\\.)*"|[{}[\]:,]/g;

/**
 * The first name written twice in one object of a valid JSON text, as a field path (`items[0].description`).
 * JSON.parse keeps the last one silently: `{"dry_run": true, "dry_run": false}` created the invoice it was asked
 * only to preview.
 */
export function repeatedName(text: string): string | null {
  type Frame = { names: Set<string> | null; path: string; name: string; index: number };
  const frames: Frame[] = [];
  let lastString: string | null = null;
  const inner = (frame: Frame | undefined) => (!frame ? '' : frame.names ? join(frame.path, frame.name) : `${frame.path}[${frame.index}]`);
  for (const [token] of text.matchAll(JSON_STRUCTURE)) {
    const top = frames.at(-1);
    if (token.startsWith('"')) lastString = token;
    else if (token === '{' || token === '[') {
      // Deeper than any body may nest (walkJson refuses it, naming the field): not followed, so that a megabyte of
      // "[[[[" costs no frame per level.
      if (frames.length >= MAX_JSON_DEPTH) return null;
      frames.push({ names: token === '{' ? new Set() : null, path: inner(top), name: '', index: 0 });
    } else if (token === '}' || token === ']') frames.pop();
    else if (token === ',' && top && !top.names) top.index += 1;
    else if (token === ':' && top?.names && lastString !== null) {
      const name = lastString.includes('\\') ? (JSON.parse(lastString) as string) : lastString.slice(1, -1);
      if (top.names.has(name)) return join(top.path, name);
      top.names.add(name);
      top.name = name;
    }
  }
  return null;
}

/** A number token of 16 digits or more, or with an exponent: only those can parse to another value than written. */
const MAYBE_INEXACT = /\d[\d.]{15}|\d[eE][+-]?\d/;

/** How many times `char` occurs in `text`. */
function occurrences(text: string, char: string): number {
  let found = 0;
  for (let at = text.indexOf(char); at !== -1; at = text.indexOf(char, at + 1)) found += 1;
  return found;
}

/**
 * 413 `too_many_members` for a name too long, then 422 `validation_error` naming the field, for a JSON body (parsed
 * from `text`, which checkJsonText let through) that holds what no field may hold. The scans of the text run only when a quick look finds something they could catch: a number long enough to
 * be inexact, more colons than the parsed objects hold members (a name given twice, or colons inside strings).
 */
export function checkJsonBody(body: unknown, text = ''): void {
  const inexact = MAYBE_INEXACT.test(text) ? inexactNumbers(text) : { byValue: new Map<number, string>(), unplaced: null };
  const { fault: found, objectMembers } = walkJson(body, inexact.byValue);
  const repeated = occurrences(text, ':') > objectMembers ? repeatedName(text) : null;
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
