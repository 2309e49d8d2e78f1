/**
 * The sixth held-out set's cases for clients, weighted toward those where a wrong pick is possible: one core under
 * two forms, in two cities, two numbers (said in digits or in words), a name inside a longer one, a family firm
 * beside the family's other firm. Each answer comes from the rule of its kind applied to the generated population
 * (the one record that fits everything said, or null when none or several do), never from what the resolver answers.
 */
import { pick } from '../../population.js';
import type { JudgedCase } from '../harness.js';
import { ABSENT5, CONTAINED5, type Client5, FAMILY5, FORM_SAID5, NUMBER_WORDS5, NUMBERED5, PLAIN5 } from './pools.js';
import { AGENT5, CITY_SAID5, fold, unaccent } from './said.js';

type Gen = () => JudgedCase | null;

export function clientCases5(clients: readonly Client5[], rand: () => number): Gen[] {
  const said = (kind: string, text: string, expected: number | null): JudgedCase => ({ kind, record: 'client', text, expected });
  /** The one client among those that fit, or null. */
  const only = (fits: (one: Client5) => boolean): number | null => {
    const found = clients.flatMap((one, index) => (fits(one) ? [index] : []));
    return found.length === 1 ? found[0]! : null;
  };
  const sameCore = (one: Client5, core: string) => fold(one.core) === fold(core);
  const surnameOf = (one: Client5) => one.core.split(' ')[0]!;
  const tradeOf = (one: Client5) => one.core.split(' ').slice(1).join(' ');
  const isNumbered = (one: Client5) => /\d/.test(one.core);
  const plain = clients.filter((one) => !isNumbered(one));
  const shared = plain.filter((one) => clients.filter((other) => sameCore(other, one.core)).length > 1);

  const agentCall: Gen = () => {
    const client = pick(rand, plain);
    const template = pick(rand, [...(AGENT5[client.lang] ?? []), ...AGENT5.any!]);
    return said(
      'agent-call',
      template.replace('{}', client.name),
      only((one) => fold(one.name) === fold(client.name)),
    );
  };
  const formSpelt: Gen = () => {
    const client = pick(rand, rand() < 0.5 ? shared : plain);
    const spelt = FORM_SAID5[client.form];
    if (!spelt) return null;
    return said(
      'form-spelt',
      `${client.core} ${pick(rand, spelt)}`,
      only((one) => sameCore(one, client.core) && one.form === client.form),
    );
  };
  const formLeftOut: Gen = () => {
    const client = pick(rand, rand() < 0.5 ? shared : plain);
    return said(
      'form-left-out',
      pick(rand, [client.core, client.core.toLowerCase(), unaccent(client.core)]),
      only((one) => sameCore(one, client.core)),
    );
  };
  const citySaid: Gen = () => {
    const client = pick(rand, rand() < 0.6 ? shared : plain);
    const withForm = rand() < 0.5;
    const text = pick(rand, CITY_SAID5)
      .replace('{}', withForm ? client.name : client.core)
      .replace('{city}', client.city);
    return said(
      'city-said',
      text,
      only((one) => sameCore(one, client.core) && one.city === client.city && (!withForm || one.form === client.form)),
    );
  };
  const numbered: Gen = () => {
    const entry = pick(rand, NUMBERED5);
    const inWords = rand() < 0.5;
    const absent = rand() < 0.4;
    const n = pick(rand, absent ? entry.absent : entry.numbers);
    const words = NUMBER_WORDS5[n] ?? {};
    const spoken = inWords ? (words[entry.lang as 'en' | 'pl' | 'pt' | 'de'] ?? words.en) : n;
    if (!spoken) return null;
    const text = rand() < 0.6 ? `${entry.core} ${spoken}` : `${entry.core} ${spoken} ${entry.form}`;
    return said(
      `number-${inWords ? 'words' : 'digits'}-${absent ? 'other' : 'same'}`,
      text,
      absent ? null : only((one) => sameCore(one, `${entry.core} ${n}`)),
    );
  };
  const contained: Gen = () => {
    const entry = pick(rand, CONTAINED5);
    const roll = rand();
    // The longer name said whole is that one; the shorter said with its form is the shorter (the longer holds more).
    if (roll < 0.4)
      return said(
        'contained',
        entry.long,
        only((one) => sameCore(one, entry.long)),
      );
    if (roll < 0.7)
      return said(
        'contained',
        `${entry.short} ${entry.form}`,
        only((one) => sameCore(one, entry.short) && one.form === entry.form),
      );
    return said(
      'contained',
      `${entry.long} ${entry.form}`,
      only((one) => sameCore(one, entry.long)),
    );
  };
  const family: Gen = () => {
    const entry = pick(rand, FAMILY5);
    if (rand() < 0.7)
      return said(
        'family',
        pick(rand, entry.said),
        only((one) => sameCore(one, entry.firm)),
      );
    // The family's other firm said by its trade: not the family firm.
    return said(
      'family',
      entry.other,
      only((one) => sameCore(one, entry.other)),
    );
  };
  const keyboard: Gen = () => {
    const client = pick(
      rand,
      plain.filter((one) => PLAIN5[surnameOf(one)]),
    );
    if (!client) return null;
    const written = pick(rand, PLAIN5[surnameOf(client)]!);
    const withForm = rand() < 0.4;
    return said(
      'keyboard',
      `${written} ${unaccent(tradeOf(client))}${withForm ? ` ${client.form}` : ''}`,
      only((one) => sameCore(one, client.core) && (!withForm || one.form === client.form)),
    );
  };
  const letters: Gen = () => {
    const client = pick(
      rand,
      plain.filter((one) => surnameOf(one).length >= 5),
    );
    const spelt = [
      ...unaccent(surnameOf(client))
        .replace(/[^A-Za-z]/g, '')
        .toUpperCase(),
    ];
    const text = pick(rand, [spelt.join('. ') + '.', spelt.join('.') + '.', spelt.join('-'), spelt.join(' ')]);
    return said(
      'letters',
      `${text} ${tradeOf(client)}`,
      only((one) => sameCore(one, client.core)),
    );
  };
  const absent: Gen = () => said('absent', pick(rand, ABSENT5), null);
  // Near-duplicates are where a wrong pick is possible: drawn twice as often.
  return [
    agentCall,
    formSpelt,
    formSpelt,
    formLeftOut,
    citySaid,
    citySaid,
    numbered,
    numbered,
    contained,
    family,
    keyboard,
    letters,
    absent,
  ];
}
