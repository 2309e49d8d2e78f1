import { describe, expect, it } from 'vitest';
import { compileFlow, compileTemplate, RenderBudget, runFlow, TemplateError } from './index.js';
import type { ActionRequest, Graph } from './types.js';

const cs = { locale: 'cs-CZ', currency: 'CZK', timeZone: 'Europe/Prague' };
const de = { locale: 'de', currency: 'EUR', timeZone: 'Europe/Berlin' };
// A budget without the 50 ms limit: these check what is written, not how fast, on a machine that may be busy.
const patient = () => new RenderBudget({ iterations: 10_000, outputChars: 1_000_000, timeMs: 60_000 });
const render = (source: string, context: Record<string, unknown>, format = cs, html = false) =>
  compileTemplate(source).render(context, patient(), { format, html });
// Intl writes grouping with no-break spaces; compared as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const invoice = {
  number: '2026-0005',
  due_date: '2026-12-06',
  balance: '3000.00',
  currency: 'CZK',
  items: [
    { description: 'Mzdy', quantity: '1', unit: 'ks', unit_price: '2479.34', total: '3000.00' },
    { description: 'Účetnictví <leden>', quantity: '2.5', unit: 'h', unit_price: '800.00', total: '2420.00' },
  ],
};

describe('letter helpers', () => {
  it('write money, dates and numbers in the letter locale', () => {
    const { text, failed } = render('{{money invoice.balance}} do {{date invoice.due_date}}, {{number invoice.items.1.quantity}} h', {
      invoice,
    });
    expect(failed).toEqual([]);
    expect(plain(text)).toBe('3 000,00 Kč do 6. prosince 2026, 2,5 h');
    expect(plain(render('{{money invoice.balance "EUR"}} {{date invoice.due_date "short"}}', { invoice }, de).text)).toBe(
      '3.000,00 € 06.12.26',
    );
  });

  it('formats a long decimal string exactly', () => {
    expect(plain(render('{{money x}}', { x: '12345678901234.57' }, { locale: 'en-GB', currency: 'EUR', timeZone: 'UTC' }).text)).toBe(
      '€12,345,678,901,234.57',
    );
  });

  it('reads a timestamp in the organization time zone', () => {
    expect(render('{{date at}}', { at: '2026-12-05T23:30:00Z' }).text).toBe('6. prosince 2026');
  });

  it('writes the items as a table with headings in the letter language', () => {
    const lines = plain(render('{{items invoice.items}}', { invoice }).text).split('\n');
    expect(lines[0]).toMatch(/^Položka\s+Množství\s+Cena za jednotku\s+Celkem$/);
    expect(lines[2]).toMatch(/^Mzdy\s+1 ks\s+2 479,34 Kč\s+3 000,00 Kč$/);
    expect(lines[3]).toMatch(/^Účetnictví <leden>\s+2,5 h\s+800,00 Kč\s+2 420,00 Kč$/);
    // Amounts line up on the right.
    expect(lines[2]!.length).toBe(lines[3]!.length);
  });

  it('in HTML, escapes text, keeps line breaks and writes the items as a table', () => {
    const { text } = render('Dear <b>{{name}}</b>,\n{{items invoice.items}}', { name: 'A & B', invoice }, cs, true);
    expect(text).toContain('Dear &lt;b&gt;A &amp; B&lt;/b&gt;,<br>');
    expect(text).toContain('<table');
    expect(text).toContain('Účetnictví &lt;leden&gt;');
    expect(text).not.toContain('<leden>');
  });

  it('renders empty for a missing value, and a marker naming the helper for text where a number or date belongs', () => {
    expect(render('[{{money nothing}}]', {}).text).toBe('[]');
    const { text, failed } = render('{{money client.name}} / {{date client.name}}', { client: { name: 'Acme' } });
    expect(text).toBe('[[money: "Acme" is not a number]] / [[date: "Acme" is not a date (write it as 2026-12-06)]]');
    expect(failed).toEqual(['money: "Acme" is not a number', 'date: "Acme" is not a date (write it as 2026-12-06)']);
    expect(render('{{date d}}', { d: '2026-02-30' }).failed).toEqual(['date: "2026-02-30" is not a date']);
    expect(render('{{money 5 "euro"}}', {}).failed).toEqual(['money: "euro" is not a currency code']);
    expect(render('{{money 5}}', {}, { locale: 'en' } as typeof cs).failed[0]).toMatch(/^money: no currency is known/);
  });

  it('refuses at compile a helper without a value, with options it does not take, or as a block', () => {
    expect(() => compileTemplate('{{money}}')).toThrow(TemplateError);
    expect(() => compileTemplate('{{money a b c}}')).toThrow(/takes a value and at most one option/);
    expect(() => compileTemplate('{{#items list}}x{{/items}}')).toThrow(/is not a block/);
    expect(() => compileTemplate('{{money (lookup a b)}}')).toThrow(TemplateError);
  });
});

describe('a run with a failing helper', () => {
  const graph: Graph = {
    nodes: [
      { id: 't', type: 'trigger.invoice_created', params: {}, position: { x: 0, y: 0 } },
      {
        id: 'mail',
        type: 'send_email',
        params: {
          to: '{{client.email}}',
          subject: 'Invoice {{invoice.number}}',
          body: 'Amount: {{money client.name}}\n{{items invoice.items}}',
        },
        position: { x: 0, y: 1 },
      },
    ],
    connections: [{ from: 't', to: 'mail', output: 'main' }],
  };

  it('fails the step before its action, naming the helper, with the marker in the traced params', async () => {
    const sent: ActionRequest[] = [];
    const result = await runFlow(compileFlow(graph, 'automation'), {
      context: { invoice, client: { name: 'Acme', email: 'a@example.com' } },
      actions: { run: async (request) => void sent.push(request) },
      format: () => cs,
    });
    expect(sent).toEqual([]);
    expect(result.status).toBe('failed');
    expect(result.error).toBe('mail (send_email): a template helper failed: money: "Acme" is not a number');
    expect(result.trace[1]!.params.body).toContain('[[money: "Acme" is not a number]]');
  });

  it('hands the action the body as HTML and the letter format', async () => {
    const sent: ActionRequest[] = [];
    const good = structuredClone(graph);
    good.nodes[1]!.params.body = 'Amount: {{money invoice.balance}}\n{{items invoice.items}}';
    const result = await runFlow(compileFlow(good, 'automation'), {
      context: { invoice, client: { name: 'Acme', email: 'a@example.com' } },
      actions: { run: async (request) => void sent.push(request) },
      format: () => cs,
    });
    expect(result.status).toBe('completed');
    expect(plain(String(sent[0]!.params.body))).toMatch(/^Amount: 3 000,00 Kč\nPoložka/);
    expect(plain(sent[0]!.html!.body!)).toMatch(/^Amount: 3 000,00 Kč<br>\n<table/);
    expect(sent[0]!.letter).toEqual(cs);
  });
});
