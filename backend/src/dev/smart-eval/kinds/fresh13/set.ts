/**
 * The fourteenth held-out set as the shared blind generator (../blind/) draws it, with its own pools, phrasings and
 * people and the plain kinds (`plain`), and the set's own kinds (traps.ts: e-mail and web domains, registration and
 * VAT numbers, streets, exports in capitals, names differing only in a mark, transliterated names, chat wrappers,
 * corrections) drawn beside them over the same organization. Every client carries an e-mail address, a registration
 * and a VAT number and a street, drawn apart from the shared generator's draws; the shared kinds see the shared
 * population only (its indices come first), so every one of their answers stays as the shared generator decides it.
 */
import { blindClientCases } from '../blind/client-cases.js';
import { blindPeopleCases } from '../blind/people-cases.js';
import { blindPopulation } from '../blind/population.js';
import type { BlindPerson, BlindSet } from '../blind/types.js';
import { GIVEN13, SURNAMES13 } from './people-pools.js';
import {
  ABSENT13,
  ACRONYMS13,
  CONTAINED13,
  FORM_SAID13,
  LEARNED13,
  LONGER13,
  NUMBERED13,
  POOLS13,
  RENAMED13,
  SIBLING_FORMS13,
  TAKEN13,
} from './pools.js';
import { AGENT13, CITY13, CITY_OWN13, FILLERS13, HEARD13, PHRASE13, ROLES13, SALUTE13, SIGNED13, TITLES13 } from './said.js';
import { type Client13, TRAP_CLIENTS13, TRAP_PEOPLE13, trapClientCases13, trapPeopleCases13, withRecordFields } from './traps.js';

export const SET13: BlindSet = {
  pools: POOLS13,
  formSaid: FORM_SAID13,
  siblingForms: SIBLING_FORMS13,
  numbered: NUMBERED13,
  contained: CONTAINED13,
  longer: LONGER13,
  renamed: RENAMED13,
  taken: TAKEN13,
  plain: true,
  learned: LEARNED13,
  acronyms: ACRONYMS13,
  absent: ABSENT13,
  phrase: PHRASE13,
  agent: AGENT13,
  city: CITY13,
  cityOwn: CITY_OWN13,
  fillers: FILLERS13,
  heard: HEARD13,
  salute: SALUTE13,
  titles: TITLES13,
  roles: ROLES13,
  signed: SIGNED13,
  given: GIVEN13,
  surnames: SURNAMES13,
};

/** The shared population of the seed, then the set's own clients and people; every client with its other fields. */
export function population13(seed: number): {
  clients: Client13[];
  employees: BlindPerson[];
  shared: { clients: number; employees: number };
} {
  const { clients, employees } = blindPopulation(SET13, seed);
  return {
    clients: withRecordFields([...clients, ...TRAP_CLIENTS13], seed),
    employees: [...employees, ...TRAP_PEOPLE13],
    shared: { clients: clients.length, employees: employees.length },
  };
}

type Population13 = ReturnType<typeof population13>;

export const cases13 = (population: Population13, rand: () => number) => {
  const sharedClients = population.clients.slice(0, population.shared.clients);
  const sharedPeople = population.employees.slice(0, population.shared.employees);
  const pooled = sharedClients.filter(
    (one) => SET13.pools[one.lang]!.owners.includes(one.owner) && SET13.pools[one.lang]!.trades.includes(one.trade),
  );
  return [
    ...blindClientCases(SET13, sharedClients, rand),
    ...blindPeopleCases(SET13, sharedPeople, rand),
    ...trapClientCases13(population.clients, pooled, rand),
    ...trapPeopleCases13(population.employees, rand),
  ];
};
