/**
 * The ninth held-out set as the shared blind generator (../blind/) draws it: its own pools, phrasings and
 * people, nothing else. Drawn per seed exactly as before the generator was shared (dump-blind.test.ts checks it).
 */
import { blindClientCases } from '../blind/client-cases.js';
import { blindPeopleCases } from '../blind/people-cases.js';
import { blindPopulation } from '../blind/population.js';
import type { BlindClient, BlindPerson, BlindSet } from '../blind/types.js';
import { GIVEN8, SURNAMES8 } from './people-pools.js';
import { ABSENT8, ACRONYMS8, CONTAINED8, FORM_SAID8, LEARNED8, LONGER8, NUMBERED8, POOLS8, RENAMED8, SIBLING_FORMS8 } from './pools.js';
import { AGENT8, CITY8, CITY_OWN8, FILLERS8, HEARD8, PHRASE8, ROLES8, SALUTE8, TITLES8 } from './said.js';

export const SET8: BlindSet = {
  pools: POOLS8,
  formSaid: FORM_SAID8,
  siblingForms: SIBLING_FORMS8,
  numbered: NUMBERED8,
  contained: CONTAINED8,
  longer: LONGER8,
  renamed: RENAMED8,

  learned: LEARNED8,
  acronyms: ACRONYMS8,
  absent: ABSENT8,
  phrase: PHRASE8,
  agent: AGENT8,
  city: CITY8,
  cityOwn: CITY_OWN8,
  fillers: FILLERS8,
  heard: HEARD8,
  salute: SALUTE8,
  titles: TITLES8,
  roles: ROLES8,
  given: GIVEN8,
  surnames: SURNAMES8,
};

export const population8 = (seed: number) => blindPopulation(SET8, seed);
export const clientCases8 = (clients: readonly BlindClient[], rand: () => number) => blindClientCases(SET8, clients, rand);
export const peopleCases8 = (people: readonly BlindPerson[], rand: () => number) => blindPeopleCases(SET8, people, rand);
