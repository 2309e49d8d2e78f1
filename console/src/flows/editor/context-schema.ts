/**
 * What a trigger's context schema (from /api/automation/blocks/) gives the
 * editor: the template paths to hint (`{{invoice.number}}`) and a sample
 * context for test runs.
 */
import type { JsonSchema } from '../../api/types.js';

const MAX_DEPTH = 3;

/** `invoice.number`, `client.email`, ...: the leaves a template can print, in schema order. */
export function templatePaths(schema: JsonSchema | undefined, prefix = '', depth = 0): string[] {
  const properties = objectProperties(schema);
  if (!properties) return prefix ? [prefix] : [];
  if (depth >= MAX_DEPTH) return [];
  return Object.entries(properties).flatMap(([name, inner]) =>
    inner.type === 'array'
      ? [`${prefix}${name}`]
      : templatePaths(inner, `${prefix}${name}.`, depth + 1).map((path) => path.replace(/\.$/, '')),
  );
}

/** A plausible value for every property: examples first, then defaults, enums and formats. */
export function sampleOf(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return null;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const properties = objectProperties(schema);
  if (properties) return Object.fromEntries(Object.entries(properties).map(([key, inner]) => [key, sampleOf(inner, key)]));
  const variant = schema.anyOf?.find((option) => option.type !== 'null');
  if (variant) return sampleOf(variant, name);
  const type = Array.isArray(schema.type) ? schema.type.find((entry) => entry !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return name === 'id' || name.endsWith('_id') ? 1 : 0;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'string':
      return sampleString(schema, name);
    default:
      return null;
  }
}

function sampleString(schema: JsonSchema, name: string): string {
  if (schema.format === 'email' || name === 'email') return 'accounts@example.com';
  if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.format === 'uri') return 'https://example.com/';
  return name ? `sample ${name.replace(/_/g, ' ')}` : 'sample';
}

function objectProperties(schema: JsonSchema | undefined): Record<string, JsonSchema> | undefined {
  if (!schema) return undefined;
  if (schema.properties) return schema.properties;
  return schema.anyOf?.find((option) => option.properties)?.properties;
}
