/**
 * The fifteenth held-out set as the shared blind generator (../blind/) draws it, with its own pools, phrasings and
 * people and the plain kinds (`plain`), and the set's own kinds (traps.ts: registers no earlier set holds, names said
 * alike, brands, families in the plural, an agent's guesses that contradict each other, names a recogniser splits or
 * joins, Baltic, Finnish and Hungarian families, initials two people share) drawn beside them over the same
 * organization. The shared kinds see the shared population only (its indices come first), so every one of their
 * answers stays as the shared generator decides it.
 */
import { blindClientCases } from '../blind/client-cases.js';
import { blindPeopleCases } from '../blind/people-cases.js';
import { blindPopulation } from '../blind/population.js';
import type { BlindClient, BlindPerson, BlindSet } from '../blind/types.js';
import { GIVEN14, SURNAMES14 } from './people-pools.js';
import {
  ABSENT14,
  ACRONYMS14,
  CONTAINED14,
  FORM_SAID14,
  LEARNED14,
  LONGER14,
  NUMBERED14,
  POOLS14,
  RENAMED14,
  SIBLING_FORMS14,
  TAKEN14,
} from './pools.js';
import { AGENT14, CITY14, CITY_OWN14, FILLERS14, HEARD14, PHRASE14, ROLES14, SALUTE14, SIGNED14, TITLES14 } from './said.js';
import { TRAP_CLIENTS14, TRAP_PEOPLE14, trapClientCases14, trapPeopleCases14 } from './traps.js';

export const SET14: BlindSet = {
  pools: POOLS14,
  formSaid: FORM_SAID14,
  siblingForms: SIBLING_FORMS14,
  numbered: NUMBERED14,
  contained: CONTAINED14,
  longer: LONGER14,
  renamed: RENAMED14,
  taken: TAKEN14,
  plain: true,
  learned: LEARNED14,
  acronyms: ACRONYMS14,
  absent: ABSENT14,
  phrase: PHRASE14,
  agent: AGENT14,
  city: CITY14,
  cityOwn: CITY_OWN14,
  fillers: FILLERS14,
  heard: HEARD14,
  salute: SALUTE14,
  titles: TITLES14,
  roles: ROLES14,
  signed: SIGNED14,
  given: GIVEN14,
  surnames: SURNAMES14,
};

/** The shared population of the seed, then the set's own clients and people. */
export function population14(seed: number): {
  clients: BlindClient[];
  employees: BlindPerson[];
  shared: { clients: number; employees: number };
} {
  const { clients, employees } = blindPopulation(SET14, seed);
  return {
    clients: [...clients, ...TRAP_CLIENTS14],
    employees: [...employees, ...TRAP_PEOPLE14],
    shared: { clients: clients.length, employees: employees.length },
  };
}

type Population14 = ReturnType<typeof population14>;

export const cases14 = (population: Population14, rand: () => number) => {
  const sharedClients = population.clients.slice(0, population.shared.clients);
  const sharedPeople = population.employees.slice(0, population.shared.employees);
  return [
    ...blindClientCases(SET14, sharedClients, rand),
    ...blindPeopleCases(SET14, sharedPeople, rand),
    ...trapClientCases14(population.clients, rand),
    ...trapPeopleCases14(population.employees, rand),
  ];
};
