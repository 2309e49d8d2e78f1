/**
 * A block's parameters as a form generated from its JSON Schema: a select
 * for an enum, a number field for integers, JSON for objects, text (with
 * template hints from the trigger's context) for the rest.
 */
import { type FormEvent, useRef, useState } from 'react';
import type { Block, Graph, JsonSchema, Mode } from '../../api/types.js';
import { Dialog } from '../../ui/dialog.js';
import { LETTER_BLOCKS, LetterPreviewSection } from './letter-preview.js';

// Free text that is usually long; every other string is a one-line field.
const MULTILINE = new Set(['body', 'description', 'message', 'note']);

type Raw = Record<string, string | boolean>;

/** Amounts among the context's paths: written with {{money}} in the invoice's currency. */
const MONEY = /^invoice\.(total|subtotal|tax_total|amount_paid|balance)$/;
/** Lists that print as JSON when inserted bare: offered only through their helper. */
const LISTS = new Set(['invoice.items']);

/**
 * The formatted forms a letter wants (`{{money invoice.balance}}`, `{{date invoice.due_date}}`,
 * `{{items invoice.items}}`), for the trigger's paths that have one; the bare `{{invoice.items}}` put JSON into e-mails.
 */
export function formattedHints(paths: readonly string[]): Array<{ label: string; expression: string }> {
  return paths.flatMap((path) => {
    const words = path.split('.').at(-1)!.replace(/_/g, ' ');
    if (MONEY.test(path)) return [{ label: `${words} (amount)`, expression: `{{money ${path}}}` }];
    if (/(^|\.|_)date$/.test(path) && path.startsWith('invoice.')) return [{ label: `${words} (date)`, expression: `{{date ${path}}}` }];
    if (LISTS.has(path)) return [{ label: 'items (table)', expression: `{{items ${path}}}` }];
    return [];
  });
}

export function ParamsDialog({
  nodeId,
  block,
  params,
  hints,
  errors,
  warnings = [],
  letter,
  onSave,
  onClose,
}: {
  nodeId: string;
  block: Block | undefined;
  params: Record<string, unknown>;
  hints: readonly string[];
  errors: readonly string[];
  /** What the last save warned of for this step: it is saved, but may fail for some records. */
  warnings?: readonly string[];
  /** For a step that sends a letter: the flow's mode, and the graph as drawn with this step's params in it. */
  letter?: { mode: Mode; drawing: (params: Record<string, unknown>) => Graph };
  onSave: (params: Record<string, unknown>) => void;
  onClose: () => void;
}) {
  const properties = Object.entries((block?.params as JsonSchema | undefined)?.properties ?? {});
  const required = new Set((block?.params as JsonSchema | undefined)?.required ?? []);
  const [raw, setRaw] = useState<Raw>(() => Object.fromEntries(properties.map(([name, schema]) => [name, toRaw(params[name], schema)])));
  const [problem, setProblem] = useState<string | null>(null);
  const lastField = useRef<{ name: string; element: HTMLInputElement | HTMLTextAreaElement } | null>(null);

  const formatted = formattedHints(hints);
  const set = (name: string, value: string | boolean) => setRaw((previous) => ({ ...previous, [name]: value }));

  const insertHint = (expression: string) => {
    const focused = lastField.current;
    const name = focused?.name ?? firstTextField(properties);
    if (!name) return;
    const element = focused?.element ?? null;
    const current = String(raw[name] ?? '');
    const at = element?.selectionStart ?? current.length;
    const end = element?.selectionEnd ?? at;
    set(name, `${current.slice(0, at)}${expression}${current.slice(end)}`);
    element?.focus();
  };

  const current = () => Object.fromEntries(properties.flatMap(([name, schema]) => fromRaw(name, raw[name], schema)));
  const previewed = letter && block && LETTER_BLOCKS.has(block.type) ? letter : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    try {
      onSave(current());
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  return (
    <Dialog title={`${block?.label ?? nodeId} · ${nodeId}`} onClose={onClose} wide={previewed !== undefined}>
      <form className="params-form" onSubmit={submit} aria-label="Parameters">
        {block?.description && <p className="muted">{withCode(block.description)}</p>}
        {errors.length > 0 && (
          <ul className="problem">
            {errors.map((message, index) => (
              <li key={index}>{message}</li>
            ))}
          </ul>
        )}
        {warnings.length > 0 && (
          <ul className="warning" aria-label="Saved with warnings">
            {warnings.map((message, index) => (
              <li key={index}>{message}</li>
            ))}
          </ul>
        )}
        {hints.length > 0 && properties.some(([, schema]) => isText(schema)) && (
          <div className="hints">
            {formatted.length > 0 && (
              <>
                <span className="muted small">Insert for the customer (amounts, dates and items in the letter's language):</span>
                <div className="hint-list">
                  {formatted.map(({ label, expression }) => (
                    <button
                      key={expression}
                      type="button"
                      className="hint"
                      title={expression}
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => insertHint(expression)}
                    >
                      {label}
                    </button>
                  ))}
                </div>
              </>
            )}
            <span className="muted small">Insert a value from the trigger:</span>
            <div className="hint-list">
              {hints
                .filter((path) => !LISTS.has(path))
                .map((path) => (
                  <button
                    key={path}
                    type="button"
                    className="hint"
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => insertHint(`{{${path}}}`)}
                  >
                    {`{{${path}}}`}
                  </button>
                ))}
            </div>
          </div>
        )}
        {properties.length === 0 && <p>This block has no parameters.</p>}
        {properties.map(([name, schema]) => (
          <Field
            key={name}
            name={name}
            schema={schema}
            required={required.has(name)}
            value={raw[name] ?? ''}
            onChange={(value) => set(name, value)}
            onFocus={(element) => (lastField.current = { name, element })}
          />
        ))}
        {problem && <p className="problem">{problem}</p>}
        {previewed && <LetterPreviewSection nodeId={nodeId} mode={previewed.mode} drawing={() => previewed.drawing(current())} />}
        <div className="dialog-actions">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="primary">
            Apply
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function Field({
  name,
  schema,
  required,
  value,
  onChange,
  onFocus,
}: {
  name: string;
  schema: JsonSchema;
  required: boolean;
  value: string | boolean;
  onChange: (value: string | boolean) => void;
  onFocus: (element: HTMLInputElement | HTMLTextAreaElement) => void;
}) {
  const label = (
    <span>
      {schema.title ?? humanize(name)}
      {required && <abbr title="required"> *</abbr>}
    </span>
  );
  const help = schema.description && <small className="muted">{withCode(schema.description)}</small>;
  if (schema.enum) {
    return (
      <label>
        {label}
        <select name={name} value={String(value)} required={required} onChange={(event) => onChange(event.target.value)}>
          {!required && <option value="">—</option>}
          {required && value === '' && <option value="">choose…</option>}
          {schema.enum.map((option) => (
            <option key={String(option)} value={String(option)}>
              {humanize(String(option))}
            </option>
          ))}
        </select>
        {help}
      </label>
    );
  }
  if (schema.type === 'boolean') {
    return (
      <label className="checkbox">
        <input type="checkbox" name={name} checked={value === true} onChange={(event) => onChange(event.target.checked)} />
        {label}
        {help}
      </label>
    );
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    return (
      <label>
        {label}
        <input
          type="number"
          name={name}
          value={String(value)}
          required={required}
          min={schema.minimum}
          max={schema.maximum}
          step={schema.type === 'integer' ? 1 : 'any'}
          onChange={(event) => onChange(event.target.value)}
        />
        {help}
      </label>
    );
  }
  const multiline = schema.type === 'object' || MULTILINE.has(name);
  const common = {
    name,
    value: String(value),
    required,
    placeholder: schema.type === 'object' ? '{ "key": "{{invoice.number}}" }' : String(schema.examples?.[0] ?? ''),
    onFocus: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => onFocus(event.currentTarget),
    onSelect: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => onFocus(event.currentTarget),
  };
  return (
    <label>
      {label}
      {multiline ? (
        <textarea {...common} rows={schema.type === 'object' ? 6 : 4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input type="text" {...common} onChange={(event) => onChange(event.target.value)} />
      )}
      {help}
    </label>
  );
}

/** `not_equals` → "not equals": what a person reads, for names without a title. */
const humanize = (name: string) => name.replace(/_/g, ' ');

/** `code` in a description shows as code, not as backticks. */
function withCode(text: string) {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

const isText = (schema: JsonSchema) => !schema.enum && schema.type !== 'boolean' && schema.type !== 'integer' && schema.type !== 'number';

function firstTextField(properties: ReadonlyArray<[string, JsonSchema]>): string | undefined {
  return properties.find(([, schema]) => isText(schema))?.[0];
}

function toRaw(value: unknown, schema: JsonSchema): string | boolean {
  if (value === undefined || value === null) return schema.type === 'boolean' ? false : '';
  if (schema.type === 'object') return JSON.stringify(value, null, 2);
  return typeof value === 'boolean' ? value : String(value);
}

/** The param as the API stores it; an empty optional field is left out. */
function fromRaw(name: string, value: string | boolean | undefined, schema: JsonSchema): Array<[string, unknown]> {
  if (typeof value === 'boolean') return [[name, value]];
  if (value === undefined || value === '') return [];
  if (schema.type === 'integer' || schema.type === 'number') return [[name, Number(value)]];
  // An id or a template giving one: digits are the id itself.
  if (Array.isArray(schema.type) && schema.type.includes('integer') && /^\d+$/.test(value)) return [[name, Number(value)]];
  if (schema.type === 'object') {
    try {
      return [[name, JSON.parse(value) as unknown]];
    } catch {
      throw new Error(`${name} is not valid JSON.`);
    }
  }
  return [[name, value]];
}
