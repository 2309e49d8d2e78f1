/**
 * The evaluation cases: each a loose reference to a client, as an AI agent or
 * a voice transcript gives it, the kind of imprecision it carries, and what a
 * careful clerk would do — pick that client, or refuse because it cannot be
 * told apart from another or does not exist.
 */
import { compactId, fold, normalizeName } from '../../features/smart/normalize.js';
import { editDistance as distance } from '../../features/smart/score.js';
import { ALL_FORMS, type PopulationClient, UNKNOWN_NAMES, pick, random } from './population.js';
import { FORM_SPELLINGS, PHONETIC_SWAPS, soundKey, stripDiacritics, typo } from './spellings.js';
import { type Tier, formsAgree, holds } from '../../features/smart/contain.js';

export type Kind =
  | 'exact'
  | 'case'
  | 'no_diacritics'
  | 'missing_legal_form'
  | 'legal_form_spelling'
  | 'word_order'
  | 'typo'
  | 'phonetic'
  | 'legal_name'
  | 'registration_no'
  | 'vat_no'
  | 'email'
  | 'id'
  | 'near_duplicate_without_form'
  | 'unknown'
  | 'transposition'
  | 'moved_space'
  | 'surname_only'
  | 'first_word_only'
  | 'initials'
  | 'unique_prefix'
  | 'voice';

export interface Case {
  kind: Kind;
  /** What the caller sends as `client`. */
  reference: string | Record<string, string | number>;
  /** The population index the reference means, or null when the right answer is a refusal. */
  expected: number | null;
}

export function cases(clients: readonly PopulationClient[], count: number, seed = 11): Case[] {
  const rand = random(seed);
  const core = (client: PopulationClient) => normalizeName(client.name).words.join(' ');
  const byKey = new Map<string, number[]>();
  const bySound = new Map<string, number[]>();
  clients.forEach((client, index) => {
    const key = normalizeName(client.name).key;
    byKey.set(key, [...(byKey.get(key) ?? []), index]);
    bySound.set(soundKey(client.name), [...(bySound.get(soundKey(client.name)) ?? []), index]);
  });
  // Without its legal form, a name is only safe when nothing else sounds the same.
  const alone = (index: number) => (bySound.get(soundKey(clients[index]!.name)) ?? []).length === 1;
  const formOf = (client: PopulationClient) => ALL_FORMS.find((form) => client.name.endsWith(` ${form}`));
  const coreOf = (client: PopulationClient) => client.name.slice(0, client.name.length - (formOf(client)?.length ?? 0)).trim();

  /**
   * Another client that sounds the same as client `index` and whose legal form does not tell them
   * apart (the same form, or none named): a careful clerk asks which one was meant.
   */
  const soundTwin = (index: number, named: boolean) => {
    const form = normalizeName(clients[index]!.name).legalForm;
    return (bySound.get(soundKey(clients[index]!.name)) ?? []).some(
      (other) => other !== index && (!named || normalizeName(clients[other]!.name).legalForm === form),
    );
  };
  /**
   * What a careful clerk does with a reference that is only some of a name's words: the one client whose
   * name holds them all (a stricter tier first, see contain.ts), or a question back when several do.
   */
  const holder = (reference: string): number | null => {
    const query = normalizeName(reference);
    for (const tier of ['words', 'initials_or_prefix'] as Tier[]) {
      if (tier === 'words' && query.words.some((word) => word.length === 1)) continue;
      const found = clients.flatMap((client, index) => {
        const name = normalizeName(client.name);
        return formsAgree(query, name) && holds(query.words, name.words, tier) ? [index] : [];
      });
      if (found.length > 0) return found.length === 1 ? found[0]! : null;
    }
    return null;
  };
  /** A typo'd reference means its client unless another name, under the same legal form, is as near. */
  const nearest = (changed: string, index: number, measure: (name: string) => string) => {
    const own = distance(measure(changed), measure(clients[index]!.name));
    const form = normalizeName(clients[index]!.name).legalForm;
    const rival = clients.some(
      (other, j) => j !== index && normalizeName(other.name).legalForm === form && distance(measure(changed), measure(other.name)) <= own,
    );
    return rival ? null : index;
  };
  const people = clients.map((client, index) => [client, index] as const).filter(([client]) => !formOf(client));
  const brands = clients
    .map((client, index) => [client, index] as const)
    .filter(([client]) => /^(Acme|Atlas|Merkur|Zenith|Orbitek|Lumina|Kvasar|Polaris|Vectra|Nimbus|Helios|Borealis) /.test(client.name));
  const result: Case[] = [];
  // Cases that name the client's legal form: the right answer is that client unless a sound-alike shares the form.
  const add = (item: Case) => {
    const named = item.kind !== 'missing_legal_form' && item.kind !== 'near_duplicate_without_form';
    const exactKinds: Kind[] = [
      'exact',
      'case',
      'no_diacritics',
      'legal_form_spelling',
      'word_order',
      'typo',
      'transposition',
      'moved_space',
      'voice',
    ];
    if (item.expected !== null && exactKinds.includes(item.kind) && soundTwin(item.expected, named)) item = { ...item, expected: null };
    result.push(item);
  };
  const generators: Array<() => void> = [
    () => {
      const i = Math.floor(rand() * clients.length);
      add({ kind: 'exact', reference: clients[i]!.name, expected: i });
    },
    () => {
      const i = Math.floor(rand() * clients.length);
      add({ kind: 'case', reference: rand() < 0.5 ? clients[i]!.name.toUpperCase() : clients[i]!.name.toLowerCase(), expected: i });
    },
    () => {
      const i = Math.floor(rand() * clients.length);
      const plain = stripDiacritics(clients[i]!.name);
      if (plain !== clients[i]!.name) add({ kind: 'no_diacritics', reference: plain, expected: i });
    },
    () => {
      const i = Math.floor(rand() * clients.length);
      add({ kind: 'missing_legal_form', reference: core(clients[i]!), expected: alone(i) ? i : null });
    },
    () => {
      const i = Math.floor(rand() * clients.length);
      const form = formOf(clients[i]!);
      if (!form || !FORM_SPELLINGS[form]) return;
      const spelled = clients[i]!.name.slice(0, -form.length) + pick(rand, FORM_SPELLINGS[form]!);
      // "spol. s r.o." and "s.r.o." are one legal form: a twin under the other spelling would be a true duplicate.
      add({ kind: 'legal_form_spelling', reference: spelled, expected: i });
    },
    () => {
      const i = Math.floor(rand() * clients.length);
      const words = coreOf(clients[i]!).split(' ');
      if (words.length < 2) return;
      add({ kind: 'word_order', reference: `${[...words].reverse().join(' ')} ${formOf(clients[i]!) ?? ''}`.trim(), expected: i });
    },
    () => {
      const i = Math.floor(rand() * clients.length);
      const words = coreOf(clients[i]!).split(' ');
      const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
      if (longest.length < 6) return;
      const changed = clients[i]!.name.replace(longest, typo(longest, rand));
      // A typo as near to another client's name as to its own could mean either: the right answer is to ask.
      // (Only clients under the same legal form compete: the typo keeps the form, which tells the others apart.
      // Distances run over the words in their order; sorted keys would reorder around the typo.)
      const spelled = (name: string) => normalizeName(name).words.join(' ');
      const own = distance(spelled(changed), spelled(clients[i]!.name));
      const form = normalizeName(clients[i]!.name).legalForm;
      const rival = clients.some(
        (other, j) => j !== i && normalizeName(other.name).legalForm === form && distance(spelled(changed), spelled(other.name)) <= own,
      );
      add({ kind: 'typo', reference: changed, expected: rival ? null : i });
    },
    () => {
      const i = Math.floor(rand() * clients.length);
      const name = clients[i]!.name;
      const core = coreOf(clients[i]!).toLowerCase();
      const swap = PHONETIC_SWAPS.find(([pattern]) => pattern.test(core));
      if (!swap) return;
      const heard = `${core.replace(swap[0], swap[1])} ${formOf(clients[i]!) ?? ''}`.trim();
      const twins = (bySound.get(soundKey(heard)) ?? []).filter((other) => other !== i);
      // A sound shared by another client under the same legal form cannot be told apart.
      const sameForm = twins.some((other) => normalizeName(clients[other]!.name).legalForm === normalizeName(name).legalForm);
      add({ kind: 'phonetic', reference: heard, expected: sameForm ? null : i });
    },
    () => {
      const withLegal = clients.map((client, index) => [client, index] as const).filter(([client]) => client.legal_name);
      const [client, index] = pick(rand, withLegal);
      add({ kind: 'legal_name', reference: client.legal_name, expected: index });
    },
    () => {
      const i = Math.floor(rand() * clients.length);
      const r = clients[i]!.registration_no;
      add({ kind: 'registration_no', reference: { registration_no: `${r.slice(0, 3)} ${r.slice(3, 5)} ${r.slice(5)}` }, expected: i });
    },
    () => {
      const i = Math.floor(rand() * clients.length);
      add({ kind: 'vat_no', reference: compactId(clients[i]!.vat_no).toLowerCase().replace(/^(..)/, '$1 '), expected: i });
    },
    () => {
      const i = Math.floor(rand() * clients.length);
      add({ kind: 'email', reference: clients[i]!.email.toUpperCase(), expected: i });
    },
    () => {
      const i = Math.floor(rand() * clients.length);
      add({ kind: 'id', reference: { id: i }, expected: i });
    },
    () => {
      const twins = [...byKey.values()].filter((indexes) => indexes.length > 1);
      const indexes = pick(rand, twins);
      add({ kind: 'near_duplicate_without_form', reference: core(clients[indexes[0]!]!), expected: null });
    },
    () => add({ kind: 'unknown', reference: pick(rand, UNKNOWN_NAMES), expected: null }),
    () => {
      // Two neighbouring letters swapped: "Altas" for "Atlas".
      const i = Math.floor(rand() * clients.length);
      const longest = coreOf(clients[i]!)
        .split(' ')
        .reduce((a, b) => (b.length > a.length ? b : a));
      if (longest.length < 6) return;
      const at = 1 + Math.floor(rand() * (longest.length - 3));
      if (longest[at] === longest[at + 1]) return;
      const swapped = longest.slice(0, at) + longest[at + 1] + longest[at] + longest.slice(at + 2);
      const changed = clients[i]!.name.replace(longest, swapped);
      add({ kind: 'transposition', reference: changed, expected: nearest(changed, i, (name) => normalizeName(name).words.join(' ')) });
    },
    () => {
      // A space moved by a letter or lost: "Merku rMedia", "MerkurMedia".
      const i = Math.floor(rand() * clients.length);
      const core = coreOf(clients[i]!);
      const gap = core.indexOf(' ');
      if (gap < 2) return;
      const moved =
        rand() < 0.5 ? core.slice(0, gap) + core.slice(gap + 1) : `${core.slice(0, gap - 1)} ${core[gap - 1]}${core.slice(gap + 1)}`;
      const changed = `${moved} ${formOf(clients[i]!) ?? ''}`.trim();
      add({ kind: 'moved_space', reference: changed, expected: nearest(changed, i, (name) => normalizeName(name).words.join('')) });
    },
    () => {
      const [client] = pick(rand, people);
      const surname = client.name.split(' ').at(-1)!;
      const reference = rand() < 0.5 ? stripDiacritics(surname) : surname;
      add({ kind: 'surname_only', reference, expected: holder(reference) });
    },
    () => {
      const [client] = rand() < 0.7 ? pick(rand, brands) : pick(rand, people);
      const reference = client.name.split(' ')[0]!;
      add({ kind: 'first_word_only', reference, expected: holder(reference) });
    },
    () => {
      const [client] = pick(rand, people);
      const [first, ...rest] = client.name.split(' ');
      const reference = `${first![0]}. ${stripDiacritics(rest.join(' '))}`;
      add({ kind: 'initials', reference, expected: holder(reference) });
    },
    () => {
      // A name cut short, as an agent completes it: "Schröder Logis".
      const i = Math.floor(rand() * clients.length);
      const words = coreOf(clients[i]!).split(' ');
      const last = words.at(-1)!;
      if (words.length < 2 || last.length < 7) return;
      const reference = [...words.slice(0, -1), last.slice(0, last.length - 2 - Math.floor(rand() * 3))].join(' ');
      add({ kind: 'unique_prefix', reference, expected: holder(reference) });
    },
    () => {
      // As a voice transcript spells it: umlauts as two letters, ß as ss, no ampersand, the legal form letter by letter.
      const i = Math.floor(rand() * clients.length);
      const spoken = clients[i]!.name.replace(/ä/g, 'ae')
        .replace(/ö/g, 'oe')
        .replace(/ü/g, 'ue')
        .replace(/ß/g, 'ss')
        .replace(/ & /g, ' ')
        .replace(/ s\.r\.o\.$/, ' s r o')
        .replace(/ GmbH$/, ' G m b H')
        .replace(/ a\.s\.$/, ' a s');
      if (spoken === clients[i]!.name) return;
      const twins = (bySound.get(soundKey(spoken)) ?? []).filter((other) => other !== i);
      const sameForm = twins.some((other) => normalizeName(clients[other]!.name).legalForm === normalizeName(clients[i]!.name).legalForm);
      add({ kind: 'voice', reference: spoken, expected: sameForm ? null : i });
    },
  ];
  while (result.length < count) pick(rand, generators)();
  return result;
}

/** The folded name, for reports. */
export const describeReference = (reference: Case['reference']) =>
  typeof reference === 'string' ? fold(reference) : JSON.stringify(reference);
