/**
 * The known field an unknown one was most likely meant as: the same words written another way ("clientId",
 * "client-id" for `client_id`, "dueDate" for `due_date`), or with or without the "id" that a body's reference carries and
 * a list's filter does not (`client_id` in an invoice, `?client=` on the list). A guess is only offered, never taken.
 */
const keyOf = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/(.)_ids?$/, '$1')
    .replace(/_/g, '');

/** The one known field `unknown` may stand for, or null when none or several fit. */
export function knownFieldLike(unknown: string, known: readonly string[]): string | null {
  const key = keyOf(unknown);
  const fits = known.filter((name) => name !== unknown && keyOf(name) === key);
  return fits.length === 1 ? fits[0]! : null;
}

type ObjectSchema = { properties?: Record<string, ObjectSchema | undefined> };

/**
 * The field names an object schema takes, and one level of its objects' fields by dotted name (`address_city` was
 * meant as `address.city`): the names knownFieldLike chooses from, for the validator's 422 (validate.ts) and for the
 * one named while the body streams (body-shape.ts, json-scanner.ts) alike.
 */
export function knownFieldNames(schema: unknown): string[] {
  const properties = (schema as ObjectSchema | undefined)?.properties ?? {};
  return Object.entries(properties).flatMap(([name, property]) => [
    name,
    ...Object.keys(property?.properties ?? {}).map((inner) => `${name}.${inner}`),
  ]);
}
