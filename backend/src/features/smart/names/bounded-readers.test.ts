/**
 * The readers a client phrase passes through before any lookup (a correction, a name wrapped in an agent's syntax, a
 * number said with its label), on phrases of up to 300 characters (the longest the smart endpoints take) built of what
 * makes them work: brackets, quotes, keys, correction words, labels, digits. Their work is bounded by the text: each
 * layer of wrapping read makes the text shorter (so at most as many layers as characters, and no more than four are
 * read), a correction leaves no correction to read in what it keeps, and none of them throws.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { correctionSaid } from './corrections.js';
import { labelledNumber, nameWithNumber } from './identifiers-said.js';
import { quotedInside, unwrapSaid } from './wrapped.js';

const PIECES = [
  '{',
  '}',
  '[',
  ']',
  '(',
  ')',
  '"',
  "'",
  '`',
  '**',
  '„',
  '“',
  ':',
  ';',
  ',',
  '=',
  ' ',
  '\n',
  '…',
  ' – ',
  'client',
  'customer_name',
  'note',
  'name',
  'data',
  'args',
  'f(',
  'id',
  'ID 4',
  '#7',
  ' sorry, I mean ',
  ', ne, ',
  ', nein, ',
  'not ',
  ' but ',
  ' pardon ',
  'no wait',
  'correction: ',
  'IČO ',
  'DIČ CZ',
  'VAT ',
  '2745',
  '8331',
  '@',
  'mail@x.test',
  's.r.o.',
  'GmbH',
  'Quorvel',
  'Brintax',
  'Дво',
  'Δβ',
];
const phrase = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 120 }).map((parts) => parts.join('').slice(0, 300));

describe('the phrase readers on phrases of up to 300 characters', () => {
  it('read wrapping layer by layer, each shorter than the text it was read from', () => {
    fc.assert(
      fc.property(phrase, (text) => {
        for (const what of ['client', 'employee'] as const) {
          const read = unwrapSaid(text, what);
          if (read) expect(read.text.length).toBeLessThan(text.trim().length);
        }
        const quoted = quotedInside(text);
        if (quoted !== null) expect(quoted.length).toBeLessThan(text.length);
      }),
      { numRuns: 400 },
    );
  });

  it('keep of a correction chain only its last name, with no correction left in it', () => {
    fc.assert(
      fc.property(phrase, (text) => {
        const correction = correctionSaid(text);
        if (!correction) return;
        expect(correction.first.length).toBeLessThan(text.length);
        expect(correctionSaid(correction.meant)?.meant ?? correction.meant).toBe(correction.meant);
      }),
      { numRuns: 400 },
    );
  });

  it('read a labelled number as digits of the text', () => {
    fc.assert(
      fc.property(phrase, (text) => {
        const digits = labelledNumber(text) ?? nameWithNumber(text)?.digits;
        if (digits) expect(text.replace(/\D/g, '')).toContain(digits);
      }),
      { numRuns: 400 },
    );
  });
});
