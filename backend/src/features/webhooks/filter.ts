/**
 * Filters on an event's payload, per subscription: JSON conditions keyed by a
 * dotted path into `{"type", "data"}`, each an object of operators, all of
 * which must hold:
 *
 *   {"data.total": {"gte": "1000"}, "data.client.country": {"in": ["CZ", "SK"]}}
 *
 * Operators: eq, ne, gt, gte, lt, lte (numbers and numeric strings compare as
 * numbers, other strings as text, so ISO dates compare in time order; values
 * that would be misread as text are refused: numbers with separators, dates not
 * written YYYY-MM-DD, times not in UTC as payloads write them), in (a list of
 * values), exists (true or false). The database evaluates them at
 * fan-out (migration 0011, `webhook_filter_matches`); here they are checked
 * at creation so that one that cannot be evaluated is refused, naming the part.
 */
import { writtenDateProblem, writtenNumberProblem } from '@kontor/flow-engine';
import { type FieldError, validationError } from '../../platform/errors.js';

export type WebhookFilter = Record<string, Record<string, unknown>>;

const PATH = /^(type|data(\.[A-Za-z0-9_]{1,64}){1,6})$/;
const COMPARISONS = new Set(['eq', 'ne', 'gt', 'gte', 'lt', 'lte']);
const MAX_PATHS = 20;
const MAX_IN_VALUES = 100;
const MAX_VALUE_LENGTH = 200;

const isScalar = (value: unknown) =>
  (typeof value === 'string' && value.length <= MAX_VALUE_LENGTH) ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value));

/** How the database tells a number in text (migration 0015); a string in another number form compares as text. */
const PLAIN_NUMBER = /^-?[0-9]+(\.[0-9]+)?$/;
const EXPONENT_FORM = /^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)e[+-]?[0-9]+$/i;

/**
 * A string that reads as a number in a form the filter would compare as text ("1e4", "+5", ".5"): 999.50 < "1e4"
 * did not hold, without a word. Refused, with the form that compares as a number.
 */
function textualNumber(value: unknown): string | null {
  if (typeof value !== 'string' || PLAIN_NUMBER.test(value)) return null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  // "1e999" is a number no double holds: read as Infinity it slipped past the check below and was compared as text.
  if (EXPONENT_FORM.test(trimmed) && !Number.isFinite(Number(trimmed)))
    return `"${value}" would be compared as text, not as a number: a filter takes plain digits (such as 1000 or 0.5), no exponent`;
  if (!Number.isFinite(Number(trimmed))) return null;
  return `"${value}" would be compared as text, not as a number; write it as "${new Intl.NumberFormat('en', { useGrouping: false, maximumFractionDigits: 20 }).format(Number(trimmed))}"`;
}

const NOT_A_NUMBER = /^[+-]?(infinity|nan)$/i;
/** A plus and digits: an international phone number (E.164) as much as a signed number, so text in eq, ne and in. */
const INTERNATIONAL_PHONE = /^\+[0-9]+$/;
const ORDERING = new Set(['gt', 'gte', 'lt', 'lte']);

/**
 * What is wrong with a value an ordering condition (gt…lte) compares with, or null. Anything but a plain number or an ISO
 * date is compared as text, so each of these was accepted and then matched the wrong events without a word: "1,000" (50.00 passed
 * `gte`), "2026-2-1" ("2026-11-23" came before it), a time with an offset ("…+23:00" read as written, not as UTC),
 * "2026-02-30", "Infinity", and true in `gt`.
 */
function valueProblem(operator: string, value: unknown): string | null {
  if (typeof value === 'boolean')
    return ORDERING.has(operator) ? `${operator} orders numbers, dates and text; true and false have no order (use eq or ne)` : null;
  if (typeof value !== 'string') return null;
  // eq, ne and in compare text exactly: a phone number, a version or an id written with separators is taken as written,
  // and so is a leading plus on digits, how phone numbers are written ("+420777123456"). Only forms that can mean
  // nothing but a number ("1e4", ".5") are refused there: compared as text, they would match no number.
  if (!ORDERING.has(operator)) return INTERNATIONAL_PHONE.test(value) ? null : textualNumber(value);
  if (NOT_A_NUMBER.test(value.trim())) return `"${value}" is no number a filter can compare with; write one such as 1000`;
  return writtenNumberProblem(value) ?? textualNumber(value) ?? writtenDateProblem(value);
}

/**
 * Conditions and listed values an organization's filters may hold together. Fan-out matches every event against
 * every filter of its organization, one organization after another: 94 endpoints of 900 listed values each had held
 * every other organization's events for two minutes.
 */
export const MAX_FILTER_TERMS_PER_ORGANIZATION = 1000;

/** What a filter costs each event: one per condition, and one per value an `in` lists. */
export function filterTerms(filter: WebhookFilter | null | undefined): number {
  if (!filter) return 0;
  return Object.values(filter).reduce(
    (sum, conditions) =>
      sum +
      Object.entries(conditions ?? {}).reduce(
        (terms, [operator, value]) => terms + (operator === 'in' && Array.isArray(value) ? value.length : 1),
        0,
      ),
    0,
  );
}

/**
 * Throws a 422 on `filter` when it would take the organization's filters past MAX_FILTER_TERMS_PER_ORGANIZATION. A
 * change that does not grow the endpoint's filter (`previous`) always passes: an organization over the limit (from
 * before it) can shorten its filters one by one.
 */
export function checkFilterBudget(
  others: ReadonlyArray<WebhookFilter | null>,
  filter: WebhookFilter | null | undefined,
  previous: WebhookFilter | null = null,
): void {
  const total = others.reduce((sum, other) => sum + filterTerms(other), filterTerms(filter));
  if (filter && total > MAX_FILTER_TERMS_PER_ORGANIZATION && filterTerms(filter) > filterTerms(previous))
    throw validationError([
      {
        field: 'filter',
        message: `would bring this organization's filters to ${total} conditions and listed values, more than the ${MAX_FILTER_TERMS_PER_ORGANIZATION} allowed (every event is matched against them all); shorten it or other webhooks' filters`,
      },
    ]);
}

/** Throws a 422 naming every part of the filter that cannot be evaluated. */
export function checkFilter(filter: WebhookFilter | null | undefined): void {
  if (filter === null || filter === undefined) return;
  const problems: FieldError[] = [];
  const paths = Object.entries(filter);
  if (paths.length === 0) problems.push({ field: 'filter', message: 'needs at least one condition, or null for none' });
  if (paths.length > MAX_PATHS) problems.push({ field: 'filter', message: `has more than ${MAX_PATHS} paths` });
  for (const [path, conditions] of paths) {
    const field = `filter.${path}`;
    if (!PATH.test(path)) {
      problems.push({
        field,
        message: 'is not a path Kontor can read: `type`, or `data.` followed by up to six field names (letters, digits, _)',
      });
      continue;
    }
    const operators = Object.entries(conditions ?? {});
    if (operators.length === 0) problems.push({ field, message: 'needs at least one operator (eq, ne, gt, gte, lt, lte, in, exists)' });
    for (const [operator, value] of operators) {
      const where = `${field}.${operator}`;
      if (COMPARISONS.has(operator)) {
        if (!isScalar(value))
          problems.push({ field: where, message: `compares with a string (up to ${MAX_VALUE_LENGTH} characters), a number or a boolean` });
        else {
          const problem = valueProblem(operator, value);
          if (problem) problems.push({ field: where, message: problem });
        }
      } else if (operator === 'in') {
        if (!Array.isArray(value) || value.length === 0 || value.length > MAX_IN_VALUES || !value.every(isScalar)) {
          problems.push({ field: where, message: `takes a list of 1 to ${MAX_IN_VALUES} strings, numbers or booleans` });
        } else {
          const problem = value.map((one) => valueProblem(operator, one)).find((message) => message !== null);
          if (problem) problems.push({ field: where, message: problem });
        }
      } else if (operator === 'exists') {
        if (typeof value !== 'boolean') problems.push({ field: where, message: 'takes true or false' });
      } else {
        problems.push({ field: where, message: 'is not an operator; use eq, ne, gt, gte, lt, lte, in or exists' });
      }
    }
  }
  if (problems.length > 0) throw validationError(problems);
}
