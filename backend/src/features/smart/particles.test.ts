/**
 * A surname's particle said with the name ("de", "van") is the name's, though it is also a filler: the phrase that is
 * one client's name word for word takes it beside the client named without it; with a filler that is no particle,
 * both are asked back. The first set's rule for two spellings of one sound is not touched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Problem } from '../../platform/errors.js';
import { startTestKontor, type TestKontor } from '../../dev/test-support/kontor.js';
import { storeClients } from '../../dev/test-support/stored-names.js';
import { clientReference, resolveClient } from './resolve.js';

let kontor: TestKontor;
let organizationId: number;
let ids: Record<string, number>;

beforeAll(async () => {
  kontor = await startTestKontor();
  organizationId = (await kontor.createOrganization()).id;
  ids = await storeClients(
    kontor.db,
    organizationId,
    [
      'de Villemarest Ferronnerie SARL',
      'Villemarest Ferronnerie SARL',
      'van Gorsel Steenhouwerij B.V.',
      'van Gorsele Steenhouwerij B.V.',
      'Firma Verhoef s.r.o.',
      'Verhoef s.r.o.',
    ],
    'Oyonnax',
  );
}, 60_000);
afterAll(() => kontor?.close());

const find = (text: string) =>
  resolveClient(kontor.db, organizationId, clientReference(text)!).then(
    (match) => match.id,
    (error: unknown) => (error instanceof Problem ? error.code : error),
  );

describe('particles said with a name', () => {
  it('takes the client whose name the phrase is, particle and all', async () => {
    for (const text of ['de Villemarest Ferronnerie SARL', 'de Villemarest Ferronnerie', 'de villemarest ferronnerie'])
      expect(await find(text), text).toBe(ids['de Villemarest Ferronnerie SARL']);
    for (const text of ['Villemarest Ferronnerie SARL', 'Villemarest Ferronnerie'])
      expect(await find(text), text).toBe(ids['Villemarest Ferronnerie SARL']);
    for (const text of ['van Gorsele Steenhouwerij B.V.', 'van Gorsele Steenhouwerij'])
      expect(await find(text), text).toBe(ids['van Gorsele Steenhouwerij B.V.']);
    expect(await find('van Gorsel Steenhouwerij')).toBe(ids['van Gorsel Steenhouwerij B.V.']);
  });

  it('asks back when the filler is no particle, or the particle is left out beside a one-letter-longer name', async () => {
    expect(await find('firma Verhoef s.r.o.')).toBe('ambiguous_match');
    expect(await find('Gorsele Steenhouwerij')).toBe('ambiguous_match');
  });
});
