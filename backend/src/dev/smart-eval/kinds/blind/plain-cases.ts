/**
 * The plain kinds a judge writes beside the hard ones (drawn by sets with `plain`, the twelfth on): a name as stored
 * (also lower case or without accents), one letter dropped or doubled inside a word, a transcript's false start
 * (`hab- habrman`), a person named in a signature, a table row or a form. Expected as the other kinds are: the one
 * record that fits what was said, or null when none or several do.
 */
import { pick } from '../../population.js';
import type { JudgedCase } from '../harness.js';
import { fold, unaccent, voiced } from './text.js';
import type { BlindClient, BlindPerson, BlindSet } from './types.js';

type Gen = () => JudgedCase | null;

/** One letter inside the word (never its first two nor its last) dropped or doubled. */
function slipped(word: string, rand: () => number): string | null {
  if (word.length < 6) return null;
  const at = 2 + Math.floor(rand() * (word.length - 3));
  return rand() < 0.5 ? `${word.slice(0, at)}${word.slice(at + 1)}` : `${word.slice(0, at + 1)}${word.slice(at)}`;
}

/** A false start: the word's first letters, a dash, and the word again. */
const restarted = (word: string) => `${word.slice(0, Math.min(4, word.length - 1))}- ${word}`;

export function blindPlainClientCases(
  set: BlindSet,
  clients: readonly BlindClient[],
  pooled: readonly BlindClient[],
  nearby: () => BlindClient,
  rand: () => number,
): Gen[] {
  const said = (kind: string, text: string, expected: number | null): JudgedCase => ({ kind, record: 'client', text, expected });
  const only = (fits: (one: BlindClient) => boolean): number | null => {
    const found = clients.flatMap((one, index) => (fits(one) ? [index] : []));
    return found.length === 1 ? found[0]! : null;
  };
  const sameCore = (one: BlindClient, core: string) => fold(one.core) === fold(core);
  const exact: Gen = () => {
    const client = nearby();
    const text = pick(rand, [client.name, client.name.toLowerCase(), unaccent(client.name), client.name.toUpperCase()]);
    return said(
      'exact',
      text,
      only((one) => fold(one.name) === fold(client.name)),
    );
  };
  const slip: Gen = () => {
    const client = pick(rand, pooled);
    const owner = slipped(client.owner, rand);
    // A slip that makes another word of the set is no slip of this one.
    if (!owner || clients.some((one) => fold(one.core).split(' ').includes(fold(owner)))) return null;
    const text = pick(rand, [`${owner} ${client.trade}`, `${owner} ${client.trade} ${client.form}`]);
    // The form said tells a sibling of another form apart.
    const withForm = text.endsWith(` ${client.form}`);
    return said(
      'typo-letter',
      text,
      only((one) => sameCore(one, client.core) && (!withForm || one.form === client.form)),
    );
  };
  const restart: Gen = () => {
    const client = nearby();
    const text = rand() < 0.6 ? `${restarted(client.owner)} ${client.trade}` : `${client.owner} ${restarted(client.trade)}`;
    return said(
      'voice-restart',
      voiced(text, set.fillers[client.lang]!, rand),
      only((one) => sameCore(one, client.core)),
    );
  };
  return [exact, exact, slip, restart];
}

export function blindPlainPeopleCases(set: BlindSet, people: readonly BlindPerson[], rand: () => number): Gen[] {
  const said = (kind: string, text: string, expected: number | null): JudgedCase => ({ kind, record: 'employee', text, expected });
  const only = (fits: (one: BlindPerson) => boolean): number | null => {
    const found = people.flatMap((one, index) => (fits(one) ? [index] : []));
    return found.length === 1 ? found[0]! : null;
  };
  const isHim = (person: BlindPerson) => (one: BlindPerson) => fold(one.name) === fold(person.name);
  const exact: Gen = () => {
    const person = pick(rand, people);
    return said('exact', pick(rand, [person.name, person.name.toLowerCase(), unaccent(person.name)]), only(isHim(person)));
  };
  const signed: Gen = () => {
    const person = pick(rand, people);
    const template = pick(rand, set.signed ?? []);
    return template ? said('signed', template.replace('{}', person.name), only(isHim(person))) : null;
  };
  const slip: Gen = () => {
    const person = pick(rand, people);
    const surname = slipped(person.surname, rand);
    if (!surname || fold(surname) === fold(person.surname)) return null;
    return said('typo-letter', `${person.given} ${surname}`, only(isHim(person)));
  };
  const restart: Gen = () => {
    const person = pick(rand, people);
    return said(
      'voice-restart',
      voiced(`${person.given} ${restarted(person.surname)}`, set.fillers[person.lang]!, rand),
      only(isHim(person)),
    );
  };
  return [exact, signed, signed, slip, restart];
}
