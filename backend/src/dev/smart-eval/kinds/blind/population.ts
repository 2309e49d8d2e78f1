/**
 * A blind set's organization, drawn by seed from its pools: clients of six registers (some under two forms of one
 * core, some in two cities), names told apart by a number, a word more or their initials, renamed clients whose former
 * name shares a word with a neighbour (or, where the set plants them, is another client's name now), phrases
 * confirmed once; people with short forms of their given names, a man and a woman of one family (Novák,
 * Nováková), two people of one sex and surname.
 */
import { pick, random } from '../../population.js';
import { female as femaleForm } from './text.js';
import type { BlindClient, BlindPeople, BlindPerson, BlindSet, Lang } from './types.js';

export function blindPopulation(set: BlindSet, seed: number): { clients: BlindClient[]; employees: BlindPerson[] } {
  const rand = random(seed);
  const clients: BlindClient[] = [];
  const add = (owner: string, trade: string, form: string, lang: Lang, city: string, extra: Partial<BlindClient> = {}) => {
    const core = trade ? `${owner} ${trade}` : owner;
    clients.push({ name: form ? `${core} ${form}` : core, core, owner, trade, form, lang, city, ...extra });
  };
  const has = (owner: string, trade: string) => clients.some((one) => one.owner === owner && one.trade === trade);
  for (const lang of Object.keys(set.pools) as Lang[]) {
    const pool = set.pools[lang]!;
    for (const owner of pool.owners)
      for (const trade of pool.trades) if (rand() < 0.4) add(owner, trade, pick(rand, pool.forms), lang, pick(rand, pool.cities));
    // One core under two forms of different kinds, one the same name in two cities.
    const [owner, trade] = [pick(rand, pool.owners), pick(rand, pool.trades)];
    if (!has(owner, trade)) for (const form of set.siblingForms[lang]!) add(owner, trade, form, lang, pick(rand, pool.cities));
    const [twin, twinTrade] = [pick(rand, pool.owners), pick(rand, pool.trades)];
    if (!has(twin, twinTrade)) {
      const form = pick(rand, pool.forms);
      const [here, there] = [...pool.cities].sort(() => rand() - 0.5) as [string, string];
      add(twin, twinTrade, form, lang, here);
      add(twin, twinTrade, form, lang, there);
    }
  }
  for (const numbered of set.numbered)
    for (const n of Object.keys(numbered.numbers))
      add(`${numbered.core} ${n}`, '', numbered.form, numbered.lang, set.pools[numbered.lang]!.cities[0]!);
  for (const contained of set.contained) {
    const [owner, ...trade] = contained.short.split(' ');
    const city = pick(rand, set.pools[contained.lang]!.cities);
    add(owner!, trade.join(' '), contained.form, contained.lang, city);
    add(owner!, contained.long.slice(owner!.length + 1), contained.form, contained.lang, city);
  }
  // A name stored whole, its legal form the one of its register it ends with.
  const addWhole = (name: string, lang: Lang, city: string, extra: Partial<BlindClient> = {}) => {
    const form = set.pools[lang]!.forms.find((one) => name.endsWith(` ${one}`))!;
    const [owner, ...trade] = name.slice(0, -form.length - 1).split(' ');
    add(owner!, trade.join(' '), form, lang, city, extra);
  };
  for (const renamed of set.renamed) {
    addWhole(renamed.current, renamed.lang, set.pools[renamed.lang]!.cities[1]!, { former: renamed.former });
    addWhole(renamed.neighbour, renamed.lang, set.pools[renamed.lang]!.cities[1]!);
  }
  // A renamed client whose former name a new client now holds whole.
  for (const taken of set.taken ?? []) {
    addWhole(taken.renamed, taken.lang, set.pools[taken.lang]!.cities[2]!, { former: taken.former });
    addWhole(taken.former, taken.lang, set.pools[taken.lang]!.cities[2]!);
  }
  for (const acronym of set.acronyms) {
    const form = set.pools[acronym.lang]!.forms.find((one) => acronym.name.endsWith(` ${one}`))!;
    add(acronym.name.slice(0, -form.length - 1), '', form, acronym.lang, acronym.city);
  }
  // Each confirmed phrase belongs to one single client (a name stored once), chosen by seed.
  const singles = clients.filter((one) => !one.former && clients.filter((other) => other.core === one.core).length === 1);
  for (const learned of set.learned)
    pick(
      rand,
      singles.filter((one) => !one.alias),
    ).alias = learned.phrase;
  return { clients, employees: people(set, rand) };
}

function people(set: BlindPeople, rand: () => number): BlindPerson[] {
  const employees: BlindPerson[] = [];
  const add = (given: string, family: string, female: boolean, lang: Lang) => {
    const surname = female ? femaleForm(family, lang) : family;
    if (!employees.some((one) => one.given === given && one.surname === surname))
      employees.push({ name: `${given} ${surname}`, given, surname, family, female, lang });
  };
  for (const given of set.given) {
    const family = pick(rand, set.surnames[given.lang]!);
    add(given.given, family, given.female, given.lang);
    // The same family: a man and a woman of one surname (in its two forms where the language has two), or two
    // people of one sex.
    const roll = rand();
    const partner = pick(
      rand,
      set.given.filter(
        (one) =>
          one.lang === given.lang && one.given !== given.given && (roll < 0.5 ? one.female !== given.female : one.female === given.female),
      ),
    );
    if (roll < 0.75 && partner) add(partner.given, family, partner.female, given.lang);
  }
  return employees;
}
