import { describe, expect, it } from 'vitest';
import {
  FLOW_TEMPLATE_LIMITS,
  InvalidFlowError,
  TEMPLATE_LIMITS,
  TemplateLimitError,
  compileFlow,
  compileTemplate,
  validateGraph,
} from './index.js';

const at = { x: 0, y: 0 };
const node = (id: string, type: string, params: Record<string, unknown> = {}) => ({ id, type, params, position: at });
const link = (from: string, to: string, output = 'main') => ({ from, to, output });
/** A trigger and a `send_to_platform` whose payload is `payload`: its strings have no length cap of their own. */
const pushing = (payload: Record<string, unknown>) => ({
  nodes: [node('t', 'trigger.invoice_created'), node('push', 'send_to_platform', { url: 'http://127.0.0.1:28310/x', payload })],
  connections: [link('t', 'push')],
});
const nested = (depth: number) => `${'{{#if a}}'.repeat(depth)}x${'{{/if}}'.repeat(depth)}`;
/** The refusal of compileTemplate, as the validator words it after "The template in <field> ". */
const refusal = (source: string) => {
  try {
    compileTemplate(source);
  } catch (error) {
    expect(error).toBeInstanceOf(TemplateLimitError);
    return (error as TemplateLimitError).reason;
  }
  return null;
};

describe('templates past their limits, refused before Handlebars parses them', () => {
  it("refuses the tester's payload (blocks nested 6000 deep, 96 KB) naming the node and the field", () => {
    expect(validateGraph(pushing({ a: nested(6000) }), 'automation')).toEqual([
      {
        node: 'push',
        field: 'params.payload.a',
        code: 'invalid_template',
        message: 'The template in payload.a nests blocks 6000 deep; at most 64.',
      },
    ]);
    expect(() => compileTemplate(nested(6000))).toThrow('the template nests blocks 6000 deep; at most 64');
  });

  it('refuses a flat 420 KB of {{a.b}} for its length, and too many {{…}} in a short one', () => {
    expect(validateGraph(pushing({ a: '{{a.b}}'.repeat(60_000) }), 'automation')).toEqual([
      expect.objectContaining({
        node: 'push',
        field: 'params.payload.a',
        code: 'invalid_template',
        message: 'The template in payload.a is 420000 characters long; at most 10000.',
      }),
    ]);
    expect(refusal('{{a}}'.repeat(600))).toBe('holds 600 {{…}} expressions; at most 500');
  });

  it('counts {{else if}} chains, inverse sections, partial, inline and raw blocks as nesting', () => {
    expect(refusal(`{{#if a}}${'{{else if b}}x'.repeat(6000)}{{/if}}`)).toBe('nests blocks 6001 deep; at most 64');
    expect(refusal(`${'{{^a}}'.repeat(6000)}x${'{{/a}}'.repeat(6000)}`)).toBe('nests blocks 6000 deep; at most 64');
    expect(refusal(`${'{{#> a}}'.repeat(3000)}x${'{{/a}}'.repeat(3000)}`)).toBe('nests blocks 3000 deep; at most 64');
    expect(refusal(`${'{{#*inline "a"}}'.repeat(3000)}x${'{{/inline}}'.repeat(3000)}`)).toBe('nests blocks 3000 deep; at most 64');
    expect(refusal(`${'{{~#if a~}}'.repeat(3000)}`)).toBe('nests blocks 3000 deep; at most 64');
    expect(refusal(`{{#if a}}${'{{ else if b }}'.repeat(70)}{{/if}}`)).toBe('nests blocks 71 deep; at most 64');
    expect(refusal(`{{#if a}}${'{{{{raw}}}}'.repeat(430)}${'{{{{/raw}}}}'.repeat(430)}{{/if}}`)).toBe('nests blocks 431 deep; at most 64');
  });

  it('refuses (…) nested deep in one mustache, and a path of thousands of parts', () => {
    expect(refusal(`{{#if ${'(b '.repeat(6000)}c${')'.repeat(6000)}}}x{{/if}}`)).toBe('nests (…) 6000 deep; at most 64');
    expect(refusal(`{{${'a.'.repeat(4990)}b}}`)).toBe('has a path of 4991 parts; at most 64');
    expect(refusal(`{{${'a/'.repeat(70)}b}}`)).toBe('has a path of 71 parts; at most 64');
  });

  it('is not misled by what only looks like text: escaped backslashes and strings that close early', () => {
    // `\\{{` is a backslash, then a real mustache.
    expect(refusal(`${'\\\\{{#if a}}'.repeat(70)}x${'{{/if}}'.repeat(70)}`)).toBe('nests blocks 70 deep; at most 64');
    // A string ends at its last \" when it has no plain closing quote: the (…) after it are read.
    expect(refusal(`{{a "x}} \\" ${'('.repeat(70)}b${')'.repeat(70)}}}`)).toBe('nests (…) 70 deep; at most 64');
  });

  it('measures in one pass, even a megabyte of openers that never close', () => {
    expect(refusal(`{{${'['.repeat(1_000_000)}`)).toBe('is 1000002 characters long; at most 10000');
    expect(refusal('{{!--'.repeat(200_000))).toBe('is 1000000 characters long; at most 10000');
  });

  it('applies where flows are compiled to run, and names the node there too', () => {
    expect(() => compileFlow(pushing({ a: nested(6000) }), 'automation')).toThrow(InvalidFlowError);
    expect(() => compileFlow(pushing({ a: nested(6000) }), 'automation')).toThrow(
      'push: The template in payload.a nests blocks 6000 deep; at most 64.',
    );
  });

  it('applies to text fields before their schema cap: a 96 KB subject is refused once, for its nesting', () => {
    const graph = {
      nodes: [node('t', 'trigger.invoice_created'), node('m', 'send_email', { to: 'a@b.test', subject: nested(6000), body: 'x' })],
      connections: [link('t', 'm')],
    };
    expect(validateGraph(graph, 'automation')).toEqual([
      expect.objectContaining({
        node: 'm',
        field: 'params.subject',
        code: 'invalid_template',
        message: expect.stringMatching(/6000 deep/),
      }),
    ]);
  });
});

describe('templates within their limits', () => {
  it('compile and render as before, up to each limit', () => {
    expect(compileTemplate(nested(TEMPLATE_LIMITS.depth)).render({ a: true }).text).toBe('x');
    expect(refusal(nested(TEMPLATE_LIMITS.depth + 1))).toBe('nests blocks 65 deep; at most 64');
    expect(compileTemplate('{{a}}'.repeat(TEMPLATE_LIMITS.tags)).render({ a: 1 }).text).toBe('1'.repeat(500));
    const long = `${'x'.repeat(TEMPLATE_LIMITS.chars - 5)}{{a}}`;
    expect(compileTemplate(long).render({ a: 'y' }).text).toHaveLength(TEMPLATE_LIMITS.chars - 4);
    expect(refusal(`${long}!`)).toBe('is 10001 characters long; at most 10000');
    expect(compileTemplate(`{{${'a.'.repeat(19)}b}}`).render({}).text).toBe('');
    const chain = `{{#if a}}A{{${Array.from({ length: 18 }, (_, index) => `else if b${index}}}B${index}{{`).join('')}else}}C{{/if}}`;
    expect(compileTemplate(chain).render({ b7: true }).text).toBe('B7');
  });

  it('are not counted for what Handlebars does not read: comments, \\{{, strings, [segments] and raw blocks', () => {
    const deep = '{{#if a}}'.repeat(30);
    for (const source of [
      `{{!-- ${deep} --}}ok`,
      `{{! ${'{{#if a'.repeat(30)} }}ok`,
      `${'\\{{#if a}}'.repeat(30)}ok`,
      `{{#if "${deep}((((((((((((((((((((((((("}}ok{{/if}}`,
      `{{#with [${deep}]}}ok{{/with}}`,
      `{{{{raw}}}}${deep}{{{{/raw}}}}ok`,
      `{{#each items as |item index|}}{{@root.org.name}} {{item.[odd key].x}} {{../currency}}{{else}}none{{/each}}ok`,
    ])
      expect(refusal(source), source).toBeNull();
  });

  it('keep an ordinary flow valid', () => {
    const graph = pushing({
      number: '{{invoice.number}}',
      customer: { name: '{{client.name}}', lines: ['{{#each invoice.items}}{{description}}: {{amount}}; {{/each}}'] },
      note: '{{#if invoice.paid}}paid{{else if invoice.sent}}sent{{else}}open{{/if}}',
    });
    expect(validateGraph(graph, 'automation')).toEqual([]);
  });
});

describe("a flow's templates together", () => {
  const strings = (count: number, value: string) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${index}`, value]));

  it(`hold at most ${FLOW_TEMPLATE_LIMITS.chars} characters, refused at the string that goes past`, () => {
    const errors = validateGraph(pushing(strings(21, `${'x'.repeat(9_990)}{{a}}`)), 'automation');
    expect(errors).toEqual([
      {
        node: 'push',
        field: 'params.payload.k20',
        code: 'templates_too_large',
        message: "A flow's templates hold at most 200000 characters together; the one in payload.k20 brings them past that.",
      },
    ]);
    expect(validateGraph(pushing(strings(20, `${'x'.repeat(9_990)}{{a}}`)), 'automation')).toEqual([]);
  });

  it(`hold at most ${FLOW_TEMPLATE_LIMITS.exprChars} characters within {{…}} and ${FLOW_TEMPLATE_LIMITS.tags} {{…}}`, () => {
    const wide = '{{a.b.c.d.e.f.g.h.i.j}}'.repeat(400);
    expect(validateGraph(pushing(strings(4, wide)), 'automation')).toEqual([
      expect.objectContaining({
        field: 'params.payload.k3',
        code: 'templates_too_large',
        message: expect.stringContaining('at most 30000 characters within {{…}} together'),
      }),
    ]);
    expect(validateGraph(pushing(strings(3, wide)), 'automation')).toEqual([]);
    expect(validateGraph(pushing(strings(5, '{{a}}'.repeat(450))), 'automation')).toEqual([
      expect.objectContaining({
        field: 'params.payload.k4',
        code: 'templates_too_large',
        message: expect.stringContaining('at most 2000 {{…}} expressions together'),
      }),
    ]);
  });
});
