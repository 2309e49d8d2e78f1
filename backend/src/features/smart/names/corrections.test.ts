import { describe, expect, it } from 'vitest';
import { correctionSaid } from './corrections.js';

describe('a name corrected as it is said', () => {
  it('reads the name meant after the words that take the first back', () => {
    expect(correctionSaid('Brtník Sklenářství, sorry, I mean Quillfeather Joinery')?.meant).toBe('Quillfeather Joinery');
    expect(correctionSaid('Brtník Sklenářství - no wait, Quillfeather Joinery')?.meant).toBe('Quillfeather Joinery');
    expect(correctionSaid('Brtník Sklenářství, pardon, myslím Zwirbler Dach')?.meant).toBe('Zwirbler Dach');
    expect(correctionSaid('Brtník Sklenářství, nein, ich meine Zwirbler Dach')?.meant).toBe('Zwirbler Dach');
    expect(correctionSaid('Brtník Sklenářství… correction: Zwirbler Dach')?.meant).toBe('Zwirbler Dach');
    expect(correctionSaid('Brtník Sklenářství, przepraszam, Zwirbler Dach')?.meant).toBe('Zwirbler Dach');
    expect(correctionSaid('Ottilie Brtníková, ne, Quentin Zwirbler')?.meant).toBe('Quentin Zwirbler');
    expect(correctionSaid('not Brtník Sklenářství but Zwirbler Dach')?.meant).toBe('Zwirbler Dach');
    expect(correctionSaid('not Ottilie Brtníková, Quentin Zwirbler')).toBeNull();
  });

  it('reads a legal form said alone as the first name with that form', () => {
    expect(correctionSaid('Brtník Sklenářství s.r.o., ne, a.s.')?.meant).toBe('brtnik sklenarstvi a.s.');
    expect(correctionSaid('Zwirbler Dach GmbH – nein, die AG')?.meant).toBe('zwirbler dach AG');
  });

  it('leaves names and lists that correct nothing', () => {
    expect(correctionSaid('Brtník Sklenářství')).toBeNull();
    expect(correctionSaid('Brtník Sklenářství or Zwirbler Dach')).toBeNull();
    expect(correctionSaid('No Limits Studio')).toBeNull();
    expect(correctionSaid('Zwirbler Dach, Nein-Str. 4')).toBeNull();
    expect(correctionSaid('Brtník, s.r.o.')).toBeNull();
  });
});
