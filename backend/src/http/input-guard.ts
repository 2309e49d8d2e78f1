/**
 * What no field may hold, checked before any schema, service or recursive
 * code reads the input: the NUL character (Postgres text and jsonb refuse
 * it), lone UTF-16 surrogates (not Unicode: they would come back as U+FFFD or
 * be refused by jsonb), and JSON nested deeper than MAX_JSON_DEPTH (ajv,
 * JSON.stringify and the idempotency hasher all recurse). The walk uses a
 * stack of its own, so it cannot overflow the call stack itself.
 */
import { type FieldError, validationError } from '../platform/errors.js';

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

/** The first fault in a parsed JSON value, naming its field as clients write it (`items[0].description`). */
export function jsonFault(value: unknown): (FieldError & { tooDeep: boolean }) | null {
  const stack: Array<readonly [value: unknown, path: string, depth: number]> = [[value, '', 0]];
  while (stack.length > 0) {
    const [current, path, depth] = stack.pop()!;
    if (typeof current === 'string') {
      const fault = textFault(current);
      if (fault) return { field: path, message: fault, tooDeep: false };
      continue;
    }
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

/** 422 `validation_error` naming the field, for a JSON body that holds what no field may hold. */
export function checkJsonBody(body: unknown): void {
  const fault = jsonFault(body);
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
