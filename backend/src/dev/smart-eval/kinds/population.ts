/**
 * A held-out population for the evaluation by kind: surnames, trades, cities
 * and given names that the resolver's tests and tuning examples do not use
 * (those tune on Novák, Schröder, Kratochvíl, Müller, Harrington …), so the
 * figures measure how the rules generalise. Deterministic per seed.
 */
import { pick, random } from '../population.js';
import { addAcronymClients, addAcronymHolders } from './acronyms.js';
import {
  type Country,
  type EvalClient,
  type EvalEmployee,
  EMPLOYEE_SURNAMES,
  EXTENDED_SURNAMES,
  GIVEN,
  NUMBERED,
  POOLS,
  femaleOf,
} from './pools.js';
import { addSiblings, addTwins } from './twins.js';

export function evalPopulation(seed: number): { clients: EvalClient[]; employees: EvalEmployee[] } {
  const rand = random(seed);
  const clients: EvalClient[] = [];
  const cores = new Set<string>();
  const add = (client: EvalClient) => {
    if (cores.has(client.core.toLowerCase())) return;
    cores.add(client.core.toLowerCase());
    clients.push(client);
  };
  for (const country of Object.keys(POOLS) as Country[]) {
    const pool = POOLS[country];
    for (const surname of pool.surnames)
      for (const trade of pool.trades)
        if (rand() < 0.35)
          add({ name: '', core: `${surname} ${trade}`, form: pick(rand, pool.forms), country, city: pick(rand, pool.cities) });
  }
  const plainNames = clients.length;
  // Near names: a surname and its longer kin, each under a trade of its own or the same.
  for (const [short, long] of EXTENDED_SURNAMES) {
    const trade = pick(rand, POOLS.CZ.trades);
    add({ name: '', core: `${short} ${trade}`, form: 's.r.o.', country: 'CZ', city: pick(rand, POOLS.CZ.cities) });
    if (rand() < 0.5) add({ name: '', core: `${long} ${trade}`, form: 's.r.o.', country: 'CZ', city: pick(rand, POOLS.CZ.cities) });
  }
  for (const [word, number, other] of NUMBERED) {
    add({ name: '', core: `${word} ${number}`, form: 's.r.o.', country: 'CZ', city: pick(rand, POOLS.CZ.cities) });
    if (rand() < 0.5) add({ name: '', core: `${word} ${other}`, form: 's.r.o.', country: 'CZ', city: pick(rand, POOLS.CZ.cities) });
  }
  addAcronymClients(rand, add);
  addAcronymHolders(rand, clients, add);
  addTwins(rand, clients, plainNames);
  for (const client of clients) {
    client.name = `${client.core} ${client.form}`;
    if (rand() < 0.08)
      client.former = `${pick(rand, ['Aurora', 'Vektor', 'Meridian', 'Kompas', 'Fenix'])} ${pick(rand, ['Holding', 'Partners', 'Group', 'Trade'])} ${client.form}`;
  }
  // A former name is another client's no more than a current name is (also without its legal form).
  const formers = new Set<string>();
  for (const client of clients) {
    if (!client.former) continue;
    const core = client.former.split(' ').slice(0, 2).join(' ').toLowerCase();
    if (formers.has(core) || cores.has(core)) delete client.former;
    else formers.add(core);
  }
  const employees: EvalEmployee[] = [];
  const people = new Set<string>();
  for (const surname of EMPLOYEE_SURNAMES) {
    const female = rand() < 0.4;
    const given = pick(rand, female ? GIVEN.female : GIVEN.male);
    const name = `${given} ${female ? femaleOf(surname) : surname}`;
    if (people.has(name)) continue;
    people.add(name);
    employees.push({ name, given, surname, female });
  }
  addSiblings(rand, employees);
  return { clients, employees };
}
