/**
 * What a set that plants its own traps beside the shared generator (the thirteenth set on) draws them with: its trap
 * records after the shared population (so the shared kinds' indices stay the shared generator's), its trap kinds over
 * the whole organization, and the tables of names as said with whose each is.
 */
import { pick } from '../../population.js';
import type { JudgedCase } from '../harness.js';
import { blindClientCases } from './client-cases.js';
import { blindPeopleCases } from './people-cases.js';
import { blindPopulation } from './population.js';
import type { BlindClient, BlindPerson, BlindSet } from './types.js';

type Gen = () => JudgedCase | null;

/** A name as said, of a kind, and whose it is (a stored name; null: asked back or refused). */
export type SaidEntry = readonly [kind: string, text: string, whose: string | null];

/** The index of the one record `fits`, or null for none or several. */
export function onlyOne<R>(records: readonly R[], fits: (one: R) => boolean): number | null {
  const found = records.flatMap((one, at) => (fits(one) ? [at] : []));
  return found.length === 1 ? found[0]! : null;
}

/** A kind's generator: one of the table's names of that kind as said, expecting whose it is among `records`. */
export function saidOf(
  records: ReadonlyArray<{ name: string }>,
  record: JudgedCase['record'],
  table: readonly SaidEntry[],
  rand: () => number,
): (kind: string) => () => JudgedCase {
  const index = (name: string | null) => (name === null ? null : records.findIndex((one) => one.name === name));
  return (kind) => {
    const entries = table.filter((entry) => entry[0] === kind);
    return () => {
      const [, text, whose] = pick(rand, entries);
      return { kind, record, text, expected: index(whose) };
    };
  };
}

export interface TrappedPopulation<C extends BlindClient> {
  clients: C[];
  employees: BlindPerson[];
  /** How many of each come from the shared generator: they come first. */
  shared: { clients: number; employees: number };
}

/** The shared population of the set and seed, the set's trap records after it; `fields` completes every client. */
export function trappedPopulation<C extends BlindClient = BlindClient>(
  set: BlindSet,
  seed: number,
  traps: { clients: readonly BlindClient[]; people: readonly BlindPerson[] },
  fields: (clients: readonly BlindClient[], seed: number) => C[] = (clients) => [...clients] as C[],
): TrappedPopulation<C> {
  const { clients, employees } = blindPopulation(set, seed);
  return {
    clients: fields([...clients, ...traps.clients], seed),
    employees: [...employees, ...traps.people],
    shared: { clients: clients.length, employees: employees.length },
  };
}

/**
 * The shared kinds over the shared population, then the set's trap kinds over the whole one; `pooled` is the shared
 * clients drawn from the set's own pools (not its planted near-duplicates).
 */
export function trappedCases<C extends BlindClient>(
  set: BlindSet,
  population: TrappedPopulation<C>,
  rand: () => number,
  traps: {
    clients: (clients: readonly C[], pooled: readonly C[], rand: () => number) => Gen[];
    people: (people: readonly BlindPerson[], rand: () => number) => Gen[];
  },
): Gen[] {
  const sharedClients = population.clients.slice(0, population.shared.clients);
  const sharedPeople = population.employees.slice(0, population.shared.employees);
  const pooled = sharedClients.filter(
    (one) => set.pools[one.lang]!.owners.includes(one.owner) && set.pools[one.lang]!.trades.includes(one.trade),
  );
  return [
    ...blindClientCases(set, sharedClients, rand),
    ...blindPeopleCases(set, sharedPeople, rand),
    ...traps.clients(population.clients, pooled, rand),
    ...traps.people(population.employees, rand),
  ];
}
