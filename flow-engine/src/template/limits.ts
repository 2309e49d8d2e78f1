/**
 * How large a template may be, checked before Handlebars sees it. Handlebars
 * parses and compiles on the one event loop that also answers the API, and
 * its cost grows far faster than the template: 6,000 nested `{{#if}}`
 * (96 KB) held every organization's requests for 39 s before failing with
 * "Maximum call stack size exceeded"; 6,000 nested `(…)` in one mustache
 * took 37 s; a flat 420 KB of `{{a.b}}` took 6 s; a path of 1,000 parts
 * overflows the stack. So a template is first measured here by one linear
 * pass and refused, with a plain reason, past TEMPLATE_LIMITS:
 *
 * - length: 10,000 characters. Text fields are capped at 5,000 by their
 *   schema (checked only after the templates), and a `send_to_platform`
 *   payload string, which has no schema cap, may need more, but not without
 *   bound. Text compiles cheaply (1 MB in some 10 ms); within `{{…}}` each
 *   character costs some 0.01 ms, so one template compiles in 0.15 s at most.
 * - `{{…}}` expressions (mustaches, block opens and closes, `{{else}}`,
 *   comments): 500, each some 0.07 ms. An e-mail rarely holds 50.
 * - depth: 64, for blocks within blocks (`{{#…}}`, `{{^…}}`, raw
 *   `{{{{…}}}}`; each `{{else if …}}` is one level more, as Handlebars nests
 *   the chain), for `(…)` within `(…)` in one mustache, and for the parts of
 *   a path (`invoice.client.name` has 3). Templates nest two or three deep, and
 *   a chain of an `{{else if}}` per country may run to a few dozen; 64 deep
 *   parses in well under a millisecond (1,000 deep took 0.18 s).
 *
 * All of one flow's templates together (FLOW_TEMPLATE_LIMITS, checked by the
 * validator) may hold 200,000 characters, 30,000 of them within `{{…}}`, and
 * 2,000 `{{…}}`: saving a flow compiles for half a second at most, as
 * MAX_TEMPLATES (1,000 small templates, some 0.4 s) already allowed.
 *
 * The pass follows Handlebars' own lexer where it matters for counting:
 * `\{{` is text, comments and the insides of raw blocks are skipped, and
 * quoted strings and `[…]` segments within a mustache are passed over as
 * the lexer reads them. Where it cannot tell, it counts more, never less.
 */

export interface TemplateLimits {
  /** Characters of one template. */
  chars: number;
  /** `{{…}}` expressions of one template. */
  tags: number;
  /** Blocks within blocks, `(…)` within `(…)` in one mustache, and the parts of one path (`a.b.c`). */
  depth: number;
}

export const TEMPLATE_LIMITS: Readonly<TemplateLimits> = Object.freeze({ chars: 10_000, tags: 500, depth: 64 });

/** All of one flow's templates together. */
export interface FlowTemplateLimits {
  /** Characters of all the flow's templates. */
  chars: number;
  /** Characters within `{{…}}`, from `{{` to `}}`: what compiling costs most (some 0.01 ms each). */
  exprChars: number;
  /** `{{…}}` expressions of all the flow's templates. */
  tags: number;
}

export const FLOW_TEMPLATE_LIMITS: Readonly<FlowTemplateLimits> = Object.freeze({ chars: 200_000, exprChars: 30_000, tags: 2_000 });

export interface TemplateShape {
  chars: number;
  tags: number;
  /** The deepest nesting of blocks. */
  depth: number;
  /** The deepest nesting of `(…)` within one mustache. */
  parens: number;
  /** Parts of the longest path: `invoice.client.name` has 3. */
  path: number;
  /** Characters from `{{` to `}}`, all mustaches together: what compiling costs most. */
  exprChars: number;
}

/** The end of a raw block, as Handlebars' lexer reads it: `{{{{/name}}}}`. */
const RAW_END = /\{\{\{\{\/[^\s!"#%-,./;->@[-^`{-~]+(?=[=}\s/.])\}\}\}\}/y;
const INVERSE = /\^\s*~?\}\}/y;
const ELSE = /\s*else\s*~?\}\}/y;
const ELSE_CHAIN = /\s*else\b/y;
const LONG_COMMENT_END = /--~?\}\}/g;
/** What ends a path's part, or stands before a path (after it, `.` and `/` start no new part). */
const NOT_A_NAME = './ \t\r\n\f\v(){}=|~#^&>*!';

const at = (pattern: RegExp, source: string, index: number): RegExp | null => {
  pattern.lastIndex = index;
  return pattern.test(source) ? pattern : null;
};

/**
 * The end (exclusive) of the quoted string or `[…]` segment that opens at `start`, as the lexer's
 * `"(\\["]|[^"])*"` matches it: `\"` is an escape, except that with no plain closing quote the string ends at the
 * last escaped one. -1 when it does not close (the lexer then fails there). `unclosed` keeps, per closing character,
 * where a search found none, so that a run of unclosed openers is not searched to the end once each.
 */
function literalEnd(source: string, start: number, close: string, unclosed: Map<string, number>): number {
  if (start >= (unclosed.get(close) ?? Infinity)) return -1;
  let lastEscaped = -1;
  for (let index = start + 1; index < source.length; index++) {
    const char = source[index];
    if (char === '\\' && source[index + 1] === close) {
      lastEscaped = index + 1;
      index++;
    } else if (char === close) return index + 1;
  }
  // Past the last escaped one, no closing character is left either.
  unclosed.set(close, lastEscaped === -1 ? start : lastEscaped + 1);
  return lastEscaped === -1 ? -1 : lastEscaped + 1;
}

/** Measures a template in one pass over its text; never throws. */
export function shapeOf(source: string): TemplateShape {
  const shape: TemplateShape = { chars: source.length, tags: 0, depth: 0, parens: 0, path: 0, exprChars: 0 };
  /** The open blocks, each with the levels it adds: 1, and 1 more per `{{else if …}}` in its chain. */
  const blocks: number[] = [];
  let depth = 0;
  let index = 0;
  /** Where a search for the end of a literal or a comment found none: none lies further on either. */
  const unclosed = new Map<string, number>();
  const open = (levels: number) => {
    depth += levels;
    shape.depth = Math.max(shape.depth, depth);
  };

  while (index < source.length) {
    const start = source.indexOf('{{', index);
    if (start === -1) break;
    // `\{{` is text up to the next `{{` (but `\\{{` is an escaped backslash and a mustache).
    if (source[start - 1] === '\\' && source[start - 2] !== '\\') {
      index = start + 2;
      continue;
    }
    shape.tags += 1;
    const raw = source.startsWith('{{{{', start);
    let cursor = raw ? start + 4 : start + 2;
    if (!raw) {
      if (source[cursor] === '~') cursor++;
      const char = source[cursor];
      if (char === '!') {
        // A comment: nothing in it is read.
        const long = source.startsWith('--', cursor + 1);
        const from = long ? cursor + 3 : cursor + 1;
        const kind = long ? '--}}' : '}}';
        let end = -1;
        if (from < (unclosed.get(kind) ?? Infinity)) {
          if (long) {
            LONG_COMMENT_END.lastIndex = from;
            const found = LONG_COMMENT_END.exec(source);
            if (found) end = found.index + found[0].length;
          } else {
            const found = source.indexOf('}}', from);
            if (found !== -1) end = found + 2;
          }
          if (end === -1) unclosed.set(kind, from);
        }
        if (end !== -1) {
          index = end;
          continue;
        }
        // Unclosed: Handlebars fails here; read on anyway, to count more rather than less.
      } else if (char === '#') {
        blocks.push(1);
        open(1);
      } else if (char === '/') {
        depth -= blocks.pop() ?? 0;
      } else if (char === '^') {
        if (!at(INVERSE, source, cursor)) {
          blocks.push(1);
          open(1);
        }
      } else if (!at(ELSE, source, cursor) && at(ELSE_CHAIN, source, cursor) && blocks.length > 0) {
        blocks[blocks.length - 1]! += 1;
        open(1);
      }
    }

    // The rest of the mustache, to its `}}`: `(…)` are sub-expressions and `.` or `/` after a name part a path,
    // except within strings and `[…]` segments.
    let parens = 0;
    let parts = 1;
    let previous = '{';
    let closed = false;
    while (cursor < source.length) {
      const char = source[cursor]!;
      if (char === '}' && source[cursor + 1] === '}') {
        closed = true;
        break;
      }
      if (char === '{' && source[cursor + 1] === '{') break; // a mustache in a mustache: Handlebars fails; count it as one
      if (char === '"' || char === "'" || char === '[') {
        const end = literalEnd(source, cursor, char === '[' ? ']' : char, unclosed);
        previous = end === -1 ? char : ']';
        cursor = end === -1 ? cursor + 1 : end;
        continue;
      }
      if (char === '(') {
        parens += 1;
        shape.parens = Math.max(shape.parens, parens);
      } else if (char === ')') parens = Math.max(0, parens - 1);
      if (char === '.' || char === '/') {
        // `a.b` and `a/b` are two parts; `../` and `./` name no part of their own.
        if (!NOT_A_NAME.includes(previous)) shape.path = Math.max(shape.path, ++parts);
      } else if (NOT_A_NAME.includes(char)) parts = 1;
      previous = char;
      cursor++;
    }
    index = closed ? cursor + 2 : cursor;
    shape.exprChars += index - start;

    if (raw && closed && source.startsWith('}}}}', cursor)) {
      // A raw block, whose body Handlebars does not read, up to its matching `{{{{/name}}}}`; the lexer keeps count of
      // raw blocks within it, and so do we, as levels.
      let nested = 1;
      shape.depth = Math.max(shape.depth, depth + nested);
      let scan = cursor + 4;
      while (nested > 0) {
        const next = source.indexOf('{{{{', scan);
        if (next === -1) return shape; // unclosed: Handlebars fails here
        if (source[next + 4] !== '/') {
          nested += 1;
          shape.depth = Math.max(shape.depth, depth + nested);
          scan = next + 4;
        } else if (at(RAW_END, source, next)) {
          nested -= 1;
          scan = RAW_END.lastIndex;
        } else scan = next + 1;
      }
      index = scan;
    }
  }
  return shape;
}

/**
 * Why a template is refused before it is parsed, said of the template ("nests blocks 6000 deep; at most 64"), or
 * null when it is within the limits.
 */
export function templateLimitProblem(source: string, limits: Readonly<TemplateLimits> = TEMPLATE_LIMITS): string | null {
  return limitProblem(shapeOf(source), limits);
}

/** templateLimitProblem for a template already measured. */
export function limitProblem(shape: TemplateShape, limits: Readonly<TemplateLimits> = TEMPLATE_LIMITS): string | null {
  if (shape.depth > limits.depth) return `nests blocks ${shape.depth} deep; at most ${limits.depth}`;
  if (shape.parens > limits.depth) return `nests (…) ${shape.parens} deep; at most ${limits.depth}`;
  if (shape.path > limits.depth) return `has a path of ${shape.path} parts; at most ${limits.depth}`;
  if (shape.chars > limits.chars) return `is ${shape.chars} characters long; at most ${limits.chars}`;
  if (shape.tags > limits.tags) return `holds ${shape.tags} {{…}} expressions; at most ${limits.tags}`;
  return null;
}
