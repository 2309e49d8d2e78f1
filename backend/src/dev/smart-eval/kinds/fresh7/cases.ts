/**
 * The eighth held-out set's cases for clients, weighted toward those where a wrong pick is possible: a name wrapped
 * the way an agent writes a tool's argument, one core under two forms, two cities, two numbers, a name inside a
 * longer one, a particle apart or joined, a surname a letter longer, two Spanish surnames, a renamed client, a
 * phrase confirmed once. Each answer comes from the rule of its kind applied to the generated population (the one
 * record that fits everything said, or null when none or several do), never from what the resolver answers.
 */
import { pick } from '../../population.js';
import type { JudgedCase } from '../harness.js';
import {
  ABSENT7,
  type Client7,
  FORM_SAID7,
  LEARNED7,
  LONGER7,
  NUMBERED7,
  PARTICLES7,
  POOLS7,
  RENAMED7,
  STEMS7,
  TWO_SURNAMES7,
} from './pools.js';
import { AGENT7, CITY_OWN7, CITY_SAID7, fold, unaccent } from './said.js';

type Gen = () => JudgedCase | null;

export function clientCases7(clients: readonly Client7[], rand: () => number): Gen[] {
  const said = (kind: string, text: string, expected: number | null): JudgedCase => ({ kind, record: 'client', text, expected });
  const only = (fits: (one: Client7) => boolean): number | null => {
    const found = clients.flatMap((one, index) => (fits(one) ? [index] : []));
    return found.length === 1 ? found[0]! : null;
  };
  const sameCore = (one: Client7, core: string) => fold(one.core) === fold(core);
  const pooled = clients.filter((one) => POOLS7[one.lang].owners.includes(one.owner) && POOLS7[one.lang].trades.includes(one.trade));
  const shared = clients.filter((one) => clients.filter((other) => sameCore(other, one.core)).length > 1);
  const uniqueName = clients.filter((one) => clients.filter((other) => fold(other.name) === fold(one.name)).length === 1);

  const agentCall: Gen = () => {
    const client = pick(rand, uniqueName);
    const template = pick(rand, rand() < 0.6 ? AGENT7.en : AGENT7[client.lang]);
    return said('agent-call', template.replace('{}', client.name), clients.indexOf(client));
  };
  const agentCore: Gen = () => {
    // The same wrappers around the name without its form: the one client of that core, or asked back.
    const client = pick(rand, rand() < 0.5 ? shared : pooled);
    const template = pick(rand, rand() < 0.6 ? AGENT7.en : AGENT7[client.lang]);
    return said(
      'agent-core',
      template.replace('{}', client.core),
      only((one) => sameCore(one, client.core)),
    );
  };
  const formSpelt: Gen = () => {
    const client = pick(rand, rand() < 0.5 ? shared.filter((one) => one.form !== '') : pooled);
    const spelt = FORM_SAID7[`${client.lang} ${client.form}`];
    if (!spelt) return null;
    return said(
      'form-spelt',
      `${client.core} ${pick(rand, spelt)}`,
      only((one) => sameCore(one, client.core) && one.form === client.form),
    );
  };
  const formLeftOut: Gen = () => {
    const client = pick(rand, rand() < 0.5 ? shared : pooled);
    return said(
      'form-left-out',
      pick(rand, [client.core, client.core.toLowerCase(), unaccent(client.core)]),
      only((one) => sameCore(one, client.core)),
    );
  };
  const citySaid: Gen = () => {
    const client = pick(rand, rand() < 0.6 ? shared : pooled);
    const withForm = rand() < 0.5;
    const own = CITY_OWN7[client.lang];
    const template = own && rand() < 0.4 ? own : pick(rand, CITY_SAID7);
    const text = template.replace('{}', withForm ? client.name : client.core).replace('{city}', client.city);
    return said(
      'city-said',
      text,
      only((one) => sameCore(one, client.core) && one.city === client.city && (!withForm || one.form === client.form)),
    );
  };
  const numbered: Gen = () => {
    const entry = pick(rand, NUMBERED7);
    const roll = rand();
    if (roll < 0.35) {
      const n = pick(rand, entry.absent);
      return said('number-other', pick(rand, [`${entry.core} ${n}`, `${entry.core} ${n} ${entry.form}`]), null);
    }
    const n = pick(rand, Object.keys(entry.numbers));
    const spoken = roll < 0.7 ? n : pick(rand, entry.numbers[n]!);
    return said(
      roll < 0.7 ? 'number-same' : 'number-words',
      pick(rand, [`${entry.core} ${spoken}`, `${entry.core} ${spoken} ${entry.form}`, `**${entry.core} ${spoken}**`]),
      only((one) => sameCore(one, `${entry.core} ${n}`)),
    );
  };
  const contained: Gen = () => {
    const longer = clients.filter((one) => clients.some((other) => other !== one && fold(one.core).startsWith(`${fold(other.core)} `)));
    const client = pick(rand, longer);
    if (!client) return null;
    const short = clients.find((other) => other !== client && fold(client.core).startsWith(`${fold(other.core)} `))!;
    const roll = rand();
    if (roll < 0.35) return said('contained', client.core, clients.indexOf(client));
    if (roll < 0.7) return said('contained', pick(rand, [short.name, `"${short.name}"`]), clients.indexOf(short));
    return said('contained', client.name, clients.indexOf(client));
  };
  const particle: Gen = () => {
    const pair = pick(rand, PARTICLES7);
    const spelling = pick(rand, [pair.one, pair.other]);
    const text = pick(rand, [
      `${spelling} ${pair.trade}`,
      `${spelling.toLowerCase()} ${pair.trade}`,
      `${spelling} ${pair.trade} ${pair.form}`,
    ]);
    // Both stored: the spelling said decides; one stored: either spelling said is it.
    const exact = only((one) => fold(one.owner) === fold(spelling) && one.trade === pair.trade);
    return said('particle', text, exact ?? only((one) => [pair.one, pair.other].includes(one.owner) && one.trade === pair.trade));
  };
  const stem: Gen = () => {
    const entry = pick(rand, STEMS7);
    const owner = pick(rand, [entry.short, entry.long]);
    return said(
      'stem',
      pick(rand, [`${owner} ${entry.trade}`, `${owner} ${entry.trade} ${entry.form}`, `{"client":"${owner} ${entry.trade}"}`]),
      only((one) => one.owner === owner && one.trade === entry.trade),
    );
  };
  const twoSurnames: Gen = () => {
    const entry = pick(rand, TWO_SURNAMES7);
    const [first, second] = pick(rand, [entry.one, entry.other]).split(' ') as [string, string];
    const roll = rand();
    const owner = roll < 0.4 ? `${first} ${second}` : roll < 0.7 ? first : second;
    return said(
      'two-surnames',
      pick(rand, [`${owner} ${entry.trade}`, `la empresa ${owner} ${entry.trade}`]),
      only(
        (one) =>
          one.trade === entry.trade &&
          one.owner.split(' ').length === 2 &&
          (owner.includes(' ') ? one.owner === owner : one.owner.split(' ').includes(owner)),
      ),
    );
  };
  const longer: Gen = () => {
    const client = pick(
      rand,
      pooled.filter((one) => LONGER7[one.owner]),
    );
    if (!client) return null;
    const other = LONGER7[client.owner]!;
    return said('longer', pick(rand, [`${other} ${client.trade}`, `${other} ${client.trade} ${client.form}`]), null);
  };
  const ownerOnly: Gen = () => {
    const client = pick(rand, pooled);
    const text = pick(rand, [`firma ${client.owner}`, `{"client":"${client.owner}"}`, `${client.owner}`]);
    return said(
      'owner-only',
      text,
      only((one) => fold(one.owner) === fold(client.owner) || fold(one.former ?? '').startsWith(`${fold(client.owner)} `)),
    );
  };
  const renamed: Gen = () => {
    const entry = pick(rand, RENAMED7);
    const current = clients.findIndex((one) => one.former === entry.former);
    const neighbour = clients.findIndex((one) => one.name === entry.neighbour);
    const roll = rand();
    if (roll < 0.35) return said('renamed', entry.former, current);
    if (roll < 0.6) return said('renamed', entry.former.replace(/ \S+$/, ''), current);
    if (roll < 0.85) return said('renamed', entry.neighbour.replace(/ \S+$/, ''), neighbour);
    // The word the former name shares with the neighbour's (and maybe other clients'): never one picked.
    return said('renamed', entry.former.split(' ')[0]!, null);
  };
  const learned: Gen = () => {
    const entry = pick(rand, LEARNED7);
    return said(
      'learned',
      pick(rand, [entry.phrase, ...entry.variants]),
      clients.findIndex((one) => one.alias === entry.phrase),
    );
  };
  const absent: Gen = () => said('absent', pick(rand, ABSENT7), null);
  // Near-duplicates are where a wrong pick is possible: they are drawn more often.
  return [
    agentCall,
    agentCall,
    agentCore,
    agentCore,
    formSpelt,
    formSpelt,
    formLeftOut,
    citySaid,
    citySaid,
    numbered,
    numbered,
    contained,
    particle,
    particle,
    stem,
    twoSurnames,
    twoSurnames,
    longer,
    ownerOnly,
    renamed,
    learned,
    absent,
  ];
}
