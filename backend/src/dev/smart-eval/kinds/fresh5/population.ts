/**
 * The sixth held-out set's organization: clients of twelve registers (some cores under two forms, some in two
 * cities), names told apart by a number, a name inside a longer one, family firms beside the family's other firm;
 * people with short forms of their given names, and Polish families whose surname has a man's and a woman's form.
 */
import { pick, random } from '../../population.js';
import {
  CONTAINED5,
  type Client5,
  FAMILY5,
  GIVEN5,
  type Lang5,
  NUMBERED5,
  POOLS5,
  type Person5,
  SIBLING_FORMS5,
  SURNAMES5,
  female5,
} from './pools.js';

export function population5(seed: number): { clients: Client5[]; employees: Person5[] } {
  const rand = random(seed);
  const clients: Client5[] = [];
  const add = (core: string, form: string, lang: Lang5, city: string) => {
    const name = `${core} ${form}`;
    if (!clients.some((one) => one.name === name && one.city === city)) clients.push({ name, core, form, lang, city });
  };
  for (const lang of Object.keys(POOLS5) as Lang5[]) {
    const pool = POOLS5[lang];
    for (const core of pool.cores)
      for (const trade of pool.trades) if (rand() < 0.45) add(`${core} ${trade}`, pick(rand, pool.forms), lang, pick(rand, pool.cities));
    const siblings = SIBLING_FORMS5[lang];
    if (siblings) {
      const core = `${pick(rand, pool.cores)} ${pick(rand, pool.trades)}`;
      if (!clients.some((one) => one.core === core)) for (const form of siblings) add(core, form, lang, pick(rand, pool.cities));
    }
    // The same name in two cities (a branch registered apart).
    const twin = `${pick(rand, pool.cores)} ${pick(rand, pool.trades)}`;
    if (!clients.some((one) => one.core === twin) && pool.cities.length >= 2) {
      const form = pick(rand, pool.forms);
      const [here, there] = [...pool.cities].sort(() => rand() - 0.5) as [string, string];
      add(twin, form, lang, here);
      add(twin, form, lang, there);
    }
  }
  for (const entry of NUMBERED5)
    for (const n of entry.numbers) add(`${entry.core} ${n}`, entry.form, entry.lang, pick(rand, POOLS5[entry.lang].cities));
  for (const entry of CONTAINED5) {
    add(entry.short, entry.form, entry.lang, entry.city);
    add(entry.long, entry.form, entry.lang, entry.city);
  }
  for (const entry of FAMILY5) {
    add(entry.firm, entry.form, entry.lang, pick(rand, POOLS5[entry.lang].cities));
    if (!clients.some((one) => one.core === entry.other)) add(entry.other, entry.form, entry.lang, pick(rand, POOLS5[entry.lang].cities));
  }
  return { clients, employees: people5(rand) };
}

function people5(rand: () => number): Person5[] {
  const employees: Person5[] = [];
  const add = (given: string, surname: string, female: boolean, lang: Lang5) => {
    if (!employees.some((one) => one.given === given && one.surname === surname))
      employees.push({ name: `${given} ${surname}`, given, surname, female, lang });
  };
  for (const given of GIVEN5) {
    const surnames = SURNAMES5[given.lang] ?? [];
    if (surnames.length === 0) continue;
    const surname = pick(rand, surnames);
    add(given.given, given.female ? female5(surname) : surname, given.female, given.lang);
    // The same family: a man and a woman of one surname, in its two forms where the language has two.
    if (rand() < 0.5) {
      const partner = pick(
        rand,
        GIVEN5.filter((one) => one.female !== given.female),
      );
      add(partner.given, partner.female ? female5(surname) : surname, partner.female, given.lang);
    }
  }
  return employees;
}
