/**
 * The eleventh held-out set's organization, drawn per seed: each register's owners with some of its trades, one core
 * under two forms of different kinds and one core in two cities per register, the numbered, nested, renamed and
 * initialled names, a few phrases confirmed once; people of each language, some families with a man and a woman (in
 * the surname's two forms where the language has two), some with two people of one sex.
 */
import { pick, random } from '../../population.js';
import { FAMILIES10, FIRST10, type Person10, womansForm10 } from './people-pools.js';
import {
  CONFIRMED10,
  type Client10,
  INITIALS10,
  INSIDE10,
  NUMBERED10,
  REGISTERS10,
  RENAMED10,
  type Reg10,
  SIBLINGS10,
  TAKEN10,
  coreOf,
} from './pools.js';

/** A stored name cut into owner, trade and form (the form being one of its register's). */
function cut(name: string, reg: Reg10): { owner: string; trade: string; form: string } {
  const form = [...REGISTERS10[reg].forms, ...Object.values(SIBLINGS10).flat()].find((one) => name.endsWith(` ${one}`)) ?? '';
  const [owner, ...trade] = name
    .slice(0, name.length - form.length)
    .trim()
    .split(' ');
  return { owner: owner!, trade: trade.join(' '), form };
}

export function population10(seed: number): { clients: Client10[]; employees: Person10[] } {
  const rand = random(seed);
  const clients: Client10[] = [];
  const store = (owner: string, trade: string, form: string, reg: Reg10, city: string, extra: Partial<Client10> = {}) => {
    const core = coreOf(reg, owner, trade);
    clients.push({ name: `${core} ${form}`, core, owner, trade, form, reg, city, ...extra });
  };
  const taken = (owner: string, trade: string) => clients.some((one) => one.owner === owner && one.trade === trade);
  for (const reg of Object.keys(REGISTERS10) as Reg10[]) {
    const { owners, trades, forms, cities } = REGISTERS10[reg];
    for (const owner of owners)
      for (const trade of trades) if (rand() < 0.4) store(owner, trade, pick(rand, forms), reg, pick(rand, cities));
    const [owner, trade] = [pick(rand, owners), pick(rand, trades)];
    if (!taken(owner, trade)) for (const form of SIBLINGS10[reg]) store(owner, trade, form, reg, pick(rand, cities));
    const [twin, twinTrade] = [pick(rand, owners), pick(rand, trades)];
    if (!taken(twin, twinTrade)) {
      const form = pick(rand, forms);
      const shuffled = [...cities].sort(() => rand() - 0.5);
      store(twin, twinTrade, form, reg, shuffled[0]!);
      store(twin, twinTrade, form, reg, shuffled[1]!);
    }
  }
  for (const entry of NUMBERED10)
    for (const n of Object.keys(entry.numbers)) {
      const [first, ...rest] = entry.core.split(' ');
      store(first!, `${rest.join(' ')} ${n}`, entry.form, entry.reg, REGISTERS10[entry.reg].cities[0]!);
    }
  for (const entry of INSIDE10) {
    const city = pick(rand, REGISTERS10[entry.reg].cities);
    const [owner, ...trade] = entry.short.split(' ');
    store(owner!, trade.join(' '), entry.form, entry.reg, city);
    store(owner!, entry.long.slice(owner!.length + 1), entry.form, entry.reg, city);
  }
  for (const entry of RENAMED10) {
    const city = REGISTERS10[entry.reg].cities[1]!;
    const current = cut(entry.current, entry.reg);
    store(current.owner, current.trade, current.form, entry.reg, city, { former: entry.former });
    const neighbour = cut(entry.neighbour, entry.reg);
    store(neighbour.owner, neighbour.trade, neighbour.form, entry.reg, city);
  }
  for (const entry of TAKEN10) {
    const city = REGISTERS10[entry.reg].cities[2]!;
    const renamed = cut(entry.renamed, entry.reg);
    store(renamed.owner, renamed.trade, renamed.form, entry.reg, city, { former: entry.former });
    const holder = cut(entry.former, entry.reg);
    store(holder.owner, holder.trade, holder.form, entry.reg, city);
  }
  for (const entry of INITIALS10) {
    const { owner, trade, form } = cut(entry.name, entry.reg);
    store(owner, trade, form, entry.reg, entry.city);
  }
  // A confirmed phrase belongs to one client stored once under its core, never renamed.
  const alone = clients.filter((one) => !one.former && clients.filter((other) => other.core === one.core).length === 1);
  for (const entry of CONFIRMED10) {
    const free = alone.filter((one) => !one.alias);
    pick(rand, free).alias = entry.phrase;
  }
  return { clients, employees: staff10(rand) };
}

function staff10(rand: () => number): Person10[] {
  const staff: Person10[] = [];
  const employ = (given: string, family: string, female: boolean, lang: Person10['lang']) => {
    const surname = female ? womansForm10(family, lang) : family;
    if (staff.some((one) => one.given === given && one.surname === surname)) return;
    staff.push({ name: `${given} ${surname}`, given, surname, family, female, lang });
  };
  const seen: Partial<Record<Person10['lang'], number>> = {};
  for (const first of FIRST10) {
    // Each given name of a language in a family of its own where the language has enough (fr, it, es have one).
    const nth = seen[first.lang] ?? 0;
    seen[first.lang] = nth + 1;
    const families = FAMILIES10[first.lang];
    const family = families[nth % families.length]!;
    employ(first.given, family, first.female, first.lang);
    // A relative: of either sex, so a family holds a man and a woman, or two of one sex.
    if (rand() < 0.4) {
      const kin = pick(
        rand,
        FIRST10.filter((one) => one.lang === first.lang && one.given !== first.given),
      );
      if (kin) employ(kin.given, family, kin.female, first.lang);
    }
  }
  return staff;
}
