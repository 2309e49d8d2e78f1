/**
 * The tenth held-out set as the shared blind generator (../blind/) draws it: its own pools, phrasings and
 * people, nothing else. Drawn per seed exactly as before the generator was shared (dump-blind.test.ts checks it).
 */
import { blindClientCases } from '../blind/client-cases.js';
import { blindPeopleCases } from '../blind/people-cases.js';
import { blindPopulation } from '../blind/population.js';
import type { BlindClient, BlindPerson, BlindSet } from '../blind/types.js';
import { GIVEN9, SURNAMES9 } from './people-pools.js';
import {
  ABSENT9,
  ACRONYMS9,
  CONTAINED9,
  FORM_SAID9,
  LEARNED9,
  LONGER9,
  NUMBERED9,
  POOLS9,
  RENAMED9,
  SIBLING_FORMS9,
  TAKEN9,
} from './pools.js';
import { AGENT9, CITY9, CITY_OWN9, FILLERS9, HEARD9, PHRASE9, ROLES9, SALUTE9, TITLES9 } from './said.js';

export const SET9: BlindSet = {
  pools: POOLS9,
  formSaid: FORM_SAID9,
  siblingForms: SIBLING_FORMS9,
  numbered: NUMBERED9,
  contained: CONTAINED9,
  longer: LONGER9,
  renamed: RENAMED9,
  taken: TAKEN9,
  learned: LEARNED9,
  acronyms: ACRONYMS9,
  absent: ABSENT9,
  phrase: PHRASE9,
  agent: AGENT9,
  city: CITY9,
  cityOwn: CITY_OWN9,
  fillers: FILLERS9,
  heard: HEARD9,
  salute: SALUTE9,
  titles: TITLES9,
  roles: ROLES9,
  given: GIVEN9,
  surnames: SURNAMES9,
};

export const population9 = (seed: number) => blindPopulation(SET9, seed);
export const clientCases9 = (clients: readonly BlindClient[], rand: () => number) => blindClientCases(SET9, clients, rand);
export const peopleCases9 = (people: readonly BlindPerson[], rand: () => number) => blindPeopleCases(SET9, people, rand);
