/**
 * The eighth held-out set's organization: clients of eight registers (some under two forms of one core, some in two
 * cities), names told apart by a number, a word more, a particle, a letter more or a second surname, renamed clients
 * whose former name shares a word with a neighbour, phrases confirmed once; people with short forms of their given
 * names, a Czech man and woman of one family, Spanish double surnames, Hungarians stored family name first, and a
 * hyphenated given name beside its second half.
 */
import { pick, random } from '../../population.js';
import { GIVEN7, HALVES7, type Person7, SURNAMES7, female7, storedName7 } from './people-pools.js';
import {
  CONTAINED7,
  type Client7,
  LEARNED7,
  type Lang7,
  NUMBERED7,
  PARTICLES7,
  POOLS7,
  RENAMED7,
  SIBLING_FORMS7,
  STEMS7,
  TWO_SURNAMES7,
} from './pools.js';

export function population7(seed: number): { clients: Client7[]; employees: Person7[] } {
  const rand = random(seed);
  const clients: Client7[] = [];
  const add = (owner: string, trade: string, form: string, lang: Lang7, city: string, extra: Partial<Client7> = {}) => {
    const core = trade ? `${owner} ${trade}` : owner;
    clients.push({ name: form ? `${core} ${form}` : core, core, owner, trade, form, lang, city, ...extra });
  };
  const has = (owner: string, trade: string) => clients.some((one) => one.owner === owner && one.trade === trade);
  for (const lang of Object.keys(POOLS7) as Lang7[]) {
    const pool = POOLS7[lang];
    for (const owner of pool.owners)
      for (const trade of pool.trades) if (rand() < 0.4) add(owner, trade, pick(rand, pool.forms), lang, pick(rand, pool.cities));
    // One core under two forms of different kinds, one the same name in two cities.
    const [owner, trade] = [pick(rand, pool.owners), pick(rand, pool.trades)];
    if (!has(owner, trade)) for (const form of SIBLING_FORMS7[lang]) add(owner, trade, form, lang, pick(rand, pool.cities));
    const [twin, twinTrade] = [pick(rand, pool.owners), pick(rand, pool.trades)];
    if (!has(twin, twinTrade)) {
      const form = pick(rand, pool.forms);
      const [here, there] = [...pool.cities].sort(() => rand() - 0.5) as [string, string];
      add(twin, twinTrade, form, lang, here);
      add(twin, twinTrade, form, lang, there);
    }
  }
  for (const numbered of NUMBERED7) for (const n of Object.keys(numbered.numbers)) add(numbered.core, n, numbered.form, 'en', 'Ipswich');
  for (const contained of CONTAINED7) {
    const [owner, ...trade] = contained.short.split(' ');
    if (has(owner!, trade.join(' '))) continue;
    const city = pick(rand, POOLS7[contained.lang].cities);
    add(owner!, trade.join(' '), contained.form, contained.lang, city);
    add(owner!, contained.long.slice(owner!.length + 1), contained.form, contained.lang, city);
  }
  for (const pair of PARTICLES7) {
    // Sometimes only one of the two spellings is a client: then either spelling said is it.
    const city = POOLS7[pair.lang].cities[1]!;
    if (rand() < 0.8) add(pair.one, pair.trade, pair.form, pair.lang, city);
    if (rand() < 0.6 || !has(pair.one, pair.trade)) add(pair.other, pair.trade, pair.form, pair.lang, city);
  }
  for (const stem of STEMS7)
    for (const owner of [stem.short, stem.long]) add(owner, stem.trade, stem.form, stem.lang, POOLS7[stem.lang].cities[2]!);
  for (const two of TWO_SURNAMES7) {
    add(two.one, two.trade, two.form, 'es', 'Huesca');
    if (rand() < 0.6) add(two.other, two.trade, two.form, 'es', 'Huesca');
  }
  for (const renamed of RENAMED7) {
    const [current, form] = [renamed.current.replace(/ \S+$/, ''), renamed.current.split(' ').at(-1)!];
    add(current, '', form, 'en', 'Tulsa', { former: renamed.former });
    const words = renamed.neighbour.split(' ');
    add(words[0]!, words.slice(1, -1).join(' '), words.at(-1)!, 'en', 'Wichita');
  }
  // Each confirmed phrase belongs to one single client (a name stored once), chosen by seed.
  const singles = clients.filter((one) => !one.former && clients.filter((other) => other.core === one.core).length === 1);
  for (const learned of LEARNED7)
    pick(
      rand,
      singles.filter((one) => !one.alias),
    ).alias = learned.phrase;
  return { clients, employees: people7(rand) };
}

function people7(rand: () => number): Person7[] {
  const employees: Person7[] = [];
  const add = (given: string, surname: string, female: boolean, lang: Lang7) => {
    if (!employees.some((one) => one.given === given && one.surname === surname))
      employees.push({ name: storedName7(given, surname, lang), given, surname, female, lang });
  };
  for (const given of GIVEN7) {
    const surname = pick(rand, SURNAMES7[given.lang]);
    add(given.given, given.female ? female7(surname, given.lang) : surname, given.female, given.lang);
    // The same family: a man and a woman of one surname, in its two forms where the language has two.
    if (rand() < 0.5) {
      const partner = pick(
        rand,
        GIVEN7.filter((one) => one.female !== given.female && one.lang === given.lang),
      );
      if (partner) add(partner.given, partner.female ? female7(surname, given.lang) : surname, partner.female, given.lang);
    }
  }
  for (const halves of HALVES7) for (const given of [halves.whole, halves.half]) add(given, halves.surname, halves.female, 'fr');
  return employees;
}
