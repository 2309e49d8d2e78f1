/**
 * The seventh held-out set's cases for clients, weighted toward those where a wrong pick is possible: one core under
 * two forms, two numbers (in digits or in words), two cities, a name inside a longer one, Mc/Mac and apostrophes,
 * a longer surname, a former name that shares a word with another client. Each answer comes from the rule of its
 * kind applied to the generated population (the one record that fits everything said, or null when none or several
 * do), never from what the resolver answers.
 */
import { pick } from '../../population.js';
import type { JudgedCase } from '../harness.js';
import {
  ABSENT6,
  APOSTROPHE6,
  type Client6,
  FORM_SAID6,
  HEARD6,
  LEARNED6,
  LETTERED6,
  LONGER6,
  NUMBERED6,
  RENAMED6,
  SOUND_PAIRS6,
} from './pools.js';
import { AGENT6, CITY_SAID6, SALUTE_CLIENT6, fold, unaccent } from './said.js';

type Gen = () => JudgedCase | null;

export function clientCases6(clients: readonly Client6[], rand: () => number): Gen[] {
  const said = (kind: string, text: string, expected: number | null): JudgedCase => ({ kind, record: 'client', text, expected });
  const only = (fits: (one: Client6) => boolean): number | null => {
    const found = clients.flatMap((one, index) => (fits(one) ? [index] : []));
    return found.length === 1 ? found[0]! : null;
  };
  const sameCore = (one: Client6, core: string) => fold(one.core) === fold(core);
  const surnameOf = (one: Client6) => one.core.split(' ')[0]!;
  const tradeOf = (one: Client6) => one.core.split(' ').slice(1).join(' ');
  const pooled = clients.filter((one) => HEARD6[surnameOf(one)] !== undefined && one.form !== '');
  const shared = clients.filter((one) => clients.filter((other) => sameCore(other, one.core)).length > 1);
  const uniqueName = clients.filter((one) => clients.filter((other) => fold(other.name) === fold(one.name)).length === 1);

  const agentCall: Gen = () => {
    const client = pick(rand, uniqueName);
    const template = pick(rand, rand() < 0.5 ? AGENT6.en! : (AGENT6[client.lang] ?? AGENT6.en!));
    return said('agent-call', template.replace('{}', client.name), clients.indexOf(client));
  };
  const formSpelt: Gen = () => {
    const client = pick(rand, rand() < 0.5 ? shared.filter((one) => one.form !== '') : pooled);
    const spelt = FORM_SAID6[`${client.lang} ${client.form}`];
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
    const text = pick(rand, CITY_SAID6)
      .replace('{}', withForm ? client.name : client.core)
      .replace('{city}', client.city);
    return said(
      'city-said',
      text,
      only((one) => sameCore(one, client.core) && one.city === client.city && (!withForm || one.form === client.form)),
    );
  };
  const numbered: Gen = () => {
    const entry = pick(rand, NUMBERED6);
    const roll = rand();
    if (roll < 0.4) {
      const n = pick(rand, entry.absent);
      return said('number-other', pick(rand, [`${entry.core} ${n}`, `${entry.core} ${n} ${entry.form}`]), null);
    }
    const n = pick(rand, Object.keys(entry.numbers));
    const spoken = roll < 0.7 ? n : pick(rand, entry.numbers[n]!);
    return said(
      roll < 0.7 ? 'number-same' : 'number-words',
      pick(rand, [`${entry.core} ${spoken}`, `${entry.core} ${spoken} ${entry.form}`]),
      only((one) => sameCore(one, `${entry.core} ${n}`)),
    );
  };
  const lettered: Gen = () => {
    const entry = pick(rand, LETTERED6);
    const stored = clients.findIndex((one) => one.core === `${entry.stored} ${entry.trade}`);
    if (rand() < 0.35) return said('number-other', `${pick(rand, entry.absent)} ${entry.trade}`, null);
    return said('number-words', `${pick(rand, entry.said)} ${entry.trade}`, stored);
  };
  const contained: Gen = () => {
    const longer = clients.filter((one) => clients.some((other) => other !== one && fold(one.core).startsWith(`${fold(other.core)} `)));
    const client = pick(rand, longer);
    const short = clients.find((other) => other !== client && fold(client.core).startsWith(`${fold(other.core)} `))!;
    const roll = rand();
    if (roll < 0.35) return said('contained', client.core, clients.indexOf(client));
    if (roll < 0.7) return said('contained', short.name, clients.indexOf(short));
    return said('contained', client.name, clients.indexOf(client));
  };
  const soundPair: Gen = () => {
    const pair = pick(rand, SOUND_PAIRS6);
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
  const apostrophe: Gen = () => {
    const client = pick(
      rand,
      clients.filter((one) => APOSTROPHE6[surnameOf(one)]),
    );
    if (!client) return null;
    const text = `${pick(rand, APOSTROPHE6[surnameOf(client)]!)} ${tradeOf(client)}`;
    // Mc and Mac written apart are other families when both are stored: the spelling said decides.
    return said(
      'apostrophe',
      text,
      only((one) => sameCore(one, client.core)),
    );
  };
  const heard: Gen = () => {
    const client = pick(rand, pooled);
    return said(
      'heard',
      `${pick(rand, HEARD6[surnameOf(client)]!)} ${tradeOf(client)}`,
      only((one) => sameCore(one, client.core)),
    );
  };
  const spelledOut: Gen = () => {
    const client = pick(rand, pooled);
    const surname = surnameOf(client).replace(/['’]/g, '');
    const letters = [...(rand() < 0.5 ? unaccent(surname) : surname).toUpperCase()];
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
    const vowel = (at: number) => /[aeiouyáéíóúąęãõâîăæøöüó]/i.test(surname[at] ?? '');
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
      pooled.filter((one) => LONGER6[surnameOf(one)]),
    );
    if (!client) return null;
    const other = LONGER6[surnameOf(client)]!;
    return said('longer', pick(rand, [`${other} ${tradeOf(client)}`, `${other} ${tradeOf(client)} ${client.form}`]), null);
  };
  const renamed: Gen = () => {
    const entry = pick(rand, RENAMED6);
    const current = clients.findIndex((one) => one.former === entry.former);
    const neighbour = clients.findIndex((one) => one.name === entry.neighbour);
    const roll = rand();
    if (roll < 0.35) return said('renamed', entry.former, current);
    if (roll < 0.6) return said('renamed', entry.former.replace(/ \S+$/, ''), current);
    if (roll < 0.85) return said('renamed', entry.neighbour.replace(/ \S+$/, ''), neighbour);
    // The word the former name shares with the neighbour's: either may be meant.
    return said('renamed', entry.former.split(' ')[0]!, null);
  };
  const learned: Gen = () => {
    const entry = pick(rand, LEARNED6);
    return said(
      'learned',
      pick(rand, [entry.phrase, ...entry.variants]),
      clients.findIndex((one) => one.alias === entry.phrase),
    );
  };
  const salutedClient: Gen = () => {
    const client = pick(rand, pooled);
    const surname = surnameOf(client);
    return said(
      'surname-client',
      pick(rand, SALUTE_CLIENT6[client.lang] ?? ['{}']).replace('{}', surname),
      only((one) => fold(surnameOf(one)) === fold(surname)),
    );
  };
  const absent: Gen = () => said('absent', pick(rand, ABSENT6), null);
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
    numbered,
    lettered,
    contained,
    soundPair,
    apostrophe,
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
