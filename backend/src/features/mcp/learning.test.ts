/**
 * Learning through MCP elicitation: the person's choice for an ambiguous name
 * is remembered as an alias of the chosen record, and the same phrase then
 * resolves to it with a warning saying it is a learned alias. A declined
 * question, or a request that fails after the choice, teaches nothing.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { type CallToolResult, type ElicitRequest, ElicitRequestSchema, type ElicitResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';

const { kontor, org } = useKontor();
const ids: Record<string, number> = {};
const clients: Client[] = [];

/** The labels offered as choices in a form question. */
const choicesOf = (params: ElicitRequest['params']) =>
  (params as unknown as { requestedSchema: { properties: { choice: { enum: string[] } } } }).requestedSchema.properties.choice.enum;

async function connect(elicit?: (params: ElicitRequest['params']) => ElicitResult): Promise<Client> {
  const client = new Client(
    { name: 'kontor-learning-test', version: '1.0.0' },
    { capabilities: elicit ? { elicitation: { form: {} } } : {} },
  );
  if (elicit) client.setRequestHandler(ElicitRequestSchema, (request) => elicit(request.params));
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${kontor.url}/api/automation/mcp/`), {
      requestInit: { headers: { Authorization: `Bearer ${org.apiKey}` } },
    }),
  );
  clients.push(client);
  return client;
}

const createInvoice = async (client: Client, args: Record<string, unknown>) =>
  (await client.callTool({ name: 'create_invoice', arguments: { description: 'Freight', amount: '900', ...args } })) as CallToolResult;
const structured = (result: CallToolResult) => result.structuredContent as Record<string, any>;
const aliasesOf = async (id: number) =>
  ((await org.api.get(`/api/v1/clients/${id}/aliases/`)).body.results as Array<{ alias: string; source: string }>).map(
    ({ alias, source }) => `${alias} (${source})`,
  );
/** Picks the candidate in this city. */
const choose = (city: string) => (params: ElicitRequest['params']) =>
  ({ action: 'accept', content: { choice: choicesOf(params).find((choice) => choice.includes(city))! } }) as ElicitResult;

beforeAll(async () => {
  for (const [key, name, city] of [
    ['hruskaS', 'Hruška Doprava s.r.o.', 'Olomouc'],
    ['hruskaA', 'Hruška Doprava a.s.', 'Zlín'],
    ['vacekS', 'Vacek Reality s.r.o.', 'Jihlava'],
    ['vacekA', 'Vacek Reality a.s.', 'Liberec'],
    ['bureS', 'Bureš Elektro s.r.o.', 'Pardubice'],
    ['bureA', 'Bureš Elektro a.s.', 'Olomouc'],
  ] as const)
    ids[key] = (await org.api.post('/api/v1/clients/', { name, currency: 'CZK', address: { city } })).body.id;
});
afterAll(async () => {
  for (const client of clients) await client.close();
});

describe('a choice made through elicitation', () => {
  it('is learned as an alias, and the same phrase then resolves to it with a warning that says so', async () => {
    const asking = await connect(choose('Zlín'));
    const first = structured(await createInvoice(asking, { client: 'Hruska Doprava' }));
    expect(first).toMatchObject({ outcome: 'created', invoice: { client_id: ids.hruskaA } });
    expect(await aliasesOf(ids.hruskaA!)).toEqual(['Hruska Doprava (confirmed)']);
    expect(await aliasesOf(ids.hruskaS!)).toEqual([]);

    // Asked again by a client that cannot be asked: the learned alias settles it.
    const again = structured(await createInvoice(await connect(), { client: 'Hruska Doprava', dry_run: true }));
    expect(again).toMatchObject({ outcome: 'preview', matches: { client: { id: ids.hruskaA, matched_on: 'alias' } } });
    expect(again.warnings.join(' ')).toMatch(/alias learned for "Hruška Doprava a\.s\."/);
  });

  it('teaches nothing when the person declines', async () => {
    const declining = await connect(() => ({ action: 'decline' }));
    expect(structured(await createInvoice(declining, { client: 'Vacek Reality' })).outcome).toBe('declined');
    expect([...(await aliasesOf(ids.vacekS!)), ...(await aliasesOf(ids.vacekA!))]).toEqual([]);
    const later = structured(await createInvoice(await connect(), { client: 'Vacek Reality', dry_run: true }));
    expect(later.outcome).toBe('choice_needed');
  });

  it('teaches nothing when the request fails after the choice', async () => {
    const invoicesBefore = (await org.api.get('/api/v1/invoices/')).body.count;
    const asking = await connect(choose('Pardubice'));
    // Two lines, one in euros and one naming no currency, for a client billed in CZK: refused once the client is known.
    const result = await createInvoice(asking, {
      client: 'Bures Elektro',
      amount: undefined,
      description: undefined,
      items: [
        { description: 'Cable', unit_price: '100 EUR' },
        { description: 'Labour', unit_price: '50' },
      ],
    });
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.content)).toContain('validation_error');
    expect([...(await aliasesOf(ids.bureS!)), ...(await aliasesOf(ids.bureA!))]).toEqual([]);
    expect((await org.api.get('/api/v1/invoices/')).body.count).toBe(invoicesBefore);
  });
});
