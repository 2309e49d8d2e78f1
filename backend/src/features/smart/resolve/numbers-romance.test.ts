/**
 * Numbers said in French, Italian, Spanish, Portuguese and Dutch inside a name, checked against n2words (a maintained
 * writer of numbers in words): every number it writes from 2 to 2,999 and the round thousands to 9,000 is read back as
 * itself. "One" alone is an article ("un", "uno", "um", "een") and is left as a word.
 */
import { describe, expect, it } from 'vitest';
import { toCardinal as esES } from 'n2words/es-ES';
import { toCardinal as frBE } from 'n2words/fr-BE';
import { toCardinal as frFR } from 'n2words/fr-FR';
import { toCardinal as itIT } from 'n2words/it-IT';
import { toCardinal as nlNL } from 'n2words/nl-NL';
import { toCardinal as ptPT } from 'n2words/pt-PT';
import { numbersInDigits } from './numbers-said.js';

const WRITERS = { esES, frBE, frFR, itIT, nlNL, ptPT };
const NUMBERS = [...Array.from({ length: 2998 }, (_, index) => index + 2), 3000, 4000, 5000, 6000, 7000, 8000, 9000];

describe('numbers said in words in five more languages', () => {
  it.each(Object.entries(WRITERS))('reads every number %s writes back as itself', (_, write) => {
    const misread = NUMBERS.map((n) => [n, write(n)] as const)
      .filter(([n, said]) => numbersInDigits(`Café ${said} SARL`)?.text !== `Café ${n} SARL`)
      .map(([n, said]) => `${n}: ${said}`);
    expect(misread).toEqual([]);
  });

  it.each([['tres cinco'], ['sette tre'], ['neuf dix'], ['vier vier'], ['cent cent'], ['uno'], ['een']])(
    'makes no number of %j',
    (said) => {
      expect(numbersInDigits(`Café ${said}`)).toBeNull();
    },
  );

  it.each([['Centro Servizi'], ['Trento Logistica'], ['Vierkant Bouw'], ['Cinema Paradiso'], ['Achterhoek Transport'], ['Seine Nautique']])(
    'reads no number in %j',
    (said) => {
      expect(numbersInDigits(said)).toBeNull();
    },
  );
});
