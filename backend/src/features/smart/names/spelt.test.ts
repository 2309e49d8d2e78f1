/** Letters spelt one by one are read as the word they spell; initials, prepositions and legal forms are left alone. */
import { describe, expect, it } from 'vitest';
import { joinSpeltLetters } from './spelt.js';

describe('a word spelt letter by letter', () => {
  it.each([
    ['K O W A L C Z Y K Stavby', 'KOWALCZYK Stavby'],
    ['B. A. R. T. O. Š. Stavby', 'BARTOŠ Stavby'],
    ['Kateřina J-Ě-D-L-I-Č-K-O-V-Á', 'Kateřina JĚDLIČKOVÁ'],
    ['P.T.A.K.S. Logistik', 'PTAKS Logistik'],
    ['W-H-I-T-F-I-E-L-D and Sons', 'WHITFIELD and Sons'],
    ['w h i t f i e l d and sons ltd', 'whitfield and sons ltd'],
    ['Novák K. R. A. L. Stavby', 'Novák KRAL Stavby'],
  ])('reads %j as %j', (said, read) => {
    expect(joinSpeltLetters(said)).toBe(read);
  });

  it.each([
    ['firma K a S v Brně'],
    ['Novák Stavby spol. s r.o.'],
    ['K S B'],
    ['Procházka a syn s.r.o.'],
    ['Müller GmbH & Co. KG'],
    ['J. R. Novák'],
    ['Quillmarsh Coltelleria S.p.A. a Vendrago'],
    ['Orvello S.A. a e i'],
    ['Orvello Trzmielnik sp. z o.o. z Tarnowa'],
  ])('leaves %j as said', (said) => {
    expect(joinSpeltLetters(said)).toBeNull();
  });
});
