/**
 * The eighth held-out set's cases for people: short forms of given names, a hyphenated given name written apart or
 * beside its second half, Spanish double surnames said by one, Hungarian names said in either order, a Czech man and
 * woman of one family, salutations in the set's registers, names as agents pass them, typos and roles. The answer
 * is the one person who fits everything said (given name or its short form, a surname or a part of a double one, the
 * sex a salutation or a woman's form says), or null when none or several do.
 */
import { pick } from '../../population.js';
import type { JudgedCase } from '../harness.js';
import { GIVEN7, HALVES7, type Person7 } from './people-pools.js';
import { ROLES7, SALUTE7, fold, unaccent } from './said.js';

type Gen = () => JudgedCase | null;

/** The words of a surname that name the family alone: a Dutch particle is not one. */
const partsOf = (surname: string) => surname.split(/[- ]/).filter((word) => !/^(van|der|den|de)$/i.test(word));

export function peopleCases7(people: readonly Person7[], rand: () => number): Gen[] {
  const said = (kind: string, text: string, expected: number | null): JudgedCase => ({ kind, record: 'employee', text, expected });
  const only = (fits: (one: Person7) => boolean): number | null => {
    const found = people.flatMap((one, index) => (fits(one) ? [index] : []));
    return found.length === 1 ? found[0]! : null;
  };
  /** Whose surname a word said is: the whole surname's holders; only when nobody's, those holding it as a part. */
  const hasPart = (one: Person7, part: string) => {
    const whole = (other: Person7) => fold(other.surname) === fold(part);
    return people.some(whole) ? whole(one) : partsOf(one.surname).some((word) => fold(word) === fold(part));
  };
  /** A word said alone that is also someone's given name (or a half of one) may mean them. */
  const givenOfAnother = (part: string) =>
    people.some((one) => one.given.split('-').some((half) => fold(half) === fold(part)) && !hasPart(one, part));
  const shortOf = (person: Person7) => GIVEN7.find((one) => one.given === person.given)?.short ?? [];
  const sameGiven = (one: Person7, given: string) => fold(one.given.replace(/-/g, ' ')) === fold(given.replace(/-/g, ' '));

  const nickname: Gen = () => {
    const person = pick(
      rand,
      people.filter((one) => shortOf(one).length > 0),
    );
    const short = pick(rand, shortOf(person));
    const part = pick(rand, partsOf(person.surname));
    if (rand() < 0.2)
      return said(
        'nickname-alone',
        short,
        only((one) => one.given === person.given),
      );
    return said(
      'nickname',
      person.lang === 'hu' ? `${part} ${short}` : `${short} ${part}`,
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
    const text = pick(rand, SALUTE7[person.lang][person.female ? 1 : 0]).replace('{}', part);
    return said('salutation', text, givenOfAnother(part) ? null : only((one) => hasPart(one, part) && one.female === person.female));
  };
  const familyForm: Gen = () => {
    // The man's surname said for a woman of the family, or the other way round: another person, or no one.
    const person = pick(
      rand,
      people.filter((one) => one.lang === 'cs'),
    );
    if (!person) return null;
    return said('woman-man', person.surname, givenOfAnother(person.surname) ? null : only((one) => hasPart(one, person.surname)));
  };
  const written: Gen = () => {
    const person = pick(rand, people);
    const [given, surname] = [person.given, person.surname];
    // Either order: a Hungarian said the western way, anyone else surname first.
    const other = person.lang === 'hu' ? `${given} ${surname}` : `${surname} ${given}`;
    const text = pick(rand, [
      other,
      `${surname.toUpperCase()}, ${given}`,
      unaccent(person.name).toLowerCase(),
      `{"assignee": "${person.name}"}`,
      `assign_to(employee="${person.name}")`,
      `**${person.name}**`,
      `employee: ${person.name};`,
    ]);
    return said(
      'written',
      text,
      only((one) => one.given === given && fold(one.surname) === fold(surname)),
    );
  };
  const halves: Gen = () => {
    const entry = pick(rand, HALVES7);
    const roll = rand();
    const given =
      roll < 0.3 ? entry.half : roll < 0.6 ? entry.whole : roll < 0.8 ? entry.whole.replace('-', ' ') : entry.whole.toLowerCase();
    if (rand() < 0.15) return said('hyphenated', entry.surname, null);
    return said(
      'hyphenated',
      `${given} ${entry.surname}`,
      only((one) => sameGiven(one, given) && one.surname === entry.surname),
    );
  };
  const typo: Gen = () => {
    const person = pick(
      rand,
      people.filter((one) => one.surname.length >= 6 && partsOf(one.surname).length === 1 && !one.surname.includes(' ')),
    );
    const at = 2 + Math.floor(rand() * (person.surname.length - 3));
    const swapped = `${person.surname.slice(0, at)}${person.surname[at + 1]}${person.surname[at]}${person.surname.slice(at + 2)}`;
    if (swapped === person.surname) return null;
    return said(
      'typo',
      storedName(person, swapped),
      only((one) => one.given === person.given && fold(one.surname) === fold(person.surname)),
    );
  };
  const role: Gen = () => said('role', pick(rand, ROLES7), null);
  return [nickname, nickname, surnameAlone, saluted, saluted, familyForm, written, written, halves, halves, typo, role];
}

const storedName = (person: Person7, surname: string) =>
  person.lang === 'hu' ? `${surname} ${person.given}` : `${person.given} ${surname}`;
