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
import type { BlindPeopleSet, BlindPerson, Lang } from './types.js';

type Gen = () => JudgedCase | null;

/** Languages whose women carry another form of the family's surname. */
const TWO_FORMS = new Set(['cs', 'sk', 'pl']);

export function blindPeopleCases<L extends string = Lang>(
  set: BlindPeopleSet<L>,
  people: readonly BlindPerson<L>[],
  rand: () => number,
): Gen[] {
  const rules = set.peopleRules ?? {};
  const said = (kind: string, text: string, expected: number | null): JudgedCase => ({ kind, record: 'employee', text, expected });
  const only = (fits: (one: BlindPerson<L>) => boolean): number | null => {
    const found = people.flatMap((one, index) => (fits(one) ? [index] : []));
    return found.length === 1 ? found[0]! : null;
  };
  const shortOf = (person: BlindPerson<L>) => set.given.find((one) => one.given === person.given)?.short ?? [];
  const sameSurname = (one: BlindPerson<L>, surname: string) => fold(one.surname) === fold(surname);
  const byName = (person: BlindPerson<L>) => (one: BlindPerson<L>) => one.given === person.given && one.surname === person.surname;
  // Families of two people, where a wrong pick is possible: drawn apart where the set says how often.
  const kin = people.filter((one) => people.filter((other) => other.family === one.family).length > 1);
  const kinShare = rules.kinShare;
  const draw = () => (kinShare === undefined ? pick(rand, people) : pick(rand, rand() < kinShare && kin.length > 0 ? kin : people));
  const transcribe = rules.transcribe ?? ((text: string, lang: L, roll: () => number) => voiced(text, set.fillers[lang]!, roll));
  const declinedOf = rules.declined ?? ((surname: string, female: boolean, lang: L) => declinedForms(surname, female, lang as Lang));

  const exact =
    (exactSaid: (person: BlindPerson<L>) => string[]): Gen =>
    () => {
      const person = draw();
      return said('exact', pick(rand, exactSaid(person)), only(byName(person)));
    };

  const nickname: Gen = () => {
    const person = draw();
    const shorts = shortOf(person);
    if (shorts.length === 0) return null;
    const short = pick(rand, shorts);
    // Every given name the short form is of fits it.
    const of = new Set([person.given, ...(rules.alsoShortFor?.[short] ?? [])]);
    if (rand() < 0.25)
      return said(
        'nickname-alone',
        short,
        only((one) => of.has(one.given) || shortOf(one).includes(short)),
      );
    const text = pick(
      rand,
      rules.nicknameSaid?.(short, person.surname) ?? [
        `${short} ${person.surname}`,
        `${short} ${person.surname}`.toLowerCase(),
        `{"assignee":"${short} ${person.surname}"}`,
      ],
    );
    return said(
      'nickname',
      text,
      // A short form of two given names (Ted: Theodore, Edward) is asked back when both bear the surname.
      only((one) => (of.has(one.given) || shortOf(one).includes(short)) && sameSurname(one, person.surname)),
    );
  };
  const surnameAlone: Gen = () => {
    const person = draw();
    return said(
      'surname-alone',
      rules.surnameSaid ? pick(rand, rules.surnameSaid(person.surname)) : person.surname,
      only((one) => sameSurname(one, person.surname)),
    );
  };
  const salutation: Gen = () => {
    const person = draw();
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
  const womanByFamily =
    (salutes: string[]): Gen =>
    () => {
      const women = people.filter((one) => one.female && TWO_FORMS.has(one.lang));
      if (women.length === 0) return null;
      const woman = pick(rand, women);
      // A woman's salutation before the family's name in the man's form is the woman of that family.
      const text = pick(rand, salutes).replace('{}', pick(rand, [woman.family, unaccent(woman.family)]));
      return said(
        'woman-by-family',
        text,
        only((one) => one.female && one.family === woman.family),
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
    const person = draw();
    const forms = declinedOf(person.surname, person.female, person.lang);
    if (forms.length === 0) return null;
    return said(
      'declined',
      pick(rand, forms),
      only((one) => sameSurname(one, person.surname)),
    );
  };
  const written: Gen = () => {
    const person = draw();
    const text = pick(
      rand,
      rules.writtenSaid?.(person) ?? [
        `${person.surname} ${person.given}`,
        `${person.surname.toUpperCase()}, ${person.given}`,
        `{"employee": "${person.name}"}`,
        `assign_to(employee="${person.name}")`,
        `**${person.name}**`,
        `Assignee: ${person.name}`,
        `${person.name}.`,
      ],
    );
    return said('written', text, only(byName(person)));
  };
  const voice: Gen = () => {
    const person = draw();
    const heard = set.heard[person.family];
    // A woman's -ová/-ska form is kept: an ear writes what it hears, and that ending is said.
    const surname = heard && !person.female && rand() < 0.6 ? pick(rand, heard) : person.surname;
    const text = transcribe(rand() < 0.7 ? `${person.given} ${surname}` : surname, person.lang, rand);
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
    const swapped = rules.typo ? rules.typo(word, at, rand) : `${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`;
    if (swapped === null || swapped === word) return null;
    return said('typo', `${person.given} ${swapped}`, only(byName(person)));
  };
  const role: Gen = () => said('role', pick(rand, set.roles), null);
  return [
    ...(rules.exactSaid ? [exact(rules.exactSaid)] : []),
    nickname,
    nickname,
    surnameAlone,
    salutation,
    salutation,
    rules.womanByFamily ? womanByFamily(rules.womanByFamily) : familyForm,
    declined,
    declined,
    written,
    voice,
    typo,
    role,
    ...(set.plain ? blindPlainPeopleCases(set as never, people as never, rand) : []),
  ];
}
