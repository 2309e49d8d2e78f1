/**
 * The seventh held-out set's cases for people: short forms of given names, a woman and a man of one Polish family, a
 * double surname, a given name that is another person's surname, Polish cases, salutations in the set's registers,
 * names spelt letter by letter, typos and roles. The answer is the one person who fits everything said (given name or
 * its short form, a surname or a part of a double one, the sex a salutation or a woman's form says), or null when
 * none or several do.
 */
import { pick } from '../../population.js';
import type { JudgedCase } from '../harness.js';
import { CROSSED6, GIVEN6 } from './people-pools.js';
import type { Person6 } from './pools.js';
import { ROLES6, SALUTE6, fold, unaccent } from './said.js';

type Gen = () => JudgedCase | null;

const partsOf = (surname: string) => surname.split(/[- ]/);

/** Polish cases of a -ski/-cki/-dzki surname after a preposition or a salutation, a man's and a woman's. */
function declined(person: Person6, rand: () => number): string | null {
  const s = person.surname;
  if (person.lang !== 'pl' || !/(sk|ck|dzk)[ia]$/.test(s)) return null;
  const stem = s.slice(0, -1);
  if (person.female) return pick(rand, [`dla ${stem}iej`, `od pani ${stem}iej`, `z ${stem}ą`, `pani ${stem}iej`]);
  return pick(rand, [`dla ${stem}iego`, `od ${stem}iego`, `z ${stem}im`, `panu ${stem}iemu`]);
}

export function peopleCases6(people: readonly Person6[], rand: () => number): Gen[] {
  const said = (kind: string, text: string, expected: number | null): JudgedCase => ({ kind, record: 'employee', text, expected });
  const only = (fits: (one: Person6) => boolean): number | null => {
    const found = people.flatMap((one, index) => (fits(one) ? [index] : []));
    return found.length === 1 ? found[0]! : null;
  };
  /** Whose surname a word said is: the whole surname's holders; only when nobody's, those holding it as a part. */
  const hasPart = (one: Person6, part: string) => {
    const whole = (other: Person6) => fold(other.surname) === fold(part);
    return people.some(whole) ? whole(one) : partsOf(one.surname).some((word) => fold(word) === fold(part));
  };
  /** A word said alone (or after a salutation) that is also someone's given name may mean them. */
  const givenOfAnother = (part: string, female?: boolean) =>
    people.some((one) => fold(one.given) === fold(part) && !hasPart(one, part) && (female === undefined || one.female === female));
  const shortOf = (person: Person6) => GIVEN6.find((one) => one.given === person.given)?.short ?? [];

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
    const text = pick(rand, SALUTE6[person.lang][person.female ? 1 : 0]).replace('{}', part);
    const fits = only((one) => hasPart(one, part) && one.female === person.female);
    return said('salutation', text, givenOfAnother(part, person.female) ? null : fits);
  };
  const familyForm: Gen = () => {
    // The man's surname said for a woman of the family, or the other way round: another person, or no one.
    const person = pick(
      rand,
      people.filter((one) => one.lang === 'pl' && partsOf(one.surname).length === 1),
    );
    if (!person) return null;
    return said('woman-man', person.surname, givenOfAnother(person.surname) ? null : only((one) => hasPart(one, person.surname)));
  };
  const written: Gen = () => {
    const person = pick(rand, people);
    const [given, surname] = [person.given, person.surname];
    const text = pick(rand, [
      `${surname} ${given}`,
      `${surname.toUpperCase()}, ${given}`,
      unaccent(`${given} ${surname}`).toLowerCase(),
      `{"employee": "${given} ${surname}"}`,
    ]);
    return said(
      'written',
      text,
      only((one) => one.given === given && fold(one.surname) === fold(surname)),
    );
  };
  const spelt: Gen = () => {
    const person = pick(
      rand,
      people.filter((one) => partsOf(one.surname).length === 1),
    );
    const letters = [...(rand() < 0.5 ? unaccent(person.surname) : person.surname).toUpperCase()];
    const text = `${person.given} ${pick(rand, [letters.join('-'), letters.join(' '), letters.join('. ') + '.'])}`;
    return said(
      'letters',
      text,
      only((one) => one.given === person.given && fold(one.surname) === fold(person.surname)),
    );
  };
  const cased: Gen = () => {
    const person = pick(rand, people);
    const text = declined(person, rand);
    if (!text) return null;
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
    const entry = pick(rand, CROSSED6);
    const [given] = entry.first.split(' ') as [string];
    const first = people.findIndex((one) => one.name === entry.first);
    const second = people.findIndex((one) => one.name === entry.second);
    const roll = rand();
    if (roll < 0.25) return said('crossed', given, null);
    if (roll < 0.5) return said('crossed', entry.first, first);
    if (roll < 0.75) return said('crossed', entry.second, second);
    // The woman's salutation with the shared word: only the woman whose surname it is.
    return said('crossed', SALUTE6[entry.lang][1][0]!.replace('{}', given), second);
  };
  const role: Gen = () => said('role', pick(rand, ROLES6), null);
  return [nickname, nickname, surnameAlone, saluted, saluted, familyForm, written, spelt, cased, cased, typo, crossed, role];
}
