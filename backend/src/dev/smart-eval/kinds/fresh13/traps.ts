/**
 * The fourteenth set's own kinds, beside the shared generator's (a judge writing from the text would try them,
 * and no earlier set did): a client said by its e-mail address or web domain alone, by its registration or VAT number
 * (with spaces, dashes or its country prefix), or with its street; names as CRM exports write them (ALL CAPS, the
 * surname first with a comma, marks dropped); a name that differs from another record's only in a mark, said with the
 * mark, without it or in the ASCII digraph (ö as oe, ß as ss); given names and surnames of Ukrainian, Russian and
 * Serbian staff transliterated another way; chat wrappers (emoji, `@mention`, `?!`); two names at once or a correction
 * mid-phrase. Expected by the documented rule: the one record that fits everything said (the correction, not the name
 * corrected), else none: a name said without any mark beside two records it folds to is asked back.
 */
import { pick, random } from '../../population.js';
import type { JudgedCase } from '../harness.js';
import { fold, unaccent } from '../blind/text.js';
import { type SaidEntry, onlyOne, saidOf } from '../blind/traps.js';
import type { BlindClient, BlindPerson, Lang } from '../blind/types.js';

type Gen = () => JudgedCase | null;

/** A client of the set: the shared generator's fields and the record's others (e-mail, numbers, street). */
export type Client13 = BlindClient & { email?: string; registration_no?: string; vat_no?: string; street?: string };

const client = (name: string, core: string, form: string, lang: Lang, city: string, street: string): Client13 => ({
  name,
  core,
  owner: core.split(' ')[0]!,
  trade: core.split(' ').slice(1).join(' '),
  form,
  lang,
  city,
  street,
});
const person = (given: string, surname: string, female: boolean): BlindPerson => ({
  name: `${given} ${surname}`,
  given,
  surname,
  family: surname,
  female,
  lang: 'en',
});

/** Clients whose names differ only in a mark (both spellings are surnames of their own), stored after the shared ones. */
export const TRAP_CLIENTS13: readonly Client13[] = [
  client('Hölscher Fliesen GmbH', 'Hölscher Fliesen', 'GmbH', 'de', 'Billerbeck', 'Kirchstraße 4'),
  client('Holscher Fliesen GmbH', 'Holscher Fliesen', 'GmbH', 'de', 'Nottuln', 'Mühlenweg 17'),
  client('Gößl Ofensetzerei GmbH', 'Gößl Ofensetzerei', 'GmbH', 'at', 'Freistadt', 'Hauptplatz 9'),
  client('Gössl Ofensetzerei GmbH', 'Gössl Ofensetzerei', 'GmbH', 'at', 'Rohrbach', 'Landstraße 31'),
  client('Ráček Kartáčnictví s.r.o.', 'Ráček Kartáčnictví', 's.r.o.', 'cs', 'Blovice', 'Pod Vinicí 12'),
  client('Racek Kartáčnictví s.r.o.', 'Racek Kartáčnictví', 's.r.o.', 'cs', 'Nepomuk', 'Klostermannova 5'),
  client('Bäumer Glockengießerei GmbH', 'Bäumer Glockengießerei', 'GmbH', 'de', 'Nottuln', 'Lippestraße 22'),
  client('Baumer Glockengießerei GmbH', 'Baumer Glockengießerei', 'GmbH', 'de', 'Havixbeck', 'Burgstraße 8'),
];

/** People of the set's own kinds: a family stored with and without marks, and staff from Ukraine, Russia and Serbia. */
export const TRAP_PEOPLE13: readonly BlindPerson[] = [
  person('Wigand', 'Bölling', false),
  person('Eckehard', 'Bolling', false),
  person('Soběslav', 'Šedivý', false),
  person('Přibyslav', 'Sedivy', false),
  person('Oleksandr', 'Hnatiuk', false),
  person('Yuliia', 'Hnatiuk', true),
  person('Serhii', 'Ostapchuk', false),
  person('Tetiana', 'Ostapchuk', true),
  person('Andrii', 'Lytvynenko', false),
  person('Yevhen', 'Shcherbak', false),
  person('Dobrivoje', 'Vukosavljević', false),
  person('Ljubinka', 'Vukosavljević', true),
];

/** Each trap client's name as said, and whose it is (a stored name; null: asked back or refused). */
const CLIENT_SAID: readonly SaidEntry[] = [
  ['marks', 'Hölscher Fliesen', 'Hölscher Fliesen GmbH'],
  ['marks', 'Hoelscher Fliesen GmbH', 'Hölscher Fliesen GmbH'],
  ['marks', 'HOELSCHER FLIESEN', 'Hölscher Fliesen GmbH'],
  ['marks', 'Holscher Fliesen', null],
  ['marks', 'holscher fliesen gmbh', null],
  ['marks', 'Hölscher Fliesen (Billerbeck)', 'Hölscher Fliesen GmbH'],
  ['marks', 'Holscher Fliesen, Nottuln', 'Holscher Fliesen GmbH'],
  ['marks', 'Gößl Ofensetzerei', 'Gößl Ofensetzerei GmbH'],
  ['marks', 'Gössl Ofensetzerei', null],
  ['marks', 'GÖSSL OFENSETZEREI GMBH', null],
  ['marks', 'Gössl Ofensetzerei in Rohrbach', 'Gössl Ofensetzerei GmbH'],
  ['marks', 'Ráček Kartáčnictví', 'Ráček Kartáčnictví s.r.o.'],
  ['marks', 'Racek Kartáčnictví s.r.o.', 'Racek Kartáčnictví s.r.o.'],
  ['marks', 'racek kartacnictvi', null],
  ['marks', 'RACEK KARTACNICTVI S.R.O.', null],
  ['marks', 'Racek Kartacnictvi (Blovice)', 'Ráček Kartáčnictví s.r.o.'],
  ['marks', 'Bäumer Glockengießerei', 'Bäumer Glockengießerei GmbH'],
  ['marks', 'Baeumer Glockengiesserei', 'Bäumer Glockengießerei GmbH'],
  ['marks', 'Baumer Glockengießerei', null],
  ['marks', 'Baumer Glockengießerei GmbH, Havixbeck', 'Baumer Glockengießerei GmbH'],
];

/** Each trap person's name as said, and whose it is (a stored name; null: asked back or refused). */
const PEOPLE_SAID: readonly SaidEntry[] = [
  ['marks', 'Wigand Bölling', 'Wigand Bölling'],
  ['marks', 'Herr Bölling', 'Wigand Bölling'],
  ['marks', 'Boelling', 'Wigand Bölling'],
  ['marks', 'Bolling', null],
  ['marks', 'Herr Bolling', null],
  ['marks', 'Eckehard Bolling', 'Eckehard Bolling'],
  ['marks', 'BOLLING, Eckehard', 'Eckehard Bolling'],
  ['marks', 'Wigand Bolling', 'Wigand Bölling'],
  ['marks', 'pan Šedivý', 'Soběslav Šedivý'],
  ['marks', 'Šedivý', 'Soběslav Šedivý'],
  ['marks', 'Sedivy', null],
  ['marks', 'Soběslav Sedivy', 'Soběslav Šedivý'],
  ['marks', 'Přibyslav Sedivy', 'Přibyslav Sedivy'],
  ['marks', 'SEDIVY, Přibyslav', 'Přibyslav Sedivy'],
  ['translit', 'Olexandr Hnatiuk', 'Oleksandr Hnatiuk'],
  ['translit', 'Oleksandr Hnatyuk', 'Oleksandr Hnatiuk'],
  ['translit', 'Aleksandr Hnatiuk', 'Oleksandr Hnatiuk'],
  ['translit', 'Alexander Hnatiuk', 'Oleksandr Hnatiuk'],
  ['translit', 'Olexandr Gnatyuk', 'Oleksandr Hnatiuk'],
  ['translit', 'Yulia Hnatiuk', 'Yuliia Hnatiuk'],
  ['translit', 'Julija Hnatiuk', 'Yuliia Hnatiuk'],
  ['translit', 'Iuliia Hnatiuk', 'Yuliia Hnatiuk'],
  ['translit', 'Yuliya Hnatyuk', 'Yuliia Hnatiuk'],
  ['translit', 'Julia Hnatjuk', 'Yuliia Hnatiuk'],
  ['translit', 'Hnatiuk', null],
  ['translit', 'Hnatyuk', null],
  ['translit', 'Mr Hnatiuk', 'Oleksandr Hnatiuk'],
  ['translit', 'Frau Hnatjuk', 'Yuliia Hnatiuk'],
  ['translit', 'Serhiy Ostapchuk', 'Serhii Ostapchuk'],
  ['translit', 'Sergii Ostapchuk', 'Serhii Ostapchuk'],
  ['translit', 'Sergej Ostaptschuk', 'Serhii Ostapchuk'],
  ['translit', 'Serhij Ostaptschuk', 'Serhii Ostapchuk'],
  ['translit', 'Tatiana Ostapchuk', 'Tetiana Ostapchuk'],
  ['translit', 'Tetyana Ostapchuk', 'Tetiana Ostapchuk'],
  ['translit', 'Tatjana Ostaptschuk', 'Tetiana Ostapchuk'],
  ['translit', 'Tetjana Ostaptschuk', 'Tetiana Ostapchuk'],
  ['translit', 'Ostapchuk', null],
  ['translit', 'Andriy Lytvynenko', 'Andrii Lytvynenko'],
  ['translit', 'Andrij Lytwynenko', 'Andrii Lytvynenko'],
  ['translit', 'Andrey Litvinenko', 'Andrii Lytvynenko'],
  ['translit', 'Lytwynenko', 'Andrii Lytvynenko'],
  ['translit', 'Litvinenko', 'Andrii Lytvynenko'],
  ['translit', 'Yevgen Shcherbak', 'Yevhen Shcherbak'],
  ['translit', 'Jewhen Schtscherbak', 'Yevhen Shcherbak'],
  ['translit', 'Yevhen Ščerbak', 'Yevhen Shcherbak'],
  ['translit', 'Evgeny Shcherbak', 'Yevhen Shcherbak'],
  ['translit', 'Shcherbak', 'Yevhen Shcherbak'],
  ['translit', 'Dobrivoje Vukosavljevic', 'Dobrivoje Vukosavljević'],
  ['translit', 'Ljubinka Vukosavljevic', 'Ljubinka Vukosavljević'],
  ['translit', 'Ljubinka Vukosavljevich', 'Ljubinka Vukosavljević'],
  ['translit', 'Vukosavljevic', null],
  ['translit', 'Dobrivoje Vukosavlevic', 'Dobrivoje Vukosavljević'],
];

/** The street names of each register, for the addresses the set stores. */
export const STREETS13: Record<string, string[]> = {
  cs: ['Pod Vinicí', 'Klostermannova', 'U Pivovaru', 'Lidická'],
  sk: ['Hviezdoslavova', 'Mlynská', 'Štúrova'],
  de: ['Kirchstraße', 'Mühlenweg', 'Lippestraße', 'Am Markt'],
  at: ['Hauptplatz', 'Landstraße', 'Kirchengasse'],
  ch: ['Bahnhofstrasse', 'Dorfstrasse', 'Kirchweg'],
  pl: ['ul. Kościuszki', 'ul. Mickiewicza', 'ul. Polna'],
  en: ['High Street', 'Station Walk', 'Church Walk'],
  us: ['Main Street', 'Elm Avenue', 'Ridge Avenue'],
  nl: ['Kerkstraat', 'Molenweg', 'Dorpsstraat'],
  fr: ['rue de la Paix', 'avenue Foch', 'quai des Tanneurs'],
  it: ['via Roma', 'via Garibaldi', 'piazza Duomo'],
  es: ['calle Mayor', 'avenida de Navarra', 'plaza Nueva'],
};
const TLD: Record<string, string> = {
  cs: 'cz',
  sk: 'sk',
  de: 'de',
  at: 'at',
  ch: 'ch',
  pl: 'pl',
  en: 'co.uk',
  us: 'com',
  nl: 'nl',
  fr: 'fr',
  it: 'it',
  es: 'es',
};
const MAILBOX: Record<string, string[]> = {
  cs: ['info', 'kancelar', 'obchod'],
  sk: ['info', 'kancelaria'],
  de: ['info', 'kontakt', 'buero'],
  at: ['office', 'info'],
  ch: ['info', 'kontakt'],
  pl: ['biuro', 'kontakt'],
  en: ['hello', 'accounts', 'info'],
  us: ['office', 'sales'],
  nl: ['info', 'administratie'],
  fr: ['contact', 'compta'],
  it: ['info', 'amministrazione'],
  es: ['info', 'administracion'],
};
const PUBLIC_MAIL: Record<string, string> = { cs: 'seznam.cz', sk: 'azet.sk', pl: 'wp.pl', de: 'gmx.de', at: 'gmx.at' };

const digits = (rand: () => number, count: number) => Array.from({ length: count }, () => Math.floor(rand() * 10)).join('');
const slug = (text: string) =>
  fold(text)
    .replace(/[^a-z0-9 ]/g, '')
    .trim()
    .split(/\s+/)
    .join('-');

/** A registration number and a VAT number as each register writes them. */
function numbersOf(lang: Lang, rand: () => number): { registration_no: string; vat_no?: string } {
  const first = () => String(1 + Math.floor(rand() * 9));
  switch (lang) {
    case 'cs': {
      const ico = first() + digits(rand, 7);
      return { registration_no: ico, vat_no: `CZ${ico}` };
    }
    case 'sk':
      return { registration_no: first() + digits(rand, 7), vat_no: `SK${first()}${digits(rand, 9)}` };
    case 'de':
      return { registration_no: `HRB ${first()}${digits(rand, 4)}`, vat_no: `DE${first()}${digits(rand, 8)}` };
    case 'at':
      return {
        registration_no: `FN ${first()}${digits(rand, 5)}${pick(rand, ['a', 'b', 'k', 'm', 'p'])}`,
        vat_no: `ATU${first()}${digits(rand, 7)}`,
      };
    case 'ch': {
      const uid = first() + digits(rand, 8);
      return { registration_no: `CHE-${uid.slice(0, 3)}.${uid.slice(3, 6)}.${uid.slice(6)}`, vat_no: `CHE${uid}` };
    }
    case 'pl':
      return { registration_no: `0000${first()}${digits(rand, 5)}`, vat_no: `PL${first()}${digits(rand, 9)}` };
    case 'en':
      return { registration_no: `0${first()}${digits(rand, 6)}`, vat_no: `GB${first()}${digits(rand, 8)}` };
    case 'us':
      return { registration_no: `${first()}${digits(rand, 1)}-${digits(rand, 7)}` };
    case 'nl':
      return { registration_no: first() + digits(rand, 7), vat_no: `NL${first()}${digits(rand, 8)}B01` };
    case 'fr': {
      const siren = first() + digits(rand, 8);
      return { registration_no: siren, vat_no: `FR${digits(rand, 2)}${siren}` };
    }
    case 'it': {
      const iva = `0${first()}${digits(rand, 9)}`;
      return { registration_no: iva, vat_no: `IT${iva}` };
    }
    default: {
      const cif = `B${first()}${digits(rand, 7)}`;
      return { registration_no: cif, vat_no: `ES${cif}` };
    }
  }
}

/**
 * The record's other fields for every client of the seed, drawn apart from the shared generator's draws: one e-mail
 * domain per core (siblings and twins share it, as family firms do), made of the name or of its initials and owner (never a city:
 * the twins sharing it are in two),
 * or a public mailbox; a registration and a VAT number each; a street and house number (the trap clients keep theirs).
 */
export function withRecordFields(clients: readonly BlindClient[], seed: number): Client13[] {
  const rand = random(seed * 31 + 7);
  const domains = new Map<string, string>();
  return clients.map((one) => {
    const lang = one.lang;
    const key = fold(one.core);
    let domain = domains.get(key);
    if (!domain) {
      const roll = rand();
      const initials = fold(one.core)
        .split(/\s+/)
        .map((word) => word[0])
        .join('');
      domain =
        roll < 0.55
          ? `${slug(one.core)}.${TLD[lang]}`
          : roll < 0.85 || !PUBLIC_MAIL[lang]
            ? `${initials}-${slug(one.owner)}.${TLD[lang]}`
            : `@${PUBLIC_MAIL[lang]}`;
      domains.set(key, domain);
    }
    const email = domain.startsWith('@') ? `${slug(one.core).replace(/-/g, '.')}${domain}` : `${pick(rand, MAILBOX[lang]!)}@${domain}`;
    const street = (one as Client13).street ?? `${pick(rand, STREETS13[lang]!)} ${1 + Math.floor(rand() * 60)}`;
    return { ...one, email, ...numbersOf(lang, rand), street };
  });
}

/** A number as a person or a form says it: with spaces in groups, with dashes, with or without its prefix. */
function numberSaid(one: Client13, rand: () => number): string | null {
  const reg = one.registration_no!;
  // Every register's ways are written out; only the client's own are drawn (a US client has no VAT number).
  const vat = one.vat_no ?? '';
  const groups = (text: string, sizes: number[]) => {
    const parts: string[] = [];
    let at = 0;
    for (const size of sizes) {
      parts.push(text.slice(at, at + size));
      at += size;
    }
    if (at < text.length) parts.push(text.slice(at));
    return parts.filter(Boolean).join(' ');
  };
  const options: Record<string, string[]> = {
    cs: [`IČO ${groups(reg, [3, 2, 3])}`, `IČ: ${reg}`, `DIČ ${vat}`, `CZ ${reg}`, `IČO: ${reg}`],
    sk: [`IČO ${groups(reg, [2, 3, 3])}`, `IČ DPH ${vat}`, `IČO: ${reg}`, `SK ${vat.slice(2)}`],
    de: [`USt-IdNr. ${vat}`, `DE ${groups(vat.slice(2), [3, 3, 3])}`, reg, `${reg.replace(' ', '')}`],
    at: [`UID ${vat}`, `ATU ${groups(vat.slice(3), [4, 4])}`, reg, reg.replace(' ', '')],
    ch: [`UID ${reg}`, `CHE ${groups(vat.slice(3), [3, 3, 3])}`, `${reg} MWST`],
    pl: [`NIP ${groups(vat.slice(2), [3, 3, 2, 2]).replace(/ /g, '-')}`, `NIP ${vat.slice(2)}`, `KRS ${reg}`, `PL ${vat.slice(2)}`],
    en: [`Company No. ${reg}`, `company number ${reg}`, `VAT GB ${groups(vat.slice(2), [3, 4, 2])}`, vat],
    us: [`EIN ${reg}`, `EIN ${reg.replace('-', '')}`],
    nl: [`KvK ${reg}`, `KvK-nummer ${groups(reg, [4, 4])}`, `btw ${vat}`],
    fr: [`SIREN ${groups(reg, [3, 3, 3])}`, `TVA ${vat}`, `TVA ${groups(vat, [4, 3, 3, 3])}`],
    it: [`P.IVA ${reg}`, `partita IVA ${reg}`, `IT ${reg}`],
    es: [`CIF ${reg}`, `NIF ${reg}`, `${vat}`],
  };
  return pick(rand, options[one.lang] ?? []) ?? null;
}

/** The digits of a number said, read as a register would: separators and prefixes aside. */
const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The set's own client kinds over the whole population (the shared one's and the traps'). */
export function trapClientCases13(clients: readonly Client13[], pooled: readonly Client13[], rand: () => number): Gen[] {
  const only = (fits: (one: Client13) => boolean) => onlyOne(clients, fits);
  const sameCore = (one: Client13, core: string) => fold(one.core) === fold(core);
  const shared = pooled.filter((one) => clients.filter((other) => sameCore(other, one.core)).length > 1);
  const nearby = () => pick(rand, rand() < 0.6 && shared.length > 0 ? shared : pooled);
  const said = saidOf(clients, 'client', CLIENT_SAID, rand);

  // An e-mail address or a web domain, alone or in a sentence: whoever holds it.
  const handle: Gen = () => {
    // Siblings and twins share a domain: fewer of them here, so that most handles name one client.
    const one = pick(rand, rand() < 0.3 && shared.length > 0 ? shared : pooled);
    const email = one.email!;
    const domain = email.split('@')[1]!;
    const publicMail = Object.values(PUBLIC_MAIL).includes(domain);
    const roll = rand();
    if (publicMail || roll < 0.35) {
      const text = pick(rand, ['{}', 'mail from {}', 'Kunde mit E-Mail {}', 'klient s e-mailem {}', '<{}>', 'the one at {}']);
      return {
        kind: 'handle',
        record: 'client',
        text: text.replace('{}', email),
        expected: only((other) => fold(other.email ?? '') === fold(email)),
      };
    }
    if (roll < 0.9) {
      const text = pick(rand, [domain, `www.${domain}`, `https://www.${domain}/`, `@${domain}`, `${domain.toUpperCase()}`]);
      return { kind: 'handle', record: 'client', text, expected: only((other) => (other.email ?? '').endsWith(`@${domain}`)) };
    }
    // A public mailbox's domain alone names no client.
    const mailbox = pick(rand, Object.values(PUBLIC_MAIL));
    return { kind: 'handle', record: 'client', text: mailbox!, expected: null };
  };

  // A registration or VAT number, alone or after the core; one digit changed is another number.
  const regno: Gen = () => {
    const one = nearby();
    const number = numberSaid(one, rand);
    if (!number) return null;
    const holder = (said: string) =>
      only((other) => [other.registration_no, other.vat_no].some((value) => value && digitsOf(value) === digitsOf(said)));
    const roll = rand();
    if (roll < 0.45) return { kind: 'regno', record: 'client', text: number, expected: holder(number) };
    if (roll < 0.8) {
      const text = pick(rand, [`${one.core}, ${number}`, `${one.core} (${number})`, `${one.core} ${number}`]);
      return { kind: 'regno', record: 'client', text, expected: holder(number) };
    }
    // A digit changed: no client holds the number (the digits of a number are never a typo).
    const positions = [...number].flatMap((char, at) => (/\d/.test(char) ? [at] : []));
    const at = positions[positions.length - 1 - Math.floor(rand() * Math.min(4, positions.length))]!;
    const changed = `${number.slice(0, at)}${(Number(number[at]) + 1 + Math.floor(rand() * 8)) % 10}${number.slice(at + 1)}`;
    return { kind: 'regno', record: 'client', text: changed, expected: holder(changed) };
  };

  // The core with a street (and house number): among clients of one core, the one at that street.
  const street: Gen = () => {
    const one = nearby();
    const text = pick(rand, [`${one.core}, ${one.street}`, `${one.core} (${one.street})`, `${one.core}, ${one.street}, ${one.city}`]);
    return {
      kind: 'street',
      record: 'client',
      text,
      expected: only((other) => sameCore(other, one.core) && fold(other.street ?? '') === fold(one.street!)),
    };
  };

  // ALL CAPS as an export writes it, marks dropped or kept, the form's dots gone or kept.
  const exported: Gen = () => {
    const one = nearby();
    const plain = unaccent(one.name).toUpperCase();
    const text = pick(rand, [
      one.name.toUpperCase(),
      plain,
      `${unaccent(one.core).toUpperCase()} ${one.form.replace(/\./g, '').toUpperCase()}`,
      unaccent(one.core).toUpperCase(),
      `${unaccent(one.core).toUpperCase()};${one.city.toUpperCase()}`,
    ]);
    const withForm = text !== unaccent(one.core).toUpperCase() && !text.includes(';');
    return {
      kind: 'export',
      record: 'client',
      text,
      expected: only(
        (other) => sameCore(other, one.core) && (!withForm || other.form === one.form) && (!text.includes(';') || other.city === one.city),
      ),
    };
  };

  // Chat wrappers: emoji, a mention, trailing marks, quotes.
  const chat: Gen = () => {
    const one = nearby();
    const withForm = rand() < 0.5;
    const template = pick(rand, ['@{}', '{} 👍', '„{}“ 🙏', '{}?!', '**{}** ✅', '👉 {}', '@{} ?', '"{}"!!', '{} 🙂', '✔️ {} ✔️']);
    return {
      kind: 'chat',
      record: 'client',
      text: template.replace('{}', withForm ? one.name : one.core),
      expected: only((other) => sameCore(other, one.core) && (!withForm || other.form === one.form)),
    };
  };

  // Two names at once (asked back), or a name corrected mid-phrase (the correction).
  const correction: Gen = () => {
    const first = nearby();
    const roll = rand();
    const sibling = clients.find((other) => sameCore(other, first.core) && other.form !== first.form);
    if (sibling && roll < 0.3) {
      const text = pick(rand, ['{a}, sorry, I mean {f}', '{a}, ne, {f}', '{a} – nein, die {f}', '{a}, przepraszam, {f}']);
      return {
        kind: 'correction',
        record: 'client',
        text: text.replace('{a}', first.name).replace('{f}', sibling.form),
        expected: only((other) => sameCore(other, first.core) && other.form === sibling.form),
      };
    }
    const second = pick(
      rand,
      pooled.filter((other) => other.lang === first.lang && !sameCore(other, first.core)),
    );
    if (!second) return null;
    const [a, b] = [first.name, second.name];
    if (roll < 0.75) {
      const text = pick(rand, [
        '{a}, sorry, I mean {b}',
        '{a} - no wait, {b}',
        '{a}, pardon, myslím {b}',
        '{a}, nein, ich meine {b}',
        '{a}… correction: {b}',
        'not {a} but {b}',
      ]);
      return {
        kind: 'correction',
        record: 'client',
        text: text.replace('{a}', a).replace('{b}', b),
        expected: only((other) => sameCore(other, second.core) && other.form === second.form),
      };
    }
    const text = pick(rand, ['{a} or {b}', '{a} nebo {b}', '{a} oder {b}', '{a} and {b}', '{a}, {b}']);
    return { kind: 'correction', record: 'client', text: text.replace('{a}', a).replace('{b}', b), expected: null };
  };

  return [said('marks'), said('marks'), handle, handle, regno, regno, street, street, exported, chat, correction, correction];
}

/** The set's own people kinds over the whole staff (the shared population's and the traps'). */
export function trapPeopleCases13(people: readonly BlindPerson[], rand: () => number): Gen[] {
  const said = saidOf(people, 'employee', PEOPLE_SAID, rand);
  const only = (fits: (one: BlindPerson) => boolean) => onlyOne(people, fits);
  const isHim = (person: BlindPerson) => (one: BlindPerson) => fold(one.name) === fold(person.name);
  const kin = people.filter((one) => people.some((other) => other !== one && fold(other.surname) === fold(one.surname)));
  const somebody = () => pick(rand, kin.length > 0 && rand() < 0.5 ? kin : people);

  // A CRM export: the surname first in capitals, a comma, the given name; marks dropped or kept.
  const exported: Gen = () => {
    const one = somebody();
    const text = pick(rand, [
      `${one.surname.toUpperCase()}, ${one.given}`,
      `${unaccent(one.surname).toUpperCase()}, ${unaccent(one.given)}`,
      `${unaccent(one.surname).toUpperCase()} ${unaccent(one.given).toUpperCase()}`,
      `${one.surname.toUpperCase()} ${one.given}`,
    ]);
    return { kind: 'export', record: 'employee', text, expected: only(isHim(one)) };
  };

  // Chat: a mention by the name or by a handle made of it, emoji, trailing marks.
  const chat: Gen = () => {
    const one = somebody();
    const handle = `${fold(one.given)}.${fold(one.surname)}`.replace(/\s+/g, '');
    const text = pick(rand, [`@${one.name}`, `@${handle}`, `${one.name} 👋`, `cc @${one.name}`, `${one.name}?!`, `**${one.name}** 👍`]);
    return { kind: 'chat', record: 'employee', text, expected: only(isHim(one)) };
  };

  // A person corrected mid-phrase (the correction), or two at once (asked back).
  const correction: Gen = () => {
    const first = somebody();
    const second = pick(
      rand,
      people.filter((other) => other !== first),
    );
    if (!second) return null;
    if (rand() < 0.7) {
      const text = pick(rand, ['{a}, sorry, I mean {b}', '{a}, ne, {b}', '{a} – nein, {b}', '{a}, przepraszam, {b}', 'not {a}, {b}']);
      return {
        kind: 'correction',
        record: 'employee',
        text: text.replace('{a}', first.name).replace('{b}', second.name),
        expected: only(isHim(second)),
      };
    }
    const text = pick(rand, ['{a} or {b}', '{a} und {b}', '{a} a {b}', '{a} and {b}']);
    return { kind: 'correction', record: 'employee', text: text.replace('{a}', first.name).replace('{b}', second.name), expected: null };
  };

  return [said('marks'), said('translit'), said('translit'), exported, chat, correction];
}
