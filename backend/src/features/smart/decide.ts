/**
 * When a best candidate is good enough to act on (the thresholds score.ts scores against), and what is asked back
 * otherwise: a wrong confident match is the worst outcome, so acceptance needs both a high score and a clear lead.
 */
import { type NormalizedName, soundKey } from './normalize.js';

/** Acting on a match needs at least this score… */
export const ACCEPT_SCORE = 0.8;
/** …and this lead over the next candidate. */
export const ACCEPT_MARGIN = 0.08;
/** Candidates worth showing when asking back. */
export const SUGGEST_SCORE = 0.45;
/** Below this a record shares nothing worth naming with the query: not even a suggestion. */
export const SUGGESTION_FLOOR = 0.3;

export interface Scored<T> {
  item: T;
  score: number;
  matchedOn: string;
  /** What a voice transcript cannot tell from the query ("Meier"/"Meyer"), see soundsAlike(). */
  soundsAlike?: boolean;
  /** The name's sound (and legal form, when the query names one): two candidates sharing it are twins. */
  sound?: string;
  /** The score read by letters alone, when reading by pronunciation raised it: the pick was heard, not spelt. */
  spelling?: number;
}

/**
 * True when the two names' words sound the same, word for word, and no legal
 * form the query named tells them apart.
 */
export function soundsAlike(query: NormalizedName, candidate: NormalizedName): boolean {
  const formsAgree = !query.legalForm || !candidate.legalForm || query.legalForm === candidate.legalForm;
  return query.words.length > 0 && formsAgree && soundKey(query) === soundKey(candidate);
}

export type Decision<T> =
  | { kind: 'match'; best: Scored<T>; runnerUp: Scored<T> | null }
  | { kind: 'ambiguous'; candidates: Scored<T>[] }
  | { kind: 'no_match'; suggestions: Scored<T>[] };

/**
 * Best first, and records of the same score by id: the order the database returned them in depends on its plan and
 * timing, and the same question must be asked back with the same list (10 to 38 of 4,200 generated answers differed
 * between two runs when ties kept the rows' order).
 */
export function byRank<T extends { id: number }>(a: Scored<T>, b: Scored<T>): number {
  return b.score - a.score || a.item.id - b.item.id;
}

export function decide<T extends { id: number }>(scored: Scored<T>[]): Decision<T> {
  const ranked = [...scored].sort(byRank);
  const [best, runnerUp] = ranked;
  if (!best) return { kind: 'no_match', suggestions: [] };
  const lead = best.score - (runnerUp?.score ?? 0);
  // A sound-alike that is itself a strong candidate makes even an exact spelling a guess: the
  // caller may have heard "Meier" where the client is "Meyer".
  // So does a strong candidate that sounds like the best one: a typo of "Meyer Medien" could be "Meier Medien".
  const soundTwin = ranked
    .slice(1)
    .some((other) => (other.soundsAlike || (other.sound !== undefined && other.sound === best.sound)) && other.score >= SUGGEST_SCORE);
  // A name read by how it sounds never wins over one spelt more like what was said: which was meant is asked.
  const closerSpelt =
    best.spelling !== undefined &&
    ranked.slice(1).some((other) => other.score >= SUGGEST_SCORE && (other.spelling ?? other.score) >= best.spelling!);
  if (best.score >= ACCEPT_SCORE && lead >= ACCEPT_MARGIN && !soundTwin && !closerSpelt)
    return { kind: 'match', best, runnerUp: runnerUp ?? null };
  // Several plausible records, or a strong one without a clear lead: ask which.
  const close = ranked.filter((candidate) => candidate.score >= SUGGEST_SCORE);
  if (close.length > 1 || best.score >= ACCEPT_SCORE) return { kind: 'ambiguous', candidates: close.slice(0, 5) };
  return { kind: 'no_match', suggestions: ranked.filter((candidate) => candidate.score >= SUGGESTION_FLOOR).slice(0, 3) };
}
