/**
 * The third set's cases about clients: phrasings in ten languages around a name, a place, legal forms spelt out or
 * translated, initials, numbers, longer surnames that are other names, near-duplicates, former names, phrases confirmed
 * once, typos and voice spellings. Each says what a careful clerk does: pick that record, or ask (expected null).
 */
import { pick } from '../../population.js';
import type { JudgedCase } from '../harness.js';
import { type Client2, type Country2, EXTENDED2, NUMBERED2 } from './pools.js';
import { ACRONYMS2 } from './population.js';
import { initialsOf } from '../fresh/cases.js';
import { edits, heard2, plainText, typo } from './said.js';

export const PHRASINGS2: Record<string, string[]> = {
  en: ['send it to {}', 'the account of {}', 'something for {} please', 'a client called {}', 'put it on {}'],
  cs: ['vystav to na {}', 'od klienta {}', 'faktura na firmu {}', 'to je pro {}', 'klientka firma {}'],
  sk: ['pre klienta {}', 'od firmy {}', 'na spoločnosť {}', 'faktúru na {}', 'to je pre {}'],
  de: ['für den Kunden {}', 'Auftrag von {}', 'die Firma {}', 'Kunde ist {}', 'geht an {}'],
  at: ['für die Firma {} bitte', 'Rechnung für {}', 'vom Kunden {}', 'Kundschaft {}'],
  pl: ['dla klienta {}', 'od firmy {}', 'fakturę na {}', 'na rzecz {}', 'to dla {}'],
  fr: ['au nom de {}', 'de la part de {}', 'pour la maison {}', 'pour le client {}', 'adressée à {}'],
  it: ['a nome di {}', 'per il cliente {}', 'da parte di {}', 'la società {}', 'intestata a {}'],
  nl: ['voor de firma {}', 'ten name van {}', 'opdrachtgever {}', 'namens de klant {}', 'gericht aan {}'],
  es: ['a nombre de {}', 'para el cliente {}', 'de parte de {}', 'la sociedad {}', 'dirigida a {}'],
};

const LOCAL: Record<Country2, string> = {
  CZ: 'cs',
  SK: 'sk',
  DE: 'de',
  AT: 'at',
  PL: 'pl',
  GB: 'en',
  FR: 'fr',
  IT: 'it',
  NL: 'nl',
  ES: 'es',
};

/** A place after the name: a comma or brackets anywhere, and prepositions that leave a city as it is written. */
const AT_PLACE: Record<Country2, string[]> = {
  CZ: [',', '–'],
  SK: [',', '–'],
  DE: ['aus', 'in'],
  AT: ['aus', 'in'],
  PL: [',', '–'],
  GB: ['in', 'from'],
  FR: ['à', ','],
  IT: ['a', ','],
  NL: ['uit', 'in'],
  ES: ['en', ','],
};

/** Legal forms spelt otherwise, per country and form, from the forms' statutes and registers. */
const SPELLED2: Record<string, string[]> = {
  'CZ s.r.o.': ['spol. s r.o.', 'společnost s ručením omezeným', 'sro', 's. r. o.'],
  'CZ a.s.': ['akciová společnost', 'a. s.'],
  'CZ v.o.s.': ['veřejná obchodní společnost'],
  'CZ k.s.': ['komanditní společnost'],
  'SK s.r.o.': ['spoločnosť s ručením obmedzeným', 's. r. o.'],
  'SK a.s.': ['akciová spoločnosť'],
  'SK k.s.': ['komanditná spoločnosť'],
  'DE GmbH': ['Gesellschaft mit beschränkter Haftung', 'G.m.b.H.', 'Gmbh'],
  'DE AG': ['Aktiengesellschaft', 'A.G.'],
  'DE KG': ['Kommanditgesellschaft'],
  'DE OHG': ['offene Handelsgesellschaft', 'oHG'],
  'AT GmbH': ['Ges.m.b.H.', 'Gesellschaft mbH'],
  'AT AG': ['Aktiengesellschaft'],
  'AT KG': ['Kommanditgesellschaft'],
  'AT OG': ['offene Gesellschaft'],
  'PL sp. z o.o.': ['spółka z ograniczoną odpowiedzialnością', 'Sp. z o.o.', 'spółka z o.o.'],
  'PL S.A.': ['spółka akcyjna'],
  'PL sp.j.': ['spółka jawna'],
  'PL sp.k.': ['spółka komandytowa', 'sp. k.'],
  'GB Ltd': ['Limited', 'Ltd.'],
  'GB PLC': ['public limited company', 'p.l.c.'],
  'GB LLP': ['limited liability partnership'],
  'FR SARL': ['société à responsabilité limitée', 'S.A.R.L.'],
  'FR SAS': ['société par actions simplifiée'],
  'FR SA': ['société anonyme', 'S.A.'],
  'FR SNC': ['société en nom collectif'],
  'IT S.r.l.': ['società a responsabilità limitata', 'srl'],
  'IT S.p.A.': ['società per azioni', 'spa'],
  'IT S.n.c.': ['società in nome collettivo'],
  'IT S.a.s.': ['società in accomandita semplice'],
  'NL B.V.': ['besloten vennootschap', 'bv'],
  'NL N.V.': ['naamloze vennootschap'],
  'NL V.O.F.': ['vennootschap onder firma', 'vof'],
  'ES S.L.': ['sociedad limitada', 'SL'],
  'ES S.A.': ['sociedad anónima'],
  'ES S.L.U.': ['sociedad limitada unipersonal'],
};

/** The same kind of company in English or German law (GLEIF's entity legal forms list and the registers' English pages). */
const LIMITED = ['limited liability company', 'LLC', 'GmbH'];
const SHARES = ['joint stock company', 'joint-stock company', 'Aktiengesellschaft'];
const GENERAL = ['general partnership', 'offene Gesellschaft'];
const LIMITED_PARTNERSHIP = ['limited partnership', 'Kommanditgesellschaft'];
const TRANSLATED2: Record<string, string[]> = {
  's.r.o.': LIMITED,
  GmbH: LIMITED,
  'sp. z o.o.': LIMITED,
  Ltd: LIMITED,
  SARL: LIMITED,
  'S.r.l.': LIMITED,
  'B.V.': LIMITED,
  'S.L.': LIMITED,
  'S.L.U.': LIMITED,
  'a.s.': SHARES,
  AG: SHARES,
  'S.A.': SHARES,
  SA: SHARES,
  'S.p.A.': SHARES,
  'N.V.': SHARES,
  'v.o.s.': GENERAL,
  OHG: GENERAL,
  OG: GENERAL,
  'sp.j.': GENERAL,
  SNC: GENERAL,
  'S.n.c.': GENERAL,
  'V.O.F.': GENERAL,
  'k.s.': LIMITED_PARTNERSHIP,
  KG: LIMITED_PARTNERSHIP,
  'sp.k.': LIMITED_PARTNERSHIP,
  'S.a.s.': LIMITED_PARTNERSHIP,
};

export function clientCases2(clients: readonly Client2[], rand: () => number): Array<() => JudgedCase | null> {
  const single = clients.map((_, i) => i).filter((i) => !clients[i]!.twin && !clients[i]!.acronym);
  const one = () => pick(rand, single);
  const at = (kind: string, text: string, expected: number | null): JudgedCase => ({ kind, record: 'client', text, expected });
  // A spelling within two letters of another client's name names that one as well: no case.
  const clear = (said: string, i: number) =>
    clients.every(
      (other, j) => j === i || other.core.split(' ').length !== said.split(' ').length || edits(plainText(other.core), plainText(said)) > 2,
    );
  const index = (core: string) => clients.findIndex((c) => c.core === core);
  return [
    () => {
      const i = one();
      const lang = pick(rand, ['en', 'cs', 'de', LOCAL[clients[i]!.country], LOCAL[clients[i]!.country]]);
      return at(`phrase_${lang}`, pick(rand, PHRASINGS2[lang]!).replace('{}', rand() < 0.5 ? clients[i]!.core : clients[i]!.name), i);
    },
    () => {
      const i = one();
      const c = clients[i]!;
      const how = pick(rand, AT_PLACE[c.country]);
      return at('place', rand() < 0.3 ? `${c.core} (${c.city})` : `${c.core}${how === ',' ? '' : ' '}${how} ${c.city}`, i);
    },
    () => {
      const c = clients[one()]!;
      const elsewhere = pick(
        rand,
        clients.map((other) => other.city).filter((city) => city !== c.city),
      );
      return at('place_elsewhere', `${c.core} (${elsewhere})`, null);
    },
    () => {
      const i = one();
      const spellings = SPELLED2[`${clients[i]!.country} ${clients[i]!.form}`];
      return spellings ? at('legal_form_spelled', `${clients[i]!.core} ${pick(rand, spellings)}`, i) : null;
    },
    () => {
      const i = one();
      const translations = TRANSLATED2[clients[i]!.form];
      return translations ? at('legal_form_translated', `${clients[i]!.core} ${pick(rand, translations)}`, i) : null;
    },
    () => {
      const [word, number, other] = pick(rand, NUMBERED2);
      if (rand() < 0.5) return at('number_same', `${word} ${number}`, index(`${word} ${number}`));
      const theirs = index(`${word} ${other}`);
      return at('number_other', `${word} ${other}`, theirs >= 0 ? theirs : null);
    },
    () => {
      const [short, long, trade] = pick(rand, EXTENDED2);
      if (rand() < 0.6) {
        const theirs = index(`${long} ${trade}`);
        return at('longer_surname', `${long} ${trade}`, theirs >= 0 ? theirs : null);
      }
      return at('shorter_surname', `${short} ${trade}`, index(`${short} ${trade}`));
    },
    () => twinCase2(clients, rand),
    () => {
      const renamed = clients.map((c, i) => [c, i] as const).filter(([c]) => c.former);
      if (renamed.length === 0) return null;
      const [c, i] = pick(rand, renamed);
      return at('renamed', rand() < 0.5 ? c.former! : c.former!.split(' ').slice(0, 2).join(' '), i);
    },
    () => {
      const taught = clients.map((c, i) => [c, i] as const).filter(([c]) => c.learned);
      if (taught.length === 0) return null;
      const [c, i] = pick(rand, taught);
      const words = c.learned!.split(' ');
      const longest = words.reduce((best, word, n) => (word.length > words[best]!.length ? n : best), 0);
      const wrong = typo(words[longest]!, rand);
      const said = pick(rand, [
        c.learned!,
        c.learned!.toLowerCase(),
        wrong ? words.map((word, n) => (n === longest ? wrong : word)).join(' ') : c.learned!,
      ]);
      return at('learned_alias', said, i);
    },
    () => {
      const i = one();
      const words = clients[i]!.core.split(' ');
      const longest = words.reduce((best, word, n) => (word.length > words[best]!.length ? n : best), 0);
      const wrong = typo(words[longest]!, rand);
      if (!wrong || /\d/.test(words[longest]!)) return null;
      const said = words.map((word, n) => (n === longest ? wrong : word)).join(' ');
      return clear(said, i) ? at('typo', said, i) : null;
    },
    () => {
      const i = one();
      const c = clients[i]!;
      const said = c.core
        .split(' ')
        .map((word) => heard2(word, c.country, rand) ?? plainText(word))
        .join(' ');
      return said !== plainText(c.core) && clear(said, i) ? at('voice', said, i) : null;
    },
    () => acronymCase2(clients, rand),
  ];
}

/** The same name in two cities, under two forms, or with a word more: told apart by what is said beside it. */
function twinCase2(clients: readonly Client2[], rand: () => number): JudgedCase | null {
  const twins = clients.map((c, i) => [c, i] as const).filter(([c]) => c.twin);
  if (twins.length === 0) return null;
  const [c, i] = pick(rand, twins);
  const same = clients.filter((other) => other.core === c.core);
  const at = (text: string, expected: number | null): JudgedCase => ({ kind: `twin_${c.twin}`, record: 'client', text, expected });
  if (c.twin === 'longer') return at(rand() < 0.5 ? c.core : c.name, same.length === 1 ? i : null);
  if (c.twin === 'city') {
    if (rand() < 0.3) return at(c.core, null);
    return at(`${c.core} (${c.city})`, same.filter((other) => other.city === c.city).length === 1 ? i : null);
  }
  if (rand() < 0.3) return at(c.core, null);
  return at(c.name, same.filter((other) => other.form === c.form).length === 1 ? i : null);
}

/** Words people leave out of initials: articles, prepositions and "and". */
const LEFT_OUT2 = new Set(['de', 'des', 'del', 'la', 'van', 'und', 'and', 'of']);
const initials2 = (core: string) => initialsOf(core, LEFT_OUT2);

/** Initials said as one word, dotted or letter by letter: the one client they fit, or asked back when several do. */
function acronymCase2(clients: readonly Client2[], rand: () => number): JudgedCase | null {
  const [core] = pick(rand, ACRONYMS2);
  const letters = initials2(core);
  const owners = clients.map((c, i) => [c, i] as const).filter(([c]) => initials2(c.core) === letters);
  const [, mine] = owners.find(([c]) => c.core === core)!;
  const form = clients[mine]!.form;
  if (rand() < 0.25) {
    // Said with its legal form: the one client of those initials under it.
    const under = owners.filter(([c]) => c.form === form);
    return { kind: 'acronym', record: 'client', text: `${letters} ${form}`, expected: under.length === 1 ? mine : null };
  }
  const said = pick(rand, [letters, [...letters].join('.') + '.', [...letters].join(' ')]);
  return { kind: 'acronym', record: 'client', text: said, expected: owners.length === 1 ? mine : null };
}
