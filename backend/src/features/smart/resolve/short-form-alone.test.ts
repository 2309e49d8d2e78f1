import { describe, expect, it } from 'vitest';
import { shortFormDoubt } from './short-form-alone.js';

const man = { id: 1, name: 'Vratislav Kolmer' };
const woman = { id: 2, name: 'Vratislava Pindl' };
const other = { id: 3, name: 'Otakar Zelm' };

describe('a short form said alone', () => {
  it('is asked about beside everyone whose given name it begins, not only the one its list gives', () => {
    expect(shortFormDoubt('vrata', man, [man, woman, other])).toEqual({ kind: 'others', others: [woman] });
  });

  it('is no doubt when said as the name is written, or when no one else fits', () => {
    expect(shortFormDoubt('vratislav', man, [man, woman])).toBeNull();
    expect(shortFormDoubt('vrata', man, [man, other])).toBeNull();
  });

  it('listed for the name only in another spelling, is a chain of readings', () => {
    const polish = { id: 4, name: 'Stanisław Kolmer' };
    expect(shortFormDoubt('standa', polish, [polish, other])).toEqual({ kind: 'chain' });
    expect(shortFormDoubt('standa', { id: 5, name: 'Stanislav Kolmer' }, [other])).toBeNull();
  });
});
