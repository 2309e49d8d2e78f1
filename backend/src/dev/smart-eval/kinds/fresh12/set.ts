/**
 * The thirteenth held-out set as the shared blind generator (../blind/) draws it, with its own pools, phrasings and
 * people and the plain kinds (`plain`), and the set's own kinds (traps.ts: joiners, particles, possessives, a
 * numbered name's core stored bare, a firm named after an employee, double-barrelled surnames, initials, Hungarian
 * order) drawn beside them over the same organization. The shared kinds see the shared population only (its indices
 * come first), so every one of their answers stays as the shared generator decides it.
 */
import { trappedCases, trappedPopulation } from '../blind/traps.js';
import type { BlindSet } from '../blind/types.js';
import { GIVEN12, SURNAMES12 } from './people-pools.js';
import {
  ABSENT12,
  ACRONYMS12,
  CONTAINED12,
  FORM_SAID12,
  LEARNED12,
  LONGER12,
  NUMBERED12,
  POOLS12,
  RENAMED12,
  SIBLING_FORMS12,
  TAKEN12,
} from './pools.js';
import { AGENT12, CITY12, CITY_OWN12, FILLERS12, HEARD12, PHRASE12, ROLES12, SALUTE12, SIGNED12, TITLES12 } from './said.js';
import { TRAP_CLIENTS12, TRAP_PEOPLE12, trapClientCases12, trapPeopleCases12 } from './traps.js';

export const SET12: BlindSet = {
  pools: POOLS12,
  formSaid: FORM_SAID12,
  siblingForms: SIBLING_FORMS12,
  numbered: NUMBERED12,
  contained: CONTAINED12,
  longer: LONGER12,
  renamed: RENAMED12,
  taken: TAKEN12,
  plain: true,
  learned: LEARNED12,
  acronyms: ACRONYMS12,
  absent: ABSENT12,
  phrase: PHRASE12,
  agent: AGENT12,
  city: CITY12,
  cityOwn: CITY_OWN12,
  fillers: FILLERS12,
  heard: HEARD12,
  salute: SALUTE12,
  titles: TITLES12,
  roles: ROLES12,
  signed: SIGNED12,
  given: GIVEN12,
  surnames: SURNAMES12,
};

/** The shared population of the seed, then the set's own clients and people. */
export const population12 = (seed: number) => trappedPopulation(SET12, seed, { clients: TRAP_CLIENTS12, people: TRAP_PEOPLE12 });

export const cases12 = (population: ReturnType<typeof population12>, rand: () => number) =>
  trappedCases(SET12, population, rand, { clients: trapClientCases12, people: trapPeopleCases12 });
