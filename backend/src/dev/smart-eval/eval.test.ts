/**
 * The resolver on its evaluation set: 900 cases over a population of more
 * than 2,000 generated clients. It must answer at least 99% right (the right
 * client, or a refusal where the set expects one) and never pick a wrong
 * client with confidence. Prints accuracy, wrong-match and over-caution rates
 * by kind of imprecision.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientToColumns } from '../../features/clients/store.js';
import { Problem } from '../../platform/errors.js';
import { startTestKontor, type TestKontor } from '../test-support/kontor.js';
import { clientReference, resolveClient } from '../../features/smart/resolve.js';
import { type Case, cases, describeReference } from './cases.js';
import { population } from './population.js';

const POPULATION = 2000;
const CASES = 900;

let kontor: TestKontor;
let organizationId: number;
let ids: number[];
const clients = population(POPULATION, Number(process.env.EVAL_SEED ?? 7));

beforeAll(async () => {
  kontor = await startTestKontor();
  organizationId = (await kontor.createOrganization()).id;
  const rows = clients.map(({ country: _country, ...client }) => ({ ...clientToColumns(client), organization_id: organizationId }));
  ids = [];
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = (await kontor
      .db('clients')
      .insert(rows.slice(i, i + 500))
      .returning('id')) as Array<{ id: number }>;
    ids.push(...inserted.map((row) => row.id));
  }
}, 60_000);
afterAll(() => kontor.close());

type Outcome = 'right' | 'wrong_match' | 'over_cautious' | 'refused_right';

async function run(item: Case): Promise<{ outcome: Outcome; detail: string }> {
  const reference =
    typeof item.reference === 'string'
      ? clientReference(item.reference)!
      : { ...item.reference, ...(item.reference.id !== undefined ? { id: ids[Number(item.reference.id)]! } : {}) };
  const expectedId = item.expected === null ? null : ids[item.expected]!;
  try {
    const match = await resolveClient(kontor.db, organizationId, reference);
    if (match.id === expectedId) return { outcome: 'right', detail: '' };
    return {
      outcome: 'wrong_match',
      detail: `${describeReference(item.reference)} → ${match.name} (${match.score}), expected ${expectedId === null ? 'a refusal' : clients[item.expected!]!.name}`,
    };
  } catch (error) {
    if (!(error instanceof Problem) || !['ambiguous_match', 'no_match'].includes(error.code)) throw error;
    if (expectedId === null) return { outcome: 'refused_right', detail: '' };
    const offered = JSON.stringify((error.extensions.candidates ?? error.extensions.suggestions) as unknown);
    return {
      outcome: 'over_cautious',
      detail: `${describeReference(item.reference)} → ${error.code} ${offered}, expected ${clients[item.expected!]!.name}`,
    };
  }
}

describe('client resolution on the evaluation set', () => {
  it(`answers at least 99% of ${CASES} cases right over ${POPULATION}+ clients, with no wrong confident match`, async () => {
    expect(clients.length).toBeGreaterThanOrEqual(POPULATION);
    const set = cases(clients, CASES, Number(process.env.EVAL_SEED ?? 7) + 4);
    const byKind = new Map<string, { cases: number; right: number; wrong: number; cautious: number }>();
    const misses: string[] = [];
    for (const item of set) {
      const { outcome, detail } = await run(item);
      const row = byKind.get(item.kind) ?? { cases: 0, right: 0, wrong: 0, cautious: 0 };
      row.cases += 1;
      if (outcome === 'right' || outcome === 'refused_right') row.right += 1;
      if (outcome === 'wrong_match') row.wrong += 1;
      if (outcome === 'over_cautious') row.cautious += 1;
      byKind.set(item.kind, row);
      if (detail) misses.push(`${item.kind}: ${detail}`);
    }
    const total = [...byKind.values()].reduce((sum, row) => ({
      cases: sum.cases + row.cases,
      right: sum.right + row.right,
      wrong: sum.wrong + row.wrong,
      cautious: sum.cautious + row.cautious,
    }));
    const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;
    console.table(
      Object.fromEntries(
        [...byKind, ['ALL', total] as const].map(([kind, row]) => [
          kind,
          {
            cases: row.cases,
            accuracy: percent(row.right, row.cases),
            wrong_match: percent(row.wrong, row.cases),
            over_caution: percent(row.cautious, row.cases),
          },
        ]),
      ),
    );
    if (misses.length > 0) console.table(misses.slice(0, 40));
    expect(total.wrong, misses.filter((miss) => miss.includes('expected')).join('\n')).toBe(0);
    expect(total.right / total.cases).toBeGreaterThanOrEqual(0.99);
  }, 900_000);
});
