import { describe, expect, it } from 'vitest';
import type { Scored } from '../score.js';
import { problemFor } from './refusals.js';

interface Row {
  id: number;
  name: string;
  address_city?: string;
}
const scored = (id: number, name: string, score: number, address_city?: string): Scored<Row> => ({
  item: { id, name, ...(address_city ? { address_city } : {}) },
  score,
  matchedOn: 'name',
});

describe('the asking back names its candidates so that they can be told apart', () => {
  it('gives a repeated name its id, and its city when it has one; a name of its own stays bare', () => {
    const problem = problemFor(
      {
        kind: 'ambiguous',
        candidates: [scored(7, 'Novák Stavby s.r.o.', 1, 'Brno'), scored(3, 'novák stavby s.r.o.', 1), scored(9, 'Novák Stavby a.s.', 0.9)],
      },
      'client',
      'client',
      'novak stavby',
    );
    expect(problem.message).toBe(
      'Several clients could be "novak stavby": "novák stavby s.r.o." (id 3), "Novák Stavby s.r.o." (id 7, Brno), "Novák Stavby a.s.". Say which, by id or a fuller name.',
    );
  });

  it('leaves distinct names as they were, and names the nearest the same way when nothing matches', () => {
    const ambiguous = problemFor(
      { kind: 'ambiguous', candidates: [scored(1, 'Meier Medien', 0.9), scored(2, 'Meyer Medien', 0.9)] },
      'client',
      'client',
      'meier',
    );
    expect(ambiguous.message).toBe('Several clients could be "meier": "Meier Medien", "Meyer Medien". Say which, by id or a fuller name.');
    const none = problemFor(
      { kind: 'no_match', suggestions: [scored(4, 'Jan Novák', 0.5), scored(5, 'Jan Novák', 0.5)] },
      'employee',
      'employee',
      'jan nowak',
    );
    expect(none.message).toBe('No employee matches "jan nowak". The nearest: "Jan Novák" (id 4), "Jan Novák" (id 5).');
  });
});
