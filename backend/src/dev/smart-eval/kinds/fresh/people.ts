/**
 * Fresh cases about employees: a short form of the given name ("Braňo Lipták", "Resi Moser"), a salutation and the
 * surname as its bearer bears it, a surname or a given name alone, an academic title, a typo, a sound spelling, and a
 * role said instead of a name. Expected answers come from the population: the one person who fits, else a refusal.
 */
import { pick } from '../../population.js';
import type { JudgedCase } from '../harness.js';
import { type FreshEmployee, GIVEN_FRESH, femaleFresh } from './pools.js';
import { edits, heardWord, plainText, typo } from './said.js';

/** Salutations per country, for a man and for a woman. */
const SALUTATIONS: Record<string, { m: string[]; f: string[] }> = {
  SK: { m: ['pán', 'Mr.'], f: ['pani', 'Mrs.'] },
  PL: { m: ['pan', 'Mr'], f: ['pani', 'Ms'] },
  AT: { m: ['Herr', 'Hr.'], f: ['Frau', 'Fr.'] },
  NL: { m: ['meneer', 'dhr.'], f: ['mevrouw', 'mevr.'] },
};

const TITLES_SAID = ['Mag.', 'Dipl.-Ing.', 'drs.', 'ir.', 'dott.', 'PhDr.', 'MUDr.', 'Dr. med.'];

const ROLES = ['the new guy', 'náš účtovník', 'unsere Sekretärin', 'mijn collega', 'la contable', 'il capo', 'ta nová', 'tamten pan'];

export function freshPeopleCases(employees: readonly FreshEmployee[], rand: () => number): Array<() => JudgedCase | null> {
  const at = (kind: string, text: string, expected: number | null): JudgedCase => ({ kind, record: 'employee', text, expected });
  const anyone = () => Math.floor(rand() * employees.length);
  const borne = (e: FreshEmployee) => (e.female ? femaleFresh(e.surname, e.country) : e.surname);
  // Everyone bearing this surname as written: a man's surname alone also names a woman who bears it unchanged.
  const bearers = (written: string) => employees.filter((e) => borne(e) === written);
  const clear = (said: string, i: number) => employees.every((other, j) => j === i || edits(plainText(other.name), plainText(said)) > 2);
  return [
    () => {
      const i = anyone();
      const e = employees[i]!;
      const short = GIVEN_FRESH.find((person) => person.given === e.given)!.short;
      const others = employees.filter((other) => borne(other) === borne(e) && other.given !== e.given);
      const said = `${pick(rand, short)} ${borne(e)}`;
      return others.some((other) => GIVEN_FRESH.find((person) => person.given === other.given)!.short.some((s) => said.startsWith(`${s} `)))
        ? null
        : at('nickname', said, i);
    },
    () => {
      const i = anyone();
      const e = employees[i]!;
      const salutation = pick(rand, SALUTATIONS[e.country]![e.female ? 'f' : 'm']);
      const same = employees.filter((other) => other.female === e.female && borne(other) === borne(e));
      return at('salutation', `${salutation} ${borne(e)}`, same.length === 1 ? i : null);
    },
    () => {
      const i = anyone();
      const e = employees[i]!;
      return at('surname_only', borne(e), bearers(borne(e)).length === 1 ? i : null);
    },
    () => {
      const i = anyone();
      const e = employees[i]!;
      return at('given_only', e.given, employees.filter((other) => other.given === e.given).length === 1 ? i : null);
    },
    () => {
      const i = anyone();
      return at('title', `${pick(rand, TITLES_SAID)} ${employees[i]!.name}`, i);
    },
    () => {
      const i = anyone();
      const e = employees[i]!;
      const wrong = typo(borne(e), rand);
      const said = wrong ? `${e.given} ${wrong}` : null;
      return said && clear(said, i) ? at('typo_person', said, i) : null;
    },
    () => {
      const i = anyone();
      const e = employees[i]!;
      const heard = heardWord(borne(e), e.country, rand);
      const said = heard ? `${plainText(e.given)} ${heard}` : null;
      return said && clear(said, i) ? at('voice_person', said, i) : null;
    },
    () => at('role', pick(rand, ROLES), null),
  ];
}
