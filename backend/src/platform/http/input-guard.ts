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
    if (Number.isFinite(parsed) && new Decimal(token).equals(new Decimal(parsed))) exact.add(parsed);
    else if (!byValue.has(parsed)) byValue.set(parsed, token);
  }
  // A value written both exactly and not ("100" and "99.999999999999999999") cannot tell its fields apart.
  const unplaced = [...byValue].find(([value]) => exact.has(value))?.[1] ?? null;
  for (const value of exact) byValue.delete(value);
  return { byValue, unplaced };
}

/**
 * The first fault in a parsed JSON value, naming its field as clients write it (`items[0].description`); `inexact`
 * (from inexactNumbers) names the numbers that did not parse to what was written.
 */
export function jsonFault(value: unknown, inexact: Map<number, string> = new Map()): (FieldError & { tooDeep: boolean }) | null {
  const stack: Array<readonly [value: unknown, path: string, depth: number]> = [[value, '', 0]];
  while (stack.length > 0) {
    const [current, path, depth] = stack.pop()!;
    if (typeof current === 'string') {
      const fault = textFault(current);
      if (fault) return { field: path, message: fault, tooDeep: false };
      continue;
    }
    if (typeof current === 'number' && inexact.has(current))
      return {
        field: path,
        message: `is ${inexact.get(current)}, which a JSON number cannot hold exactly (it reads as ${current}); send it as a string`,
        tooDeep: false,
      };
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH)
      return { field: path, message: `is nested deeper than ${MAX_JSON_DEPTH} levels of arrays and objects`, tooDeep: true };
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) stack.push([current[index], `${path}[${index}]`, depth + 1]);
      continue;
    }
    for (const [key, inner] of Object.entries(current as Record<string, unknown>)) {
      const fault = textFault(key);
      if (fault) return { field: join(path, key), message: `has a name that ${fault}`, tooDeep: false };
      stack.push([inner, join(path, key), depth + 1]);
    }
  }
  return null;
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
      // Deeper than any body may nest (jsonFault refuses it, naming the field): not followed, so that a megabyte of
      // "[[[[" costs no frame per level.
      if (frames.length >= MAX_JSON_DEPTH) return null;
      frames.push({ names: token === '{' ? new Set() : null, path: inner(top), name: '', index: 0 });
    } else if (token === '}' || token === ']') frames.pop();
    else if (token === ',' && top && !top.names) top.index += 1;
    else if (token === ':' && top?.names && lastString !== null) {
      const name = JSON.parse(lastString) as string;
      if (top.names.has(name)) return join(top.path, name);
      top.names.add(name);
      top.name = name;
    }
  }
  return null;
}

/** Members of objects and elements of arrays a JSON body may hold, counted across its nesting. */
export const MAX_JSON_MEMBERS = 20_000;
/** Characters a member's name may have. */
export const MAX_KEY_LENGTH = 256;

/**
 * 413 `too_many_members` for a body with more members than MAX_JSON_MEMBERS or a name longer than MAX_KEY_LENGTH,
 * before anything costlier reads it: validating tens of thousands of unknown names holds the event loop for seconds.
 */
function checkJsonSize(value: unknown): void {
  let members = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (current === null || typeof current !== 'object') continue;
    const inner = Array.isArray(current) ? (current as unknown[]) : Object.values(current as Record<string, unknown>);
    members += inner.length;
    if (members > MAX_JSON_MEMBERS)
      throw new Problem(
        413,
        'too_many_members',
        `The body holds more than ${MAX_JSON_MEMBERS} members (object members and array elements, counted across the nesting); the limit is ${MAX_JSON_MEMBERS}.`,
      );
    if (!Array.isArray(current)) {
      const long = Object.keys(current).find((key) => key.length > MAX_KEY_LENGTH);
      if (long !== undefined)
        throw new Problem(
          413,
          'too_many_members',
          `The body holds a member name of ${long.length} characters ("${printable(long.slice(0, 40))}…"); names have at most ${MAX_KEY_LENGTH}.`,
        );
    }
    for (const item of inner) if (item !== null && typeof item === 'object') stack.push(item);
  }
}

/**
 * 413 `too_many_members` for a body too large in members (checkJsonSize), then 422 `validation_error` naming the
 * field, for a JSON body (parsed from `text`) that holds what no field may hold.
 */
export function checkJsonBody(body: unknown, text = ''): void {
  checkJsonSize(body);
  const inexact = inexactNumbers(text);
  const repeated = repeatedName(text);
  const fault =
    jsonFault(body, inexact.byValue) ??
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
