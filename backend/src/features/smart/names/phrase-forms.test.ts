/** A legal form said inside the agent's wrapper ("the X PLC company", "die X AG Firma") is the form said, not "Co.". */
import { describe, expect, it } from 'vitest';
import { normalizeName } from '../normalize.js';
import { readPhrase } from './phrase.js';

const coreOf = (said: string) => normalizeName(readPhrase(said, 'client', 'client').core);

describe('a legal form before the wrapper noun', () => {
  it.each([
    ['the Quillmarsh PLC company', 'plc'],
    ['Quillmarsh PLC company', 'plc'],
    ['the Quillmarsh Ltd company', 'ltd'],
    ['die Quillmarsh AG Firma', 'ag'],
    ['spółka Quillmarsh sp. z o.o.', 'spzoo'],
  ])('reads %j with the form %j, the noun set aside', (said, form) => {
    expect(coreOf(said)).toMatchObject({ words: ['quillmarsh'], legalForm: form });
    expect(readPhrase(said, 'client', 'client').trimmed).toBe(true);
  });

  it('keeps "company" as the form when no other form is said', () => {
    expect(coreOf('the Quillmarsh company')).toMatchObject({ words: ['quillmarsh'], legalForm: 'co' });
  });
});

describe('the Romance "a" and "à" after a legal form', () => {
  it.each([
    ['Quillmarsh Coltelleria S.p.A. a Vendrago', ['vendrago']],
    ['Quillmarsh Ardoiserie SA à Vendrago', ['vendrago']],
    ['Quillmarsh Lda a Vendrago Alta', ['vendrago', 'alta']],
  ])('reads %j with the place %j', (said, place) => {
    const read = readPhrase(said, 'client', 'client');
    expect(read.place).toEqual(place);
    expect(normalizeName(read.core).legalForm).not.toBeNull();
  });

  it.each(['Quillmarsh s.r.o. a Vendrago s.r.o.', 'Quillmarsh a Vendrago', 'Quillmarsh a.s.', 'Quillmarsh S.p.A.'])(
    'reads no place in %j: a joiner or a form',
    (said) => {
      expect(readPhrase(said, 'client', 'client').place).toEqual([]);
    },
  );
});
