/**
 * Records that only something beside the name tells apart: two clients of
 * one name in two cities, one name under two legal forms, two brothers of
 * one surname. Said by the name alone they are asked back; said with the
 * city, the legal form or the given name, the one meant is found. Also the
 * people named by a salutation and surname ("pan Pešek", "Frau Hrubá") or a
 * given name alone, found only when one person fits. Expected answers come
 * from the population, not from the resolver's code.
 */
import { pick } from '../population.js';
import { type EvalClient, type EvalEmployee, GIVEN, POOLS, femaleOf } from './pools.js';

const OTHER_FORM: Record<string, string> = {
  's.r.o.': 'a.s.',
  'a.s.': 's.r.o.',
  'spol. s r.o.': 'a.s.',
  GmbH: 'AG',
  AG: 'GmbH',
  KG: 'GmbH',
  'GmbH & Co. KG': 'AG',
  'Sp. z o.o.': 'S.A.',
  'S.A.': 'Sp. z o.o.',
  'sp.k.': 'S.A.',
  Ltd: 'PLC',
  LLP: 'Ltd',
  PLC: 'Ltd',
  LLC: 'Inc.',
  'Inc.': 'LLC',
};

/** Copies of some of the first `among` clients: the same name in another city, or under another legal form. */
export function addTwins(rand: () => number, clients: EvalClient[], among: number): void {
  const chosen = new Set<number>();
  while (chosen.size < Math.min(12, among)) chosen.add(Math.floor(rand() * among));
  for (const [n, index] of [...chosen].entries()) {
    const original = clients[index]!;
    const { former: _former, ...copy } = original;
    const cities = POOLS[original.country].cities.filter((city) => city !== original.city);
    const twin: EvalClient =
      n % 2 === 0 ? { ...copy, city: pick(rand, cities), twin: 'name' } : { ...copy, form: OTHER_FORM[original.form]!, twin: 'form' };
    original.twin = twin.twin;
    clients.push(twin);
  }
}

/** Brothers: a man of the surname of some employees, under another given name. */
export function addSiblings(rand: () => number, employees: EvalEmployee[]): void {
  const count = employees.length;
  for (let n = 0; n < 3; n++) {
    const other = employees[Math.floor(rand() * count)]!;
    const given = pick(
      rand,
      GIVEN.male.filter((name) => name !== other.given),
    );
    const surname = other.surname;
    if (employees.some((e) => e.name === `${given} ${surname}`)) continue;
    employees.push({ name: `${given} ${surname}`, given, surname, female: false });
  }
}

type Case = { text: string; expected: number | null };

/** A name two clients share, said alone (asked back), with a city (the one there), or a city neither is in. */
export function twinCase(
  rand: () => number,
  clients: readonly EvalClient[],
): (Case & { kind: 'duplicate_name' | 'legal_form_twin' }) | null {
  const twins = clients.map((client, index) => [client, index] as const).filter(([client]) => client.twin);
  if (twins.length === 0) return null;
  const [client, index] = pick(rand, twins);
  const same = clients.filter((other) => other.core === client.core);
  if (client.twin === 'name') {
    const how = rand();
    if (how < 0.35) return { kind: 'duplicate_name', text: rand() < 0.5 ? client.core : client.name, expected: null };
    if (how < 0.85) {
      const marker = { CZ: 'v', DE: 'aus', PL: 'w', GB: 'in' }[client.country];
      const text = rand() < 0.5 ? `${client.name} (${client.city})` : `${client.core} ${marker} ${client.city}`;
      return { kind: 'duplicate_name', text, expected: same.filter((other) => other.city === client.city).length === 1 ? index : null };
    }
    const elsewhere = POOLS[client.country].cities.find((city) => !same.some((other) => other.city === city));
    return elsewhere ? { kind: 'duplicate_name', text: `${client.core} (${elsewhere})`, expected: null } : null;
  }
  if (rand() < 0.4) return { kind: 'legal_form_twin', text: client.core, expected: null };
  return {
    kind: 'legal_form_twin',
    text: client.name,
    expected: same.filter((other) => other.form === client.form).length === 1 ? index : null,
  };
}

const MEN = ['pan', 'Herr', 'Mr', 'Mr.', 'pana'];
const WOMEN = ['paní', 'Frau', 'Mrs', 'Ms.', 'Mrs.'];

/** A salutation and the surname as that person bears it: the one person of that sex and surname, else asked back. */
export function salutationCase(rand: () => number, employees: readonly EvalEmployee[]): Case | null {
  const index = Math.floor(rand() * employees.length);
  const person = employees[index]!;
  const surname = person.female ? femaleOf(person.surname) : person.surname;
  const text = `${pick(rand, person.female ? WOMEN : MEN)} ${surname}`;
  const bearers = employees.filter((e) => e.female === person.female && e.surname === person.surname);
  return { text, expected: bearers.length === 1 ? index : null };
}

/** A surname alone: its one bearer, or asked back when brothers (or a man and a woman of it, Kočí) bear it. */
export function surnameCase(rand: () => number, employees: readonly EvalEmployee[]): Case | null {
  const index = Math.floor(rand() * employees.length);
  const person = employees[index]!;
  if (person.female) return null;
  // A woman whose surname is written as the man's (Kočí) bears it too.
  const bearers = employees.filter((e) => e.surname === person.surname && (!e.female || femaleOf(e.surname) === e.surname));
  return { text: person.surname, expected: bearers.length === 1 ? index : null };
}

/** A given name alone: the one person of it, or asked back. */
export function givenCase(rand: () => number, employees: readonly EvalEmployee[]): Case | null {
  const index = Math.floor(rand() * employees.length);
  const person = employees[index]!;
  const bearers = employees.filter((e) => e.given === person.given);
  return { text: person.given, expected: bearers.length === 1 ? index : null };
}
