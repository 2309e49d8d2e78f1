/**
 * A blind set's cases for clients, in the kinds: phrases around a name, legal forms spelt out or translated,
 * initials, numbers in names, near-duplicates (two forms, two cities, a name inside a longer one, a surname extended
 * into another), renamed clients (and former names another client now holds, where the set plants them), learned
 * phrases, voice transcripts. Each answer comes from the documented rule applied to the generated population (the one
 * record that fits everything said, or null when none or several do), never from what the resolver answers. A set's
 * `clientRules` (types.ts) say where it draws otherwise.
 */
import { pick } from '../../population.js';
import type { JudgedCase } from '../harness.js';
import { blindPlainClientCases } from './plain-cases.js';
import { KIND_OF, containedSaid, initials, swapAt } from './client-defaults.js';
import { fold, unaccent, voiced } from './text.js';
import type { BlindClient, BlindClientSet, Lang } from './types.js';

type Gen = () => JudgedCase | null;

export function blindClientCases<L extends string = Lang>(
  set: BlindClientSet<L>,
  clients: readonly BlindClient<L>[],
  rand: () => number,
): Gen[] {
  const rules = set.clientRules ?? {};
  const said = (kind: string, text: string, expected: number | null): JudgedCase => ({
    kind: rules.kindNames?.[kind] ?? kind,
    record: 'client',
    text,
    expected,
  });
  const only = (fits: (one: BlindClient<L>) => boolean): number | null => {
    const found = clients.flatMap((one, index) => (fits(one) ? [index] : []));
    return found.length === 1 ? found[0]! : null;
  };
  const sameCore = (one: BlindClient<L>, core: string) => fold(one.core) === fold(core);
  const pooled = clients.filter(
    (one) => set.pools[one.lang]!.owners.includes(one.owner) && set.pools[one.lang]!.trades.includes(one.trade),
  );
  const shared = pooled.filter((one) => clients.filter((other) => sameCore(other, one.core)).length > 1);
  const twinShare = rules.twinShare ?? 0.5;
  const nearby = () => pick(rand, rand() < twinShare && shared.length > 0 ? shared : pooled);
  const lang = (client: BlindClient<L>) => (rand() < 0.3 ? ('en' as L) : client.lang);
  const transcribe = rules.transcribe ?? ((text: string, language: L, roll: () => number) => voiced(text, set.fillers[language]!, roll));
  const coreOf = rules.coreOf ?? ((_lang: L, owner: string, trade: string) => `${owner} ${trade}`);
  const formKind = rules.formKind ?? KIND_OF;

  const exact =
    (exactSaid: (name: string) => string[]): Gen =>
    () => {
      const client = nearby();
      const fits = (one: BlindClient<L>) => sameCore(one, client.core) && one.form === client.form;
      return said('exact', pick(rand, exactSaid(client.name)), only(fits));
    };

  const phrase: Gen = () => {
    const client = nearby();
    const withForm = rand() < (rules.phraseWithForm ?? 0.4);
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
    const template = pick(rand, rand() < (rules.agentAny ?? 0.6) ? set.agent.any : set.agent[client.lang]!);
    // A sentence's full stop after a form ending in one is written once.
    const text = template.replace('{}', withForm ? client.name : client.core).replace('..', '.');
    return said(
      'agent',
      text,
      only((one) => sameCore(one, client.core) && (!withForm || one.form === client.form)),
    );
  };
  const formSpelt: Gen = () => {
    const client = nearby();
    // A form said the same way in every language is listed by the form alone.
    const spelt = set.formSaid[`${client.lang} ${client.form}`] ?? set.formSaid[client.form];
    if (!spelt || spelt.length === 0) return null;
    return said(
      'form-spelt',
      `${client.core} ${pick(rand, spelt)}`,
      only((one) => sameCore(one, client.core) && formKind[one.form] === formKind[client.form]),
    );
  };
  const formLeftOut: Gen = () => {
    const client = nearby();
    const text = pick(rand, rules.leftOutSaid?.(client.core) ?? [client.core, client.core.toLowerCase(), unaccent(client.core)]);
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
    const place = rand() < (rules.cityElsewhere ?? 0.25) ? pick(rand, set.pools[client.lang]!.cities) : client.city;
    const ownShare = set.cityOwn ? (rules.cityOwnShare ?? 0.4) : 0;
    const template = ownShare > 0 && rand() < ownShare ? set.cityOwn![client.lang]! : pick(rand, set.city);
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
    if (roll < (rules.numberSame ?? 0.65))
      return said(
        'number-same',
        pick(rand, [`${entry.core} ${n}`, `${entry.core} ${n} ${entry.form}`]),
        only((one) => sameCore(one, `${entry.core} ${n}`)),
      );
    const words = `${entry.core} ${pick(rand, entry.numbers[n]!)}`;
    return said(
      'number-words',
      rand() < 0.5 ? transcribe(words, entry.lang, rand) : words,
      only((one) => sameCore(one, `${entry.core} ${n}`)),
    );
  };
  const contained: Gen = () => {
    const entry = pick(rand, set.contained);
    const [short, long] = [entry.short, entry.long].map((core) => clients.findIndex((one) => sameCore(one, core))) as [number, number];
    const [text, whose] = (rules.containedSaid ?? containedSaid)(entry, rand(), rand);
    return said('contained', text, whose === 'short' ? short : long);
  };
  const longer: Gen = () => {
    const client = pick(
      rand,
      pooled.filter((one) => set.longer[one.owner]),
    );
    if (!client) return null;
    const other = set.longer[client.owner]!;
    const texts = rules.longerSaid?.(other, client) ?? [
      `${other} ${client.trade}`,
      `${other} ${client.trade} ${client.form}`,
      `firma ${other} ${client.trade}`,
    ];
    return said('longer', pick(rand, texts), null);
  };
  const ownerOnly: Gen = () => {
    const client = pick(rand, pooled);
    const text = pick(rand, rules.ownerSaid?.(client.owner) ?? [`firma ${client.owner}`, `{"client":"${client.owner}"}`, client.owner]);
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
    if (rules.renamedSaid) {
      const [text, whose] = rules.renamedSaid(entry, clients[current]!.form, rand(), rand);
      return said('renamed', text, whose === 'current' ? current : whose === 'neighbour' ? neighbour : null);
    }
    const formerCore = entry.former.replace(/ (s\.r\.o\.|GmbH|Sp\. z o\.o\.|Ltd)$/, '');
    const roll = rand();
    if (roll < 0.3) return said('renamed', entry.former, current);
    if (roll < 0.55) return said('renamed', pick(rand, [formerCore, `firma ${formerCore}`, `{"client":"${formerCore}"}`]), current);
    if (roll < 0.8) return said('renamed', entry.neighbour.replace(/ (s\.r\.o\.|GmbH|Sp\. z o\.o\.|Ltd)$/, ''), neighbour);
    // The owner's word the former name shares with the neighbour: asked back between the two.
    return said('renamed', formerCore.split(' ')[0]!, null);
  };
  const taken =
    (planted: NonNullable<BlindClientSet<L>['taken']>): Gen =>
    () => {
      const entry = pick(rand, planted);
      const renamedOne = clients.findIndex((one) => one.former === entry.former);
      const holder = clients.findIndex((one) => one.name === entry.former);
      if (rules.takenSaid) {
        const [text, whose] = rules.takenSaid(entry, clients[holder]!.form, rand(), rand);
        return said('renamed-taken', text, whose === 'holder' ? holder : renamedOne);
      }
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
    const letters = (rules.acronymOf ?? initials)(target.core);
    const fits = (one: BlindClient<L>) =>
      rules.acronymFits
        ? rules.acronymFits(letters, one)
        : initials(one.core) === letters || fold(one.core).split(' ').includes(letters.toLowerCase());
    return said('acronym', letters, only(fits));
  };
  const voice: Gen = () => {
    const client = nearby();
    const heard = set.heard[client.owner];
    const owner = heard && rand() < 0.6 ? pick(rand, heard) : client.owner;
    const text = transcribe(coreOf(client.lang, owner, client.trade), client.lang, rand);
    return said(
      heard && owner !== client.owner ? 'voice-sound' : 'voice',
      text,
      only((one) => sameCore(one, client.core)),
    );
  };
  const typo: Gen = () => {
    const client = pick(
      rand,
      pooled.filter((one) => one.owner.length >= (rules.typoMinLength ?? 7)),
    );
    const word = client.owner;
    const at = 2 + Math.floor(rand() * (word.length - 4));
    const swapped = (rules.typo ?? swapAt)(word, at, rand);
    if (swapped === null) return null;
    return said(
      'typo',
      coreOf(client.lang, swapped, client.trade),
      only((one) => sameCore(one, client.core)),
    );
  };
  const absent: Gen = () => said('absent', pick(rand, set.absent), null);
  const plain = set.plain ? blindPlainClientCases(set as never, clients as never, pooled as never, nearby as never, rand) : [];
  // Near-duplicates are where a wrong pick is possible: they are drawn more often.
  return [
    ...(rules.exactSaid ? [exact(rules.exactSaid)] : []),
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
