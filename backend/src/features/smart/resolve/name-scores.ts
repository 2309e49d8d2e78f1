/**
 * Records scored on their names: the name itself and any further names (legal name, e-mail address's first part,
 * former names and aliases), each record at its best, with the sound that tells twins apart.
 */
import { type NormalizedName, normalizeName, soundKey } from '../normalize.js';
import { isFiller } from '../names/phrase.js';
import { SUGGESTION_FLOOR, type Decision, type Scored, type WordReading, nameScore, soundsAlike } from '../score.js';
import type { Explains } from './explain.js';

type Named = { id: number; name: string; match_key: string; trigram: number };

export function scoreByName<T extends Named>(
  asked: NormalizedName,
  candidates: T[],
  extraKeys: (item: T) => Array<[string, string]> = () => [],
  explains: Explains<T> = () => isFiller,
  reading: WordReading = {},
  core: NormalizedName = asked,
): Scored<T>[] {
  const query = asked;
  // The phrase as said is one record's name word for word, a word taken for a filler among them ("de Fontenelle
  // Marbrerie": "de"): a name that is only what is left once that word is set aside neither ties with it nor is
  // its sound twin. Said after other words ("société de Fontenelle …"), the word may be a filler: both are asked.
  const saidWhole =
    core !== query &&
    query.words.every((word) => core.words.includes(word) || PARTICLES.has(word)) &&
    candidates.some((item) => sameWords(normalizeName(item.name), query));
  const heard = saidWhole ? query : core;
  return candidates.map((item) => {
    const name = normalizeName(item.name);
    const free = explains(item);
    // Numbers are part of a name's sound: "Hostel 300" and "Hostel 3000" never sound alike.
    const numbers = name.words.filter((word) => /\d/.test(word)).join(' ');
    const sound = `${soundKey(name)}|${numbers}|${query.legalForm ? (name.legalForm ?? '') : ''}`;
    const alike = (other: NormalizedName) =>
      soundsAlike(heard, other) &&
      other.words.filter((word) => /\d/.test(word)).join(' ') === heard.words.filter((word) => /\d/.test(word)).join(' ');
    const scoreOf = (other: NormalizedName) => {
      const exact = saidWhole ? 0 : coreExact(core, query, other);
      const score = Math.max(nameScore(query, other, item.trigram, free, reading), exact);
      if (score < SUGGESTION_FLOOR) return { score };
      // The name said exactly inside other words is spelt, not heard: read by letters, it scores the same.
      const spelling = Math.max(nameScore(query, other, item.trigram, free, { ...reading, spellingOnly: true }), exact);
      return spelling < score ? { score, spelling } : { score };
    };
    let best: Scored<T> = { item, ...scoreOf(name), matchedOn: 'name', soundsAlike: alike(name), sound };
    for (const [field, value] of extraKeys(item)) {
      if (!value) continue;
      const other = normalizeName(value);
      const scored = scoreOf(other);
      if (scored.score > best.score) best = { item, ...scored, matchedOn: field, soundsAlike: alike(other), sound };
    }
    return best;
  });
}

/**
 * The particles of surnames that are also fillers (French and Italian "de", "di", "da", Dutch "van", "de", "den", "der",
 * Spanish and Portuguese "de", "del", "dos", "das"): set aside, they may be a name's own first word. Fillers that are no
 * particle ("firma", "la empresa") never are: "firma Nova s.r.o." may be Nova s.r.o. as well as Firma Nova s.r.o.
 */
const PARTICLES = new Set(['de', 'di', 'da', 'du', 'del', 'della', 'dalla', 'van', 'von', 'den', 'der', 'ter', 'ten', 'dos', 'das']);

/** The same words in the same order, and no legal form said that the name's contradicts. */
const sameWords = (name: NormalizedName, said: NormalizedName) =>
  name.words.join(' ') === said.words.join(' ') && (!said.legalForm || said.legalForm === name.legalForm);

/**
 * What a record scores whose name is exactly the words left once titles, fillers and a place are set aside ("MUDr.
 * Branislav Hudák", "regarding Gruber Zimmerei"): above any near spelling (NEAR_MISS_CEILING) by more than the margin,
 * below the name said alone, so the pick carries a warning. Scored on the whole phrase only, such a name stayed at the
 * near-miss ceiling and was asked back beside Vratislav Hudák.
 */
const CORE_EXACT = 0.99;

function coreExact(core: NormalizedName, asked: NormalizedName, name: NormalizedName): number {
  if (core === asked || core.key === '') return 0;
  if (core.legalForm && name.legalForm && core.legalForm !== name.legalForm) return 0;
  return core.key === name.key || heldAround(core.words, asked.words, name.words) ? CORE_EXACT : 0;
}

/**
 * A name that is the core with words set aside around it, said in their place ("de" of "de Villiers", "Firma" of
 * "Firma Nova"): it fits the phrase as well as the core's own name does. Only the core's name scored so, "société «
 * de Villiers Conseil SARL »" took Villiers Conseil SARL, the "de" read as a filler.
 */
function heldAround(core: readonly string[], asked: readonly string[], name: readonly string[]): boolean {
  if (name.length <= core.length) return false;
  const runAt = (outer: readonly string[], inner: readonly string[]) =>
    outer.some((_, start) => inner.length > 0 && inner.every((word, offset) => outer[start + offset] === word));
  return runAt(asked, name) && runAt(name, core);
}

/** Runs of the phrase's words holding the core and up to two words set aside on either side: names looked up exactly. */
export function keysAround(core: readonly string[], asked: readonly string[]): string[] {
  const at = asked.findIndex((_, start) => core.length > 0 && core.every((word, offset) => asked[start + offset] === word));
  if (at < 0) return [];
  const keys: string[] = [];
  for (let before = 0; before <= Math.min(2, at); before++)
    for (let after = 0; after <= Math.min(2, asked.length - at - core.length); after++)
      if (before + after > 0) keys.push(asked.slice(at - before, at + core.length + after).join(' '));
  return keys;
}

/** The whole phrase as a name, keeping the legal form found in the name's own words ("Müller GmbH from Hamburg"). */
export function phraseName(asked: string, core: NormalizedName): NormalizedName {
  const full = normalizeName(asked);
  return { ...full, legalForm: full.legalForm ?? core.legalForm };
}

export function mergeById<T extends { id: number }>(first: T[], second: T[]): T[] {
  const seen = new Set(first.map((row) => row.id));
  return [...first, ...second.filter((row) => !seen.has(row.id))];
}

/** A decision's records scored again among more: each record once, at its best score. */
export function mergeScored<T extends { id: number }>(scored: Scored<T>[], decision: Decision<T>): Scored<T>[] {
  const before = decision.kind === 'match' ? [decision.best] : decision.kind === 'ambiguous' ? decision.candidates : decision.suggestions;
  const seen = new Set(scored.map((one) => one.item.id));
  return [...scored, ...before.filter((one) => !seen.has(one.item.id))];
}
