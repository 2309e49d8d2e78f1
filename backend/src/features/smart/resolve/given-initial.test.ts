import { describe, expect, it } from 'vitest';
import { pickedByInitial } from './given-initial.js';

const scored = (id: number, name: string, score: number) => ({ item: { id, name }, score, matchedOn: 'name_words' });

describe('a given name initial said with a surname', () => {
  it('picks the one of the surname whose given name the letter begins, saying so', () => {
    const picked = pickedByInitial([scored(1, 'Axilo Quarnbeck', 0.7), scored(2, 'Hubrana Quarnbeck', 0.7)], 'A. Quarnbeck');
    expect(picked?.best.item.id).toBe(1);
    expect(picked?.note).toContain('"A."');
    expect(pickedByInitial([scored(1, 'Axilo Quarnbeck', 0.7), scored(2, 'Hubrana Quarnbeck', 0.7)], 'Quarnbeck, H.')?.best.item.id).toBe(
      2,
    );
  });

  it('decides nothing when the letter fits two, none, a lower tier, or may be a salutation', () => {
    expect(pickedByInitial([scored(1, 'Axilo Quarnbeck', 0.7), scored(2, 'Adam Quarnbeck', 0.7)], 'A. Quarnbeck')).toBeNull();
    expect(pickedByInitial([scored(1, 'Axilo Quarnbeck', 0.7), scored(2, 'Hubrana Quarnbeck', 0.7)], 'K. Quarnbeck')).toBeNull();
    // A sound twin of the surname said is no pick of the letter's.
    expect(pickedByInitial([scored(1, 'Petr Meier', 0.9), scored(2, 'Jan Meyer', 0.7)], 'J. Meier')).toBeNull();
    // M. may be Monsieur, p. pan or paní.
    expect(pickedByInitial([scored(1, 'Marie Dupont', 0.7), scored(2, 'Pierre Dupont', 0.7)], 'M. Dupont')).toBeNull();
    expect(pickedByInitial([scored(1, 'Petra Zelenková', 0.7), scored(2, 'Jana Zelenková', 0.7)], 'P. Zelenková')).toBeNull();
  });

  it('decides nothing from a list cut at five', () => {
    const five = ['Axilo', 'Bruno', 'Carl', 'Dieter', 'Emil'].map((given, at) => scored(at + 1, `${given} Quarnbeck`, 0.7));
    expect(pickedByInitial(five, 'A. Quarnbeck')).toBeNull();
  });
});
