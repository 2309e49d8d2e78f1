/**
 * The JsonScanner reads a body in the chunks it arrives in: whatever the split, its verdict is the one on the whole
 * text (the same 413 or none, the same name given twice).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CleanText, inexactNumbers } from './input-guard.js';
import { JsonScanner, MAX_JSON_MEMBERS, MAX_KEY_LENGTH, MAX_OBJECT_MEMBERS, scanJsonText } from './json-scanner.js';

/** The verdict on `text` fed in pieces cut at `cuts`: the name given twice, or the 413's message. */
function verdict(text: string, cuts: number[] = []): string | null {
  const scanner = new JsonScanner();
  let from = 0;
  try {
    for (const cut of [...new Set(cuts)].sort((a, b) => a - b)) {
      scanner.feed(text.slice(from, cut));
      from = cut;
    }
    scanner.feed(text.slice(from));
    return scanner.end();
  } catch (error) {
    return `413 ${(error as Error).message}`;
  }
}

/** JSON texts with the structures that matter: names given twice, escaped names, braces and quotes inside strings. */
const names = fc.constantFrom('a', 'ab', 'a\\u0062', 'a\\"b', '{', '}', '[', ',', ':', '\\\\', 'x'.repeat(MAX_KEY_LENGTH + 1));
const strings = fc.constantFrom(
  '""',
  '"{"',
  '"}]"',
  '"a\\"b"',
  '"\\\\"',
  '"\\u007b"',
  '"a,b:c"',
  '"\\u0000"',
  '"\\uD800x"',
  '"a\u0000"',
  '"12345678901234567"',
);
const scalars = fc.constantFrom(
  '1',
  '-2.5e3',
  'true',
  'false',
  'null',
  '1234567890',
  '12345678901234567',
  '99.999999999999999999',
  '1E400',
  '0.1',
);
const { json } = fc.letrec<{ json: string }>((tie) => ({
  json: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalars,
    strings,
    fc.array(tie('json'), { maxLength: 5 }).map((items) => `[${items.join(' , ')}]`),
    fc
      .array(fc.tuple(names, tie('json')), { maxLength: 5 })
      .map((members) => `{${members.map(([name, value]) => `"${name}"\n:${value}`).join(',')}}`),
  ),
}));

describe('JsonScanner', () => {
  it('gives the verdict on the whole text whatever the chunks it is fed in', () => {
    fc.assert(
      fc.property(
        json.chain((text) => fc.tuple(fc.constant(text), fc.array(fc.integer({ min: 0, max: text.length }), { maxLength: 8 }))),
        ([text, cuts]) => {
          expect(verdict(text, cuts)).toBe(verdict(text));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('tells a number that may be inexact, and text checkJsonBody would walk, whatever the chunks', () => {
    fc.assert(
      fc.property(
        json.chain((text) => fc.tuple(fc.constant(text), fc.array(fc.integer({ min: 0, max: text.length }), { maxLength: 8 }))),
        ([text, cuts]) => {
          const scanner = new JsonScanner();
          const looks = new CleanText();
          const whole = new CleanText();
          whole.feed(text);
          let from = 0;
          try {
            for (const cut of [...new Set([...cuts, text.length])].sort((a, b) => a - b)) {
              scanner.feed(text.slice(from, cut));
              looks.feed(text.slice(from, cut));
              from = cut;
            }
          } catch {
            return; // refused 413 before its end: never parsed
          }
          const { byValue, unplaced } = inexactNumbers(text);
          if (byValue.size > 0 || unplaced !== null) expect(scanner.mayBeInexact).toBe(true);
          expect(looks.clean(0, false)).toBe(whole.clean(0, false));
        },
      ),
      { numRuns: 2000 },
    );
    const inexact = (text: string) => {
      const scanner = new JsonScanner();
      scanner.feed(text);
      return scanner.mayBeInexact;
    };
    expect(['[123456789012345]', '{"a":"12345678901234567890"}', '[true,false,null,-1.5]'].map(inexact)).toEqual([false, false, false]);
    expect(['[1234567890123456]', '[2e3]', '{"a":0.30000000000000004}'].map(inexact)).toEqual([true, true, true]);
    const clean = (...pieces: string[]) => {
      const looks = new CleanText();
      for (const piece of pieces) looks.feed(piece);
      return looks.clean(1, false);
    };
    expect([clean('{"a":"\\u00e9"}'), clean('{"a":"\\', 'u0000"}'), clean('{"a":"\\u', 'D800"}'), clean('{"a":"', '\u0000"}')]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('finds a name given twice, escaped or not, naming its field, and not one inside a string or in another object', () => {
    expect(scanJsonText('{"a":1,"b":{"ab":1,"a\\u0062":2}}')).toBe('b.ab');
    expect(scanJsonText('{"items":[{"x":1},{"x":2,"y":"{\\"x\\":3}","x":4}]}')).toBe('items[1].x');
    expect(scanJsonText('{"a":"\\"a\\":1,","b":{"a":1},"c":[{"a":1},{"a":2}]}')).toBeNull();
    expect(verdict('{"a":1,"a\\u0062":2,"ab":3}', [9, 10, 11, 12])).toBe('ab');
  });

  it('refuses too many members, one object too wide and a name too long, before the text ends', () => {
    const scanner = new JsonScanner();
    scanner.feed('[');
    expect(() => {
      for (let sent = 0; sent <= MAX_JSON_MEMBERS; sent += 1000) scanner.feed('1,'.repeat(1000));
    }).toThrow(/more than 20000 members/);
    const wide = `{${Array.from({ length: MAX_OBJECT_MEMBERS + 1 }, (_, i) => `"k${i}":1`).join(',')}`;
    expect(verdict(wide)).toMatch(/an object of more than 1000 members/);
    // Split inside the name, and escaped so that its text is longer than what it holds.
    const long = `{"${'\\u0041'.repeat(MAX_KEY_LENGTH)}B":1}`;
    expect(verdict(long, [700])).toMatch(/name of 257 characters/);
    expect(verdict(`{"${'a'.repeat(MAX_KEY_LENGTH * 10)}`, [5, 1000])).toMatch(/name of more than 256 characters/);
    expect(verdict(`{"${'a'.repeat(MAX_KEY_LENGTH)}":1}`)).toBeNull();
  });

  it('counts a name as one member however deep, and array elements across chunks once', () => {
    const elements = `[${Array.from({ length: MAX_JSON_MEMBERS }, () => '12345').join(',')}]`;
    expect(verdict(elements, [3, 4, 5, 100_000])).toBeNull();
    expect(verdict(`[1,${elements.slice(1)}`, [3, 4, 5])).toMatch(/more than 20000 members/);
  });
});
