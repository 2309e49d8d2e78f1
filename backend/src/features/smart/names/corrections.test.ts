import { describe, expect, it } from 'vitest';
import { correctionSaid } from './corrections.js';

describe('a name corrected as it is said', () => {
  it('reads the name meant after the words that take the first back', () => {
    expect(correctionSaid('Brtník Zvrtlovna, sorry, I mean Quillfeather Tinkerage')?.meant).toBe('Quillfeather Tinkerage');
    expect(correctionSaid('Brtník Zvrtlovna - no wait, Quillfeather Tinkerage')?.meant).toBe('Quillfeather Tinkerage');
    expect(correctionSaid('Brtník Zvrtlovna, pardon, myslím Zwirbler Fugenwerk')?.meant).toBe('Zwirbler Fugenwerk');
    expect(correctionSaid('Brtník Zvrtlovna, nein, ich meine Zwirbler Fugenwerk')?.meant).toBe('Zwirbler Fugenwerk');
    expect(correctionSaid('Brtník Zvrtlovna… correction: Zwirbler Fugenwerk')?.meant).toBe('Zwirbler Fugenwerk');
    expect(correctionSaid('Brtník Zvrtlovna, przepraszam, Zwirbler Fugenwerk')?.meant).toBe('Zwirbler Fugenwerk');
    expect(correctionSaid('Ottilie Brtníková, ne, Quentin Zwirbler')?.meant).toBe('Quentin Zwirbler');
    expect(correctionSaid('not Brtník Zvrtlovna but Zwirbler Fugenwerk')?.meant).toBe('Zwirbler Fugenwerk');
    expect(correctionSaid('not Ottilie Brtníková, Quentin Zwirbler')).toBeNull();
  });

  it('reads a legal form said alone as the first name with that form', () => {
    expect(correctionSaid('Brtník Zvrtlovna s.r.o., ne, a.s.')?.meant).toBe('brtnik zvrtlovna a.s.');
    expect(correctionSaid('Zwirbler Fugenwerk GmbH – nein, die AG')?.meant).toBe('zwirbler fugenwerk AG');
  });

  it('leaves names and lists that correct nothing', () => {
    expect(correctionSaid('Brtník Zvrtlovna')).toBeNull();
    expect(correctionSaid('Brtník Zvrtlovna or Zwirbler Fugenwerk')).toBeNull();
    expect(correctionSaid('No Limits Studio')).toBeNull();
    expect(correctionSaid('Zwirbler Fugenwerk, Nein-Str. 4')).toBeNull();
    expect(correctionSaid('Brtník, s.r.o.')).toBeNull();
  });
});
