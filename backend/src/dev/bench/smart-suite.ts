/**
 * Latency of a smart invoice dry run with 100,000 clients in the
 * organization, against a plain `GET /api/v1/clients/{id}/` in the same run:
 * one connection, requests one after another, so the figures are latencies
 * rather than throughput. Target: p95 under 15 ms and under 3x the plain lookup.
 * The same dry run as an MCP tools/call (SDK client, session, event stream):
 * p95 within 1.5x of the REST smart endpoint's.
 * Also list search (`?search=`, folded, on its trigram index) against an
 * unfiltered list page (target: p95 within 2x), with the plan of the search
 * query at this size, to show it does not read the table sequentially.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CLIENT_SEARCH_COLUMNS, clientToColumns } from '../../features/clients/store.js';
import { createOrganization } from '../../features/organizations/service.js';
import { normalizeName, phoneticKey } from '../../features/smart/normalize.js';
import { explainClientsHoldingWords } from '../../features/smart/store-holders.js';
import { pick, population, random } from '../smart-eval/population.js';
import { type BenchDatabase, forkServer, ratio } from './support.js';

const CITIES = [
  'Praha',
  'Brno',
  'Ostrava',
  'Plzeň',
  'Liberec',
  'Berlin',
  'München',
  'Wien',
  'Kraków',
  'Leeds',
  'Graz',
  'Linz',
  'Olomouc',
  'Zlín',
  'Jihlava',
];
const WORDS = [
  'Group',
  'Holding',
  'Service',
  'Partners',
  'Trade',
  'Systems',
  'Consult',
  'Invest',
  'Agro',
  'Medical',
  'Design',
  'Studio',
  'Print',
  'Food',
  'Auto',
];

function percentile(sorted: number[], p: number): number {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 100) / 100;
}

async function latencies(request: () => Promise<Response>, count: number): Promise<{ p50: number; p95: number; failed: number }> {
  return callLatencies(async () => {
    const response = await request();
    await response.arrayBuffer();
    return response.ok;
  }, count);
}

/** Latencies of any call that answers whether it succeeded (an MCP tools/call through the SDK client). */
async function callLatencies(call: () => Promise<boolean>, count: number): Promise<{ p50: number; p95: number; failed: number }> {
  const times: number[] = [];
  let failed = 0;
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const ok = await call();
    times.push(performance.now() - started);
    if (!ok) failed += 1;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), failed };
}

/** The plan of the clients list search at this size: the search index, or a sequential scan if it were missing. */
async function searchPlan(database: BenchDatabase, organizationId: number, term: string): Promise<string> {
  const result = await database.db.raw(
    `EXPLAIN SELECT clients.*, count(*) OVER () FROM clients
      WHERE organization_id = ? AND kontor_fold(${CLIENT_SEARCH_COLUMNS.map((column) => `coalesce(clients.${column}, '')`).join(" || ' ' || ")}) LIKE kontor_fold(?)
      ORDER BY id DESC LIMIT 25`,
    [organizationId, `%${term}%`],
  );
  return (result.rows as Array<{ 'QUERY PLAN': string }>).map((row) => row['QUERY PLAN']).join('\n');
}

/**
 * The suite's organization: `clients` clients (the evaluation's population, then the same kinds of names with more
 * words), and the phrases asked for, as a voice transcript or an agent passes them on.
 */
export async function populateSmartBench(db: BenchDatabase['db'], clients: number) {
  const { organization, apiKey } = await createOrganization(db, {
    name: 'Smart bench',
    ownerEmail: `smart-${Date.now()}@example.com`,
    ownerPassword: 'bench password',
  });
  const rand = random(42);
  const base = population(2000);
  const rows = [];
  for (let i = 0; i < clients; i++) {
    const known = base[i % base.length]!;
    // Beyond the realistic population: the same kinds of names with more words, so the index sees 100k distinct names.
    const name =
      i < base.length ? known.name : `${known.name.split(' ').slice(0, 2).join(' ')} ${pick(rand, WORDS)} ${pick(rand, CITIES)} ${i}`;
    rows.push({ ...clientToColumns({ name, registration_no: String(20_000_000 + i) }), organization_id: organization.id });
  }
  for (let i = 0; i < rows.length; i += 2000) await db('clients').insert(rows.slice(i, i + 2000));
  // As autovacuum would before long: the vocabulary of name words (filled by a trigger) is read by its statistics too.
  await db.raw('ANALYZE clients, client_name_words');
  // Asked for as a voice transcript would: no diacritics, lower case, the legal form run together.
  const wanted = base.find((client) => client.name.endsWith(' s.r.o.') && /[áéěíóúůýčďňřšťž]/.test(client.name))!;
  const spoken = wanted.name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace('s.r.o.', 'sro');
  const clientId = Number((await db('clients').where({ organization_id: organization.id, name: wanted.name }).first('id')).id);
  // With a typo the exact-words fast path misses and the trigram search runs.
  const misspelt = spoken.replace(/(\w{4})\w/, '$1');
  // As an agent phrases it: filler words around the name, which the resolver sets aside (see smart/names/phrase.ts).
  const phrased = `our client firma ${misspelt}`;
  // Said declined, as a Czech speaker says it ("od Pospíšila a syn"): the first word read as a case of its nominative,
  // looked up by the nominative's sound on the GIN index over the names' words (see store.ts clientsHoldingWords).
  // A name of three words: of two ("Novák Elektro"), the bench's longer names ("Novák Elektro Group Praha 7") hold
  // every word said and the dry run is asked back.
  const declinedWanted = base.find((client) => /^\p{L}+[kln] a syn s\.r\.o\.$/u.test(client.name) && client.name !== wanted.name)!;
  const declined = declinedWanted.name.replace(/^(\p{L}+)/u, 'od $1a');
  // A declined name of two common words ("od Nováků Stavby": Novák Stavby), which the bench's longer names all hold:
  // the record named exactly so is picked with a warning, after every lookup that could settle it has run (the slowest
  // way through the resolver); it was asked back before the words ahead of a name were read by position.
  const askedWanted = base.find((client) => /^\p{L}+[kln] \p{L}+ s\.r\.o\.$/u.test(client.name))!;
  const askedBack = askedWanted.name.replace(/^(\p{L}+) (\p{L}+) .*$/u, 'od $1ů $2');
  return {
    organizationId: Number(organization.id),
    apiKey,
    clientId,
    phrases: { spoken, misspelt, phrased, declined, askedBack, askedName: askedWanted.name },
  };
}

export async function smartBenchmark(database: BenchDatabase, { clients, requests }: { clients: number; requests: number }) {
  const { db } = database;
  const { organizationId, apiKey, clientId, phrases } = await populateSmartBench(db, clients);
  const { spoken, misspelt, phrased, declined, askedBack, askedName } = phrases;
  const server = await forkServer({
    BENCH_VARIANT: 'noaudit',
    BENCH_DATABASE_URL: database.url,
    BENCH_ORGANIZATION_ID: String(organizationId),
  });
  const headers = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' };
  const smartBody = (client: string) =>
    JSON.stringify({
      client,
      description: 'Consulting',
      quantity: 'three hours',
      unit_price: 'fifteen hundred',
      due: 'in two weeks',
      dry_run: true,
    });
  const smartCall = (client: string) => () =>
    fetch(`${server.url}/api/automation/smart/invoice/`, { method: 'POST', headers, body: smartBody(client) });
  const smart = smartCall(spoken);
  const typo = smartCall(misspelt);
  const phrasedCall = smartCall(phrased);
  const declinedCall = smartCall(declined);
  const declinedWords = normalizeName(declined.replace(/^od /, '')).words;
  const declinedPlan = await explainClientsHoldingWords(db, organizationId, declinedWords.join(' '), declinedWords, phoneticKey);
  const askedCall = smartCall(askedBack);
  const plain = () => fetch(`${server.url}/api/v1/clients/${clientId}/`, { headers });
  // The same dry run as a tool call of an MCP session, through the official SDK client (one POST answered by an event stream).
  const mcp = new Client({ name: 'kontor-bench', version: '1.0.0' });
  await mcp.connect(
    new StreamableHTTPClientTransport(new URL(`${server.url}/api/automation/mcp/`), {
      requestInit: { headers: { authorization: `Bearer ${apiKey}` } },
    }),
  );
  const mcpArguments = {
    client: spoken,
    description: 'Consulting',
    quantity: 'three hours',
    unit_price: 'fifteen hundred',
    due: 'in two weeks',
    dry_run: true,
  };
  const toolCall = async () => {
    const result = await mcp.callTool({ name: 'create_invoice', arguments: mcpArguments });
    return !result.isError && (result.structuredContent as { outcome?: string } | undefined)?.outcome === 'preview';
  };
  // Searched as typed, without the diacritics: "schroder" finds "Schröder …".
  const searched = 'schroder';
  const page = () => fetch(`${server.url}/api/v1/clients/`, { headers });
  const search = () => fetch(`${server.url}/api/v1/clients/?search=${searched}`, { headers });
  const plan = await searchPlan(database, organizationId, searched);
  try {
    await latencies(smart, 100); // warm-up
    await latencies(plain, 100);
    await callLatencies(toolCall, 100);
    await latencies(page, 50);
    await latencies(search, 50);
    let otherAnswer: string | null = null;
    const rowsOut = [
      { request: 'GET /api/v1/clients/{id}/', client: String(clientId), ...(await latencies(plain, requests)) },
      { request: 'smart invoice dry run, name as said', client: spoken, ...(await latencies(smart, requests)) },
      { request: 'smart invoice dry run, name misspelt', client: misspelt, ...(await latencies(typo, requests)) },
      { request: 'MCP tools/call create_invoice dry run, name as said', client: spoken, ...(await callLatencies(toolCall, requests)) },
      { request: 'GET /api/v1/clients/ (first page)', client: '', ...(await latencies(page, requests)) },
      { request: 'GET /api/v1/clients/?search=', client: searched, ...(await latencies(search, requests)) },
      { request: 'smart invoice dry run, misspelt and phrased', client: phrased, ...(await latencies(phrasedCall, requests)) },
      { request: 'smart invoice dry run, name declined', client: declined, ...(await latencies(declinedCall, requests)) },
      // Answered 422 ambiguous_match as it should be: "failed" counts any other answer.
      {
        request: 'smart invoice dry run, declined beside longer names',
        client: askedBack,
        ...(await callLatencies(async () => {
          const response = await askedCall();
          const body = (await response.json()) as { invoice?: { client?: { name?: string } }; matches?: { client?: { warning?: string } } };
          const picked = response.status === 200 && body.invoice?.client?.name === askedName && Boolean(body.matches?.client?.warning);
          // The first other answer is shown: another pick here would be a wrong one to look at, not only a slower row.
          if (!picked && !otherAnswer) otherAnswer = `${response.status} ${JSON.stringify(body).slice(0, 2000)}`;
          return picked;
        }, requests)),
      },
    ];
    if (otherAnswer) console.error(`smart invoice dry run, declined beside longer names: answered ${otherAnswer}`);
    const [plainRow, smartRow, typoRow, mcpRow, pageRow, searchRow] = rowsOut as Array<(typeof rowsOut)[0]> as [
      (typeof rowsOut)[0],
      (typeof rowsOut)[0],
      (typeof rowsOut)[0],
      (typeof rowsOut)[0],
      (typeof rowsOut)[0],
      (typeof rowsOut)[0],
    ];
    return {
      rows: rowsOut,
      ratios: {
        'p50 smart / plain': ratio(smartRow.p50, plainRow.p50),
        'p95 smart / plain': ratio(smartRow.p95, plainRow.p95),
        'p95 smart misspelt / plain': ratio(typoRow.p95, plainRow.p95),
        // Target: within 1.5x of the REST smart endpoint.
        'p95 MCP tools/call / REST smart': ratio(mcpRow.p95, smartRow.p95),
        'p95 list search / first page': ratio(searchRow.p95, pageRow.p95),
        // Target: p95 under 15 ms at 100,000 clients.
        'p95 smart misspelt and phrased / plain': ratio(rowsOut[6]!.p95, plainRow.p95),
        'p95 smart declined / plain': ratio(rowsOut[7]!.p95, plainRow.p95),
        'p95 smart declined beside longer names / plain': ratio(rowsOut[8]!.p95, plainRow.p95),
      },
      plan,
      declinedPlan,
    };
  } finally {
    await mcp.close();
    await server.stop();
  }
}
