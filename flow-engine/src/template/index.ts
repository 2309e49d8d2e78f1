/**
 * Handlebars templates over a run's context: `{{invoice.number}}`,
 * `{{client.name}}`. A sandboxed instance: only the built-in block helpers
 * (if, unless, each, with) and the letter helpers (letters.ts: money, date,
 * number, items), no partials, decorators or sub-expressions, no
 * prototype access, no HTML escaping (outputs are e-mail text and JSON, not
 * pages) unless a render asks for HTML (an e-mail's HTML part). A variable missing from the context renders empty and is
 * reported, so the trace says why a field came out blank.
 *
 * Every render runs on a budget (budget.ts). Handlebars has no hook for
 * output, so the template is rewritten once, at compile time: each piece of
 * text and each `{{value}}` becomes a call to the `__emit` helper, which
 * charges its length; and the block helpers charge every body they enter.
 *
 * Before Handlebars parses it, a template is measured (limits.ts) and refused
 * past TEMPLATE_LIMITS: 10,000 characters, 500 `{{…}}`, blocks nested 64
 * deep (an `{{else if …}}` counts one level more) and `(…)` nested 64 deep.
 * Parsing grows far faster than the template, on the thread that answers
 * the API.
 */
import Handlebars from 'handlebars';
import type { Context } from '../types.js';
import { RenderBudget } from './budget.js';
import { templateLimitProblem } from './limits.js';
import {
  DEFAULT_LETTER_FORMAT,
  HelperFailure,
  LETTER_HELPERS,
  type LetterFormat,
  date,
  escapeHtml,
  formatterSetup,
  itemsHtml,
  itemsText,
  money,
  number,
} from './letters.js';

const sandbox = Handlebars.create();
const BLOCK_HELPERS = ['if', 'unless', 'each', 'with'];
const EMIT = '__emit';
const COMPILE_OPTIONS: CompileOptions = {
  noEscape: true,
  strict: false,
  knownHelpersOnly: true,
  knownHelpers: {
    if: true,
    unless: true,
    each: true,
    with: true,
    lookup: false,
    log: false,
    [EMIT]: true,
    ...Object.fromEntries(LETTER_HELPERS.map((name) => [name, true])),
  },
};
const RUNTIME_OPTIONS: Handlebars.RuntimeOptions = { allowProtoPropertiesByDefault: false, allowProtoMethodsByDefault: false };

/** How a render writes: the letter's format, HTML or plain text, and the helpers that failed so far. */
export interface RenderOptions {
  format?: LetterFormat;
  /** HTML for an e-mail's HTML part: text escaped, line breaks kept, `{{items}}` a table. */
  html?: boolean;
}

interface ActiveRender {
  budget: RenderBudget;
  format: LetterFormat;
  html: boolean;
  failures: string[];
}

/** The render in progress: rendering is synchronous, so one at a time. */
let current: ActiveRender | null = null;

type HelperFn = (...args: unknown[]) => unknown;
const charged = (fn: HelperFn | undefined): HelperFn | undefined =>
  fn &&
  function (this: unknown, ...args: unknown[]) {
    current?.budget.iterate();
    return fn.apply(this, args);
  };

// `unless` and `{{#list}}` sections go through `if` and `each`, so these three see every block body.
for (const name of ['each', 'if', 'with']) {
  const original = sandbox.helpers[name] as HelperFn;
  sandbox.registerHelper(name, function (this: unknown, ...args: unknown[]) {
    const options = args.at(-1) as { fn?: HelperFn; inverse?: HelperFn };
    return original.apply(this, [...args.slice(0, -1), { ...options, fn: charged(options.fn), inverse: charged(options.inverse) }]);
  });
}
/**
 * A value as text. A record or a list of plain values reads as its values joined ("Main St 1, Praha, 11000"), anything
 * deeper as JSON: `{{client.address}}` had rendered "[object Object]" into e-mails without a word.
 */
function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'object') return String(value);
  const values = Array.isArray(value) ? value : Object.values(value as Record<string, unknown>);
  if (values.every((inner) => inner === null || typeof inner !== 'object'))
    return values.filter((inner) => inner !== null && inner !== undefined && inner !== '').join(', ');
  return JSON.stringify(value);
}

const asHtml = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>\n');

sandbox.registerHelper(EMIT, (value: unknown) => {
  const text = current?.html ? asHtml(textOf(value)) : textOf(value);
  current?.budget.emit(text.length);
  return text;
});

type Formatter = (value: unknown, option: unknown, format: LetterFormat) => string;
const FORMATTERS: Record<(typeof LETTER_HELPERS)[number], { text: Formatter; html?: Formatter }> = {
  money: { text: money },
  date: { text: date },
  number: { text: number },
  items: { text: itemsText, html: itemsHtml },
};

for (const name of LETTER_HELPERS) {
  sandbox.registerHelper(name, (...args: unknown[]) => {
    const [value, option] = args.slice(0, -1);
    const format = current?.format ?? DEFAULT_LETTER_FORMAT;
    const setupBefore = formatterSetup.ms;
    let text: string;
    try {
      const formatter = FORMATTERS[name];
      text = current?.html
        ? (formatter.html?.(value, option, format) ?? asHtml(formatter.text(value, option, format)))
        : formatter.text(value, option, format);
    } catch (error) {
      if (!(error instanceof HelperFailure)) throw error;
      current?.failures.push(error.message);
      text = `[[${error.message}]]`;
      if (current?.html) text = escapeHtml(text);
    }
    current?.budget.credit(formatterSetup.ms - setupBefore);
    current?.budget.emit(text.length);
    return text;
  });
}

export interface CompiledTemplate {
  source: string;
  /**
   * Renders on the given budget (a fresh default one when none is given); throws TemplateBudgetError past it.
   * `failed` holds what letter helpers could not format ("money: \"Acme\" is not a number"); the text carries a
   * marker in their place.
   */
  render(context: Context, budget?: RenderBudget, options?: RenderOptions): { text: string; missing: string[]; failed: string[] };
}

type CompileOptions = Parameters<typeof Handlebars.compile>[1];
type Statement = hbs.AST.Statement;

export class TemplateError extends Error {}

/** A template past TEMPLATE_LIMITS, refused before Handlebars parses it. */
export class TemplateLimitError extends TemplateError {
  /** Said of the template: "nests blocks 6000 deep; at most 64". */
  constructor(readonly reason: string) {
    super(`the template ${reason}`);
    this.name = 'TemplateLimitError';
  }
}

/** Top-level `{{path}}`s: those outside blocks, whose meaning does not depend on a block's scope. */
function topLevelPaths(program: hbs.AST.Program): string[] {
  const paths: string[] = [];
  for (const statement of program.body) {
    if (statement.type !== 'MustacheStatement') continue;
    const path = (statement as hbs.AST.MustacheStatement).path;
    if (path.type === 'PathExpression' && (statement as hbs.AST.MustacheStatement).params.length === 0)
      paths.push((path as hbs.AST.PathExpression).original);
  }
  return paths;
}

const emit = (param: hbs.AST.Expression, loc: hbs.AST.SourceLocation): hbs.AST.MustacheStatement =>
  ({
    type: 'MustacheStatement',
    path: { type: 'PathExpression', data: false, depth: 0, parts: [EMIT], original: EMIT, loc },
    params: [param],
    hash: undefined,
    escaped: false,
    strip: { open: false, close: false },
    loc,
  }) as unknown as hbs.AST.MustacheStatement;

/** A literal in a mustache's place is a name, as Handlebars reads it: `{{"a b"}}` is `{{[a b]}}`. */
function asPath(expression: hbs.AST.Expression): hbs.AST.Expression {
  if (expression.type === 'PathExpression') return expression;
  const original = String((expression as hbs.AST.Literal & { original?: unknown }).original ?? (expression as hbs.AST.StringLiteral).value);
  return { type: 'PathExpression', data: false, depth: 0, parts: [original], original, loc: expression.loc } as hbs.AST.PathExpression;
}

const LETTER_EXAMPLES: Record<string, string> = {
  money: '{{money invoice.balance}} or {{money invoice.balance "EUR"}}',
  date: '{{date invoice.due_date}} or {{date invoice.due_date "short"}}',
  number: '{{number invoice.items.length}} or {{number value 2}}',
  items: '{{items invoice.items}}',
};

function refuseSubExpressions(expressions: readonly hbs.AST.Expression[]): void {
  if (expressions.some((expression) => expression.type === 'SubExpression'))
    throw new TemplateError('helpers in (…) are not available in templates');
}

/** The program as it will run: refused constructs throw, output goes through `__emit`. */
function guard(program: hbs.AST.Program): hbs.AST.Program {
  const body = program.body.map((statement: Statement): Statement => {
    switch (statement.type) {
      case 'ContentStatement': {
        const text = (statement as hbs.AST.ContentStatement).value;
        return emit({ type: 'StringLiteral', value: text, original: text, loc: statement.loc } as hbs.AST.StringLiteral, statement.loc);
      }
      case 'MustacheStatement': {
        const mustache = statement as hbs.AST.MustacheStatement;
        const name = (mustache.path as hbs.AST.PathExpression).original;
        if (BLOCK_HELPERS.includes(name)) throw new TemplateError(`{{${name}}} is a block: write {{#${name} …}}…{{/${name}}}`);
        refuseSubExpressions(mustache.params);
        if ((LETTER_HELPERS as readonly string[]).includes(name)) {
          if (mustache.params.length < 1 || mustache.params.length > 2 || (mustache.hash?.pairs.length ?? 0) > 0)
            throw new TemplateError(`{{${name}}} takes a value and at most one option, as in ${LETTER_EXAMPLES[name]}`);
          return mustache;
        }
        if (mustache.params.length > 0 || (mustache.hash?.pairs.length ?? 0) > 0) return mustache;
        return emit(asPath(mustache.path as hbs.AST.Expression), mustache.loc);
      }
      case 'BlockStatement': {
        const block = statement as hbs.AST.BlockStatement;
        const name = block.path.original;
        if ((LETTER_HELPERS as readonly string[]).includes(name))
          throw new TemplateError(`{{${name}}} is not a block: write ${LETTER_EXAMPLES[name]}`);
        if (BLOCK_HELPERS.includes(name) && block.params.length !== 1)
          throw new TemplateError(`{{#${name}}} needs exactly one value, as in {{#${name} invoice.items}}`);
        refuseSubExpressions(block.params);
        return {
          ...block,
          program: block.program && guard(block.program),
          inverse: block.inverse && guard(block.inverse),
        } as hbs.AST.BlockStatement;
      }
      case 'PartialStatement':
      case 'PartialBlockStatement':
        throw new TemplateError('partials ({{> name}}) are not available in templates');
      case 'DecoratorBlock':
      case 'Decorator':
        throw new TemplateError('decorators and inline partials ({{#* inline}}) are not available in templates');
      default:
        return statement;
    }
  });
  return { ...program, body };
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

/** Compiled templates kept by the process, by their text; the least recently compiled are forgotten first. */
const compiledTemplates = new Map<string, CompiledTemplate>();
/** As many as one flow may hold (MAX_TEMPLATES), so that a flow's own templates do not push each other out. */
const MAX_KEPT_TEMPLATES = 1000;

/**
 * Compiles once; throws TemplateError with Handlebars' message (or ours) for a template that does not compile, and
 * TemplateLimitError, before parsing, for one past TEMPLATE_LIMITS. A text compiled before is answered from memory:
 * a flow's templates are compiled when it is validated and again when it is made ready to run, and long flows repeat
 * the same few (`{{client.email}}` in every reminder), each compile taking far longer than a render.
 */
export function compileTemplate(source: string): CompiledTemplate {
  const kept = compiledTemplates.get(source);
  if (kept) return kept;
  const compiled = compileFresh(source);
  if (compiledTemplates.size >= MAX_KEPT_TEMPLATES) compiledTemplates.delete(compiledTemplates.keys().next().value!);
  compiledTemplates.set(source, compiled);
  return compiled;
}

function compileFresh(source: string): CompiledTemplate {
  const problem = templateLimitProblem(source);
  if (problem !== null) throw new TemplateLimitError(problem);
  let render: HandlebarsTemplateDelegate;
  let paths: string[];
  try {
    const program = sandbox.parse(source);
    const guarded = guard(program);
    render = sandbox.compile(guarded, COMPILE_OPTIONS);
    // compile() compiles on the first call: have it done here, outside any render's time budget.
    render({}, RUNTIME_OPTIONS);
    paths = topLevelPaths(program);
  } catch (error) {
    if (error instanceof TemplateError) throw error;
    throw new TemplateError((error as Error).message.split('\n')[0] ?? 'does not compile', { cause: error });
  }
  return {
    source,
    render(context, budget = new RenderBudget(), options = {}) {
      const outer = current;
      const failed: string[] = [];
      current = { budget, format: options.format ?? DEFAULT_LETTER_FORMAT, html: options.html === true, failures: failed };
      try {
        return { text: render(context, RUNTIME_OPTIONS), missing: paths.filter((path) => !has(context, path)), failed };
      } finally {
        current = outer;
      }
    },
  };
}

export const isTemplate = (value: string) => value.includes('{{');

/** Every string inside a params value, with its path: `payload.customer.name`. */
export function* stringsIn(value: unknown, path = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* stringsIn(item, `${path}[${index}]`);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) yield* stringsIn(item, path ? `${path}.${key}` : key);
}
