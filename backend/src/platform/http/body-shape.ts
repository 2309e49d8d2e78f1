/**
 * The member names a route's body schema closes its objects to (`additionalProperties: false`), so that the
 * JsonScanner can name a member the schema does not know while the body streams in, and the body is refused 422
 * without being parsed or validated: a body of 19,000 unknown members cost the server its scan, then a JSON.parse
 * building objects of a thousand names each, the walk of its checks and ajv, about twice its scan again
 * (docs/benchmarks.md, the fairness suite's bodies). DRF and Stripe refuse unknown parameters too.
 *
 * Only what ajv would refuse is taken: an object whose schema says `additionalProperties: false` and names no
 * `patternProperties` refuses every other name whatever else the schema says (ajv reads `properties` of the same
 * schema object only). Shapes reach into a member whose schema is itself such an object, or an array of them
 * (an invoice's `items`); a union (`anyOf`, `oneOf`, a nullable object) is not followed: which branch a value takes is
 * the validator's to say.
 */
import { knownFieldNames } from './known-field.js';

/** A closed object: the names it takes, and the shapes of those of its members that are closed objects or arrays of them. */
export interface BodyShape {
  readonly known: ReadonlySet<string>;
  readonly inner: ReadonlyMap<string, MemberShape>;
  /** The names an unknown one may have been meant as (knownFieldNames, as the validator offers them). */
  readonly hints: readonly string[];
}

/** What a member's value is to be: a closed object (`array: false`) or an array of closed objects. */
export interface MemberShape {
  readonly array: boolean;
  readonly shape: BodyShape;
}

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The shape of a closed object schema, or null when it takes other names (or is not an object schema). */
export function bodyShapeOf(schema: unknown, depth = 0): BodyShape | null {
  // Route schemas nest a few levels; the bound only keeps a recursive schema from recursing for ever.
  if (!isSchema(schema) || depth > 8) return null;
  if (schema.additionalProperties !== false || schema.patternProperties !== undefined || !isSchema(schema.properties)) return null;
  const inner = new Map<string, MemberShape>();
  for (const [name, member] of Object.entries(schema.properties)) {
    if (!isSchema(member)) continue;
    const object = bodyShapeOf(member, depth + 1);
    if (object && member.type === 'object') inner.set(name, { array: false, shape: object });
    else if (member.type === 'array' && isSchema(member.items)) {
      const items = bodyShapeOf(member.items, depth + 1);
      if (items && member.items.type === 'object') inner.set(name, { array: true, shape: items });
    }
  }
  return { known: new Set(Object.keys(schema.properties)), inner, hints: knownFieldNames(schema) };
}
