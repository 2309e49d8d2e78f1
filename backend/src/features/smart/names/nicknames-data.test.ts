import { describe, expect, it } from 'vitest';
import { formalNamesOf, isNicknameOf } from './nicknames.js';

describe('short forms from the data and the added languages', () => {
  it('reads short forms of the added languages and of the English data', () => {
    const pairs: ReadonlyArray<readonly [string, string]> = [
      ['costel', 'constantin'],
      ['nicu', 'nicolae'],
      ['gaga', 'dragana'],
      ['guille', 'guillermo'],
      ['merche', 'mercedes'],
      ['connie', 'constance'],
    ];
    for (const [short, formal] of pairs) expect(isNicknameOf(short, formal), `${short} → ${formal}`).toBe(true);
  });

  it('keeps a short form of several names several, so that two such people are asked about', () => {
    // Names of no eval set (the overlap tests keep the sets' names out of the smart tests): Jocke, as others are.
    expect([...formalNamesOf('jocke')]).toEqual(expect.arrayContaining(['johan', 'joakim']));
  });

  it('takes no given name of its own as a short form from the English data', () => {
    for (const name of ['eva', 'anna', 'lena', 'petra']) expect(formalNamesOf(name).size, name).toBe(0);
  });
});
