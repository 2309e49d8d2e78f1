/**
 * The fifth held-out set's organization: clients of eight countries (some under two forms of the same core), names
 * told apart by a number, by a city or by a word more, surnames that sound alike, renamed clients whose former name
 * shares a word with a neighbour, phrases confirmed once; people with short forms of their given names, a woman and a
 * man of one family, double and hyphenated surnames, and given names that are another person's surname.
 */
import { pick, random } from '../../population.js';
import {
  CONTAINED4,
  type Client4,
  CROSSED4,
  GIVEN4,
  LEARNED4,
  type Lang4,
  NUMBERED4,
  POOLS4,
  type Person4,
  RENAMED4,
  SIBLING_FORMS,
  SOUND_PAIRS4,
  SURNAMES4,
  female4,
} from './pools.js';

export function population4(seed: number): { clients: Client4[]; employees: Person4[] } {
  const rand = random(seed);
  const clients: Client4[] = [];
  const add = (core: string, form: string, lang: Lang4, city: string, extra: Partial<Client4> = {}) =>
    clients.push({ name: form ? `${core} ${form}` : core, core, form, lang, city, ...extra });
  for (const lang of Object.keys(POOLS4) as Lang4[]) {
    const pool = POOLS4[lang];
    for (const core of pool.cores)
      for (const trade of pool.trades) if (rand() < 0.4) add(`${core} ${trade}`, pick(rand, pool.forms), lang, pick(rand, pool.cities));
    // One core under two forms of different kinds, one the same name in two cities.
    const [a, b] = SIBLING_FORMS[lang];
    const sibling = `${pick(rand, pool.cores)} ${pick(rand, pool.trades)}`;
    for (const form of [a, b])
      if (!clients.some((one) => one.name === `${sibling} ${form}`)) add(sibling, form, lang, pick(rand, pool.cities));
    const twin = `${pick(rand, pool.cores)} ${pick(rand, pool.trades)}`;
    const form = pick(rand, pool.forms);
    if (!clients.some((one) => one.core === twin)) {
      const [here, there] = [...pool.cities].sort(() => rand() - 0.5) as [string, string];
      add(twin, form, lang, here);
      add(twin, form, lang, there);
    }
  }
  for (const numbered of NUMBERED4) for (const n of numbered.numbers) add(`${numbered.core} ${n}`, numbered.form, 'cs', 'Kroměříž');
  for (const contained of CONTAINED4) {
    const city = pick(rand, POOLS4[contained.lang].cities);
    add(contained.short, contained.form, contained.lang, city);
    add(contained.long, contained.form, contained.lang, city);
  }
  for (const pair of SOUND_PAIRS4) {
    // Sometimes only one of the two spellings is a client: then the one heard is it.
    const both = rand() < 0.6;
    add(`${pair.one} ${pair.trade}`, pair.form, 'de', 'Passau');
    if (both) add(`${pair.other} ${pair.trade}`, pair.form, 'de', 'Passau');
  }
  for (const renamed of RENAMED4) {
    add(renamed.current.replace(/ \S+$/, ''), renamed.current.split(' ').at(-1)!, 'de', 'Ulm', { former: renamed.former });
    add(renamed.neighbour.replace(/ \S+$/, ''), renamed.neighbour.split(' ').at(-1)!, 'de', 'Fulda');
  }
  // Each confirmed phrase belongs to one single client (a name stored once), chosen by seed.
  const singles = clients.filter((one) => !one.former && clients.filter((other) => other.core === one.core).length === 1);
  for (const learned of LEARNED4) {
    const owner = pick(
      rand,
      singles.filter((one) => !one.alias),
    );
    owner.alias = learned.phrase;
  }
  return { clients, employees: people4(rand) };
}

function people4(rand: () => number): Person4[] {
  const employees: Person4[] = [];
  const add = (given: string, surname: string, female: boolean, lang: Lang4) => {
    if (!employees.some((one) => one.given === given && one.surname === surname))
      employees.push({ name: `${given} ${surname}`, given, surname, female, lang });
  };
  for (const given of GIVEN4) {
    const surname = pick(rand, SURNAMES4[given.lang]);
    add(given.given, given.female ? female4(surname, given.lang) : surname, given.female, given.lang);
    // The same family: a man and a woman of one surname, in its two forms where the language has two.
    if (rand() < 0.5) {
      const partner = pick(
        rand,
        GIVEN4.filter((one) => one.female !== given.female),
      );
      add(partner.given, partner.female ? female4(surname, given.lang) : surname, partner.female, given.lang);
    }
  }
  // Hyphenated and double surnames of women who kept both names.
  add('Kristýna', 'Vyskočilová-Roubalová', true, 'cs');
  add('Dolores', 'Quintero Salas', true, 'es');
  for (const crossed of CROSSED4)
    for (const name of [crossed.first, crossed.second]) {
      const [given, ...rest] = name.split(' ');
      add(given!, rest.join(' '), given === 'Éloïse', crossed.lang);
    }
  return employees;
}

export { LEARNED4 };
