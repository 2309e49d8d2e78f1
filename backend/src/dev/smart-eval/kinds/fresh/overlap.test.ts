/**
 * The fresh pools share nothing with what the resolver was written and tuned on: no surname, company word, city,
 * or former name of theirs is a word of kinds/ (the pools and cases of our own generator), of the first
 * evaluation set (cases.ts, population.ts), of the smart tests, or of the resolver's name data (names/); no phrasing
 * template of theirs is one of kinds/cases.ts's or the smart tests'. Filler words, legal forms, given names and their short
 * forms are lists the resolver must hold whole from its sources (grammars, registers, name counts), so those are
 * checked against the evaluation and the tests only.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fold } from '../../../../features/smart/normalize.js';
import { LEFT_OUT, PHRASINGS } from './cases.js';
import { ACRONYM_NAMES, PEOPLE } from './population.js';
import { FORMER, FRESH, GIVEN_FRESH, LONGER, NUMBERED_FRESH } from './pools.js';
import { PHRASINGS2 } from '../fresh2/cases.js';
import { ACRONYMS2 } from '../fresh2/population.js';
import { EXTENDED2, FORMER2, GIVEN2, LEARNED2, LONGER2, NUMBERED2, POOLS2 } from '../fresh2/pools.js';

const here = new URL('.', import.meta.url).pathname;
const smart = join(here, '../../../../features/smart');
const evaluation = join(here, '../..');

const read = (file: string) => fold(readFileSync(file, 'utf8'));
const files = (dir: string, keep: (name: string) => boolean) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(keep)
    .map((name) => join(dir, name));

/** Our own generator and first set, and the smart tests: what rules were written and tuned against. */
const tuned = [
  ...files(join(evaluation, 'kinds'), (name) => name.endsWith('.ts') && !name.startsWith('fresh')),
  join(evaluation, 'cases.ts'),
  join(evaluation, 'population.ts'),
  join(evaluation, 'kinds.test.ts'),
  ...files(smart, (name) => name.endsWith('.test.ts')),
].map(read);
// The generated data (*-data.ts: tens of thousands of given names from outside sources) was tuned on no set.
const data = files(join(smart, 'names'), (name) => name.endsWith('.ts') && !name.endsWith('-data.ts')).map(read);
const wordsOf = (texts: string[]) => new Set(texts.flatMap((text) => text.split(' ')));

const properWords = [
  ...Object.values(FRESH).flatMap((pool) => [...pool.surnames, ...pool.trades, ...pool.cities]),
  ...Object.values(LONGER).flat(),
  ...Object.values(PEOPLE).flat(),
  ...NUMBERED_FRESH.map(([word]) => word),
  ...FORMER.first,
  ...FORMER.second,
  ...ACRONYM_NAMES.flatMap(([core, , , city]) => [...core.split(' '), city]),
]
  .flatMap((word) => fold(word).split(' '))
  // The small words people leave out of initials ("della") are a grammar's, not a name's.
  .filter((word) => word.length >= 4 && !LEFT_OUT.has(word));

describe('the fresh pools', () => {
  it('share no surname, company word, city or given name with the evaluation, the smart tests or the name data', () => {
    const known = wordsOf([...tuned, ...data]);
    expect(properWords.filter((word) => known.has(word))).toEqual([]);
  });

  it('share no given name or short form of one with the evaluation or the smart tests', () => {
    const known = wordsOf(tuned);
    const given = GIVEN_FRESH.flatMap((person) => [person.given, ...person.short].map(fold)).filter((word) => word.length >= 3);
    expect(given.filter((word) => known.has(word))).toEqual([]);
  });

  it('share no phrasing template with the evaluation or the smart tests', () => {
    const templates = Object.values(PHRASINGS)
      .flat()
      .map((template) => fold(template.replace('{}', ' ')));
    expect(templates.filter((template) => tuned.some((text) => ` ${text} `.includes(` ${template} `)))).toEqual([]);
  });
});

/** The second set, which the resolver was fixed on after its first run: the third set shares nothing with it either. */
const second = files(here, (name) => name.endsWith('.ts') && !name.endsWith('overlap.test.ts')).map(read);
/**
 * Words of a grammar or of every language's company names rather than names: "Unie", "Union", "Unidos"; and "maison",
 * which the fillers took in after this set's first run ("pour la maison X"), as "firma" and "société" are.
 */
const GRAMMAR = new Set(['unie', 'union', 'unidos', 'maison']);

const properWords2 = [
  ...Object.values(POOLS2).flatMap((pool) => [...pool.surnames, ...pool.trades, ...pool.cities]),
  ...Object.values(LONGER2),
  ...EXTENDED2.flatMap(([short, long]) => [short, long]),
  ...NUMBERED2.map(([word]) => word),
  ...FORMER2.first,
  ...FORMER2.second,
  ...LEARNED2,
  ...ACRONYMS2.flatMap(([core, , , city]) => [...core.split(' '), city]),
]
  .flatMap((word) => fold(word).split(' '))
  .filter((word) => word.length >= 4 && !GRAMMAR.has(word));

describe('the third set (kinds/fresh2/)', () => {
  it('shares no surname, company word, city, former name or learned phrase with the earlier sets, the smart tests or the name data', () => {
    const known = wordsOf([...tuned, ...second, ...data]);
    expect(properWords2.filter((word) => known.has(word))).toEqual([]);
  });

  it('shares no given name or short form of one with the earlier sets or the smart tests', () => {
    const known = wordsOf([...tuned, ...second]);
    const given = GIVEN2.flatMap((person) => [person.given, ...person.short].map(fold)).filter((word) => word.length >= 3);
    expect(given.filter((word) => known.has(word))).toEqual([]);
  });

  it('shares no phrasing template with the earlier sets or the smart tests', () => {
    const templates = Object.values(PHRASINGS2)
      .flat()
      .map((template) => fold(template.replace('{}', ' ')));
    expect(templates.filter((template) => [...tuned, ...second].some((text) => ` ${text} `.includes(` ${template} `)))).toEqual([]);
  });
});
