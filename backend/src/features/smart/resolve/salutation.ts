/** What a salutation ("pan", "Frau", "Mrs.") tells of the person meant: a sex, explained, never matched as a word. */
import { type NormalizedName, normalizeName } from '../normalize.js';
import { inNoData, sexInWiktionary, sexOfFirstGivenName, sexOfGivenName, sexOfGivenNameAfterSurname } from '../names/given-sex.js';
import { sexByEnding } from '../names/given-sex-endings.js';

/**
 * People holding the words said, narrowed to the sex the caller said ("paní Zedníkové", "pan Peškovi", "Frau Kočí").
 * A salutation is explained, not matched: it only sets aside people whose name tells the other sex, by a female
 * surname form or by a given name borne by one sex. A name that tells nothing (a surname without a female form, as
 * Kočí or Schmidt, beside an unlisted given name) never contradicts it, so such a person stays among those asked about;
 * a person whose name tells the other sex is never offered for the salutation.
 */
export function bySex<T extends { name: string }>(found: T[], sex: 'f' | 'm' | null): T[] {
  if (sex === null) return found;
  // None left is none: "Ms Górecka" beside only men named Górecki was Radosław Górecki, taken as the one holder.
  return found.filter((item) => {
    const told = ADJECTIVE_MAN.test(item.name) ? 'm' : sexTold(normalizeName(item.name));
    return told === null || told === sex;
  });
}

/**
 * A Czech or Slovak adjectival surname in its man's form, as written (Hrubý, Zahradský: -ý, whose woman's form is -á):
 * a man's name whatever the given name tells. Folded, "hruby" no longer says so; "paní Hrubá" beside only a Kim Hrubý
 * took him as the one holder whose given name told no sex.
 */
const ADJECTIVE_MAN = /\p{L}{2}ý(?=[\s,.)]|$)/u;

/** The sex a person's name tells: a female surname form is a woman's; else the given names, when they agree. */
function sexTold(name: NormalizedName): 'f' | 'm' | null {
  if (name.female.length > 0) return 'f';
  const told = new Set(name.words.map(sexOfGivenName).filter((sex) => sex !== null));
  if (told.size === 0 && name.words.length === 2)
    return sexOfFirstGivenName(name.words[0]!) ?? sexOfGivenNameAfterSurname(name.words[0]!, name.words[1]!) ?? byEnding(name.words);
  if (told.size === 0 && name.words.length > 1) return sexOfFirstGivenName(name.words[0]!) ?? byEnding(name.words);
  return told.size === 1 ? [...told][0]! : null;
}

/**
 * The words after a leading "p." (the Czech, Slovak and Polish abbreviation of pan, paní and pani, of either sex), or
 * null when the words do not open so. "P. Pešek" is as often a given name's initial: the resolver reads both.
 */
export function afterSalutationOrInitial(asked: string): string | null {
  const found = /^\s*p\.\s*(\p{L}[\s\S]*)$/iu.exec(asked);
  return found ? found[1]!.trim() : null;
}

/**
 * A given name no data holds, told by its ending (a German -ian is a man's name): the first word only, and only when the
 * last is no given name either, so that a name stored surname first (a Hungarian "Szabó Anna") is never read backwards.
 */
function byEnding(words: readonly string[]): 'f' | 'm' | null {
  const [first, last] = [words[0]!, words.at(-1)!];
  return inNoData(first) && sexInWiktionary(last) === null ? sexByEnding(first) : null;
}
