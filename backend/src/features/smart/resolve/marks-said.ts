/**
 * Records whose names differ only in a diacritic mark (`Hölscher`/`Holscher`, `Gößl`/`Gössl`, `Šedivý`/`Sedivy`) fold
 * to the same words and are asked back. What was written tells them apart when it can be the writing of one only: a
 * mark is never added to a name that has none, so `Hölscher` is not Holscher, and `Gößl` is not Gössl; the German
 * ASCII spelling of an umlaut or ß (`Hoelscher`, `Goessl`) is the marked name's. A name written without its marks may
 * be either (a transcript or a keyboard without them), so it is asked back, unless the same phrase writes marks on
 * another word: that writer would have written these too (`Racek Kartáčnictví` beside Ráček Kartáčnictví), said back
 * with a warning. ß written as ss is no such sign (a Swiss keyboard has ö and no ß). Narrowing only, as
 * given-initial.ts: it decides among the best scored alone, and only when the one kept is written with every word
 * that told the others apart.
 */
import type { Scored } from '../score.js';
import { fold } from '../normalize.js';

/** Scores this close to the best are one tier: the folded words said fit them alike. */
const SAME_TIER = 0.05;
/** decide() asks back at most five: a list of five may have left someone out. */
const LIST_CUT = 5;
/** A pick still needs the score decide() accepts at. */
const PICK_SCORE = 0.8;

/** Letters whose German ASCII spelling is two letters: written so, the word is the marked one, not one without. */
const ASCII_SPELLINGS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', æ: 'ae', œ: 'oe', ø: 'oe' };

/** Words as written: lower case, composed, marks kept. */
const writtenWords = (text: string): string[] =>
  text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word.length > 0);

const hasMark = (word: string) => /\p{M}/u.test(word.normalize('NFD'));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How a stored word may be written: each letter as it is, in its ASCII spelling, and (when `dropping`) without its
 * mark. A letter with no mark allows only itself: a mark said where the record has none is another name.
 */
const writings = (word: string, dropping: boolean): RegExp =>
  new RegExp(
    `^${[...word]
      .map((letter) => {
        const ways = new Set([letter]);
        const ascii = ASCII_SPELLINGS[letter];
        if (ascii) ways.add(ascii);
        const bare = fold(letter);
        if (dropping && bare !== letter && bare.length > 0 && letter !== 'ß') ways.add(bare);
        return ways.size === 1 ? escape(letter) : `(?:${[...ways].map(escape).join('|')})`;
      })
      .join('')}$`,
    'u',
  );

/** How one word said reads against a record's words: null when it names none of them. */
type Reading = 'as-written' | 'marks-dropped' | 'another-name';

function readWord(said: string, keys: ReadonlySet<string>, own: readonly string[], meant: readonly string[]): Reading | null {
  const paired = own.filter((word) => keys.has(fold(word)));
  if (paired.length === 0) return null;
  if (paired.some((word) => writings(word, false).test(said))) return 'as-written';
  if (paired.some((word) => writings(word, true).test(said))) return 'marks-dropped';
  // Another name only when it lacks a mark of what was said (Holscher beside `Hölscher` or `Hoelscher`); one mark
  // for another (`Sørensen` beside Sörensen) is what a listener or a keyboard confuses: no mark's to tell.
  if (paired.some((word) => meant.some((written) => writings(written, true).test(word)))) return 'another-name';
  return null;
}

export function pickedByMarks<T extends { id: number; name: string }>(
  candidates: readonly Scored<T>[],
  asked: string,
): { best: Scored<T>; note: string | null } | null {
  if (candidates.length < 2 || candidates.length >= LIST_CUT) return null;
  const top = Math.max(...candidates.map((one) => one.score));
  const tier = candidates.filter((one) => one.score >= top - SAME_TIER);
  if (tier.length < 2 || top < PICK_SCORE) return null;
  const said = writtenWords(asked);
  const names = tier.map((one) => writtenWords(one.item.name));
  // The folded words a word said stands for: its own, and those of any candidate's word it can be a writing of
  // ("hoelscher" stands for "holscher", the fold of Hölscher, and so meets Holscher too).
  const keysOf = (word: string) =>
    new Set([
      fold(word),
      ...names
        .flat()
        .filter((own) => writings(own, false).test(word) || writings(own, true).test(word))
        .map(fold),
    ]);
  const readings = said.map((word) => {
    const keys = keysOf(word);
    const meant = [word, ...names.flat().filter((own) => writings(own, false).test(word))];
    return names.map((own) => readWord(word, keys, own, meant));
  });
  // The words said whose marks tell the tier apart: read as written by some, and not so by others.
  const telling = readings.filter((row) => row.some((reading) => reading !== null && reading !== 'as-written'));
  // A word said that one of the tier does not hold at all leaves that one unread: nothing is told apart.
  if (telling.length === 0 || telling.some((row) => row.includes(null))) return null;
  const byMarks = (index: number, allowDropped: boolean) =>
    telling.every((row) => row[index] === 'as-written' || (allowDropped && row[index] === 'marks-dropped'));
  // The one kept holds every word another of the tier was found by ("Soběslav" is no word of Přibyslav Sedivy's).
  const holdsAll = (index: number) => readings.every((row) => row.every((reading) => reading === null) || row[index] !== null);
  const kept = tier.flatMap((_, index) => (byMarks(index, true) ? [index] : []));
  if (kept.length === 1) return holdsAll(kept[0]!) ? { best: tier[kept[0]!]!, note: null } : null;
  // The phrase writes marks on some word: the words written without any are read so.
  if (kept.length > 1 && said.some(hasMark)) {
    const asWritten = tier.flatMap((_, index) => (byMarks(index, false) ? [index] : []));
    const other = kept.find((index) => index !== asWritten[0]);
    if (asWritten.length === 1 && holdsAll(asWritten[0]!) && other !== undefined)
      return {
        best: tier[asWritten[0]!]!,
        note: `the phrase writes marks, so its words written without them were not read as "${tier[other]!.item.name}"`,
      };
  }
  return null;
}
