/**
 * The eleventh set's cases for clients, in issue 30's kinds: the name as it stands (exact, case and accents dropped,
 * one typo), phrases around it, legal forms spelt out or translated, initials, numbers in names, near-duplicates (two
 * forms, two cities, a name inside a longer one, an owner's surname extended), renamed clients, confirmed phrases,
 * voice transcripts. Each answer is the documented rule applied to the drawn population: the one client that fits
 * everything said, or null (asked back or refused) when none or several do. Never what the resolver answers.
 */
import { pick } from '../../population.js';
import type { JudgedCase } from '../harness.js';
import {
  CONFIRMED10,
  type Client10,
  EXTENDED10,
  FORM_KIND10,
  INITIALS10,
  INSIDE10,
  NOBODY10,
  NUMBERED10,
  REGISTERS10,
  RENAMED10,
  TAKEN10,
  formOtherwise10,
} from './pools.js';
import { AGENT10, AROUND10, EAR10, WITH_CITY10, folded, plain, transcribed } from './said.js';

type Gen = () => JudgedCase | null;

const withoutForm = (name: string, form: string) => name.slice(0, -form.length - 1);

export function clientCases10(clients: readonly Client10[], rand: () => number): Gen[] {
  const ask = (kind: string, text: string, expected: number | null): JudgedCase => ({ kind, record: 'client', text, expected });
  const theOne = (fits: (one: Client10) => boolean): number | null => {
    const found = clients.flatMap((one, index) => (fits(one) ? [index] : []));
    return found.length === 1 ? found[0]! : null;
  };
  const isCore = (one: Client10, core: string) => folded(one.core) === folded(core);
  const registered = clients.filter(
    (one) => REGISTERS10[one.reg].owners.includes(one.owner) && REGISTERS10[one.reg].trades.includes(one.trade),
  );
  // Cores held by two clients (two forms, two cities): where a wrong pick is possible, drawn a third of the time.
  const twinned = registered.filter((one) => clients.filter((other) => isCore(other, one.core)).length > 1);
  const draw = () => pick(rand, rand() < 0.33 && twinned.length > 0 ? twinned : registered);
  const fitsSaid = (client: Client10, withForm: boolean) => (one: Client10) =>
    isCore(one, client.core) && (!withForm || one.form === client.form);

  const exact: Gen = () => {
    const client = draw();
    const text = pick(rand, [client.name, client.name.toLowerCase(), plain(client.name), client.name.toUpperCase()]);
    return ask('exact', text, theOne(fitsSaid(client, true)));
  };
  const phrase: Gen = () => {
    const client = draw();
    const withForm = rand() < 0.35;
    const templates = rand() < 0.3 ? AROUND10.en : AROUND10[client.reg];
    return ask('phrase', pick(rand, templates).replace('{}', withForm ? client.name : client.core), theOne(fitsSaid(client, withForm)));
  };
  const agent: Gen = () => {
    const client = draw();
    const withForm = rand() < 0.6;
    const template = pick(rand, rand() < 0.55 ? AGENT10.any : AGENT10[client.reg]);
    // A request's full stop after a form ending in one is written once.
    const text = template.replace('{}', withForm ? client.name : client.core).replace('..', '.');
    return ask('agent', text, theOne(fitsSaid(client, withForm)));
  };
  const formOtherwise: Gen = () => {
    const client = draw();
    const said = formOtherwise10(client.reg, client.form);
    if (said.length === 0) return null;
    return ask(
      'form-otherwise',
      `${client.core} ${pick(rand, said)}`,
      theOne((one) => isCore(one, client.core) && FORM_KIND10[one.form] === FORM_KIND10[client.form]),
    );
  };
  const formLeftOut: Gen = () => {
    const client = draw();
    return ask(
      'form-left-out',
      pick(rand, [client.core, folded(client.core)]),
      theOne((one) => isCore(one, client.core)),
    );
  };
  const city: Gen = () => {
    const client = draw();
    const withForm = rand() < 0.4;
    // A city the client is not in: no client of that core there, so asked back, never the one elsewhere.
    const place = rand() < 0.3 ? pick(rand, REGISTERS10[client.reg].cities) : client.city;
    const text = pick(rand, WITH_CITY10)
      .replace('{}', withForm ? client.name : client.core)
      .replace('{city}', place);
    return ask(
      'city',
      text,
      theOne((one) => fitsSaid(client, withForm)(one) && one.city === place),
    );
  };
  const numbered: Gen = () => {
    const entry = pick(rand, NUMBERED10);
    const roll = rand();
    const withForm = (core: string) => (rand() < 0.5 ? core : `${core} ${entry.form}`);
    if (roll < 0.3) return ask('number-other', withForm(`${entry.core} ${pick(rand, entry.absent)}`), null);
    const n = pick(rand, Object.keys(entry.numbers));
    const expected = theOne((one) => isCore(one, `${entry.core} ${n}`));
    if (roll < 0.6) return ask('number-same', withForm(`${entry.core} ${n}`), expected);
    const words = `${entry.core} ${pick(rand, entry.numbers[n]!)}`;
    return ask('number-words', rand() < 0.5 ? transcribed(words, entry.reg, rand) : words, expected);
  };
  const inside: Gen = () => {
    const entry = pick(rand, INSIDE10);
    const index = (core: string) => clients.findIndex((one) => isCore(one, core));
    const roll = rand();
    if (roll < 0.3) return ask('inside', pick(rand, [entry.long, `${entry.long} ${entry.form}`]), index(entry.long));
    // The shorter name said whole, with or without its form, is a whole name: the client holding just it.
    if (roll < 0.7) return ask('inside', pick(rand, [`${entry.short} ${entry.form}`, entry.short]), index(entry.short));
    return ask('inside', pick(rand, AROUND10[entry.reg]).replace('{}', `${entry.short} ${entry.form}`), index(entry.short));
  };
  const extended: Gen = () => {
    const client = pick(
      rand,
      registered.filter((one) => EXTENDED10[one.owner]),
    );
    if (!client) return null;
    const other = EXTENDED10[client.owner]!;
    const text = pick(rand, [`${other} ${client.trade}`, `${other} ${client.trade} ${client.form}`, `${other}`]);
    return ask('extended', text, null);
  };
  const ownerAlone: Gen = () => {
    const client = pick(rand, registered);
    const text = pick(rand, [client.owner, `firma ${client.owner}`, `{"customer":"${client.owner}"}`]);
    return ask(
      'owner-alone',
      text,
      theOne((one) => one.owner === client.owner || folded(one.former ?? '').split(' ')[0] === folded(client.owner)),
    );
  };
  const renamed: Gen = () => {
    const entry = pick(rand, RENAMED10);
    const current = clients.findIndex((one) => one.former === entry.former);
    const neighbour = clients.findIndex((one) => one.name === entry.neighbour);
    const form = clients[current]!.form;
    const formerCore = withoutForm(entry.former, form);
    const roll = rand();
    if (roll < 0.3) return ask('renamed', pick(rand, [entry.former, `{"client":"${entry.former}"}`]), current);
    if (roll < 0.55)
      return ask(
        'renamed',
        pick(rand, [formerCore, folded(formerCore), pick(rand, AROUND10[entry.reg]).replace('{}', formerCore)]),
        current,
      );
    if (roll < 0.8) return ask('renamed', pick(rand, [entry.neighbour, withoutForm(entry.neighbour, form)]), neighbour);
    // The owner's word the former name shares with the neighbour: two clients answer to it.
    return ask('renamed', formerCore.split(' ')[0]!, null);
  };
  const takenOver: Gen = () => {
    const entry = pick(rand, TAKEN10);
    const renamedOne = clients.findIndex((one) => one.former === entry.former);
    const holder = clients.findIndex((one) => one.name === entry.former);
    const form = clients[holder]!.form;
    const roll = rand();
    // Decided rule: a former name another client now holds as its current name is that client's.
    if (roll < 0.55) return ask('renamed-taken', pick(rand, [entry.former, withoutForm(entry.former, form), folded(entry.former)]), holder);
    return ask('renamed-taken', pick(rand, [entry.renamed, withoutForm(entry.renamed, form)]), renamedOne);
  };
  const confirmed: Gen = () => {
    const entry = pick(rand, CONFIRMED10);
    return ask(
      'learned',
      pick(rand, [entry.phrase, ...entry.variants]),
      clients.findIndex((one) => one.alias === entry.phrase),
    );
  };
  const initials: Gen = () => {
    const entry = pick(rand, INITIALS10);
    const letters = (core: string) =>
      core
        .split(' ')
        .map((word) => plain(word[0]!).toUpperCase())
        .join('');
    const target = clients.find((one) => one.name === entry.name)!;
    const said = letters(target.core);
    return ask(
      'acronym',
      said,
      theOne((one) => one.core.split(' ').length === 3 && letters(one.core) === said),
    );
  };
  const voice: Gen = () => {
    const client = draw();
    const ear = EAR10[client.owner];
    const owner = ear && rand() < 0.6 ? pick(rand, ear) : client.owner;
    const core = client.reg === 'fr' ? `${client.trade} ${owner}` : `${owner} ${client.trade}`;
    return ask(
      owner === client.owner ? 'voice' : 'voice-sound',
      transcribed(core, client.reg, rand),
      theOne((one) => isCore(one, client.core)),
    );
  };
  const typo: Gen = () => {
    const client = pick(
      rand,
      registered.filter((one) => one.owner.length >= 6),
    );
    const word = client.owner;
    // One letter changed inside the word (never its first two nor last two): doubled, dropped or swapped.
    const at = 2 + Math.floor(rand() * (word.length - 4));
    const roll = rand();
    const wrong =
      roll < 0.33
        ? `${word.slice(0, at)}${word[at]}${word.slice(at)}`
        : roll < 0.66
          ? `${word.slice(0, at)}${word.slice(at + 1)}`
          : `${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`;
    if (folded(wrong) === folded(word)) return null;
    const core = client.reg === 'fr' ? `${client.trade} ${wrong}` : `${wrong} ${client.trade}`;
    return ask(
      'typo',
      core,
      theOne((one) => isCore(one, client.core)),
    );
  };
  const nobody: Gen = () => ask('absent', pick(rand, NOBODY10), null);
  return [
    exact,
    phrase,
    phrase,
    agent,
    agent,
    formOtherwise,
    formOtherwise,
    formLeftOut,
    city,
    city,
    numbered,
    numbered,
    inside,
    extended,
    ownerAlone,
    renamed,
    takenOver,
    confirmed,
    initials,
    voice,
    voice,
    typo,
    nobody,
  ];
}
