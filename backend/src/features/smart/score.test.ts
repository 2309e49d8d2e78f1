import { describe, expect, it } from 'vitest';
import { similarity, wordSimilarity, type WordReading } from './score.js';

// Pairs whose answer turns on the reading: female forms, declined surnames, nicknames, sounds, trades, typos.
const PAIRS: Array<[string, string]> = [
  ['novakova', 'novak'],
  ['novak', 'novakova'],
  ['novakove', 'novakova'],
  ['novakovi', 'novak'],
  ['pesko', 'peskova'],
  ['honza', 'jan'],
  ['bartl', 'bartholomaus'],
  ['shroeder', 'schroder'],
  ['stavby', 'bau'],
  ['nova', 'novak'],
  ['bartosek', 'bartos'],
  ['200', '2000'],
  ['atlas', 'altas'],
];

function readings(b: string): WordReading[] {
  const all: WordReading[] = [];
  for (const people of [false, true])
    for (const female of [false, true])
      for (const spellingOnly of [false, true])
        for (const femaleWords of [undefined, [b], ['other']]) all.push({ people, female, spellingOnly, femaleWords });
  return all;
}

describe('wordSimilarity remembered', () => {
  it('answers every pair under every reading as the reading not remembered does, in any order of asking', () => {
    const cases = PAIRS.flatMap(([a, b]) => readings(b).map((reading) => ({ a, b, reading })));
    // Forwards, backwards, and forwards again: a remembered answer of one reading must never serve another.
    for (const order of [cases, [...cases].reverse(), cases])
      for (const { a, b, reading } of order)
        expect(wordSimilarity(a, b, reading), `${a}/${b} ${JSON.stringify(reading)}`).toBe(similarity(a, b, reading));
  });
});
