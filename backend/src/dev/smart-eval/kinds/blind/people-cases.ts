/**
 * A blind set's cases for people: short forms of given names, surnames alone, salutations and titles, a man's surname
 * said of a woman of the family ("Mrs. Novák") and the other way round, Czech, Slovak and Polish declined forms, names
 * as agents and transcripts pass them, typos, roles and pronouns. The answer is the one person who fits everything
 * said (given name or its short form, the surname in the form said, the sex a salutation or the surname's form says),
 * or null when none or several do. A short form that two given names share fits both.
 */
import { pick } from '../../population.js';
import type { JudgedCase } from '../harness.js';
import { blindPlainPeopleCases } from './plain-cases.js';
import { declined as declinedForms, fold, unaccent, voiced } from './text.js';
import type { BlindPerson, BlindSet } from './types.js';

type Gen = () => JudgedCase | null;

/** Languages whose women carry another form of the family's surname. */
const TWO_FORMS = new Set(['cs', 'sk', 'pl']);

export function blindPeopleCases(set: BlindSet, people: readonly BlindPerson[], rand: () => number): Gen[] {
  const said = (kind: string, text: string, expected: number | null): JudgedCase => ({ kind, record: 'employee', text, expected });
  const only = (fits: (one: BlindPerson) => boolean): number | null => {
    const found = people.flatMap((one, index) => (fits(one) ? [index] : []));
    return found.length === 1 ? found[0]! : null;
  };
  const shortOf = (person: BlindPerson) => set.given.find((one) => one.given === person.given)?.short ?? [];
  const sameSurname = (one: BlindPerson, surname: string) => fold(one.surname) === fold(surname);

  const nickname: Gen = () => {
    const person = pick(rand, people);
    const short = pick(rand, shortOf(person));
    if (!short) return null;
    if (rand() < 0.25)
      return said(
        'nickname-alone',
        short,
        only((one) => one.given === person.given || shortOf(one).includes(short)),
      );
    const text = pick(rand, [
      `${short} ${person.surname}`,
      `${short} ${person.surname}`.toLowerCase(),
      `{"assignee":"${short} ${person.surname}"}`,
    ]);
    return said(
      'nickname',
      text,
      // A short form of two given names (Ted: Theodore, Edward) is asked back when both bear the surname.
      only((one) => (one.given === person.given || shortOf(one).includes(short)) && sameSurname(one, person.surname)),
    );
  };
  const surnameAlone: Gen = () => {
    const person = pick(rand, people);
    return said(
      'surname-alone',
      person.surname,
      only((one) => sameSurname(one, person.surname)),
    );
  };
  const salutation: Gen = () => {
    const person = pick(rand, people);
    if (rand() < 0.3) {
      // A title tells no sex: the surname's form alone decides.
      const text = pick(rand, set.titles[person.lang]!).replace('{}', person.surname);
      return said(
        'title',
        text,
        only((one) => sameSurname(one, person.surname)),
      );
    }
    const text = pick(rand, set.salute[person.lang]![person.female ? 1 : 0]).replace('{}', person.surname);
    return said(
      'salutation',
      text,
      only((one) => sameSurname(one, person.surname) && one.female === person.female),
    );
  };
  const familyForm: Gen = () => {
    const person = pick(
      rand,
      people.filter((one) => TWO_FORMS.has(one.lang)),
    );
    if (!person) return null;
    if (person.female && rand() < 0.6) {
      // "Mrs. Novák": an English or German salutation before the family's name in the man's form is the woman.
      const salute = pick(rand, ['Mrs. {}', 'Mrs {}', 'Frau {}', 'Ms {}']);
      return said(
        'woman-by-family',
        salute.replace('{}', pick(rand, [person.family, unaccent(person.family)])),
        only((one) => one.female && one.family === person.family),
      );
    }
    // The other form of the family's surname alone: the person holding that form, never the other.
    const other = person.female ? person.family : people.find((one) => one.family === person.family && one.female)?.surname;
    if (!other) return null;
    return said(
      'woman-man',
      other,
      only((one) => sameSurname(one, other)),
    );
  };
  const declined: Gen = () => {
    const person = pick(rand, people);
    const forms = declinedForms(person.surname, person.female, person.lang);
    if (forms.length === 0) return null;
    return said(
      'declined',
      pick(rand, forms),
      only((one) => sameSurname(one, person.surname)),
    );
  };
  const written: Gen = () => {
    const person = pick(rand, people);
    const text = pick(rand, [
      `${person.surname} ${person.given}`,
      `${person.surname.toUpperCase()}, ${person.given}`,
      `{"employee": "${person.name}"}`,
      `assign_to(employee="${person.name}")`,
      `**${person.name}**`,
      `Assignee: ${person.name}`,
      `${person.name}.`,
    ]);
    return said(
      'written',
      text,
      only((one) => one.given === person.given && one.surname === person.surname),
    );
  };
  const voice: Gen = () => {
    const person = pick(rand, people);
    const heard = set.heard[person.family];
    // A woman's -ová/-ska form is kept: an ear writes what it hears, and that ending is said.
    const surname = heard && !person.female && rand() < 0.6 ? pick(rand, heard) : person.surname;
    const text = voiced(rand() < 0.7 ? `${person.given} ${surname}` : surname, set.fillers[person.lang]!, rand);
    const withGiven = text.includes(fold(person.given)) || text.includes(person.given.toLowerCase());
    return said(
      surname === person.surname ? 'voice' : 'voice-sound',
      text,
      only((one) => sameSurname(one, person.surname) && (!withGiven || one.given === person.given)),
    );
  };
  const typo: Gen = () => {
    const person = pick(
      rand,
      people.filter((one) => one.surname.length >= 7),
    );
    const at = 2 + Math.floor(rand() * (person.surname.length - 4));
    const word = person.surname;
    const swapped = `${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`;
    if (swapped === word) return null;
    return said(
      'typo',
      `${person.given} ${swapped}`,
      only((one) => one.given === person.given && one.surname === person.surname),
    );
  };
  const role: Gen = () => said('role', pick(rand, set.roles), null);
  const plain = set.plain ? blindPlainPeopleCases(set, people, rand) : [];
  return [nickname, nickname, surnameAlone, salutation, salutation, familyForm, declined, declined, written, voice, typo, role, ...plain];
}
