import { rememberedPair } from '../../platform/lib/remembered.js';

/**
 * Edits between two words, where swapping two neighbouring letters is one edit
 * like a dropped or a wrong letter (the optimal string alignment form of the
 * Damerau-Levenshtein distance): "altas" is one edit from "atlas", as a person
 * typing fast makes it.
 */
export const editDistance = rememberedPair(distance);

function distance(a: string, b: string): number {
  if (a === b) return 0;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, before[j - 2]! + 1);
      current.push(best);
    }
    [before, previous] = [previous, current];
  }
  return previous[b.length]!;
}
