/**
 * The sixth held-out set's cases for people: short forms of given names, a Polish man and woman of one family (their
 * surname in its two forms), salutations, a surname alone, names written surname first or without their letters.
 * Each answer comes from the rule of its kind, never from what the resolver answers.
 */
import { pick } from '../../population.js';
import type { JudgedCase } from '../harness.js';
import { GIVEN5, type Person5 } from './pools.js';
import { SALUTE5, fold, unaccent } from './said.js';

type Gen = () => JudgedCase | null;

export function peopleCases5(people: readonly Person5[], rand: () => number): Gen[] {
  const said = (kind: string, text: string, expected: number | null): JudgedCase => ({ kind, record: 'employee', text, expected });
  const only = (fits: (one: Person5) => boolean): number | null => {
    const found = people.flatMap((one, index) => (fits(one) ? [index] : []));
    return found.length === 1 ? found[0]! : null;
  };
  const shortOf = (person: Person5) => GIVEN5.find((one) => one.given === person.given)?.short ?? [];

  const nickname: Gen = () => {
    const person = pick(
      rand,
      people.filter((one) => shortOf(one).length > 0),
    );
    if (!person) return null;
    const short = pick(rand, shortOf(person));
    return said(
      'nickname',
      `${short} ${person.surname}`,
      only((one) => one.given === person.given && one.surname === person.surname),
    );
  };
  const saluted: Gen = () => {
    const person = pick(
      rand,
      people.filter((one) => SALUTE5[one.lang]),
    );
    const text = pick(rand, SALUTE5[person.lang]![person.female ? 1 : 0]).replace('{}', person.surname);
    // The surname as said, and the sex the salutation names: a Polish woman's surname form is hers alone.
    return said(
      'salutation',
      text,
      only((one) => fold(one.surname) === fold(person.surname) && one.female === person.female),
    );
  };
  const surnameAlone: Gen = () => {
    const person = pick(rand, people);
    return said(
      'surname-alone',
      person.surname,
      only((one) => fold(one.surname) === fold(person.surname)),
    );
  };
  const written: Gen = () => {
    const person = pick(rand, people);
    const text = pick(rand, [
      `${person.surname}, ${person.given}`,
      `${person.surname} ${person.given}`,
      unaccent(person.name).toLowerCase(),
      person.name.toUpperCase(),
    ]);
    return said(
      'written',
      text,
      only((one) => one.given === person.given && one.surname === person.surname),
    );
  };
  return [nickname, nickname, saluted, saluted, surnameAlone, written];
}
