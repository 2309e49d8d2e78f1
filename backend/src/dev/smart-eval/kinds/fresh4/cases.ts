/**
 * The fifth held-out set's cases for clients, weighted toward those where a wrong pick is possible: one core under
 * two forms, two numbers, two cities, a name inside a longer one, two spellings said the same, a longer surname,
 * a former name that shares a word with another client. Each answer comes from the rule of its kind applied to the
 * generated population (the one record that fits everything said, or null when none or several do), never from
 * what the resolver answers.
 */
import { pick } from '../../population.js';
import type { JudgedCase } from '../harness.js';
import { ABSENT4, type Client4, FORM_SAID4, HEARD4, LEARNED4, LONGER4, NUMBERED4, RENAMED4, SOUND_PAIRS4 } from './pools.js';
import { AGENT4, CITY_SAID4, SALUTE_CLIENT4, fold, unaccent } from './said.js';

type Gen = () => JudgedCase | null;

export function clientCases4(clients: readonly Client4[], rand: () => number): Gen[] {
  const said = (kind: string, text: string, expected: number | null): JudgedCase => ({ kind, record: 'client', text, expected });
  /** The one client among those that fit, or null. */
  const only = (fits: (one: Client4) => boolean): number | null => {
    const found = clients.flatMap((one, index) => (fits(one) ? [index] : []));
    return found.length === 1 ? found[0]! : null;
  };
  const sameCore = (one: Client4, core: string) => fold(one.core) === fold(core);
  const surnameOf = (one: Client4) => one.core.split(' ')[0]!;
  const tradeOf = (one: Client4) => one.core.split(' ').slice(1).join(' ');
  const pooled = clients.filter((one) => HEARD4[surnameOf(one)] !== undefined && one.form !== '');
  const shared = clients.filter((one) => clients.filter((other) => sameCore(other, one.core)).length > 1);
  const uniqueName = clients.filter((one) => clients.filter((other) => fold(other.name) === fold(one.name)).length === 1);

  const agentCall: Gen = () => {
    const client = pick(rand, uniqueName);
    const template = pick(rand, AGENT4[client.lang] ?? AGENT4.en!);
    return said('agent-call', template.replace('{}', client.name), clients.indexOf(client));
  };
  const formSpelt: Gen = () => {
    const client = pick(rand, rand() < 0.5 ? shared.filter((one) => one.form !== '') : pooled);
    const spelt = FORM_SAID4[client.form];
    if (!spelt) return null;
    const text = `${client.core} ${pick(rand, spelt)}`;
    return said(
      'form-spelt',
      text,
      only((one) => sameCore(one, client.core) && one.form === client.form),
    );
  };
  const formLeftOut: Gen = () => {
    const client = pick(rand, rand() < 0.5 ? shared : pooled);
    const text = pick(rand, [client.core, client.core.toLowerCase(), unaccent(client.core)]);
    return said(
      'form-left-out',
      text,
      only((one) => sameCore(one, client.core)),
    );
  };
  const citySaid: Gen = () => {
    const client = pick(rand, rand() < 0.6 ? shared : pooled);
    const withForm = rand() < 0.5;
    const text = pick(rand, CITY_SAID4)
      .replace('{}', withForm ? client.name : client.core)
      .replace('{city}', client.city);
    return said(
      'city-said',
      text,
      only((one) => sameCore(one, client.core) && one.city === client.city && (!withForm || one.form === client.form)),
    );
  };
  const numbered: Gen = () => {
    const entry = pick(rand, NUMBERED4);
    const roll = rand();
    if (roll < 0.4) {
      const n = pick(rand, entry.absent);
      return said('number-other', pick(rand, [`${entry.core} ${n}`, `${entry.core} ${n} ${entry.form}`, `${entry.core} č. ${n}`]), null);
    }
    const n = pick(rand, entry.numbers);
    const text = roll < 0.7 ? `${entry.core} ${n}` : `${entry.core} ${n} ${pick(rand, FORM_SAID4[entry.form] ?? [entry.form])}`;
    return said(
      'number-same',
      text,
      only((one) => sameCore(one, `${entry.core} ${n}`)),
    );
  };
  const contained: Gen = () => {
    const longer = clients.filter((one) => clients.some((other) => other !== one && fold(one.core).startsWith(`${fold(other.core)} `)));
    const client = pick(rand, longer);
    const short = clients.find((other) => other !== client && fold(client.core).startsWith(`${fold(other.core)} `))!;
    const roll = rand();
    if (roll < 0.35) return said('contained', client.core, clients.indexOf(client));
    if (roll < 0.7) return said('contained', short.name, clients.indexOf(short));
    return said('contained', `${client.name}`, clients.indexOf(client));
  };
  const soundPair: Gen = () => {
    const pair = pick(rand, SOUND_PAIRS4);
    if (rand() < 0.3)
      return said(
        'sound-pair',
        `${pair.one} ${pair.trade}`,
        only((one) => sameCore(one, `${pair.one} ${pair.trade}`)),
      );
    // Heard: a third spelling said like both; with both stored it is asked back, with one it is that one.
    return said(
      'sound-pair',
      `${pair.said} ${pair.trade}`,
      only((one) => sameCore(one, `${pair.one} ${pair.trade}`) || sameCore(one, `${pair.other} ${pair.trade}`)),
    );
  };
  const heard: Gen = () => {
    const client = pick(rand, pooled);
    const spoken = pick(rand, HEARD4[surnameOf(client)]!);
    return said(
      'heard',
      `${spoken} ${tradeOf(client)}`,
      only((one) => sameCore(one, client.core)),
    );
  };
  const spelledOut: Gen = () => {
    const client = pick(rand, pooled);
    const letters = [...unaccent(surnameOf(client)).toUpperCase()];
    const spelt = pick(rand, [letters.join('-'), letters.join(' '), letters.join('. ') + '.']);
    return said(
      'letters',
      `${spelt} ${tradeOf(client)}`,
      only((one) => sameCore(one, client.core)),
    );
  };
  const splitOrMerged: Gen = () => {
    const client = pick(rand, pooled);
    const surname = surnameOf(client);
    if (surname.length < 7 || rand() < 0.3)
      return said(
        'merged',
        `${surname}${tradeOf(client).toLowerCase().replace(/ /g, '')}`,
        only((one) => sameCore(one, client.core)),
      );
    // A transcript splits a long word where a syllable ends: after a vowel, before a consonant.
    const vowel = (at: number) => /[aeiouyáéíóúůýöő]/i.test(surname[at] ?? '');
    let cut = Math.floor(surname.length / 2);
    while (cut < surname.length - 2 && !(vowel(cut - 1) && !vowel(cut))) cut += 1;
    return said(
      'split',
      `${surname.slice(0, cut)} ${surname.slice(cut).toLowerCase()} ${tradeOf(client)}`,
      only((one) => sameCore(one, client.core)),
    );
  };
  const longer: Gen = () => {
    const client = pick(
      rand,
      pooled.filter((one) => LONGER4[surnameOf(one)]),
    );
    if (!client) return null;
    const other = LONGER4[surnameOf(client)]!;
    return said('longer', pick(rand, [`${other} ${tradeOf(client)}`, `${other} ${tradeOf(client)} ${client.form}`]), null);
  };
  const renamed: Gen = () => {
    const entry = pick(rand, RENAMED4);
    const current = clients.findIndex((one) => one.former === entry.former);
    const neighbour = clients.findIndex((one) => one.name === entry.neighbour);
    const roll = rand();
    if (roll < 0.35) return said('renamed', entry.former, current);
    if (roll < 0.6) return said('renamed', entry.former.replace(/ \S+$/, ''), current);
    if (roll < 0.85) return said('renamed', entry.neighbour.replace(/ \S+$/, ''), neighbour);
    // The word the former name shares with the neighbour's: either may be meant.
    const shared = entry.former.split(' ').find((word) => entry.neighbour.split(' ').includes(word))!;
    return said('renamed', shared, null);
  };
  const learned: Gen = () => {
    const entry = pick(rand, LEARNED4);
    const owner = clients.findIndex((one) => one.alias === entry.phrase);
    return said('learned', pick(rand, [entry.phrase, ...entry.variants]), owner);
  };
  const salutedClient: Gen = () => {
    const client = pick(rand, pooled);
    const surname = surnameOf(client);
    const text = pick(rand, SALUTE_CLIENT4[client.lang] ?? ['{}']).replace('{}', surname);
    return said(
      'surname-client',
      text,
      only((one) => fold(surnameOf(one)) === fold(surname)),
    );
  };
  const absent: Gen = () => said('absent', pick(rand, ABSENT4), null);
  // Near-duplicates are where a wrong pick is possible: they are drawn twice as often.
  return [
    agentCall,
    formSpelt,
    formSpelt,
    formLeftOut,
    formLeftOut,
    citySaid,
    citySaid,
    numbered,
    contained,
    soundPair,
    heard,
    spelledOut,
    splitOrMerged,
    longer,
    renamed,
    learned,
    salutedClient,
    absent,
  ];
}
