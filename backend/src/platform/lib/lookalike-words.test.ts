import { describe, expect, it } from 'vitest';
import { lookalikeBesideLatin, looksLatin, readsAsLatin } from './lookalike-words.js';

describe('words that look Latin and are not', () => {
  it('finds a whole Cyrillic or Greek word whose every letter has a Latin prototype', () => {
    expect(looksLatin('\u0422\u0435\u0441\u043e')).toBe(true); // Тесо
    expect(looksLatin('\u0391\u0392\u0395')).toBe(true); // Greek ΑΒΕ
    expect(looksLatin('\u0421\u0431\u0435\u0440')).toBe(false); // Сбер: б has none
    expect(looksLatin('Teco')).toBe(false);
  });

  it('names such a word beside Latin words, and none in a name of one script or of words that read otherwise', () => {
    expect(lookalikeBesideLatin('\u0410\u0412\u0421 Vrelstav')).toBe('\u0410\u0412\u0421'); // АВС Vrelstav
    expect(lookalikeBesideLatin('\u0421\u0431\u0435\u0440\u0431\u0430\u043d\u043a Europe AG')).toBeUndefined();
    expect(lookalikeBesideLatin('\u0422\u0435\u0441\u043e')).toBeUndefined();
    expect(lookalikeBesideLatin('ABC Vrelstav')).toBeUndefined();
  });

  it('reads a name all of whose words look Latin as the Latin letters it shows', () => {
    expect(readsAsLatin('\u0422\u0435\u0441\u043e')).toBe('Teco');
    expect(readsAsLatin('\u0422\u0435\u0441\u043e \u0421\u0431\u0435\u0440')).toBeNull();
    expect(readsAsLatin('Teco')).toBeNull();
  });
});
