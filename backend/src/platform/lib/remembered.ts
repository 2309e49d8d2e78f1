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

/** The same for a function of two words. */
export function rememberedPair<T>(compute: (a: string, b: string) => T): (a: string, b: string) => T {
  const known = new Map<string, T>();
  return (a, b) => {
    const key = `${a}\u0000${b}`;
    let value = known.get(key);
    if (value === undefined) {
      value = compute(a, b);
      if (known.size >= MAX_REMEMBERED) known.clear();
      known.set(key, value);
    }
    return value;
  };
}
