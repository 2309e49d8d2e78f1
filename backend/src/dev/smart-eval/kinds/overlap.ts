/**
 * The words of the files a held-out set must share no proper word with: every other generator and set of the
 * evaluation, the smart tests and the resolver's name data (fresh4/ and fresh5/ overlap tests).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LEGAL_FORM_WORDS, fold } from '../../../features/smart/normalize.js';

const here = new URL('.', import.meta.url).pathname;
const smart = join(here, '../../../features/smart');
const evaluation = join(here, '..');
const files = (dir: string, keep: (name: string) => boolean) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(keep)
    .map((name) => join(dir, name));

/**
 * Every word of the files beside the sets `sets` (folders of kinds/, and their tests at the evaluation's top): a set and
 * any written at the same time by another hand, which neither was tuned on.
 */
export function wordsBeyond(...sets: string[]): Set<string> {
  return wordsOf(sets, true);
}

/**
 * The same without the resolver's name data: for given names and their short forms, which the nickname data may
 * learn (from its cited sources) while the sets stay held out.
 */
export function wordsBeyondSets(...sets: string[]): Set<string> {
  return wordsOf(sets, false);
}

function wordsOf(sets: string[], nameData: boolean): Set<string> {
  const mine = (name: string) => sets.some((set) => name.startsWith(set));
  const texts = [
    ...files(join(evaluation, 'kinds'), (name) => name.endsWith('.ts') && !mine(name)),
    ...files(evaluation, (name) => !name.includes('/') && name.endsWith('.ts') && !mine(name)),
    ...files(smart, (name) => name.endsWith('.test.ts')),
    // The generated data (*-data.ts: tens of thousands of given names from outside sources) was tuned on no set.
    ...(nameData ? files(join(smart, 'names'), (name) => name.endsWith('.ts') && !name.endsWith('-data.ts')) : []),
  ].map((file) => fold(readFileSync(file, 'utf8')));
  return new Set(texts.flatMap((text) => text.split(' ')));
}

/** The proper words of a set (four letters or more, no legal form, none it shares knowingly) found in `known`. */
export function sharedWords(proper: readonly string[], known: ReadonlySet<string>, shared: ReadonlySet<string>): string[] {
  const words = proper
    .flatMap((word) => fold(word).split(' '))
    .filter((word) => word.length >= 4 && !LEGAL_FORM_WORDS.has(word) && !shared.has(word));
  return [...new Set(words.filter((word) => known.has(word)))];
}
