import { describe, expect, it } from 'vitest';
import { shortFormDoubt } from './short-form-alone.js';

const man = { id: 1, name: 'Svatoslav Kolmer' };
const woman = { id: 2, name: 'Svatoslava Pindl' };
const other = { id: 3, name: 'Kelvar Zelm' };
const surname = { id: 4, name: 'Bertwin Svatek' };

describe('a short form said alone', () => {
  it('is asked about beside everyone whose given name it begins, not only the one its list gives', () => {
    expect(shortFormDoubt('svata', man, [man, woman, other, surname])).toEqual({ kind: 'others', others: [woman] });
  });

  it('is no doubt when said as the name is written, or when no one else has a given name it begins', () => {
    expect(shortFormDoubt('svatoslav', man, [man, woman])).toBeNull();
    expect(shortFormDoubt('svata', man, [man, other, surname])).toBeNull();
  });

  it('listed for the name only in another spelling, is a chain of readings', () => {
    const polish = { id: 5, name: 'Gustaw Kolmer' };
    expect(shortFormDoubt('gus', polish, [polish, other])).toEqual({ kind: 'chain' });
    expect(shortFormDoubt('gus', { id: 6, name: 'Gustav Kolmer' }, [other])).toBeNull();
  });
});
