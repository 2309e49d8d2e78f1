/**
 * ajv, set up once. Bodies are validated as sent (no type coercion: `"5"` is
 * not a number); query strings arrive as text, so their validator coerces and
 * fills defaults. Failures become `validation_error` problems whose `errors`
 * name each field the way a client wrote it: `items[0].quantity`.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import { currencyProblem } from '../lib/currencies.js';
import { checkNumberLocale } from '../lib/number-locales.js';
import { isLanguage, isTimeZone } from '../lib/locales.js';
import { lookalikeBesideLatin } from '../lib/lookalike-words.js';
import type { Static, TSchema } from '@sinclair/typebox';
import { Decimal } from 'decimal.js';
import { type FieldError, MAX_LISTED_ERRORS, validationError } from '../errors.js';
import { type DecimalRule, plainJsonSchema } from './schema.js';
import { knownFieldLike, knownFieldNames } from './known-field.js';
import { compileTrim } from './trim.js';

// ajv-formats is CommonJS with a default export.
const addFormats = addFormatsImport as unknown as typeof addFormatsImport.default;

/**
 * `x-decimal` checks an exact decimal given as a string or a JSON number and
 * leaves the value as a canonical string, so services never see a float.
 */

/** Why a value is not a decimal its rule takes, or null. */
function decimalFault(rule: DecimalRule, data: unknown): string | null {
  if (typeof data !== 'string' && typeof data !== 'number') return 'must be a decimal number such as "1500.00"';
  const text = typeof data === 'number' ? String(data) : data.trim();
  if (!/^[-+]?\d+(\.\d+)?$/.test(text)) return 'must be a decimal number such as "1500.00"';
  const value = new Decimal(text);
  if (value.decimalPlaces() > rule.scale) return `must have at most ${rule.scale} decimal places`;
  if (value.abs().trunc().toFixed(0).length > rule.integerDigits)
    return `must have at most ${rule.integerDigits} digits before the decimal point`;
  if (rule.minimum !== undefined && value.lessThan(rule.minimum)) return `must be at least ${rule.minimum}`;
  if (rule.exclusiveMinimum !== undefined && value.lessThanOrEqualTo(rule.exclusiveMinimum))
    return `must be greater than ${rule.exclusiveMinimum}`;
  if (rule.maximum !== undefined && value.greaterThan(rule.maximum)) return `must be at most ${rule.maximum}`;
  return null;
}

/*
 * Our keywords fail without errors of their own (`errors: false`): ajv then records the failure as it records its
 * own keywords', while a keyword's own errors are merged by copying every error found so far, once per failing
 * value, quadratic in the faults of a body. The message is made from the error's value and rule when the error is
 * described (`describe`), only for the errors a problem lists.
 */

function decimalKeyword(ajv: Ajv2020): void {
  ajv.addKeyword({
    keyword: 'x-decimal',
    modifying: true,
    errors: false,
    schemaType: 'object',
    validate: (
      rule: DecimalRule,
      data: unknown,
      _parent: unknown,
      context?: { parentData: Record<string | number, unknown>; parentDataProperty: string | number },
    ) => {
      if (decimalFault(rule, data) !== null) return false;
      if (context)
        context.parentData[context.parentDataProperty] = new Decimal(
          typeof data === 'number' ? String(data) : String(data).trim(),
        ).toFixed();
      return true;
    },
  });
}

/**
 * RFC 3339 allows year 0000; Postgres does not (and JavaScript writes years past 9999 as `+010000`). A time must also
 * be one JavaScript reads, in those years once in UTC: a leap second (`23:59:60`) and `9999-12-31T23:59:59-23:59`
 * (the year 10000 in UTC) passed the format and came back as a 422 naming no field, or a 422 for a query.
 */
function yearsOneTo9999(ajv: Ajv2020): void {
  const readInUtc = (text: string) => {
    const ms = Date.parse(text);
    if (Number.isNaN(ms)) return false;
    const year = new Date(ms).getUTCFullYear();
    return year >= 1 && year <= 9999;
  };
  for (const name of ['date', 'date-time']) {
    const format = ajv.formats[name] as { validate: (text: string) => boolean; compare?: (a: string, b: string) => number | undefined };
    ajv.addFormat(name, {
      type: 'string',
      validate: (text: string) => !text.startsWith('0000') && format.validate(text) && (name !== 'date-time' || readInUtc(text)),
      compare: format.compare,
    });
  }
}

/**
 * A `uri` is also one the WHATWG URL parser takes, as the code that dials it does: RFC 3986 allows a percent-escape
 * in a host ("http://a%00b/"), which `new URL` refuses (a 500 where a 422 naming the field belongs).
 */
function parseableUri(ajv: Ajv2020): void {
  const rfc3986 = ajv.formats.uri as (text: string) => boolean;
  ajv.addFormat('uri', { type: 'string', validate: (text: string) => rfc3986(text) && URL.canParse(text) });
}

/**
 * Keywords of our own on text, each the one rule for its values, used again where a saved value is read back:
 * - `x-currency`: an ISO 4217 code of a currency in use, as Node's ICU lists them. Three capital letters alone let
 *   "VAT", "ABC" and "XXX" be stored as an invoice's currency.
 * - `x-number-locale`: a BCP 47 locale whose numbers Kontor reads (checkNumberLocale), so that no schema refuses what
 *   the check accepts: `ar-EG-u-nu-latn`, which the check names as the way to write Arabic with the digits 0-9.
 * - `x-language`, `x-time-zone`: a language letters can be written in, an IANA time zone.
 * - `x-name`: a name shown to people (a client's, an employee's, an alias): no bidirectional embedding, override or
 *   isolate (U+202A–U+202E, U+2066–U+2069), which make a name display as another ("Evil\u202eCorp" shows "EvilproC"),
 *   no character that shows as nothing (INVISIBLE), no word mixing Latin with Cyrillic or Greek letters (WORD), and
 *   no word of Cyrillic or Greek letters that all look Latin beside Latin words ("АВС Stavby", lookalike-words.ts).
 *   Marks that set a direction without reordering (U+200E, U+200F) stay: mixed-script names need them.
 * Keywords rather than formats: other validators (an MCP client's) ignore them, where an unknown format is warned of
 * on every compile. Each names why a text is refused, or null.
 */
const TEXT_KEYWORDS: Readonly<Record<string, (text: string) => string | null>> = {
  'x-currency': currencyProblem,
  'x-number-locale': (text) => {
    const check = checkNumberLocale(text);
    return check.ok ? null : check.why;
  },
  'x-language': (text) => (isLanguage(text) ? null : `"${text}" is not a language Kontor can write letters in`),
  'x-time-zone': (text) => (isTimeZone(text) ? null : `"${text}" is not an IANA time zone`),
  'x-name': (text) => {
    const control = BIDI_CONTROL.exec(text)?.[0];
    if (control !== undefined)
      return `must not hold the bidirectional control ${codePoint(control)}, which makes a name display as another`;
    const invisible = INVISIBLE.exec(text)?.[0];
    if (invisible !== undefined)
      return `must not hold ${codePoint(invisible)}, a character that shows as nothing (a name holding it looks like another, or like itself twice)`;
    const mixed = text.match(WORD)?.find((word) => LATIN.test(word) && LOOKALIKE_SCRIPT.test(word));
    if (mixed !== undefined)
      return `the word "${mixed}" mixes Latin letters with Cyrillic or Greek ones, which look alike: write it in one script`;
    const lookalike = lookalikeBesideLatin(text);
    return lookalike === undefined
      ? null
      : `the word "${lookalike}" is written in Cyrillic or Greek letters that look Latin, beside Latin words: write it in Latin letters`;
  },
};

const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
/**
 * Characters that show as nothing yet split a word for matching, so that "Zen\u200bit" passed as a second "Zenit"
 * where duplicates are refused: soft hyphen, Mongolian vowel separator, zero-width space, word joiner and the
 * invisible operators, zero-width no-break space, Hangul fillers. The joiners Persian, Indic scripts and emoji need
 * (U+200C, U+200D) stay.
 */
const INVISIBLE = /[\u00AD\u115F\u1160\u180E\u200B\u2060-\u2064\u3164\uFEFF\uFFA0]/;
/**
 * A word mixing Latin letters with Cyrillic or Greek ones reads as its one-script twin ("Zеnit" with a Cyrillic е):
 * Unicode TS #39 holds single-script words the safe ones. Words of different scripts side by side stay.
 */
const WORD = /[\p{L}\p{M}]+/gu;
const LATIN = /\p{Script=Latin}/u;
const LOOKALIKE_SCRIPT = /[\p{Script=Cyrillic}\p{Script=Greek}]/u;
const codePoint = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

function textKeywords(ajv: Ajv2020): void {
  for (const [keyword, fault] of Object.entries(TEXT_KEYWORDS))
    ajv.addKeyword({
      keyword,
      errors: false,
      schemaType: 'boolean',
      validate: (_rule: boolean, data: unknown) => typeof data !== 'string' || fault(data) === null,
    });
}

function createAjv(options: { coerceTypes: boolean }): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: false,
    coerceTypes: options.coerceTypes ? 'array' : false,
    useDefaults: options.coerceTypes,
    removeAdditional: false,
    // Errors carry their schema, for messages made from its description (a pattern's).
    verbose: true,
    // The schemas are the route table's own, checked against the JSON Schema meta-schema by route-schemas.test.ts:
    // checked here, the first validation of a process compiled the meta-schema, 30–70 ms of one request's turn.
    validateSchema: false,
  });
  addFormats(ajv, ['date', 'date-time', 'email', 'uri']);
  yearsOneTo9999(ajv);
  parseableUri(ajv);
  textKeywords(ajv);
  decimalKeyword(ajv);
  return ajv;
}

const bodyAjv = createAjv({ coerceTypes: false });
const queryAjv = createAjv({ coerceTypes: true });

/** `/items/0/quantity` → `items[0].quantity` */
export function fieldPath(pointer: string, extra?: string): string {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
  if (extra !== undefined) parts.push(extra);
  return parts.reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

function describe(error: ErrorObject): FieldError {
  switch (error.keyword) {
    case 'required':
      return { field: fieldPath(error.instancePath, String(error.params.missingProperty)), message: 'is required' };
    case 'additionalProperties': {
      const field = String(error.params.additionalProperty);
      const meant = knownFieldLike(field, knownFieldNames(error.parentSchema));
      return { field: fieldPath(error.instancePath, field), message: `is not a known field${meant ? ` (did you mean "${meant}"?)` : ''}` };
    }
    case 'enum': {
      const allowed = `must be one of: ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
      // A value refused for a reason of its own (an internal event name) is named with that reason, before the list.
      const why = ((error.parentSchema ?? {}) as { 'x-enum-refused'?: Record<string, string> })['x-enum-refused'];
      const reason = typeof error.data === 'string' && why && Object.hasOwn(why, error.data) ? why[error.data] : undefined;
      return {
        field: fieldPath(error.instancePath),
        message: reason === undefined ? allowed : `${JSON.stringify(error.data)} ${reason}; ${allowed}`,
      };
    }
    case 'pattern': {
      // A pattern says nothing to a person ("must match pattern ^(\*|…"); the schema's own message for it
      // (`x-pattern-message`), else the field's description or examples do, after the value that was refused.
      const schema = (error.parentSchema ?? {}) as { description?: string; examples?: unknown[]; 'x-pattern-message'?: string };
      const { description, examples } = schema;
      const how = description ?? (examples?.length ? `such as ${examples.map((example) => JSON.stringify(example)).join(', ')}` : null);
      const given = typeof error.data === 'string' && error.data.length <= 60 ? `${JSON.stringify(error.data)} ` : '';
      return {
        field: fieldPath(error.instancePath),
        message:
          schema['x-pattern-message'] ??
          (how ? `${given}is not written as this field takes it: ${how}` : (error.message ?? 'is not valid')),
      };
    }
    case 'format':
      return { field: fieldPath(error.instancePath), message: formatMessage(String(error.params.format), error.data) };
    case 'minLength':
      // A required text sent empty, or as white space alone (trimmed before validation: trim.ts).
      if (error.data === '' && error.params.limit === 1) return { field: fieldPath(error.instancePath), message: 'must not be blank' };
      return { field: fieldPath(error.instancePath), message: error.message ?? 'is too short' };
    case 'x-decimal':
      return { field: fieldPath(error.instancePath), message: decimalFault(error.schema as DecimalRule, error.data) ?? 'is not valid' };
    default: {
      const fault =
        Object.hasOwn(TEXT_KEYWORDS, error.keyword) && typeof error.data === 'string' ? TEXT_KEYWORDS[error.keyword]!(error.data) : null;
      return { field: fieldPath(error.instancePath), message: fault ?? error.message ?? 'is not valid' };
    }
  }
}

/** What a format asks for, in words ("must match format \"date\"" said 2026-02-30 was written wrongly). */
function formatMessage(format: string, value: unknown): string {
  const text = typeof value === 'string' ? value : '';
  switch (format) {
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(text)
        ? `"${text}" is not a calendar date`
        : 'must be a date written YYYY-MM-DD, such as "2026-03-31"';
    case 'date-time':
      return /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}/.test(text)
        ? `"${text}" is not a moment that exists, or has no time zone (such as "Z" or "+01:00")`
        : 'must be a date and time with a time zone, such as "2026-03-31T14:00:00Z"';
    case 'email':
      return 'is not an e-mail address';
    case 'uri':
      // An address with a host name in another script is absolute all the same: it is the letters that are refused.
      return [...text].some((character) => character.codePointAt(0)! > 0x7f)
        ? 'must be written in ASCII: a host name in another script in its xn-- form (punycode), other characters percent-encoded'
        : 'must be an absolute URL, such as "https://example.com/path"';
    default:
      return `must be written as a ${format}`;
  }
}

/** The field an error is about, as a JSON pointer: its value's, or the member's it names (required, unknown). */
function pointerOf(error: ErrorObject): string {
  const member =
    error.keyword === 'required'
      ? error.params.missingProperty
      : error.keyword === 'additionalProperties'
        ? error.params.additionalProperty
        : undefined;
  if (member === undefined) return error.instancePath;
  const name = String(member);
  return `${error.instancePath}/${name.includes('~') || name.includes('/') ? name.replaceAll('~', '~0').replaceAll('/', '~1') : name}`;
}

const isUnion = (error: ErrorObject) => error.keyword === 'anyOf' || error.keyword === 'oneOf';

/**
 * One message per field, the most specific one (an `anyOf` summary only when nothing else is known): the first
 * `limit` fields described, and how many fields were at fault. Every step is linear in ajv's errors, and only the
 * listed ones are put in words: a body of many thousand faults is answered in bounded time and size.
 */
function toFieldErrors(errors: ErrorObject[], limit = Infinity): { listed: FieldError[]; count: number } {
  // A union of literals fails once per literal ("must be equal to constant"): the answer names them all.
  const allowed = new Map<string, unknown[]>();
  for (const error of errors) {
    if (error.keyword !== 'const') continue;
    const values = allowed.get(error.instancePath);
    if (values) values.push(error.params.allowedValue);
    else allowed.set(error.instancePath, [error.params.allowedValue]);
  }
  // A union value given as an object that fails inside ({"client": {"id": "1"}}) is told what is wrong inside, not
  // also that it "must be string" (the branch whose type it does not have).
  const holders = new Set<string>();
  for (const { instancePath } of errors) {
    for (let cut = instancePath.lastIndexOf('/'); cut > 0; cut = instancePath.lastIndexOf('/', cut - 1))
      holders.add(instancePath.slice(0, cut));
  }
  const anyInside = errors.some((error) => error.instancePath !== '');
  const hasDeeper = (path: string) => (path === '' ? anyInside : holders.has(path));
  const seen = new Set<string>();
  const listed: FieldError[] = [];
  for (const error of [...errors.filter((error) => !isUnion(error)), ...errors.filter(isUnion)]) {
    if ((error.keyword === 'type' || isUnion(error)) && hasDeeper(error.instancePath)) continue;
    const pointer = pointerOf(error);
    if (seen.has(pointer)) continue;
    seen.add(pointer);
    if (listed.length >= limit) continue;
    const values = error.keyword === 'const' ? allowed.get(error.instancePath)! : null;
    listed.push(
      values
        ? {
            field: fieldPath(error.instancePath),
            message:
              values.length === 1
                ? `must be ${JSON.stringify(values[0])}`
                : `must be one of: ${values.map((v) => JSON.stringify(v)).join(', ')}`,
          }
        : describe(error),
    );
  }
  return { listed, count: seen.size };
}

export type Validator<T> = (data: unknown) => T;

function validator<S extends TSchema>(ajv: Ajv2020, schema: S, status: number, what: string): Validator<Static<S>> {
  // Compiled on first use: compiling every route's schemas up front was a quarter of the time `npm start` takes.
  let validate: ValidateFunction | undefined;
  let trim: ((value: unknown) => unknown) | null = null;
  return (data) => {
    if (!validate) {
      // `$id`s name schemas for the OpenAPI components; ajv would register each and refuse the second route using one.
      const plain = plainJsonSchema(schema);
      validate = ajv.compile(plain);
      trim = compileTrim(plain);
    }
    // Trimmed first, so that the rules judge the value stored: a name of spaces alone is empty.
    if (trim) data = trim(data);
    if (validate(data)) return data as Static<S>;
    const { listed, count } = toFieldErrors(validate.errors ?? [], MAX_LISTED_ERRORS);
    throw invalid(listed, count, status, what);
  };
}

/** The problem for `count` faults of which `listed` are the first: the detail names three of them. */
function invalid(listed: FieldError[], count: number, status: number, what: string) {
  const summary = listed
    .slice(0, 3)
    .map((error) => (error.field ? `${error.field} ${error.message}` : error.message))
    .join('; ');
  return validationError(listed, `The ${what} is not valid: ${summary}`, status, count);
}

/**
 * The 422 for a body naming members its route's schema does not know, found while it streamed in (body-shape.ts): as
 * the body's validator words them, without its other faults, which are read once the names are right.
 */
export const unknownMembersProblem = (unknown: { listed: FieldError[]; count: number }) =>
  invalid(unknown.listed, unknown.count, 422, 'body');

/** A validator of JSON bodies: 422 `validation_error` on failure. */
export const bodyValidator = <S extends TSchema>(schema: S) => validator(bodyAjv, schema, 422, 'body');

/**
 * A validator of query strings: coerces text to the schema's types; 400 on failure. Before coercion, a parameter
 * given twice (`?page=1&page=2`) is named as such (coercion would say "must be integer"), and an integer must be
 * written in plain digits: coercion reads `?page=1e3` as 1000 and `0x10` as 16.
 */
export const queryValidator = <S extends TSchema>(schema: S): Validator<Static<S>> => {
  const validate = validator(queryAjv, schema, 400, 'query');
  const properties = ((schema as { properties?: Record<string, { type?: unknown }> }).properties ?? {}) as Record<
    string,
    { type?: unknown }
  >;
  return (data) => {
    const errors: FieldError[] = [];
    for (const [name, value] of Object.entries((data ?? {}) as Record<string, unknown>)) {
      const types = [properties[name]?.type ?? []].flat();
      if (types.length === 0) continue;
      if (Array.isArray(value) && !types.includes('array')) errors.push({ field: name, message: 'is given more than once; give it once' });
      else if (types.includes('integer') && typeof value === 'string' && !/^-?\d+$/.test(value))
        errors.push({ field: name, message: 'must be a whole number written in plain digits, such as 2' });
    }
    if (errors.length > 0)
      throw validationError(errors, `The query is not valid: ${errors.map((error) => `${error.field} ${error.message}`).join('; ')}.`, 400);
    return validate(data);
  };
};
