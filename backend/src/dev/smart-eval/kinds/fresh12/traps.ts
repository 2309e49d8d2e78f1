/**
 * The thirteenth set's own kinds, beside the shared generator's (a judge writing from the issue's text would try
 * them, and no earlier set did): names joined by `&`, `a`, `i`, `und`, `and`; surnames with a particle (`van der`,
 * `de la`, `von`, `O'`, `Mac`) said with it, without it or run together; a possessive (`Haslam's`, `bei Kortmanns`);
 * a numbered name's core stored without a number too; a company named after a person who also works for the
 * organization; double-barrelled surnames and one half of them; a given name's initial before a surname; Hungarian
 * names stored surname first. Expected by the documented rule: the one record that fits everything said, else none.
 */
import { pick } from '../../population.js';
import type { JudgedCase } from '../harness.js';
import { fold, unaccent } from '../blind/text.js';
import { type SaidEntry, onlyOne, saidOf } from '../blind/traps.js';
import type { BlindClient, BlindPerson, Lang } from '../blind/types.js';

type Gen = () => JudgedCase | null;

const client = (name: string, core: string, form: string, lang: Lang, city: string): BlindClient => ({
  name,
  core,
  owner: core.split(' ')[0]!,
  trade: core.split(' ').slice(1).join(' '),
  form,
  lang,
  city,
});
const person = (name: string, given: string, surname: string, female: boolean, lang: Lang): BlindPerson => ({
  name,
  given,
  surname,
  family: surname,
  female,
  lang,
});

/** Clients of the set's own kinds, stored after the shared population's (indices of those unchanged). */
export const TRAP_CLIENTS12: readonly BlindClient[] = [
  client('Pejchal & Zahálka s.r.o.', 'Pejchal & Zahálka', 's.r.o.', 'cs', 'Klatovy'),
  client('Bachmayer & Söhne KG', 'Bachmayer & Söhne', 'KG', 'de', 'Borken'),
  client('Thwaite & Cudworth LLP', 'Thwaite & Cudworth', 'LLP', 'en', 'Bury'),
  client('Cudworth Plumbers Ltd', 'Cudworth Plumbers', 'Ltd', 'en', 'Ennis'),
  client('Kasprzyk i Sroka Sp. z o.o.', 'Kasprzyk i Sroka', 'Sp. z o.o.', 'pl', 'Ełk'),
  client('van der Wiel Koeriers B.V.', 'van der Wiel Koeriers', 'B.V.', 'nl', 'Zwolle'),
  client('de la Peña Azulejos S.L.', 'de la Peña Azulejos', 'S.L.', 'es', 'Soria'),
  client('von Oppen Gleisbau GmbH', 'von Oppen Gleisbau', 'GmbH', 'de', 'Ahaus'),
  client("O'Donoghue Stairlifts Ltd", "O'Donoghue Stairlifts", 'Ltd', 'en', 'Mallow'),
  client('MacLennan Roofworks Ltd', 'MacLennan Roofworks', 'Ltd', 'en', 'Rochdale'),
  client('Chata Blatná s.r.o.', 'Chata Blatná', 's.r.o.', 'cs', 'Blatná'),
  client('Parkhaus Coesfeld GmbH', 'Parkhaus Coesfeld', 'GmbH', 'de', 'Coesfeld'),
  client('Anselm Trautwein GmbH', 'Anselm Trautwein', 'GmbH', 'de', 'Borken'),
  client('Hamish Lockhart Ltd', 'Hamish Lockhart', 'Ltd', 'en', 'Ennis'),
  client('Sárközi és Társa Kft.', 'Sárközi és Társa', 'Kft.', 'en', 'Bury'),
];

/** People of the set's own kinds, stored after the shared population's. */
export const TRAP_PEOPLE12: readonly BlindPerson[] = [
  person('Henrike Albrecht-Sommerfeld', 'Henrike', 'Albrecht-Sommerfeld', true, 'de'),
  person('Eckbert Sommerfeld', 'Eckbert', 'Sommerfeld', false, 'de'),
  person('Apolonia Mroczek-Wilczyńska', 'Apolonia', 'Mroczek-Wilczyńska', true, 'pl'),
  person('Imogen Ashdown-Carver', 'Imogen', 'Ashdown-Carver', true, 'en'),
  person('Kerekes Tünde', 'Tünde', 'Kerekes', true, 'en'),
  person('Kerekes Bence', 'Bence', 'Kerekes', false, 'en'),
  person('Sárközi Gergely', 'Gergely', 'Sárközi', false, 'en'),
  person('Vadász Enikő', 'Enikő', 'Vadász', true, 'en'),
  person('Anselm Trautwein', 'Anselm', 'Trautwein', false, 'de'),
  person('Hedwig Trautwein', 'Hedwig', 'Trautwein', true, 'de'),
  person('Hamish Lockhart', 'Hamish', 'Lockhart', false, 'en'),
];

/** Each trap client's name as said, and whose it is (a stored name; null: asked back or refused). */
const CLIENT_SAID: readonly SaidEntry[] = [
  ['joiner', 'Pejchal a Zahálka', 'Pejchal & Zahálka s.r.o.'],
  ['joiner', 'Pejchal + Zahálka s.r.o.', 'Pejchal & Zahálka s.r.o.'],
  ['joiner', 'pejchal a zahalka', 'Pejchal & Zahálka s.r.o.'],
  ['joiner', 'Pejchal and Zahálka', 'Pejchal & Zahálka s.r.o.'],
  ['joiner', 'Bachmayer und Söhne', 'Bachmayer & Söhne KG'],
  ['joiner', 'Bachmayer u. Söhne KG', 'Bachmayer & Söhne KG'],
  ['joiner', 'Bachmayer and Sons', 'Bachmayer & Söhne KG'],
  ['joiner', 'Thwaite and Cudworth', 'Thwaite & Cudworth LLP'],
  ['joiner', 'thwaite and cudworth llp', 'Thwaite & Cudworth LLP'],
  ['joiner', 'Cudworth', null],
  ['joiner', 'Kasprzyk & Sroka', 'Kasprzyk i Sroka Sp. z o.o.'],
  ['joiner', 'kasprzyk i sroka', 'Kasprzyk i Sroka Sp. z o.o.'],
  ['joiner', 'Kasprzyk and Sroka Sp. z o.o.', 'Kasprzyk i Sroka Sp. z o.o.'],
  ['particle', 'Van der Wiel Koeriers', 'van der Wiel Koeriers B.V.'],
  ['particle', 'vanderwiel koeriers', 'van der Wiel Koeriers B.V.'],
  ['particle', 'v.d. Wiel Koeriers', 'van der Wiel Koeriers B.V.'],
  ['particle', 'Wiel Koeriers B.V.', 'van der Wiel Koeriers B.V.'],
  ['particle', 'De La Peña Azulejos', 'de la Peña Azulejos S.L.'],
  ['particle', 'de la pena azulejos sl', 'de la Peña Azulejos S.L.'],
  ['particle', 'Peña Azulejos', 'de la Peña Azulejos S.L.'],
  ['particle', 'Von Oppen Gleisbau GmbH', 'von Oppen Gleisbau GmbH'],
  ['particle', 'v. Oppen Gleisbau', 'von Oppen Gleisbau GmbH'],
  ['particle', 'Oppen Gleisbau', 'von Oppen Gleisbau GmbH'],
  ['particle', 'ODonoghue Stairlifts', "O'Donoghue Stairlifts Ltd"],
  ['particle', 'O Donoghue Stairlifts Ltd', "O'Donoghue Stairlifts Ltd"],
  ['particle', 'O’Donoghue Stairlifts', "O'Donoghue Stairlifts Ltd"],
  ['particle', 'odonoghue stairlifts', "O'Donoghue Stairlifts Ltd"],
  ['particle', 'Mac Lennan Roofworks', 'MacLennan Roofworks Ltd'],
  ['particle', 'maclennan roofworks ltd', 'MacLennan Roofworks Ltd'],
  ['particle', 'MACLENNAN ROOFWORKS', 'MacLennan Roofworks Ltd'],
  ['unnumbered', 'Chata Blatná', 'Chata Blatná s.r.o.'],
  ['unnumbered', 'chata blatna s.r.o.', 'Chata Blatná s.r.o.'],
  ['unnumbered', 'Parkhaus Coesfeld', 'Parkhaus Coesfeld GmbH'],
  ['unnumbered', 'Parkhaus Coesfeld GmbH', 'Parkhaus Coesfeld GmbH'],
  ['eponym', 'Trautwein', 'Anselm Trautwein GmbH'],
  ['eponym', 'Anselm Trautwein', 'Anselm Trautwein GmbH'],
  ['eponym', 'Trautwein GmbH', 'Anselm Trautwein GmbH'],
  ['eponym', 'firma Trautwein', 'Anselm Trautwein GmbH'],
  ['eponym', 'Lockhart', 'Hamish Lockhart Ltd'],
  ['eponym', 'Hamish Lockhart', 'Hamish Lockhart Ltd'],
  ['eponym', 'Lockhart Ltd', 'Hamish Lockhart Ltd'],
  ['hungarian', 'Sárközi és Társa', 'Sárközi és Társa Kft.'],
  ['hungarian', 'sarkozi es tarsa kft', 'Sárközi és Társa Kft.'],
  ['hungarian', 'Sárközi & Társa Kft.', 'Sárközi és Társa Kft.'],
];

/** Each trap person's name as said, and whose it is (a stored name; null: asked back or refused). */
const PEOPLE_SAID: readonly SaidEntry[] = [
  ['hyphenated', 'Henrike Albrecht Sommerfeld', 'Henrike Albrecht-Sommerfeld'],
  ['hyphenated', 'Frau Albrecht-Sommerfeld', 'Henrike Albrecht-Sommerfeld'],
  ['hyphenated', 'Henrike Albrecht', 'Henrike Albrecht-Sommerfeld'],
  ['hyphenated', 'Henrike Sommerfeld', 'Henrike Albrecht-Sommerfeld'],
  ['hyphenated', 'Frau Sommerfeld', 'Henrike Albrecht-Sommerfeld'],
  ['hyphenated', 'Herr Sommerfeld', 'Eckbert Sommerfeld'],
  ['hyphenated', 'Sommerfeld', null],
  ['hyphenated', 'Albrecht-Sommerfeld', 'Henrike Albrecht-Sommerfeld'],
  ['hyphenated', 'pani Mroczek-Wilczyńska', 'Apolonia Mroczek-Wilczyńska'],
  ['hyphenated', 'Apolonia Mroczek', 'Apolonia Mroczek-Wilczyńska'],
  ['hyphenated', 'Wilczyńska', 'Apolonia Mroczek-Wilczyńska'],
  ['hyphenated', 'apolonia mroczek wilczynska', 'Apolonia Mroczek-Wilczyńska'],
  ['hyphenated', 'Mrs Ashdown-Carver', 'Imogen Ashdown-Carver'],
  ['hyphenated', 'Imogen Carver', 'Imogen Ashdown-Carver'],
  ['hyphenated', 'Ashdown Carver', 'Imogen Ashdown-Carver'],
  ['hungarian', 'Tünde Kerekes', 'Kerekes Tünde'],
  ['hungarian', 'kerekes tunde', 'Kerekes Tünde'],
  ['hungarian', 'Kerekes', null],
  ['hungarian', 'Kerekes asszony', 'Kerekes Tünde'],
  ['hungarian', 'Kerekes úr', 'Kerekes Bence'],
  ['hungarian', 'Bence Kerekes', 'Kerekes Bence'],
  ['hungarian', 'Sárközi Gergely', 'Sárközi Gergely'],
  ['hungarian', 'Gergely Sárközi', 'Sárközi Gergely'],
  ['hungarian', 'Sárközi úr', 'Sárközi Gergely'],
  ['hungarian', 'Gergő Sárközi', 'Sárközi Gergely'],
  ['hungarian', 'Enikő Vadász', 'Vadász Enikő'],
  ['hungarian', 'vadasz eniko', 'Vadász Enikő'],
  ['hungarian', 'Vadász asszony', 'Vadász Enikő'],
  ['eponym', 'Anselm Trautwein', 'Anselm Trautwein'],
  ['eponym', 'Herr Trautwein', 'Anselm Trautwein'],
  ['eponym', 'Frau Trautwein', 'Hedwig Trautwein'],
  ['eponym', 'Trautwein', null],
  ['eponym', 'Hamish Lockhart', 'Hamish Lockhart'],
  ['eponym', 'Mr Lockhart', 'Hamish Lockhart'],
];

/** The set's own client kinds over the whole population (the shared one's and the traps'). */
export function trapClientCases12(clients: readonly BlindClient[], pooled: readonly BlindClient[], rand: () => number): Gen[] {
  const said = saidOf(clients, 'client', CLIENT_SAID, rand);
  const only = (fits: (one: BlindClient) => boolean) => onlyOne(clients, fits);
  // A possessive of an owner's surname ending in a consonant (the English 's, the German -s): the owner's clients.
  const possessive: Gen = () => {
    const owned = pooled.filter((one) => ['en', 'de', 'at'].includes(one.lang) && /[^aeiousxz]$/i.test(unaccent(one.owner)));
    const one = pick(rand, owned);
    if (!one) return null;
    const withTrade = rand() < 0.5;
    const mark = one.lang === 'en' ? `${one.owner}'s` : `${one.owner}s`;
    const text = withTrade ? `${mark} ${one.trade}` : one.lang === 'en' ? mark : `bei ${mark}`;
    const owner = fold(one.owner);
    return {
      kind: 'possessive',
      record: 'client',
      text,
      expected: withTrade
        ? only((other) => fold(other.core) === fold(one.core))
        : only((other) => fold(other.owner) === owner || fold(other.former ?? '').startsWith(`${owner} `)),
    };
  };
  return [said('joiner'), said('particle'), said('particle'), said('unnumbered'), said('eponym'), said('hungarian'), possessive];
}

/** The set's own people kinds over the whole staff (the shared population's and the traps'). */
export function trapPeopleCases12(people: readonly BlindPerson[], rand: () => number): Gen[] {
  const said = saidOf(people, 'employee', PEOPLE_SAID, rand);
  // A given name's initial before the surname (`M. Klimešová`, `Klimeš, B.`): whoever of the surname it begins.
  const initial: Gen = () => {
    const kin = people.filter((one) => people.some((other) => other !== one && fold(other.surname) === fold(one.surname)));
    const one = pick(rand, kin.length > 0 && rand() < 0.7 ? kin : people);
    const letter = one.given[0]!;
    const text = pick(rand, [`${letter}. ${one.surname}`, `${one.surname}, ${letter}.`]);
    const found = people.flatMap((other, at) =>
      fold(other.surname) === fold(one.surname) && fold(other.given[0]!) === fold(letter) ? [at] : [],
    );
    return { kind: 'initial', record: 'employee', text, expected: found.length === 1 ? found[0]! : null };
  };
  return [said('hyphenated'), said('hyphenated'), said('hungarian'), said('eponym'), initial, initial];
}
