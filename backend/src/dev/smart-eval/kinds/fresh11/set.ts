/**
 * The twelfth held-out set as the shared blind generator (../blind/) draws it: its own pools, phrasings and people,
 * with the plain kinds (`plain`: the name as stored, a letter dropped or doubled, a false start, a signature).
 */
import { blindClientCases } from '../blind/client-cases.js';
import { blindPeopleCases } from '../blind/people-cases.js';
import { blindPopulation } from '../blind/population.js';
import type { BlindClient, BlindPerson, BlindSet } from '../blind/types.js';
import { GIVEN11, SURNAMES11 } from './people-pools.js';
import {
  ABSENT11,
  ACRONYMS11,
  CONTAINED11,
  FORM_SAID11,
  LEARNED11,
  LONGER11,
  NUMBERED11,
  POOLS11,
  RENAMED11,
  SIBLING_FORMS11,
  TAKEN11,
} from './pools.js';
import { AGENT11, CITY11, CITY_OWN11, FILLERS11, HEARD11, PHRASE11, ROLES11, SALUTE11, SIGNED11, TITLES11 } from './said.js';

export const SET11: BlindSet = {
  pools: POOLS11,
  formSaid: FORM_SAID11,
  siblingForms: SIBLING_FORMS11,
  numbered: NUMBERED11,
  contained: CONTAINED11,
  longer: LONGER11,
  renamed: RENAMED11,
  taken: TAKEN11,
  plain: true,
  learned: LEARNED11,
  acronyms: ACRONYMS11,
  absent: ABSENT11,
  phrase: PHRASE11,
  agent: AGENT11,
  city: CITY11,
  cityOwn: CITY_OWN11,
  fillers: FILLERS11,
  heard: HEARD11,
  salute: SALUTE11,
  titles: TITLES11,
  roles: ROLES11,
  signed: SIGNED11,
  given: GIVEN11,
  surnames: SURNAMES11,
};

export const population11 = (seed: number) => blindPopulation(SET11, seed);
export const clientCases11 = (clients: readonly BlindClient[], rand: () => number) => blindClientCases(SET11, clients, rand);
export const peopleCases11 = (people: readonly BlindPerson[], rand: () => number) => blindPeopleCases(SET11, people, rand);
