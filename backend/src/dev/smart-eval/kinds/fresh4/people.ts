/**
 * The fifth held-out set's cases for people: short forms of given names, a woman and a man of one family, double
 * and hyphenated surnames, a given name that is another person's surname, Czech and Slovak cases, salutations in
 * eight languages (Hungarian's after the name), the Hungarian order, typos and roles. The answer is the one person
 * who fits everything said (given name or its short form, a surname or a part of a double one, the sex a
 * salutation or a woman's form says), or null when none or several do.
 */
import { pick } from '../../population.js';
import type { JudgedCase } from '../harness.js';
import { CROSSED4, GIVEN4, type Person4 } from './pools.js';
import { ROLES4, SALUTE4, fold, unaccent } from './said.js';

type Gen = () => JudgedCase | null;

const partsOf = (surname: string) => surname.split(/[- ]/);

/** Czech and Slovak cases of a surname after a preposition or a salutation, a man's and a woman's. */
function declined(person: Person4, rand: () => number): string | null {
  const s = person.surname;
  if (partsOf(s).length > 1) return null;
  if (person.lang === 'cs') {
    const stem = s.slice(0, -1);
    if (person.female) return pick(rand, [`pro ${stem}ou`, `s ${stem}ou`, `od paní ${stem}é`, `paní ${stem}é`]);
    if (s.endsWith('a')) return pick(rand, [`pro ${stem}u`, `od ${stem}y`, `s ${stem}ou`, `panu ${stem}ovi`]);
    const base = s.endsWith('ek') ? `${s.slice(0, -2)}k` : s;
    return pick(rand, [`pro ${base}a`, `od ${base}a`, `s ${base}em`, `panu ${base}ovi`]);
  }
  if (person.lang === 'sk') {
    if (person.female) return pick(rand, [`pre ${s.slice(0, -1)}ú`, `od ${s.slice(0, -1)}ej`]);
    const base = s.endsWith('o') ? s.slice(0, -1) : s;
    return pick(rand, [`pre ${base}a`, `od ${base}a`, `s ${base}om`, `pánovi ${base}ovi`]);
  }
  return null;
}

export function peopleCases4(people: readonly Person4[], rand: () => number): Gen[] {
  const said = (kind: string, text: string, expected: number | null): JudgedCase => ({ kind, record: 'employee', text, expected });
  const only = (fits: (one: Person4) => boolean): number | null => {
    const found = people.flatMap((one, index) => (fits(one) ? [index] : []));
    return found.length === 1 ? found[0]! : null;
  };
  /**
   * Who a surname said fits: those whose whole surname it is; only when nobody's is, those holding it as one part of a
   * double or hyphenated surname (the name said whole is one person's name, as "Hoogveld Bouw" is a client's).
   */
  const hasPart = (one: Person4, part: string) => {
    const whole = (other: Person4) => fold(other.surname) === fold(part);
    return people.some(whole) ? whole(one) : partsOf(one.surname).some((word) => fold(word) === fold(part));
  };
  /** A word said alone (or after a salutation) that is also someone's given name may mean them. */
  const givenOfAnother = (part: string, female?: boolean) =>
    people.some((one) => fold(one.given) === fold(part) && !hasPart(one, part) && (female === undefined || one.female === female));
  const shortOf = (person: Person4) => GIVEN4.find((one) => one.given === person.given)?.short ?? [];

  const nickname: Gen = () => {
    const person = pick(
      rand,
      people.filter((one) => shortOf(one).length > 0),
    );
    const short = pick(rand, shortOf(person));
    const part = pick(rand, partsOf(person.surname));
    if (rand() < 0.25)
      return said(
        'nickname-alone',
        short,
        only((one) => one.given === person.given),
      );
    return said(
      'nickname',
      `${short} ${part}`,
      only((one) => one.given === person.given && hasPart(one, part)),
    );
  };
  const surnameAlone: Gen = () => {
    const person = pick(rand, people);
    const part = pick(rand, partsOf(person.surname));
    return said('surname-alone', part, givenOfAnother(part) ? null : only((one) => hasPart(one, part)));
  };
  const saluted: Gen = () => {
    const person = pick(rand, people);
    const part = pick(rand, partsOf(person.surname));
    const text = pick(rand, SALUTE4[person.lang][person.female ? 1 : 0]).replace('{}', part);
    const fits = only((one) => hasPart(one, part) && one.female === person.female);
    return said('salutation', text, givenOfAnother(part, person.female) ? null : fits);
  };
  const familyForm: Gen = () => {
    // The man's surname said for a woman of the family, or the other way round: another person, or no one.
    const person = pick(
      rand,
      people.filter((one) => (one.lang === 'cs' || one.lang === 'sk') && partsOf(one.surname).length === 1),
    );
    return said('woman-man', person.surname, givenOfAnother(person.surname) ? null : only((one) => hasPart(one, person.surname)));
  };
  const written: Gen = () => {
    const person = pick(rand, people);
    const [given, surname] = [person.given, person.surname];
    const text = pick(rand, [
      `${surname} ${given}`,
      `${surname.toUpperCase()} ${given}`,
      unaccent(`${given} ${surname}`).toLowerCase(),
      `${given} ${surname.replace('-', ' ')}`,
    ]);
    return said(
      'written',
      text,
      only((one) => one.given === given && fold(one.surname) === fold(surname)),
    );
  };
  const cased: Gen = () => {
    const person = pick(rand, people);
    const text = declined(person, rand);
    if (!text) return null;
    // A surname that is another person's given name ("od Romana") may be either declined: asked back.
    if (people.some((one) => fold(one.given) === fold(person.surname))) return said('declined', text, null);
    return said(
      'declined',
      text,
      only((one) => fold(one.surname) === fold(person.surname)),
    );
  };
  const typo: Gen = () => {
    const person = pick(
      rand,
      people.filter((one) => one.surname.length >= 6 && partsOf(one.surname).length === 1),
    );
    const at = 2 + Math.floor(rand() * (person.surname.length - 3));
    const swapped = `${person.surname.slice(0, at)}${person.surname[at + 1]}${person.surname[at]}${person.surname.slice(at + 2)}`;
    if (swapped === person.surname) return null;
    return said(
      'typo',
      `${person.given} ${swapped}`,
      only((one) => one.given === person.given && fold(one.surname) === fold(person.surname)),
    );
  };
  const crossed: Gen = () => {
    const entry = pick(rand, CROSSED4);
    const [given] = entry.first.split(' ') as [string];
    const first = people.findIndex((one) => one.name === entry.first);
    const second = people.findIndex((one) => one.name === entry.second);
    const roll = rand();
    if (roll < 0.25) return said('crossed', given, null);
    if (roll < 0.5) return said('crossed', entry.first, first);
    if (roll < 0.75) return said('crossed', entry.second, second);
    // The woman's salutation with the shared word: only the woman whose surname it is.
    const woman = people[second]!;
    return woman.female
      ? said('crossed', SALUTE4[woman.lang][1][0]!.replace('{}', given), second)
      : said('crossed', entry.first.split(' ').reverse().join(' '), first);
  };
  const role: Gen = () => said('role', pick(rand, ROLES4), null);
  return [nickname, nickname, surnameAlone, saluted, saluted, familyForm, written, cased, cased, typo, crossed, role];
}
