/**
 * The seventh held-out set's organization: clients of eight registers (some under two forms of the same core), names
 * told apart by a number (said in digits or words), by a city or by a word more, surnames written with and without an
 * apostrophe or Mc/Mac, renamed clients whose former name shares a word with a neighbour, phrases confirmed once;
 * people with short forms of their given names, a woman and a man of one Polish family, a double surname, and given
 * names that are another person's surname.
 */
import { pick, random } from '../../population.js';
import { CROSSED6, GIVEN6, SURNAMES6, female6 } from './people-pools.js';
import {
  CONTAINED6,
  type Client6,
  LEARNED6,
  LETTERED6,
  type Lang6,
  NUMBERED6,
  POOLS6,
  type Person6,
  RENAMED6,
  SIBLING_FORMS6,
  SOUND_PAIRS6,
} from './pools.js';

export function population6(seed: number): { clients: Client6[]; employees: Person6[] } {
  const rand = random(seed);
  const clients: Client6[] = [];
  const add = (core: string, form: string, lang: Lang6, city: string, extra: Partial<Client6> = {}) =>
    clients.push({ name: form ? `${core} ${form}` : core, core, form, lang, city, ...extra });
  for (const lang of Object.keys(POOLS6) as Lang6[]) {
    const pool = POOLS6[lang];
    for (const core of pool.cores)
      for (const trade of pool.trades) if (rand() < 0.4) add(`${core} ${trade}`, pick(rand, pool.forms), lang, pick(rand, pool.cities));
    // One core under two forms of different kinds, one the same name in two cities.
    const sibling = `${pick(rand, pool.cores)} ${pick(rand, pool.trades)}`;
    if (!clients.some((one) => one.core === sibling))
      for (const form of SIBLING_FORMS6[lang]) add(sibling, form, lang, pick(rand, pool.cities));
    const twin = `${pick(rand, pool.cores)} ${pick(rand, pool.trades)}`;
    if (!clients.some((one) => one.core === twin)) {
      const form = pick(rand, pool.forms);
      const [here, there] = [...pool.cities].sort(() => rand() - 0.5) as [string, string];
      add(twin, form, lang, here);
      add(twin, form, lang, there);
    }
  }
  for (const numbered of NUMBERED6)
    for (const n of Object.keys(numbered.numbers)) add(`${numbered.core} ${n}`, numbered.form, 'en', 'Leeds');
  for (const lettered of LETTERED6) add(`${lettered.stored} ${lettered.trade}`, lettered.form, 'en', 'Boise');
  for (const contained of CONTAINED6) {
    const city = pick(rand, POOLS6[contained.lang].cities);
    if (clients.some((one) => one.core === contained.short)) continue;
    add(contained.short, contained.form, contained.lang, city);
    add(contained.long, contained.form, contained.lang, city);
  }
  for (const pair of SOUND_PAIRS6) {
    // Sometimes only one of the two spellings is a client: then the one heard is it.
    add(`${pair.one} ${pair.trade}`, pair.form, pair.lang, POOLS6[pair.lang].cities[0]!);
    if (rand() < 0.6) add(`${pair.other} ${pair.trade}`, pair.form, pair.lang, POOLS6[pair.lang].cities[0]!);
  }
  for (const renamed of RENAMED6) {
    add(renamed.current.replace(/ \S+$/, ''), renamed.current.split(' ').at(-1)!, 'en', 'Galway', { former: renamed.former });
    add(renamed.neighbour.replace(/ \S+$/, ''), renamed.neighbour.split(' ').at(-1)!, 'en', 'Leeds');
  }
  // Each confirmed phrase belongs to one single client (a name stored once), chosen by seed.
  const singles = clients.filter((one) => !one.former && clients.filter((other) => other.core === one.core).length === 1);
  for (const learned of LEARNED6)
    pick(
      rand,
      singles.filter((one) => !one.alias),
    ).alias = learned.phrase;
  return { clients, employees: people6(rand) };
}

function people6(rand: () => number): Person6[] {
  const employees: Person6[] = [];
  const add = (given: string, surname: string, female: boolean, lang: Lang6) => {
    if (!employees.some((one) => one.given === given && one.surname === surname))
      employees.push({ name: `${given} ${surname}`, given, surname, female, lang });
  };
  for (const given of GIVEN6) {
    const surname = pick(rand, SURNAMES6[given.lang]);
    add(given.given, given.female ? female6(surname, given.lang) : surname, given.female, given.lang);
    // The same family: a man and a woman of one surname, in its two forms where the language has two.
    if (rand() < 0.5) {
      const partner = pick(
        rand,
        GIVEN6.filter((one) => one.female !== given.female),
      );
      add(partner.given, partner.female ? female6(surname, given.lang) : surname, partner.female, given.lang);
    }
  }
  add('Graciete', 'Gonçalves Ribeiro', true, 'pt');
  for (const crossed of CROSSED6)
    for (const name of [crossed.first, crossed.second]) {
      const [given, ...rest] = name.split(' ');
      add(given!, rest.join(' '), given === crossed.womanGiven, crossed.lang);
    }
  return employees;
}
