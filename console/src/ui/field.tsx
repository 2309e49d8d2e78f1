/**
 * A settings form's field: its label, its control, a line of help, and what
 * the API refused in it, said where the value was typed. The help and the
 * refusal describe the control (aria-describedby), so a screen reader reads
 * them with it, and the label stays the field's short name.
 */
import { type ReactNode, useCallback, useId, useState } from 'react';
import { ApiError, type ProblemError } from '../api/client.js';

/** What a control needs to be tied to its label, help and refusal. */
export interface ControlProps {
  id: string;
  'aria-describedby': string;
  'aria-invalid': boolean;
}

export function Field({
  label,
  help,
  errors = [],
  group = false,
  children,
}: {
  label: ReactNode;
  help?: ReactNode;
  errors?: readonly string[];
  /** Several controls under one name (a list of checkboxes): a fieldset, its legend the label. */
  group?: boolean;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const invalid = errors.length > 0;
  const described = `${id}-help ${id}-errors`;
  const className = invalid ? 'field invalid' : 'field';
  const rest = (
    <>
      {help && (
        <small id={`${id}-help`} className="muted">
          {help}
        </small>
      )}
      <div id={`${id}-errors`} className="field-errors">
        {errors.map((message, index) => (
          <small key={index} className="field-error">
            {message}
          </small>
        ))}
      </div>
    </>
  );
  if (group)
    return (
      <fieldset className={className} aria-describedby={described} aria-invalid={invalid}>
        <legend>{label}</legend>
        {children({ id, 'aria-describedby': described, 'aria-invalid': invalid })}
        {rest}
      </fieldset>
    );
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-describedby': described, 'aria-invalid': invalid })}
      {rest}
    </div>
  );
}

export interface Refusals {
  /** Messages by the form's field name; a nested part is named first (`data.total.gte: …`). */
  byField: ReadonlyMap<string, string[]>;
  /** What goes above the form: the problem itself, less what is said at a field (null: nothing refused). */
  banner: ApiError | null;
}

/**
 * Sorts an API refusal onto the fields of a form: `filter.data.total.gte` belongs to `filter`, `events[0]` to
 * `events`. Errors of no field stay in the banner; when every error found its field, the banner only says so (the
 * detail would repeat them all: "The body is not valid: url …; max_concurrency …").
 */
export function refusals(error: ApiError | null | undefined, fields: readonly string[]): Refusals {
  const byField = new Map<string, string[]>();
  if (!error) return { byField, banner: null };
  const unplaced: ProblemError[] = [];
  for (const fieldError of error.problem.errors ?? []) {
    const field = fields.find((name) => belongsTo(fieldError.field, name));
    if (field === undefined) {
      unplaced.push(fieldError);
      continue;
    }
    const part = fieldError.field.slice(field.length).replace(/^\./, '');
    // The API's messages go on from the field's name ("is required", "must be >= 1"): at the field, they start from its value.
    const message = part
      ? `${part}: ${fieldError.message}`
      : /^[a-z]/.test(fieldError.message)
        ? `The value ${fieldError.message}`
        : fieldError.message;
    byField.set(field, [...(byField.get(field) ?? []), message]);
  }
  if (byField.size === 0) return { byField, banner: error };
  const detail = unplaced.length === 0 ? 'Not saved: see the fields marked in red.' : 'Not saved: see the fields marked in red, and:';
  return { byField, banner: new ApiError({ ...error.problem, detail, errors: unplaced }) };
}

const belongsTo = (path: string, field: string) =>
  path === field || (path.startsWith(field) && (path[field.length] === '.' || path[field.length] === '['));

/**
 * A form's last refusal, sorted onto its fields. A field edited since has its refusal taken away: it was about a
 * value that is no longer there. A new refusal (or null, before a new try) starts over.
 */
export function useRefusals(fields: readonly string[]) {
  const [error, setError] = useState<ApiError | null>(null);
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const refuse = useCallback((refusal: ApiError | null) => {
    setError(refusal);
    setEdited(new Set());
  }, []);
  const markEdited = useCallback(
    (field: string) => setEdited((current) => (current.has(field) ? current : new Set([...current, field]))),
    [],
  );
  const { byField, banner } = refusals(error, fields);
  // "See the fields marked in red" holds while one is; what no field took stays said.
  const stillSaid =
    (banner?.problem.errors?.length ?? 0) > 0 || byField.size === 0 || [...byField.keys()].some((field) => !edited.has(field));
  return {
    refuse,
    markEdited,
    banner: stillSaid ? banner : null,
    at: (field: string): string[] => (edited.has(field) ? [] : (byField.get(field) ?? [])),
  };
}
