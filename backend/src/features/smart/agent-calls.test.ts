/**
 * Names as LLM agents pass them on: inside a tool call's JSON, call or key–value syntax, in quotes or markdown, and
 * followed by words about the work. The name is read out and the pick said back with how it was read.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';

const { org } = useKontor();
const ids: Record<string, number> = {};

beforeAll(async () => {
  for (const [key, name, email] of [
    ['zielonaSa', 'Zielona Energia S.A.', 'sa@zielona.test'],
    ['zielonaSp', 'Zielona Energia sp. z o.o.', 'sp@zielona.test'],
    ['beta', 'Beta Media s.r.o.', 'billing@beta.test'],
    ['betaSchools', 'Beta Schools Ltd', 'office@betaschools.test'],
    ['kvadratAs', 'Kvadrat Tekstil AS', 'as@kvadrat.test'],
    ['kvadratAps', 'Kvadrat Tekstil ApS', 'aps@kvadrat.test'],
    ['omikronSa', 'Omikron Dados S/A', 'sa@omikron.test'],
    ['omikronLtda', 'Omikron Dados Ltda', 'ltda@omikron.test'],
    ['kosBrno', 'Kratochvíl Kamenictví Brno d.o.o.', 'brno@kratochvil.test'],
    ['kos', 'Kratochvíl Kamenictví d.o.o.', 'doo@kratochvil.test'],
  ])
    ids[key!] = (await org.api.post('/api/v1/clients/', { name, email, currency: 'EUR' })).body.id;
  ids.jan = (await org.api.post('/api/v1/employees/', { name: 'Jan Novák', email: 'jan@kontor.test' })).body.id;
});

const invoice = (client: unknown) =>
  org.api.post('/api/automation/smart/invoice/', { client, description: 'Work', amount: '100', dry_run: true });
const clientWarning = (body: { warnings?: string[] }) => body.warnings?.find((one) => one.startsWith('client:'));

describe("a client named inside a tool call's syntax", () => {
  it.each([
    ['{"customer_name":"Zielona Energia S.A."}', 'zielonaSa'],
    ['create_invoice(client="Zielona Energia sp. z o.o.", amount=100)', 'zielonaSp'],
    ['client: Zielona Energia S.A.; amount: 100', 'zielonaSa'],
    ['{"customer":"billing@beta.test"}', 'beta'],
    ["{'client': 'Zielona Energia S.A.'}", 'zielonaSa'],
    ['Recipient: **Zielona Energia sp. z o.o.**', 'zielonaSp'],
    ['employee: Beta Media s.r.o.;'.replace('employee', 'customer'), 'beta'],
  ])('finds %j, its legal form kept, and says where the name was read', async (client, key) => {
    const res = await invoice(client);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.matches.client.id).toBe(ids[key]);
    expect(clientWarning(res.body)).toContain('send the name alone');
  });

  it.each([['**Beta Media s.r.o.**'], ['„Beta Media s.r.o.“'], ['"Beta Media s.r.o."']])(
    'takes %j as the name it quotes',
    async (client) => {
      const res = await invoice(client);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.matches.client).toMatchObject({ id: ids.beta, score: 1 });
      expect(clientWarning(res.body)).toBeUndefined();
    },
  );

  it('asks back when the call names two clients of one name', async () => {
    const res = await invoice('create_invoice(client="Zielona Energia")');
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('ambiguous_match');
  });

  it('asks back when the id beside the name is another client of ours, and takes the name when the id agrees', async () => {
    for (const said of [
      `Beta Media s.r.o. (ID ${ids.betaSchools})`,
      JSON.stringify({ client: 'Beta Media', client_id: ids.betaSchools }),
    ]) {
      const res = await invoice(said);
      expect(res.status, said).toBe(422);
      expect(res.body.code).toBe('ambiguous_match');
      expect(res.body.detail).toContain('Beta Schools Ltd');
      expect(res.body.candidates.map((one: { id: number }) => one.id)).toEqual([ids.beta, ids.betaSchools]);
    }
    const agreeing = await invoice(JSON.stringify({ customer: 'Beta Media', id: ids.beta }));
    expect(agreeing.status, JSON.stringify(agreeing.body)).toBe(200);
    expect(agreeing.body.matches.client.id).toBe(ids.beta);
  });
});

describe('words about the work after the name', () => {
  it.each([
    ['Zielona Energia S.A. please', 'zielonaSa'],
    ['bill Zielona Energia sp. z o.o. for the March work', 'zielonaSp'],
    ['Beta Media for the website redesign', 'beta'],
  ])('finds %j, saying which words were set aside', async (client, key) => {
    const res = await invoice(client);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.matches.client.id).toBe(ids[key]);
    expect(clientWarning(res.body)).toContain('as words around it');
  });

  it.each([
    ['neu anlegen: „Zielona Energia S.A.“ heute', 'zielonaSa'],
    ['Beta Media s.r.o. (ID 987654321)', 'beta'],
  ])('finds %j: the span quoted, or the name beside an id note', async (client, key) => {
    const res = await invoice(client);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.matches.client.id).toBe(ids[key]);
    expect(clientWarning(res.body)).toBeDefined();
  });

  it('does not set aside words another client is named by', async () => {
    const res = await invoice('Beta Media for Schools');
    expect(res.status, JSON.stringify(res.body)).toBe(422);
  });

  it('reads an employee the same way', async () => {
    const time = await org.api.post('/api/automation/smart/time/', {
      employee: 'log_time(employee="Jan Novák")',
      duration: '30 min',
      dry_run: true,
    });
    expect(time.status, JSON.stringify(time.body)).toBe(200);
    expect(time.body.matches.employee.id).toBe(ids.jan);
    const said = await org.api.post('/api/automation/smart/time/', {
      employee: 'Jan Novák for the March work',
      duration: '30 min',
      dry_run: true,
    });
    expect(said.status, JSON.stringify(said.body)).toBe(200);
    expect(said.body.matches.employee.id).toBe(ids.jan);
  });
});

describe('the name and its legal form as order forms write them', () => {
  it.each([
    ['Kvadrat Tekstil A/S', 'kvadratAs'],
    ['Omikron Dados S/A', 'omikronSa'],
    ['{"customer_name":"Omikron Dados S/A"}', 'omikronSa'],
    ['naročnik Kratochvíl Kamenictví d.o.o.', 'kos'],
    ['Kupac: Kratochvíl Kamenictví d.o.o.', 'kos'],
  ])('finds %j: a slash inside a form parts no place, a label explains nothing', async (client, key) => {
    const res = await invoice(client);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.matches.client.id).toBe(ids[key]);
  });
});
