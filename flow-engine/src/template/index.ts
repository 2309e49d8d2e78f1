/**
 * Handlebars templates over a run's context: `{{invoice.number}}`,
 * `{{client.name}}`. A sandboxed instance: only the built-in block helpers
 * (if, unless, each, with), no prototype access, no HTML escaping (outputs
 * are e-mail text and JSON, not pages). A variable missing from the context
 * renders empty and is reported, so the trace says why a field came out blank.
 */
import Handlebars from 'handlebars';
import type { Context } from '../types.js';

const sandbox = Handlebars.create();
const COMPILE_OPTIONS: CompileOptions = {
  noEscape: true,
  strict: false,
  knownHelpersOnly: true,
  knownHelpers: { if: true, unless: true, each: true, with: true, lookup: false, log: false },
};
const RUNTIME_OPTIONS: Handlebars.RuntimeOptions = { allowProtoPropertiesByDefault: false, allowProtoMethodsByDefault: false };

export interface CompiledTemplate {
  source: string;
  render(context: Context): { text: string; missing: string[] };
}

type CompileOptions = Parameters<typeof Handlebars.compile>[1];

export class TemplateError extends Error {}

/** Top-level `{{path}}`s: those outside blocks, whose meaning does not depend on a block's scope. */
function topLevelPaths(source: string): string[] {
  const program = sandbox.parse(source);
  const paths: string[] = [];
  for (const statement of program.body) {
    if (statement.type !== 'MustacheStatement') continue;
    const path = (statement as hbs.AST.MustacheStatement).path;
    if (path.type === 'PathExpression' && (statement as hbs.AST.MustacheStatement).params.length === 0) paths.push((path as hbs.AST.PathExpression).original);
  }
  return paths;
}

/** Own properties only, as the renderer sees them. */
function has(context: Context, path: string): boolean {
  let current: unknown = context;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object' || !Object.prototype.hasOwnProperty.call(current, part)) return false;
    current = (current as Record<string, unknown>)[part];
  }
  return current !== undefined && current !== null;
}

/** Compiles once; throws TemplateError with Handlebars' message for a template that does not compile. */
export function compileTemplate(source: string): CompiledTemplate {
  let render: HandlebarsTemplateDelegate;
  let paths: string[];
  try {
    // precompile forces the whole compilation now (compile() would wait for the first render).
    sandbox.precompile(source, COMPILE_OPTIONS);
    render = sandbox.compile(source, COMPILE_OPTIONS);
    paths = topLevelPaths(source);
  } catch (error) {
    throw new TemplateError((error as Error).message.split('\n')[0] ?? 'does not compile', { cause: error });
  }
  return {
    source,
    render(context) {
      return { text: render(context, RUNTIME_OPTIONS), missing: paths.filter((path) => !has(context, path)) };
    },
  };
}

export const isTemplate = (value: string) => value.includes('{{');

/** Every string inside a params value, with its path: `payload.customer.name`. */
export function* stringsIn(value: unknown, path = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* stringsIn(item, `${path}[${index}]`);
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) yield* stringsIn(item, path ? `${path}.${key}` : key);
}
