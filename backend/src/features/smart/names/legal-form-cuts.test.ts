/**
 * Legal forms as a person shortens them (legal-form-cuts.ts): every word of the spelt-out form cut, a compound written
 * apart, every spacing of the letters; a sibling differing only by its form is told apart. Invented names.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useKontor } from '../../../dev/test-support/fixture.js';
import { normalizeName } from '../normalize.js';

describe('a legal form cut short or written apart', () => {
  it.each([
    ['Orlovec Tkalcovna akc. spol.', 'as'],
    ['Orlovec Tkalcovna akciovka', 'as'],
    ['Orlovec Tkalcovna a. s.', 'as'],
    ['Orlovec Tkalcovna spol. s r. o.', 'sro'],
    ['Orlovec Tkalcovna spol. s ruč. omez.', 'sro'],
    ['Orlovec Tkalcovna spółka kom.', 'spk'],
    ['Orlovec Tkalcovna sp. z o. o.', 'spzoo'],
    ['Orlovec Tkalcovna Kommandit-Gesellschaft', 'kg'],
    ['Orlovec Tkalcovna Ges.m.b.H.', 'gmbh'],
    ['Orlovec Tkalcovna Gesellschaft m.b.H.', 'gmbh'],
  ])('reads "%s" as its form', (said, form) => {
    expect(normalizeName(said)).toMatchObject({ words: ['orlovec', 'tkalcovna'], legalForm: form });
  });

  it('reads no cut of fewer than three letters, nor a single word cut', () => {
    expect(normalizeName('Orlovec Tkalcovna ak sp').legalForm).toBeNull();
    expect(normalizeName('Orlovec Tkalcovna akc').legalForm).toBeNull();
  });
});

const { org } = useKontor();
const ids: Record<string, number> = {};
beforeAll(async () => {
  for (const [key, name] of [
    ['as', 'Orlovec Tkalcovna a.s.'],
    ['sro', 'Orlovec Tkalcovna s.r.o.'],
    ['spk', 'Wierzchołek Bednarnia sp.k.'],
    ['spzoo', 'Wierzchołek Bednarnia Sp. z o.o.'],
  ])
    ids[key!] = (await org.api.post('/api/v1/clients/', { name, currency: 'EUR' })).body.id;
});

describe('a sibling differing only by its form', () => {
  it.each([
    ['Orlovec Tkalcovna akc. spol.', 'as'],
    ['Orlovec Tkalcovna spol. s r. o.', 'sro'],
    ['Wierzchołek Bednarnia spółka kom.', 'spk'],
    ['Wierzchołek Bednarnia sp. z o. o.', 'spzoo'],
  ])('"%s" is the one of that form', async (said, key) => {
    const res = await org.api.post('/api/automation/smart/invoice/', { client: said, description: 'Work', amount: '100', dry_run: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.matches.client.id).toBe(ids[key]);
  });
});
