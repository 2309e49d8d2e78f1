/**
 * Names one ear cannot tell apart though the resolver's sound key can: Polish writes one sound both "h" and "ch"
 * (Chojnacki, Hojnacki), and the key keeps the "c" of "ch", so a misspelt name's lookups bring in only the record
 * sharing its key. A pick read by sound or as a typo is checked against the records its words would be heard as
 * with "h" written "ch" or the other way: when one of them also sounds like every word said, the phrase fits both and
 * is asked back, never picked.
 */
import { normalizeName, phoneticKey } from '../normalize.js';
import { soundsSame } from '../names/sound.js';
import type { Decision, Scored } from '../score.js';

/** The sounds of a word with its "ch" written "h", or its lone "h" written "ch"; none when it has neither. */
export function heardSounds(word: string): string[] {
  const own = phoneticKey(word);
  const spelt = [word.replace(/ch/g, 'h'), word.replace(/(?<![cstkpgdrz])h/g, 'ch')];
  return [...new Set(spelt.filter((other) => other !== word).map(phoneticKey))].filter((sound) => sound !== own);
}

/**
 * True when every word said is, in order, a word of the name or one that sounds the same: by soundsSame, or by the
 * resolver's own sound key with "h" and "ch" heard as one ("Hoynacki" keys as "Chojnacki" with its "h" written "ch").
 */
function heardAs(said: readonly string[], name: string): boolean {
  const own = normalizeName(name).words;
  const fits = (word: string, other: string) =>
    word === other || soundsSame(word, other) || [phoneticKey(word), ...heardSounds(word)].includes(phoneticKey(other));
  return own.length === said.length && said.every((word, i) => fits(word, own[i]!));
}

/**
 * The pick kept, or asked back beside the records (`heard`, fetched by heardSounds) that the phrase's words sound
 * like as well as it.
 */
export function askedBackWhenHeardAlike<T extends { id: number; name: string }>(
  decision: Decision<T>,
  said: readonly string[],
  heard: readonly Scored<T>[],
): Decision<T> {
  if (decision.kind !== 'match' || decision.best.score >= 1) return decision;
  const best = decision.best;
  const alike = heard.filter(({ item }) => item.id !== best.item.id && heardAs(said, item.name));
  if (alike.length === 0) return decision;
  return { kind: 'ambiguous', candidates: [best, ...alike].slice(0, 5) };
}
