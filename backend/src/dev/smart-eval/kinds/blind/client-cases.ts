/**
 * A blind set's cases for clients, in the kinds: phrases around a name, legal forms spelt out or translated,
 * initials, numbers in names, near-duplicates (two forms, two cities, a name inside a longer one, a surname extended
 * into another), renamed clients (and former names another client now holds, where the set plants them), learned
 * phrases, voice transcripts. Each answer comes from the documented rule applied to the generated population (the one
 * record that fits everything said, or null when none or several do), never from what the resolver answers.
 */
import { pick } from '../../population.js';
import type { JudgedCase } from '../harness.js';
import { blindPlainClientCases } from './plain-cases.js';
import { fold, unaccent, voiced } from './text.js';
import type { BlindClient, BlindSet } from './types.js';

type Gen = () => JudgedCase | null;

/** Legal forms by their kind in law: translations meet only within a kind. */
const KIND_OF: Record<string, string> = {
  's.r.o.': 'limited',
  'spol. s r.o.': 'limited',
  GmbH: 'limited',
  'Sp. z o.o.': 'limited',
  Ltd: 'limited',
  'a.s.': 'stock',
  AG: 'stock',
  'S.A.': 'stock',
  PLC: 'stock',
  KG: 'limited-partnership',
  'sp.k.': 'limited-partnership',
  OG: 'general-partnership',
  LLP: 'llp',
  LLC: 'limited',
  'Inc.': 'stock',
  'B.V.': 'limited',
  'N.V.': 'stock',
  'V.O.F.': 'general-partnership',
  SARL: 'limited',
  SA: 'stock',
  'S.r.l.': 'limited',
  'S.p.A.': 'stock',
  'S.L.': 'limited',
  Sàrl: 'limited',
  Lda: 'limited',
};

const initials = (core: string) =>
  core
    .split(' ')
    .filter((word) => /^\p{L}/u.test(word))
    .map((word) => unaccent(word[0]!).toUpperCase())
    .join('');

export function blindClientCases(set: BlindSet, clients: readonly BlindClient[], rand: () => number): Gen[] {
  const said = (kind: string, text: string, expected: number | null): JudgedCase => ({ kind, record: 'client', text, expected });
  const only = (fits: (one: BlindClient) => boolean): number | null => {
    const found = clients.flatMap((one, index) => (fits(one) ? [index] : []));
    return found.length === 1 ? found[0]! : null;
  };
  const sameCore = (one: BlindClient, core: string) => fold(one.core) === fold(core);
  const pooled = clients.filter(
    (one) => set.pools[one.lang]!.owners.includes(one.owner) && set.pools[one.lang]!.trades.includes(one.trade),
  );
  const shared = pooled.filter((one) => clients.filter((other) => sameCore(other, one.core)).length > 1);
  const nearby = () => pick(rand, rand() < 0.5 ? shared : pooled);
  const lang = (client: BlindClient) => (rand() < 0.3 ? 'en' : client.lang);

  const phrase: Gen = () => {
    const client = nearby();
    const withForm = rand() < 0.4;
    const text = pick(rand, set.phrase[lang(client)]!).replace('{}', withForm ? client.name : client.core);
    return said(
      'phrase',
      text,
      only((one) => sameCore(one, client.core) && (!withForm || one.form === client.form)),
    );
  };
  const agent: Gen = () => {
    const client = nearby();
    const withForm = rand() < 0.6;
    const template = pick(rand, rand() < 0.6 ? set.agent.any : set.agent[client.lang]!);
    // A sentence's full stop after a form ending in one is written once.
    const text = template.replace('{}', withForm ? client.name : client.core).replace('..', '.');
    return said(
      'agent',
      text,
      only((one) => sameCore(one, client.core) && (!withForm || one.form === client.form)),
    );
  };
  const formSpelt: Gen = () => {
    const client = pick(rand, rand() < 0.5 ? shared : pooled);
    const spelt = set.formSaid[`${client.lang} ${client.form}`];
    if (!spelt) return null;
    return said(
      'form-spelt',
      `${client.core} ${pick(rand, spelt)}`,
      only((one) => sameCore(one, client.core) && KIND_OF[one.form] === KIND_OF[client.form]),
    );
  };
  const formLeftOut: Gen = () => {
    const client = nearby();
    const text = pick(rand, [client.core, client.core.toLowerCase(), unaccent(client.core)]);
    return said(
      'form-left-out',
      text,
      only((one) => sameCore(one, client.core)),
    );
  };
  const city: Gen = () => {
    const client = nearby();
    const withForm = rand() < 0.4;
    // A city the client is not in: no client of that core there is asked back, never the one elsewhere.
    const place = rand() < 0.25 ? pick(rand, set.pools[client.lang]!.cities) : client.city;
    const template = rand() < 0.4 ? set.cityOwn[client.lang]! : pick(rand, set.city);
    const text = template.replace('{}', withForm ? client.name : client.core).replace('{city}', place);
    return said(
      'city',
      text,
      only((one) => sameCore(one, client.core) && one.city === place && (!withForm || one.form === client.form)),
    );
  };
  const numbered: Gen = () => {
    const entry = pick(rand, set.numbered);
    const roll = rand();
    if (roll < 0.3) {
      const n = pick(rand, entry.absent);
      return said('number-other', pick(rand, [`${entry.core} ${n}`, `${entry.core} ${n} ${entry.form}`]), null);
    }
    const n = pick(rand, Object.keys(entry.numbers));
    if (roll < 0.65)
      return said(
        'number-same',
        pick(rand, [`${entry.core} ${n}`, `${entry.core} ${n} ${entry.form}`]),
        only((one) => sameCore(one, `${entry.core} ${n}`)),
      );
    const words = `${entry.core} ${pick(rand, entry.numbers[n]!)}`;
    return said(
      'number-words',
      rand() < 0.5 ? voiced(words, set.fillers[entry.lang]!, rand) : words,
      only((one) => sameCore(one, `${entry.core} ${n}`)),
    );
  };
  const contained: Gen = () => {
    const entry = pick(rand, set.contained);
    const [short, long] = [entry.short, entry.long].map((core) => clients.findIndex((one) => sameCore(one, core))) as [number, number];
    const roll = rand();
    if (roll < 0.35) return said('contained', entry.long, long);
    if (roll < 0.7) return said('contained', pick(rand, [`${entry.short} ${entry.form}`, `"${entry.short} ${entry.form}"`]), short);
    // The shorter name alone, its form left out, is still a whole name: the client holding just it.
    return roll < 0.85 ? said('contained', entry.short, short) : said('contained', `${entry.long} ${entry.form}`, long);
  };
  const longer: Gen = () => {
    const client = pick(
      rand,
      pooled.filter((one) => set.longer[one.owner]),
    );
    if (!client) return null;
    const other = set.longer[client.owner]!;
    return said(
      'longer',
      pick(rand, [`${other} ${client.trade}`, `${other} ${client.trade} ${client.form}`, `firma ${other} ${client.trade}`]),
      null,
    );
  };
  const ownerOnly: Gen = () => {
    const client = pick(rand, pooled);
    const text = pick(rand, [`firma ${client.owner}`, `{"client":"${client.owner}"}`, client.owner]);
    return said(
      'owner-only',
      text,
      only((one) => one.owner === client.owner || fold(one.former ?? '').startsWith(`${fold(client.owner)} `)),
    );
  };
  const renamed: Gen = () => {
    const entry = pick(rand, set.renamed);
    const current = clients.findIndex((one) => one.former === entry.former);
    const neighbour = clients.findIndex((one) => one.name === entry.neighbour);
    const formerCore = entry.former.replace(/ (s\.r\.o\.|GmbH|Sp\. z o\.o\.|Ltd)$/, '');
    const roll = rand();
    if (roll < 0.3) return said('renamed', entry.former, current);
    if (roll < 0.55) return said('renamed', pick(rand, [formerCore, `firma ${formerCore}`, `{"client":"${formerCore}"}`]), current);
    if (roll < 0.8) return said('renamed', entry.neighbour.replace(/ (s\.r\.o\.|GmbH|Sp\. z o\.o\.|Ltd)$/, ''), neighbour);
    // The owner's word the former name shares with the neighbour: asked back between the two.
    return said('renamed', formerCore.split(' ')[0]!, null);
  };
  const taken =
    (planted: NonNullable<BlindSet['taken']>): Gen =>
    () => {
      const entry = pick(rand, planted);
      const renamedOne = clients.findIndex((one) => one.former === entry.former);
      const holder = clients.findIndex((one) => one.name === entry.former);
      const formerCore = entry.former.replace(/ (s\.r\.o\.|GmbH|Ltd)$/, '');
      const roll = rand();
      // The name as it stands now is the client holding it; the former holder answers to its own new name.
      if (roll < 0.35) return said('renamed-taken', pick(rand, [entry.former, `{"client":"${entry.former}"}`]), holder);
      if (roll < 0.6) return said('renamed-taken', pick(rand, [formerCore, `${formerCore.toLowerCase()}`]), holder);
      return said('renamed-taken', pick(rand, [entry.renamed, entry.renamed.replace(/ (s\.r\.o\.|GmbH|Ltd)$/, '')]), renamedOne);
    };
  const learned: Gen = () => {
    const entry = pick(rand, set.learned);
    return said(
      'learned',
      pick(rand, [entry.phrase, ...entry.variants]),
      clients.findIndex((one) => one.alias === entry.phrase),
    );
  };
  const acronym: Gen = () => {
    const target = pick(
      rand,
      clients.filter((one) => one.core.split(' ').length === 3 && set.acronyms.some((entry) => entry.name === one.name)),
    );
    const letters = initials(target.core);
    const fits = (one: BlindClient) => initials(one.core) === letters || fold(one.core).split(' ').includes(letters.toLowerCase());
    return said('acronym', letters, only(fits));
  };
  const voice: Gen = () => {
    const client = nearby();
    const heard = set.heard[client.owner];
    const owner = heard && rand() < 0.6 ? pick(rand, heard) : client.owner;
    const text = voiced(`${owner} ${client.trade}`, set.fillers[client.lang]!, rand);
    return said(
      heard && owner !== client.owner ? 'voice-sound' : 'voice',
      text,
      only((one) => sameCore(one, client.core)),
    );
  };
  const typo: Gen = () => {
    const client = pick(
      rand,
      pooled.filter((one) => one.owner.length >= 7),
    );
    const word = client.owner;
    const at = 2 + Math.floor(rand() * (word.length - 4));
    const swapped = `${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`;
    if (swapped === word) return null;
    return said(
      'typo',
      `${swapped} ${client.trade}`,
      only((one) => sameCore(one, client.core)),
    );
  };
  const absent: Gen = () => said('absent', pick(rand, set.absent), null);
  const plain = set.plain ? blindPlainClientCases(set, clients, pooled, nearby, rand) : [];
  // Near-duplicates are where a wrong pick is possible: they are drawn more often.
  return [
    phrase,
    phrase,
    agent,
    agent,
    formSpelt,
    formSpelt,
    formLeftOut,
    city,
    city,
    numbered,
    numbered,
    contained,
    longer,
    ownerOnly,
    renamed,
    ...(set.taken ? [taken(set.taken)] : []),
    learned,
    acronym,
    voice,
    voice,
    typo,
    absent,
    ...plain,
  ];
}
