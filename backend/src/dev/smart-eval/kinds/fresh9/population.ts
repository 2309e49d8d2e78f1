/**
 * The tenth held-out set's organization: clients of six registers (some under two forms of one core, some in two
 * cities), names told apart by a number, a word more or their initials, renamed clients whose former name shares a
 * word with a neighbour or is another client's name now, phrases confirmed once; people with short forms of their given names, a man and a woman of
 * one family (Koubek, Koubková), two people of one sex and surname.
 */
import { pick, random } from '../../population.js';
import { GIVEN9, type Person9, SURNAMES9, female9 } from './people-pools.js';
import { ACRONYMS9, CONTAINED9, type Client9, LEARNED9, type Lang9, NUMBERED9, POOLS9, RENAMED9, SIBLING_FORMS9, TAKEN9 } from './pools.js';

export function population9(seed: number): { clients: Client9[]; employees: Person9[] } {
  const rand = random(seed);
  const clients: Client9[] = [];
  const add = (owner: string, trade: string, form: string, lang: Lang9, city: string, extra: Partial<Client9> = {}) => {
    const core = trade ? `${owner} ${trade}` : owner;
    clients.push({ name: form ? `${core} ${form}` : core, core, owner, trade, form, lang, city, ...extra });
  };
  const has = (owner: string, trade: string) => clients.some((one) => one.owner === owner && one.trade === trade);
  for (const lang of Object.keys(POOLS9) as Lang9[]) {
    const pool = POOLS9[lang];
    for (const owner of pool.owners)
      for (const trade of pool.trades) if (rand() < 0.4) add(owner, trade, pick(rand, pool.forms), lang, pick(rand, pool.cities));
    // One core under two forms of different kinds, one the same name in two cities.
    const [owner, trade] = [pick(rand, pool.owners), pick(rand, pool.trades)];
    if (!has(owner, trade)) for (const form of SIBLING_FORMS9[lang]) add(owner, trade, form, lang, pick(rand, pool.cities));
    const [twin, twinTrade] = [pick(rand, pool.owners), pick(rand, pool.trades)];
    if (!has(twin, twinTrade)) {
      const form = pick(rand, pool.forms);
      const [here, there] = [...pool.cities].sort(() => rand() - 0.5) as [string, string];
      add(twin, twinTrade, form, lang, here);
      add(twin, twinTrade, form, lang, there);
    }
  }
  for (const numbered of NUMBERED9)
    for (const n of Object.keys(numbered.numbers))
      add(`${numbered.core} ${n}`, '', numbered.form, numbered.lang, POOLS9[numbered.lang].cities[0]!);
  for (const contained of CONTAINED9) {
    const [owner, ...trade] = contained.short.split(' ');
    const city = pick(rand, POOLS9[contained.lang].cities);
    add(owner!, trade.join(' '), contained.form, contained.lang, city);
    add(owner!, contained.long.slice(owner!.length + 1), contained.form, contained.lang, city);
  }
  for (const renamed of RENAMED9) {
    for (const [name, extra] of [
      [renamed.current, { former: renamed.former }],
      [renamed.neighbour, {}],
    ] as const) {
      const form = POOLS9[renamed.lang].forms.find((one) => name.endsWith(` ${one}`))!;
      const [owner, ...trade] = name.slice(0, -form.length - 1).split(' ');
      add(owner!, trade.join(' '), form, renamed.lang, POOLS9[renamed.lang].cities[1]!, extra);
    }
  }
  // A renamed client whose former name a new client now holds whole.
  for (const taken of TAKEN9)
    for (const [name, extra] of [
      [taken.renamed, { former: taken.former }],
      [taken.former, {}],
    ] as const) {
      const form = POOLS9[taken.lang].forms.find((one) => name.endsWith(` ${one}`))!;
      const [owner, ...trade] = name.slice(0, -form.length - 1).split(' ');
      add(owner!, trade.join(' '), form, taken.lang, POOLS9[taken.lang].cities[2]!, extra);
    }
  for (const acronym of ACRONYMS9) {
    const form = POOLS9[acronym.lang].forms.find((one) => acronym.name.endsWith(` ${one}`))!;
    add(acronym.name.slice(0, -form.length - 1), '', form, acronym.lang, acronym.city);
  }
  // Each confirmed phrase belongs to one single client (a name stored once), chosen by seed.
  const singles = clients.filter((one) => !one.former && clients.filter((other) => other.core === one.core).length === 1);
  for (const learned of LEARNED9)
    pick(
      rand,
      singles.filter((one) => !one.alias),
    ).alias = learned.phrase;
  return { clients, employees: people9(rand) };
}

function people9(rand: () => number): Person9[] {
  const employees: Person9[] = [];
  const add = (given: string, family: string, female: boolean, lang: Lang9) => {
    const surname = female ? female9(family, lang) : family;
    if (!employees.some((one) => one.given === given && one.surname === surname))
      employees.push({ name: `${given} ${surname}`, given, surname, family, female, lang });
  };
  for (const given of GIVEN9) {
    const family = pick(rand, SURNAMES9[given.lang]);
    add(given.given, family, given.female, given.lang);
    // The same family: a man and a woman of one surname (in its two forms where the language has two), or two
    // people of one sex.
    const roll = rand();
    const partner = pick(
      rand,
      GIVEN9.filter(
        (one) =>
          one.lang === given.lang && one.given !== given.given && (roll < 0.5 ? one.female !== given.female : one.female === given.female),
      ),
    );
    if (roll < 0.75 && partner) add(partner.given, family, partner.female, given.lang);
  }
  return employees;
}
