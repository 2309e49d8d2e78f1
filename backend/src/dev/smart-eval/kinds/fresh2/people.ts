/**
 * The third set's cases about employees: a short form of the given name, a salutation in ten languages, a title before
 * or after the name, a surname or a given name alone, a woman's or a man's form of a surname (related, but another
 * person), declined forms (Czech, Slovak and Polish cases after a preposition or a salutation, possessives), a typo,
 * a voice spelling, and a role or a pronoun said instead of a name. Expected answers come from the population.
 */
import { pick } from '../../population.js';
import type { JudgedCase } from '../harness.js';
import { type Country2, type Employee2, GIVEN2, female2 } from './pools.js';
import { edits, heard2, plainText, typo } from './said.js';

const SALUTATIONS2: Record<Country2, { m: string[]; f: string[] }> = {
  CZ: { m: ['pan'], f: ['paní'] },
  SK: { m: ['pán'], f: ['pani'] },
  DE: { m: ['Herr'], f: ['Frau'] },
  AT: { m: ['Herr'], f: ['Frau'] },
  PL: { m: ['pan'], f: ['pani'] },
  GB: { m: ['Mr', 'Mr.'], f: ['Mrs', 'Ms'] },
  FR: { m: ['M.', 'Monsieur'], f: ['Mme', 'Madame'] },
  IT: { m: ['sig.', 'signor'], f: ['sig.ra', 'signora'] },
  NL: { m: ['dhr.', 'meneer'], f: ['mevr.', 'mevrouw'] },
  ES: { m: ['Sr.', 'señor'], f: ['Sra.', 'señora'] },
};

const BEFORE = ['RNDr.', 'doc.', 'Dr.-Ing.', 'Prof.', 'Dipl.-Kfm.', 'inż.', 'mgr inż.', 'avv.', 'lic.'];
const AFTER = [', Ph.D.', ', MBA', ' CSc.'];

const ROLES2 = [
  'ona',
  'jeho',
  'ihm',
  'them',
  'that chap from the warehouse',
  'naše účetní',
  'ten nový brigádník',
  'der Neue',
  'unser Lehrling',
  'kierownik',
  'ta pani z księgowości',
  'le stagiaire',
  'la segretaria',
  'de stagiair',
  'el jefe',
  'môj kolega',
];

/** Czech, Slovak and Polish cases of a surname as borne, each with the words said before it. */
function declined2(e: Employee2, borne: string): string[] {
  const soft = /[šžčřcjťďň]$/.test(borne);
  if (e.country === 'CZ') {
    if (e.female)
      return borne.endsWith('ová')
        ? [`pro paní ${borne.slice(0, -1)}ou`, `paní ${borne.slice(0, -1)}é`, `s paní ${borne.slice(0, -1)}ou`]
        : [];
    if (borne.endsWith('a')) {
      const stem = borne.slice(0, -1);
      return [`pro pana ${stem}u`, `panu ${stem}ovi`, `s panem ${stem}ou`, `od pana ${stem}y`, `${stem}ův`];
    }
    return [`pro pana ${borne}${soft ? 'e' : 'a'}`, `panu ${borne}ovi`, `s panem ${borne}em`, `${borne}ův`];
  }
  if (e.country === 'SK') {
    if (e.female)
      return borne.endsWith('ová')
        ? [`pre pani ${borne.slice(0, -1)}ú`, `od pani ${borne.slice(0, -1)}ej`, `s pani ${borne.slice(0, -1)}ou`]
        : [];
    const stem = borne.endsWith('ec') ? `${borne.slice(0, -2)}c` : borne;
    return [`pre pána ${stem}a`, `pánovi ${stem}ovi`, `s pánom ${stem}om`];
  }
  if (e.country === 'PL') {
    if (e.female) return /[sc]ka$/.test(borne) ? [`dla pani ${borne.slice(0, -1)}iej`, `z panią ${borne.slice(0, -1)}ą`] : [];
    if (/[sc]ki$/.test(borne)) return [`dla pana ${borne}ego`, `panu ${borne}emu`, `z panem ${borne}m`];
    return [`dla pana ${borne}a`, `panu ${borne}owi`, `z panem ${borne}${borne.endsWith('k') ? 'iem' : 'em'}`];
  }
  return [];
}

/** A man's given name in the dative, as said before his declined surname ("Bohuslavovi Šmejkalovi"), or null. */
function givenDative(e: Employee2): string | null {
  if (e.female || !/[^aeiouy]$/.test(e.given)) return null;
  if (e.country === 'CZ' || e.country === 'SK') return `${e.given}ovi`;
  return e.country === 'PL' ? `${e.given}owi` : null;
}

export function peopleCases2(employees: readonly Employee2[], rand: () => number): Array<() => JudgedCase | null> {
  const at = (kind: string, text: string, expected: number | null): JudgedCase => ({ kind, record: 'employee', text, expected });
  const anyone = () => Math.floor(rand() * employees.length);
  const borne = (e: Employee2) => (e.female ? female2(e.surname, e.country) : e.surname);
  const bearers = (written: string) => employees.filter((e) => borne(e) === written);
  const clear = (said: string, i: number) => employees.every((other, j) => j === i || edits(plainText(other.name), plainText(said)) > 2);
  const shortOf = (given: string) => GIVEN2.find((person) => person.given === given)!.short;
  return [
    () => {
      const i = anyone();
      const e = employees[i]!;
      const said = `${pick(rand, shortOf(e.given))} ${borne(e)}`;
      const others = employees.filter((other, j) => j !== i && borne(other) === borne(e));
      return others.some((other) => shortOf(other.given).some((s) => said.startsWith(`${s} `))) ? null : at('nickname', said, i);
    },
    () => {
      const i = anyone();
      const e = employees[i]!;
      const same = employees.filter((other) => other.female === e.female && borne(other) === borne(e));
      return at('salutation', `${pick(rand, SALUTATIONS2[e.country][e.female ? 'f' : 'm'])} ${borne(e)}`, same.length === 1 ? i : null);
    },
    () => {
      const i = anyone();
      return at('title', rand() < 0.6 ? `${pick(rand, BEFORE)} ${employees[i]!.name}` : `${employees[i]!.name}${pick(rand, AFTER)}`, i);
    },
    () => {
      const i = anyone();
      return at('surname_only', borne(employees[i]!), bearers(borne(employees[i]!)).length === 1 ? i : null);
    },
    () => {
      const i = anyone();
      const e = employees[i]!;
      return at('given_only', e.given, employees.filter((other) => other.given === e.given).length === 1 ? i : null);
    },
    () => {
      // The other sex's form of a surname names the person who bears that form, never this one.
      const e = employees[anyone()]!;
      if (female2(e.surname, e.country) === e.surname) return null;
      const other = e.female ? e.surname : female2(e.surname, e.country);
      const owners = employees.map((person, j) => [person, j] as const).filter(([person]) => borne(person) === other);
      return at('female_male_form', other, owners.length === 1 ? owners[0]![1] : null);
    },
    () => {
      const i = anyone();
      const e = employees[i]!;
      const forms = declined2(e, borne(e));
      if (forms.length === 0) return null;
      const same = employees.filter((other) => other.female === e.female && borne(other) === borne(e));
      return at('declined', pick(rand, forms), same.length === 1 ? i : null);
    },
    () => {
      const i = anyone();
      const e = employees[i]!;
      const given = givenDative(e);
      // The dative after the salutation: "panu Šmejkalovi", "pánovi Bielikovi", "panu Sobczakowi".
      const surname = declined2(e, borne(e))[1]?.split(' ')[1];
      return given && surname ? at('declined_full', `${given} ${surname}`, i) : null;
    },
    () => {
      const i = anyone();
      const e = employees[i]!;
      if (e.country !== 'GB' && e.country !== 'DE' && e.country !== 'AT') return null;
      const owner = rand() < 0.5 ? `${e.name}'s` : `${borne(e)}'s`;
      const said = e.country === 'GB' ? owner : owner.replace(/'s$/, /[sxz]$/.test(borne(e)) ? "'" : 's');
      const fits = said.startsWith(e.given) ? 1 : bearers(borne(e)).length;
      return at('possessive', said, fits === 1 ? i : null);
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
      const heard = heard2(borne(e), e.country, rand);
      const said = heard ? `${plainText(e.given)} ${heard}` : null;
      return said && clear(said, i) ? at('voice_person', said, i) : null;
    },
    () => at('role', pick(rand, ROLES2), null),
  ];
}
