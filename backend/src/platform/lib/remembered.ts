/**
 * Pure functions of text, remembered: a caller that asks the same few texts again and again (the smart resolver a
 * word's sound for every candidate, the list store the name of its prepared statement) answers from memory with one
 * lookup. Bounded: a table that fills is emptied and starts again, so odd input cannot grow it without end.
 */
const MAX_REMEMBERED = 50_000;

export function remembered<T>(compute: (text: string) => T, max = MAX_REMEMBERED): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    let value = known.get(text);
    if (value === undefined) {
      value = compute(text);
      if (known.size >= max) known.clear();
      known.set(text, value);
    }
    return value;
  };
}

/** The same for a function of two words, by the first and then the second: no key joined of both per call. */
export function rememberedPair<T>(compute: (a: string, b: string) => T): (a: string, b: string) => T {
  const known = new Map<string, Map<string, T>>();
  let pairs = 0;
  return (a, b) => {
    let ofFirst = known.get(a);
    let value = ofFirst?.get(b);
    if (value === undefined) {
      value = compute(a, b);
      if (pairs >= MAX_REMEMBERED) {
        known.clear();
        pairs = 0;
        ofFirst = undefined;
      }
      if (!ofFirst) known.set(a, (ofFirst = new Map()));
      ofFirst.set(b, value);
      pairs += 1;
    }
    return value;
  };
}
