/**
 * The fourteenth held-out set as the shared blind generator (../blind/) draws it, with its own pools, phrasings and
 * people and the plain kinds (`plain`), and the set's own kinds (traps.ts: e-mail and web domains, registration and
 * VAT numbers, streets, exports in capitals, names differing only in a mark, transliterated names, chat wrappers,
 * corrections) drawn beside them over the same organization. Every client carries an e-mail address, a registration
 * and a VAT number and a street, drawn apart from the shared generator's draws; the shared kinds see the shared
 * population only (its indices come first), so every one of their answers stays as the shared generator decides it.
 */
import { trappedCases, trappedPopulation } from '../blind/traps.js';
import type { BlindSet } from '../blind/types.js';
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
import { TRAP_CLIENTS13, TRAP_PEOPLE13, trapClientCases13, trapPeopleCases13, withRecordFields } from './traps.js';

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
export const population13 = (seed: number) =>
  trappedPopulation(SET13, seed, { clients: TRAP_CLIENTS13, people: TRAP_PEOPLE13 }, withRecordFields);

export const cases13 = (population: ReturnType<typeof population13>, rand: () => number) =>
  trappedCases(SET13, population, rand, { clients: trapClientCases13, people: trapPeopleCases13 });
