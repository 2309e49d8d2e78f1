/**
 * `x-trim`: a text field whose leading and trailing whitespace is not part of its value (a name, an e-mail address,
 * a registration number, an address line), as Django REST framework's CharField treats every text by default. The
 * body is trimmed before it is validated, so that `minLength`, `pattern` and `maxLength` judge what is stored: a name
 * of only spaces is refused as empty, " billing@acme.test " is an address. Trimmed as String.prototype.trim does
 * (Unicode white space and line ends, U+00A0 and U+FEFF included); the migration 0036 trims stored rows alike.
 *
 * A plan is compiled once per schema: a schema with no `x-trim` costs nothing per request.
 */

type Trim = (value: unknown) => unknown;

interface SchemaLike {
  'x-trim'?: boolean;
  type?: string | string[];
  properties?: Record<string, SchemaLike>;
  items?: SchemaLike;
  anyOf?: SchemaLike[];
  oneOf?: SchemaLike[];
  allOf?: SchemaLike[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The trimming a schema asks for, or null when it asks for none. */
export function compileTrim(schema: unknown): Trim | null {
  if (!isRecord(schema)) return null;
  const node = schema as SchemaLike;
  const steps: Trim[] = [];
  if (node['x-trim'] === true) steps.push((value) => (typeof value === 'string' ? value.trim() : value));
  if (isRecord(node.properties)) {
    const fields = Object.entries(node.properties).flatMap(([key, inner]) => {
      const trim = compileTrim(inner);
      return trim ? [[key, trim] as const] : [];
    });
    if (fields.length > 0)
      steps.push((value) => {
        if (isRecord(value)) for (const [key, trim] of fields) if (Object.hasOwn(value, key)) value[key] = trim(value[key]);
        return value;
      });
  }
  const items = compileTrim(node.items);
  if (items) steps.push((value) => (Array.isArray(value) ? value.map(items) : value));
  // A union's branches are each applied: a branch trims only the fields it marks, and a value of another branch's
  // shape has none of them (or a string, trimmed only where a string branch says so).
  for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) {
    const trim = compileTrim(branch);
    if (trim) steps.push(trim);
  }
  if (steps.length === 0) return null;
  return (value) => steps.reduce((current, step) => step(current), value);
}
