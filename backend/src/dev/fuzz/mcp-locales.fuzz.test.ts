/**
 * The parts of the fuzz the OpenAPI document cannot generate:
 *
 * - MCP JSON-RPC batches on a live session: arrays of tool calls whose arguments come from each tool's own input
 *   schema, made hostile, mixed with pings, unknown methods and broken messages. Never a 5xx; a batch whose every
 *   message was refused wrote no row.
 * - Every number locale Kontor accepts: the organization is switched to each in turn, and smart invoices are asked
 *   with unit prices written as that locale writes them (grouped or not, with decimals or not), or made hostile. Never
 *   a 5xx; a refusal is a problem that wrote nothing; an accepted price is the very number that was written (a
 *   reading the locale allows two ways must be asked, never guessed).
 *
 * Together a tenth of FUZZ_REQUESTS, half each; the seed as the OpenAPI fuzz's.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCEPTED_NUMBER_LOCALES } from '../test-support/number-locales.js';
import { startTestKontor, type TestKontor, type TestOrganization } from '../test-support/kontor.js';
import { openMcpSession, postMcp, readMcp } from '../test-support/mcp-client.js';
import { installWriteLog, type WriteLog } from '../test-support/write-log.js';
import { hostileString, hostileValue, mutate, mutation, serialise } from './hostile.js';
import { arbitraryOf, type JsonSchema } from './schema-arbitrary.js';

const SEED = process.env.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 20261122);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const EACH = Math.max(ACCEPTED_NUMBER_LOCALES.length, Math.ceil(REQUESTS / 20));
const PROTOCOL = '2025-11-25';

let kontor: TestKontor;
let org: TestOrganization;
let writes: WriteLog;
let session: Record<string, string>;
let tools: Array<{ name: string; inputSchema: JsonSchema }>;

/** A POST to the MCP endpoint in the session; its JSON-RPC answers, whether sent as JSON or as a stream of events. */
const mcp = async (body: string) => readMcp(await postMcp(kontor.url, body, { key: org.apiKey, headers: session }));

beforeAll(async () => {
  kontor = await startTestKontor();
  org = await kontor.createOrganization();
  await org.api.post('/api/v1/clients/', { name: 'Fuzz Locale s.r.o.', currency: 'EUR' });
  writes = await installWriteLog(kontor.db);
  session = await openMcpSession(kontor.url, org.apiKey, { protocolVersion: PROTOCOL });
  tools = (await mcp(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' }))).messages[0]!.result.tools;
}, 120_000);
afterAll(() => kontor.close());

const refused = (message: Record<string, any>) => message.error !== undefined || message.result?.isError === true;

describe('MCP JSON-RPC batches, fuzzed', () => {
  it(`answers ${EACH} batches without a 5xx; a batch refused whole writes nothing`, async () => {
    expect(tools.length).toBeGreaterThan(5);
    const call = fc.oneof(
      ...tools.map((tool) =>
        fc
          .tuple(arbitraryOf(tool.inputSchema, {}), fc.option(fc.array(mutation, { minLength: 1, maxLength: 2 }), { freq: 2 }))
          .map(([args, changes]) => ({
            method: 'tools/call',
            params: { name: tool.name, arguments: changes ? mutate(args, changes) : args },
          })),
      ),
    );
    const message = fc.oneof(
      { weight: 8, arbitrary: fc.tuple(call, fc.integer({ min: 1, max: 1e6 })).map(([m, id]) => ({ jsonrpc: '2.0', id, ...m })) },
      { weight: 1, arbitrary: fc.constant({ jsonrpc: '2.0', id: 'p', method: 'ping' }) },
      { weight: 1, arbitrary: fc.constant({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 1 } }) },
      { weight: 1, arbitrary: hostileString.map((method) => ({ jsonrpc: '2.0', id: 7, method })) },
      { weight: 1, arbitrary: hostileValue },
      { weight: 1, arbitrary: fc.constant({ jsonrpc: '1.0', id: 1, method: 'tools/list' }) },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(message, { minLength: 0, maxLength: 6 }), async (batch) => {
        const before = await writes.count();
        const answer = await mcp(serialise(batch));
        const written = (await writes.count()) - before;
        const context = `seed ${SEED}: ${serialise(batch).slice(0, 600)} → ${answer.status} ${answer.text.slice(0, 400)}`;
        expect(answer.status, context).toBeLessThan(500);
        if (answer.status >= 400 || (answer.messages.length > 0 && answer.messages.every(refused)))
          expect(written, `${context}: a refused batch wrote rows`).toBe(0);
      }),
      { seed: SEED, numRuns: EACH, endOnFailure: process.env.FUZZ_SHRINK !== '1' },
    );
  }, 1_800_000);
});

describe('smart amounts in every accepted number locale, fuzzed', () => {
  it(`answers ${EACH} smart invoices across ${ACCEPTED_NUMBER_LOCALES.length} locales: no 5xx, no row from a refusal, no price read wrong`, async () => {
    const perLocale = Math.ceil(EACH / ACCEPTED_NUMBER_LOCALES.length);
    for (const [index, { locale }] of ACCEPTED_NUMBER_LOCALES.entries()) {
      const set = await org.api.patch('/api/v1/organization/', { number_locale: locale });
      expect(set.status, `${locale}: ${set.text}`).toBe(200);
      const price = fc.record({ cents: fc.integer({ min: 1, max: 99_999_999_999 }), grouping: fc.boolean(), decimals: fc.boolean() });
      const written = price.map(({ cents, grouping, decimals }) => ({
        value: (cents / 100).toFixed(2),
        text: new Intl.NumberFormat(locale, {
          useGrouping: grouping,
          minimumFractionDigits: decimals ? 2 : 0,
          maximumFractionDigits: 2,
        }).format(cents / 100),
      }));
      const unitPrice = fc.oneof(
        { weight: 6, arbitrary: written },
        {
          weight: 1,
          arbitrary: fc
            .tuple(written, fc.array(mutation, { minLength: 1, maxLength: 2 }))
            .map(([w, m]) => ({ value: null, text: mutate(w.text, m) })),
        },
      );
      await fc.assert(
        fc.asyncProperty(unitPrice, fc.boolean(), async ({ value, text }, dryRun) => {
          const before = await writes.count();
          const body = { client: 'Fuzz Locale', description: 'Work', unit_price: text, dry_run: dryRun };
          const res = await org.api.post('/api/automation/smart/invoice/', body);
          const context = `seed ${SEED}, ${locale}: ${serialise(body).slice(0, 300)} → ${res.status} ${res.text.slice(0, 500)}`;
          const wrote = (await writes.count()) - before;
          expect(res.status, context).toBeLessThan(500);
          if (res.status >= 400) {
            expect(res.headers.get('content-type'), context).toContain('application/problem+json');
            expect(wrote, `${context}: a refused request wrote rows`).toBe(0);
            return;
          }
          if (dryRun) expect(wrote, `${context}: a dry run wrote rows`).toBe(0);
          // The price the locale wrote is read as that number, whatever it says about how.
          if (value !== null) expect(res.body.invoice.items[0].unit_price, context).toBe(value);
        }),
        { seed: SEED + index, numRuns: perLocale, endOnFailure: process.env.FUZZ_SHRINK !== '1' },
      );
    }
  }, 1_800_000);
});
