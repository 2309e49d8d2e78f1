/**
 * A blind set's organization, drawn by seed from its pools: clients of six registers (some under two forms of one
 * core, some in two cities), names told apart by a number, a word more or their initials, renamed clients whose former
 * name shares a word with a neighbour (or, where the set plants them, is another client's name now), phrases
 * confirmed once; people with short forms of their given names, a man and a woman of one family (Novák,
 * Nováková), two people of one sex and surname.
 */
import { pick, random } from '../../population.js';
import { female as femaleForm } from './text.js';
import type { BlindClient, BlindPeople, BlindPerson, BlindPopulationRules, BlindPopulationSet, Lang } from './types.js';

export function blindPopulation<L extends string = Lang, P extends string = L>(
  set: BlindPopulationSet<L, P>,
  seed: number,
): { clients: BlindClient<L>[]; employees: BlindPerson<P>[] } {
  const rules = set.populationRules ?? {};
  const rand = random(seed);
  const clients: BlindClient<L>[] = [];
  const add = (owner: string, trade: string, form: string, lang: L, city: string, extra: Partial<BlindClient<L>> = {}) => {
    const core = !trade ? owner : rules.coreOf ? rules.coreOf(lang, owner, trade) : `${owner} ${trade}`;
    clients.push({ name: form ? `${core} ${form}` : core, core, owner, trade, form, lang, city, ...extra });
  };
  const has = (owner: string, trade: string) => clients.some((one) => one.owner === owner && one.trade === trade);
  for (const lang of Object.keys(set.pools) as L[]) {
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
    for (const n of Object.keys(numbered.numbers)) {
      const city = set.pools[numbered.lang]!.cities[0]!;
      if (!rules.splitWhole) add(`${numbered.core} ${n}`, '', numbered.form, numbered.lang, city);
      else {
        const [first, ...rest] = numbered.core.split(' ');
        add(first!, `${rest.join(' ')} ${n}`, numbered.form, numbered.lang, city);
      }
    }
  for (const contained of set.contained) {
    const [owner, ...trade] = contained.short.split(' ');
    const city = pick(rand, set.pools[contained.lang]!.cities);
    add(owner!, trade.join(' '), contained.form, contained.lang, city);
    add(owner!, contained.long.slice(owner!.length + 1), contained.form, contained.lang, city);
  }
  // A name stored whole, its legal form the one of its register it ends with (or a sibling form of any register).
  const formOf = (name: string, lang: L) =>
    [...set.pools[lang]!.forms, ...Object.values(set.siblingForms as Record<string, [string, string]>).flat()].find((one) =>
      name.endsWith(` ${one}`),
    ) ?? '';
  const addWhole = (name: string, lang: L, city: string, extra: Partial<BlindClient<L>> = {}) => {
    const form = formOf(name, lang);
    const [owner, ...trade] = (form ? name.slice(0, -form.length - 1) : name).split(' ');
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
    if (rules.splitWhole) addWhole(acronym.name, acronym.lang, acronym.city);
    else {
      const form = set.pools[acronym.lang]!.forms.find((one) => acronym.name.endsWith(` ${one}`))!;
      add(acronym.name.slice(0, -form.length - 1), '', form, acronym.lang, acronym.city);
    }
  }
  // Each confirmed phrase belongs to one single client (a name stored once), chosen by seed.
  const singles = clients.filter((one) => !one.former && clients.filter((other) => other.core === one.core).length === 1);
  for (const learned of set.learned)
    pick(
      rand,
      singles.filter((one) => !one.alias),
    ).alias = learned.phrase;
  return { clients, employees: people(set, rules, rand) };
}

function people<P extends string>(
  set: BlindPeople<P>,
  rules: Pick<BlindPopulationRules<string, P>, 'womansForm' | 'familiesInTurn'>,
  rand: () => number,
): BlindPerson<P>[] {
  const employees: BlindPerson<P>[] = [];
  const womansForm = rules.womansForm ?? ((family: string, lang: P) => femaleForm(family, lang as unknown as Lang));
  const add = (given: string, family: string, female: boolean, lang: P) => {
    const surname = female ? womansForm(family, lang) : family;
    if (!employees.some((one) => one.given === given && one.surname === surname))
      employees.push({ name: `${given} ${surname}`, given, surname, family, female, lang });
  };
  if (rules.familiesInTurn) {
    const { relativeShare } = rules.familiesInTurn;
    const seen: Partial<Record<P, number>> = {};
    for (const given of set.given) {
      // Each given name of a language in a family of its own where the language has enough.
      const nth = seen[given.lang] ?? 0;
      seen[given.lang] = nth + 1;
      const families = set.surnames[given.lang]!;
      const family = families[nth % families.length]!;
      add(given.given, family, given.female, given.lang);
      // A relative: of either sex, so a family holds a man and a woman, or two of one sex.
      if (rand() < relativeShare) {
        const kin = pick(
          rand,
          set.given.filter((one) => one.lang === given.lang && one.given !== given.given),
        );
        if (kin) add(kin.given, family, kin.female, given.lang);
      }
    }
    return employees;
  }
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
