/**
 * The eleventh held-out set's organization, clients' and people's cases as the shared blind generator (../blind/) draws them: its pools and
 * phrasings, and the rules it was written blind with where they are not the ninth and tenth sets' (shares of its
 * rolls, the texts it says a kind's names in, its kinds' names). Drawn per seed exactly as before the generator was
 * shared (dump-blind.test.ts checks it).
 */
import { pick } from '../../population.js';
import { blindClientCases } from '../blind/client-cases.js';
import { blindPeopleCases } from '../blind/people-cases.js';
import { blindPopulation } from '../blind/population.js';
import type { BlindClient, BlindClientRules, BlindClientSet, BlindPeopleSet, BlindPerson, BlindPopulationSet } from '../blind/types.js';
import { ALSO_SHORT_FOR10, FAMILIES10, FIRST10, inSentence10, womansForm10 } from './people-pools.js';
import {
  CONFIRMED10,
  EXTENDED10,
  FORM_KIND10,
  FORM_OTHERWISE10,
  INITIALS10,
  INSIDE10,
  NOBODY10,
  NUMBERED10,
  REGISTERS10,
  RENAMED10,
  type Reg10,
  SIBLINGS10,
  TAKEN10,
  coreOf,
} from './pools.js';
import {
  ADDRESS10,
  AGENT10,
  AROUND10,
  EAR10,
  FILLERS10,
  type Lang10,
  NOBODY_BY_ROLE10,
  TITLED10,
  WITH_CITY10,
  folded,
  plain,
  transcribed,
} from './said.js';

const withoutForm = (name: string, form: string) => name.slice(0, -form.length - 1);
const letters = (core: string) =>
  core
    .split(' ')
    .map((word) => plain(word[0]!).toUpperCase())
    .join('');

/** One letter changed inside the word (never its first two nor last two): doubled, dropped or swapped. */
function typo10(word: string, at: number, rand: () => number): string | null {
  const roll = rand();
  const wrong =
    roll < 0.33
      ? `${word.slice(0, at)}${word[at]}${word.slice(at)}`
      : roll < 0.66
        ? `${word.slice(0, at)}${word.slice(at + 1)}`
        : `${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`;
  return folded(wrong) === folded(word) ? null : wrong;
}

const RULES10: BlindClientRules<Reg10> = {
  // Cores held by two clients (two forms, two cities): where a wrong pick is possible, drawn a third of the time.
  twinShare: 0.33,
  exactSaid: (name) => [name, name.toLowerCase(), plain(name), name.toUpperCase()],
  phraseWithForm: 0.35,
  agentAny: 0.55,
  formKind: FORM_KIND10,
  leftOutSaid: (core) => [core, folded(core)],
  cityElsewhere: 0.3,
  numberSame: 0.6,
  transcribe: transcribed,
  coreOf,
  containedSaid: (entry, roll, rand) => {
    if (roll < 0.3) return [pick(rand, [entry.long, `${entry.long} ${entry.form}`]), 'long'];
    // The shorter name said whole, with or without its form, is a whole name: the client holding just it.
    if (roll < 0.7) return [pick(rand, [`${entry.short} ${entry.form}`, entry.short]), 'short'];
    return [pick(rand, AROUND10[entry.lang]).replace('{}', `${entry.short} ${entry.form}`), 'short'];
  },
  longerSaid: (other, client) => [`${other} ${client.trade}`, `${other} ${client.trade} ${client.form}`, `${other}`],
  ownerSaid: (owner) => [owner, `firma ${owner}`, `{"customer":"${owner}"}`],
  renamedSaid: (entry, form, roll, rand) => {
    const formerCore = withoutForm(entry.former, form);
    if (roll < 0.3) return [pick(rand, [entry.former, `{"client":"${entry.former}"}`]), 'current'];
    if (roll < 0.55)
      return [pick(rand, [formerCore, folded(formerCore), pick(rand, AROUND10[entry.lang]).replace('{}', formerCore)]), 'current'];
    if (roll < 0.8) return [pick(rand, [entry.neighbour, withoutForm(entry.neighbour, form)]), 'neighbour'];
    // The owner's word the former name shares with the neighbour: two clients answer to it.
    return [formerCore.split(' ')[0]!, null];
  },
  // Decided rule: a former name another client now holds as its current name is that client's.
  takenSaid: (entry, form, roll, rand) =>
    roll < 0.55
      ? [pick(rand, [entry.former, withoutForm(entry.former, form), folded(entry.former)]), 'holder']
      : [pick(rand, [entry.renamed, withoutForm(entry.renamed, form)]), 'renamed'],
  acronymOf: letters,
  acronymFits: (said, one) => one.core.split(' ').length === 3 && letters(one.core) === said,
  typoMinLength: 6,
  typo: typo10,
  kindNames: { 'form-spelt': 'form-otherwise', contained: 'inside', longer: 'extended', 'owner-only': 'owner-alone' },
};

export const SET10: BlindClientSet<Reg10> = {
  pools: REGISTERS10,
  formSaid: FORM_OTHERWISE10,
  siblingForms: SIBLINGS10,
  numbered: NUMBERED10,
  contained: INSIDE10,
  longer: EXTENDED10,
  renamed: RENAMED10,
  taken: TAKEN10,
  learned: CONFIRMED10,
  acronyms: INITIALS10,
  absent: NOBODY10,
  phrase: AROUND10,
  agent: AGENT10,
  city: WITH_CITY10,
  fillers: FILLERS10,
  heard: EAR10,
  clientRules: RULES10,
};

export const clientCases10 = (clients: readonly BlindClient<Reg10>[], rand: () => number) => blindClientCases(SET10, clients, rand);

export const PEOPLE10: BlindPeopleSet<Lang10> = {
  given: FIRST10,
  salute: ADDRESS10,
  titles: TITLED10,
  roles: NOBODY_BY_ROLE10,
  fillers: FILLERS10,
  heard: EAR10,
  peopleRules: {
    // Families of two people: where a wrong pick is possible, drawn a third of the time.
    kinShare: 0.33,
    exactSaid: (person) => [
      person.name,
      folded(person.name),
      plain(person.name),
      `${person.surname}, ${person.given}`,
      `${person.surname} ${person.given}`,
    ],
    alsoShortFor: ALSO_SHORT_FOR10,
    nicknameSaid: (short, surname) => [`${short} ${surname}`, folded(`${short} ${surname}`), `{"person":"${short} ${surname}"}`],
    surnameSaid: (surname) => [surname, folded(surname)],
    womanByFamily: ['Mrs. {}', 'Frau {}', 'Ms {}', 'paní {}'],
    declined: inSentence10,
    writtenSaid: (person) => [
      `{"assignee_name":"${person.name}"}`,
      `assign_task(person="${person.name}")`,
      `_${person.name}_`,
      `Owner: ${person.name}`,
      `Zuständig: ${person.name}`,
      `Řešitel: ${person.name}`,
      `${person.name} (${person.lang.toUpperCase()})`,
    ],
    transcribe: transcribed,
    typo: typo10,
  },
};

export const peopleCases10 = (people: readonly BlindPerson<Lang10>[], rand: () => number) => blindPeopleCases(PEOPLE10, people, rand);

export const POPULATION10: BlindPopulationSet<Reg10, Lang10> = {
  ...SET10,
  given: FIRST10,
  surnames: FAMILIES10,
  populationRules: {
    // French firms put the trade first (Menuiserie Lefebvre).
    coreOf,
    splitWhole: true,
    womansForm: womansForm10,
    familiesInTurn: { relativeShare: 0.4 },
  },
};

export const population10 = (seed: number) => blindPopulation(POPULATION10, seed);
