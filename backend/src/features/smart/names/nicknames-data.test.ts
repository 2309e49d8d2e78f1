import { describe, expect, it } from 'vitest';
import { formalNamesOf, isNicknameOf } from './nicknames.js';

describe('short forms from the data and the added languages', () => {
  it('reads short forms of the added languages and of the English data', () => {
    const pairs: ReadonlyArray<readonly [string, string]> = [
      ['stipe', 'stjepan'],
      ['ghita', 'gheorghe'],
      ['cati', 'ecaterina'],
      ['tiao', 'sebastiao'],
      ['vinzi', 'vinzenz'],
      ['burgi', 'notburga'],
      ['millie', 'mildred'],
      ['connie', 'constance'],
      ['peggy', 'margaret'],
    ];
    for (const [short, formal] of pairs) expect(isNicknameOf(short, formal), `${short} → ${formal}`).toBe(true);
  });

  it('keeps a short form of several names several, so that two such people are asked about', () => {
    expect([...formalNamesOf('kris')]).toEqual(expect.arrayContaining(['kristian', 'kristina', 'krzysztof', 'christopher']));
    expect([...formalNamesOf('con')]).toEqual(expect.arrayContaining(['conor', 'constance', 'cornelius']));
  });

  it('takes no given name of its own as a short form from the English data', () => {
    for (const name of ['eva', 'anna', 'lena', 'petra']) expect(formalNamesOf(name).size, name).toBe(0);
  });
});
