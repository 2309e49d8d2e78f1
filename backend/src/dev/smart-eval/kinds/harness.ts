/**
 * The harness of the evaluations by kind (kinds.test.ts over kinds/, fresh.test.ts over kinds/fresh/): a population
 * stored in one organization of a test Kontor, each case resolved and judged right, wrong (another record picked, or
 * one picked where a clerk would ask), over-cautious (asked back with the right record among the candidates) or missed
 * (refused without offering it), and the table per kind.
 */
import { clientToColumns } from '../../../features/clients/store.js';
import { addAlias } from '../../../features/smart/aliases.js';
import { normalizeName } from '../../../features/smart/normalize.js';
import { type Match, clientReference, employeeReference, resolveClient, resolveEmployee } from '../../../features/smart/resolve.js';
import { expect } from 'vitest';
import { Problem } from '../../../platform/errors.js';
import type { TestKontor } from '../../test-support/kontor.js';

/** One case: what was said, and the record meant (an index into the population's clients or employees) or null. */
export interface JudgedCase {
  kind: string;
  record: 'client' | 'employee';
  text: string;
  /** Index into clients or employees, or null when the right answer is a refusal. */
  expected: number | null;
}

export interface Population {
  /**
   * `alias`: a phrase a caller confirmed once for the client (stored by the sets that judge learned phrases); `email`,
   * `registration_no`, `vat_no` and `street`: the record's other fields, stored by the sets that say a client by them.
   */
  clients: ReadonlyArray<{
    name: string;
    city: string;
    former?: string;
    alias?: string;
    email?: string;
    registration_no?: string;
    vat_no?: string;
    street?: string;
  }>;
  employees: ReadonlyArray<{ name: string }>;
}

export interface World {
  organizationId: number;
  clientIds: number[];
  employeeIds: number[];
}

export type Outcome = 'right' | 'wrong' | 'over_cautious' | 'missed';

/** The population stored in a new organization: clients with their city and former name, employees. */
export async function buildWorld(kontor: TestKontor, population: Population): Promise<World> {
  const organizationId = (await kontor.createOrganization()).id;
  const rows = population.clients.map((client) => {
    // Only the fields a set gives, so the rows of the sets that give none are written as before.
    const fields = Object.fromEntries(
      (['email', 'registration_no', 'vat_no'] as const).flatMap((field) => (client[field] === undefined ? [] : [[field, client[field]]])),
    );
    const address = client.street === undefined ? { city: client.city } : { city: client.city, street: client.street };
    return { ...clientToColumns({ name: client.name, currency: 'EUR', ...fields, address }), organization_id: organizationId };
  });
  const clientIds = ((await kontor.db('clients').insert(rows).returning('id')) as Array<{ id: number }>).map((row) => Number(row.id));
  for (const [index, client] of population.clients.entries())
    if (client.former) await addAlias(kontor.db, organizationId, 'client', clientIds[index]!, client.former, 'former_name');
  const people = population.employees.map((employee, index) => ({
    organization_id: organizationId,
    name: employee.name,
    email: `person${index}@eval.test`,
    match_key: normalizeName(employee.name).key,
  }));
  const employeeIds = ((await kontor.db('employees').insert(people).returning('id')) as Array<{ id: number }>).map((row) => Number(row.id));
  return { organizationId, clientIds, employeeIds };
}

function resolve(kontor: TestKontor, world: World, item: JudgedCase): Promise<Match> {
  return item.record === 'client'
    ? resolveClient(kontor.db, world.organizationId, clientReference(item.text)!)
    : resolveEmployee(kontor.db, world.organizationId, employeeReference(item.text)!);
}

export async function judge(kontor: TestKontor, world: World, item: JudgedCase): Promise<{ outcome: Outcome; got: string }> {
  const ids = item.record === 'client' ? world.clientIds : world.employeeIds;
  const expected = item.expected === null ? null : ids[item.expected]!;
  try {
    const match = await resolve(kontor, world, item);
    return { outcome: match.id === expected ? 'right' : 'wrong', got: `${match.name} (${match.score}, ${match.matched_on})` };
  } catch (error) {
    if (!(error instanceof Problem)) throw error;
    if (expected === null) return { outcome: 'right', got: error.code };
    const offered = ((error.extensions.candidates ?? error.extensions.suggestions ?? []) as Array<{ id: number; name: string }>) ?? [];
    const among = offered.some((candidate) => candidate.id === expected);
    return {
      outcome: error.code === 'ambiguous_match' && among ? 'over_cautious' : 'missed',
      got: `${error.code} ${offered.map((candidate) => candidate.name).join(' | ')}`,
    };
  }
}

/** Outcomes counted per kind, and the notes of every answer that was not right. */
export class Tally {
  readonly rows = new Map<string, Record<Outcome, number>>();
  readonly notes: string[] = [];

  add(item: JudgedCase, outcome: Outcome, got: string, expectedName: string | null): void {
    const row = this.rows.get(item.kind) ?? { right: 0, wrong: 0, over_cautious: 0, missed: 0 };
    row[outcome] += 1;
    this.rows.set(item.kind, row);
    if (outcome !== 'right') this.notes.push(`${outcome} ${item.kind}: "${item.text}" → ${got}; expected ${expectedName ?? 'a refusal'}`);
  }

  /** Every kind and ALL: cases, the four outcomes and the share right. */
  table(): Record<string, Record<string, string | number>> {
    const total = { right: 0, wrong: 0, over_cautious: 0, missed: 0 };
    const shown: Record<string, Record<string, string | number>> = {};
    const line = (row: Record<Outcome, number>) => {
      const cases = row.right + row.wrong + row.over_cautious + row.missed;
      return { cases, ...row, right_pct: `${((100 * row.right) / cases).toFixed(1)}%` };
    };
    for (const [kind, row] of [...this.rows].sort()) {
      for (const key of Object.keys(total) as Outcome[]) total[key] += row[key];
      shown[kind] = line(row);
    }
    shown.ALL = line(total);
    return shown;
  }

  get total(): Record<Outcome, number> {
    const total = { right: 0, wrong: 0, over_cautious: 0, missed: 0 };
    for (const row of this.rows.values()) for (const key of Object.keys(total) as Outcome[]) total[key] += row[key];
    return total;
  }

  wrongNotes(): string[] {
    return this.notes.filter((note) => note.startsWith('wrong'));
  }
}

/** Each case judged against the world its population was stored in, into the tally. */
export async function judgeInto(
  tally: Tally,
  kontor: TestKontor,
  world: World,
  population: Population,
  cases: Iterable<JudgedCase>,
): Promise<void> {
  for (const item of cases) {
    const { outcome, got } = await judge(kontor, world, item);
    const records = item.record === 'client' ? population.clients : population.employees;
    tally.add(item, outcome, got, item.expected === null ? null : records[item.expected]!.name);
  }
}

/** The table and the first notes printed, wrong ones first; then the targets held: no wrong answer, `minRight` right. */
export function expectTally(tally: Tally, minRight: number, notesShown = Number(process.env.EVAL_NOTES ?? 80)): void {
  console.table(tally.table());
  const shown = [...new Set([...tally.wrongNotes(), ...tally.notes])];
  if (shown.length > 0) console.error(shown.slice(0, notesShown).join('\n'));
  const total = tally.total;
  const all = total.right + total.wrong + total.over_cautious + total.missed;
  expect(total.wrong, tally.wrongNotes().join('\n')).toBe(0);
  expect(total.right / all).toBeGreaterThanOrEqual(minRight);
}
