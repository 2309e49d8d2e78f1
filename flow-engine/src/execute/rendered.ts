/**
 * A field that held a template is checked again once rendered, against the
 * same schema its block gives it: at saving, a template stands in for any
 * value and is let through. Unchecked, a wait of `{{x}}` with no `x` in the
 * context waited 0 days and went straight on, and a status outside its list
 * reached the action. A number is read from rendered text only when the text
 * is a plain number ("7", "2.5"). How long rendered text may grow is the
 * render budget's to say (budget.ts), not the field's length for typed text.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import { isTemplate } from '../template/index.js';
import type { BlockDefinition } from '../types.js';

const ajv = new Ajv({ allErrors: false, strict: false });
const fieldValidators = new WeakMap<object, ValidateFunction>();

type FieldSchema = { type?: unknown; anyOf?: FieldSchema[]; oneOf?: FieldSchema[] };

function validatorOf(schema: object): ValidateFunction {
  let validate = fieldValidators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    fieldValidators.set(schema, validate);
  }
  return validate;
}

/** Whether a schema takes a number (and not text), so that rendered text is read as one. */
function wantsNumber(schema: FieldSchema): boolean {
  const types = [schema.type, ...(schema.anyOf ?? []).map((inner) => inner.type), ...(schema.oneOf ?? []).map((inner) => inner.type)]
    .flat()
    .filter((type) => type !== undefined);
  return types.some((type) => type === 'number' || type === 'integer') && !types.includes('string');
}

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** The rendered params, numbers read where the block takes one; throws naming the first field that breaks its schema. */
export function checkRendered(
  block: BlockDefinition,
  raw: Record<string, unknown>,
  rendered: Record<string, unknown>,
): Record<string, unknown> {
  const properties = ((block.params as { properties?: Record<string, FieldSchema> }).properties ?? {}) as Record<string, FieldSchema>;
  const checked = { ...rendered };
  for (const [key, schema] of Object.entries(properties)) {
    const template = raw[key];
    if (typeof template !== 'string' || !isTemplate(template)) continue;
    let value = rendered[key];
    if (wantsNumber(schema) && typeof value === 'string') {
      const text = value.trim();
      if (!PLAIN_NUMBER.test(text)) throw new Error(`${key} rendered as ${describe(value)}, which is not a number`);
      value = Number(text);
    }
    const validate = validatorOf(withoutLength(schema));
    if (!validate(value)) {
      const error = validate.errors?.[0];
      // A pattern says nothing to a person; the field's description says how it is written.
      const described = (schema as { description?: string }).description;
      const why =
        error?.keyword === 'pattern' && described
          ? `is not written as this field takes it: ${described}`
          : (error?.message ?? 'its block does not take');
      throw new Error(`${key} rendered as ${describe(value)}, which ${why}`);
    }
    checked[key] = value;
  }
  return checked;
}

const unbounded = new WeakMap<object, object>();

/** The field's schema but for its maxLength (kept once per schema, so that its validator is compiled once). */
function withoutLength(schema: FieldSchema): object {
  let found = unbounded.get(schema);
  if (!found) {
    const { maxLength: _ignored, ...rest } = schema as FieldSchema & { maxLength?: number };
    found = rest;
    unbounded.set(schema, found);
  }
  return found;
}

/** A rendered value as the error shows it: quoted, and cut short when long. */
function describe(value: unknown): string {
  if (typeof value !== 'string') return JSON.stringify(value) ?? String(value);
  if (value === '') return 'nothing';
  if (value.length <= 60) return `"${value}"`;
  // Not between the halves of a surrogate pair (an emoji): half of one is text Postgres refuses, and the run's trace
  // holding this error could not be stored.
  const end = /[\ud800-\udbff]/.test(value[59]!) ? 59 : 60;
  return `"${value.slice(0, end)}…" (${value.length} characters)`;
}
