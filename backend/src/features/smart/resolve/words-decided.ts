/**
 * What decided a pick made by the words of a name (`name_words`), said back as its warning: the words alone, or the
 * place said beside them, or the salutation. "The only one whose name holds those words" was said whatever decided,
 * also when two records held them and the city or "Frau" told which: the caller was pointed at the wrong step.
 */
import { TITLES } from '../names/fillers.js';
import { sexOfFirstGivenName } from '../names/given-sex.js';
import type { Phrase } from '../names/phrase.js';
import { normalizeName } from '../normalize.js';

/** The warning of a pick by the words of its name, naming the place or salutation that fits it when one was said. */
export function wordsDecided(name: string, phrase: Phrase): string {
  const held = 'the only one whose name holds those words';
  if (phrase.place.length > 0) return `${held} and whose address explains "${phrase.place.join(' ')}"; check it`;
  const salutation = phrase.sex ? phrase.words.find((word) => TITLES.get(word) === phrase.sex) : undefined;
  if (salutation && sexOf(name) === phrase.sex)
    return `${held} that is a ${phrase.sex === 'f' ? 'woman' : 'man'}, as "${salutation}" says; check it`;
  return `${held}; check it`;
}

/** A person's sex as the name tells it: a woman's surname form, or the first given name; null when it tells none. */
function sexOf(name: string): 'f' | 'm' | null {
  const normalized = normalizeName(name);
  if (normalized.female.length > 0) return 'f';
  return sexOfFirstGivenName(normalized.words[0] ?? '');
}
