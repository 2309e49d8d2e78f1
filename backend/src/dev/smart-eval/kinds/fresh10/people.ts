/**
 * The eleventh set's cases for people: the name as stored (and in the orders and cases a clerk writes it), short
 * forms of given names, a surname alone, salutations and titles, a woman named by the family's man's form
 * ("Mrs. Chloupek"), Czech, Slovak and Polish declined forms, names as agents and transcripts pass them, typos,
 * roles and pronouns. The answer is the one person who fits everything said (the given name or a short form of it,
 * the surname in the form said, the sex a salutation or the surname's form tells), or null when none or several do.
 */
import { pick } from '../../population.js';
import type { JudgedCase } from '../harness.js';
import { ALSO_SHORT_FOR10, FIRST10, type Person10, hasTwoForms, inSentence10 } from './people-pools.js';
import { ADDRESS10, EAR10, NOBODY_BY_ROLE10, TITLED10, folded, plain, transcribed } from './said.js';

type Gen = () => JudgedCase | null;

export function peopleCases10(staff: readonly Person10[], rand: () => number): Gen[] {
  const ask = (kind: string, text: string, expected: number | null): JudgedCase => ({ kind, record: 'employee', text, expected });
  const theOne = (fits: (one: Person10) => boolean): number | null => {
    const found = staff.flatMap((one, index) => (fits(one) ? [index] : []));
    return found.length === 1 ? found[0]! : null;
  };
  const shortsOf = (person: Person10) => FIRST10.find((one) => one.given === person.given)?.short ?? [];
  const bySurname = (surname: string) => (one: Person10) => folded(one.surname) === folded(surname);
  const byName = (person: Person10) => (one: Person10) => one.given === person.given && one.surname === person.surname;
  // Families of two people: where a wrong pick is possible, drawn a third of the time.
  const kin = staff.filter((one) => staff.filter((other) => other.family === one.family).length > 1);
  const draw = () => pick(rand, rand() < 0.33 && kin.length > 0 ? kin : staff);

  const exact: Gen = () => {
    const person = draw();
    const text = pick(rand, [
      person.name,
      folded(person.name),
      plain(person.name),
      `${person.surname}, ${person.given}`,
      `${person.surname} ${person.given}`,
    ]);
    return ask('exact', text, theOne(byName(person)));
  };
  const nickname: Gen = () => {
    const person = draw();
    const shorts = shortsOf(person);
    if (shorts.length === 0) return null;
    const short = pick(rand, shorts);
    // Every given name the short form is of fits it.
    const of = new Set([person.given, ...(ALSO_SHORT_FOR10[short] ?? [])]);
    if (rand() < 0.25)
      return ask(
        'nickname-alone',
        short,
        theOne((one) => of.has(one.given)),
      );
    const text = pick(rand, [
      `${short} ${person.surname}`,
      folded(`${short} ${person.surname}`),
      `{"person":"${short} ${person.surname}"}`,
    ]);
    return ask(
      'nickname',
      text,
      theOne((one) => of.has(one.given) && one.surname === person.surname),
    );
  };
  const surnameAlone: Gen = () => {
    const person = draw();
    return ask('surname-alone', pick(rand, [person.surname, folded(person.surname)]), theOne(bySurname(person.surname)));
  };
  const addressed: Gen = () => {
    const person = draw();
    if (rand() < 0.3) {
      // A title tells no sex: the surname's form alone decides.
      return ask('title', pick(rand, TITLED10[person.lang]).replace('{}', person.surname), theOne(bySurname(person.surname)));
    }
    const text = pick(rand, ADDRESS10[person.lang][person.female ? 1 : 0]).replace('{}', person.surname);
    return ask(
      'salutation',
      text,
      theOne((one) => bySurname(person.surname)(one) && one.female === person.female),
    );
  };
  const womanByFamily: Gen = () => {
    const women = staff.filter((one) => one.female && hasTwoForms(one.lang));
    if (women.length === 0) return null;
    const woman = pick(rand, women);
    // A woman's salutation before the family's name in the man's form is the woman of that family.
    const text = pick(rand, ['Mrs. {}', 'Frau {}', 'Ms {}', 'paní {}']).replace('{}', pick(rand, [woman.family, plain(woman.family)]));
    return ask(
      'woman-by-family',
      text,
      theOne((one) => one.female && one.family === woman.family),
    );
  };
  const declined: Gen = () => {
    const person = draw();
    const forms = inSentence10(person.surname, person.female, person.lang);
    if (forms.length === 0) return null;
    return ask('declined', pick(rand, forms), theOne(bySurname(person.surname)));
  };
  const written: Gen = () => {
    const person = draw();
    const text = pick(rand, [
      `{"assignee_name":"${person.name}"}`,
      `assign_task(person="${person.name}")`,
      `_${person.name}_`,
      `Owner: ${person.name}`,
      `Zuständig: ${person.name}`,
      `Řešitel: ${person.name}`,
      `${person.name} (${person.lang.toUpperCase()})`,
    ]);
    return ask('written', text, theOne(byName(person)));
  };
  const voice: Gen = () => {
    const person = draw();
    const ear = EAR10[person.family];
    // A woman's -ová or -ska is said, so an ear keeps it: only men's surnames are respelt.
    const surname = ear && !person.female && rand() < 0.6 ? pick(rand, ear) : person.surname;
    const withGiven = rand() < 0.7;
    const text = transcribed(withGiven ? `${person.given} ${surname}` : surname, person.lang, rand);
    return ask(
      surname === person.surname ? 'voice' : 'voice-sound',
      text,
      theOne((one) => bySurname(person.surname)(one) && (!withGiven || one.given === person.given)),
    );
  };
  const typo: Gen = () => {
    const person = pick(
      rand,
      staff.filter((one) => one.surname.length >= 7),
    );
    const word = person.surname;
    const at = 2 + Math.floor(rand() * (word.length - 4));
    const roll = rand();
    const wrong =
      roll < 0.33
        ? `${word.slice(0, at)}${word[at]}${word.slice(at)}`
        : roll < 0.66
          ? `${word.slice(0, at)}${word.slice(at + 1)}`
          : `${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`;
    if (folded(wrong) === folded(word)) return null;
    return ask('typo', `${person.given} ${wrong}`, theOne(byName(person)));
  };
  const role: Gen = () => ask('role', pick(rand, NOBODY_BY_ROLE10), null);
  return [exact, nickname, nickname, surnameAlone, addressed, addressed, womanByFamily, declined, declined, written, voice, typo, role];
}
