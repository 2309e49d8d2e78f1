/**
 * Names said aloud and written down by a transcript: found by how they sound
 * (Double Metaphone, Kölner Phonetik), always with a warning, never over a name
 * spelt closer to what was said.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';
import { soundsSame, vowelsSaid } from './names/sound.js';

describe('words that sound the same', () => {
  it.each([
    ['shroeder', 'schroder'],
    ['logistic', 'logistik'],
    ['kristof', 'christoph'],
    ['teknik', 'technik'],
    ['kratokhvil', 'kratochvil'],
    ['tsimmerman', 'zimmermann'],
  ])('hears %j as %j', (said, written) => expect(soundsSame(said, written)).toBe(true));

  it.each([
    ['nowik', 'novak'],
    ['bauer', 'baier'],
    ['kohl', 'kool'],
    ['2000', '200'],
  ])('tells %j from %j: other vowels, too short, or numbers', (said, written) => expect(soundsSame(said, written)).toBe(false));

  it('reads one vowel sound spelt two ways as one', () => {
    expect(vowelsSaid('shroeder')).toBe(vowelsSaid('schroder'));
    expect(vowelsSaid('meyer')).toBe(vowelsSaid('maier'));
  });
});

const { org } = useKontor();
const ids: Record<string, number> = {};

beforeAll(async () => {
  for (const [key, name] of [
    ['schroder', 'Schröder Logistik GmbH'],
    ['christoph', 'Christoph Technik GmbH'],
    ['kraus', 'Kraus Elektro GmbH'],
    ['kraut', 'Krautz Elektro GmbH'],
  ])
    ids[key!] = (await org.api.post('/api/v1/clients/', { name, currency: 'EUR' })).body.id;
});

const invoice = (client: unknown) =>
  org.api.post('/api/automation/smart/invoice/', { client, description: 'Work', amount: '100', dry_run: true });

describe('a client name said aloud', () => {
  it.each([
    ['shroeder logistic', 'schroder'],
    ['kristof teknik', 'christoph'],
  ])('finds %j by its sound, with a warning saying so', async (said, key) => {
    const res = await invoice(said);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.matches.client.id).toBe(ids[key]);
    expect(res.body.warnings.join(' ')).toMatch(/sounds/);
  });

  it('asks when a name spelt closer to what was said is there too', async () => {
    // "Krauts" sounds like "Kraus" to Kölner Phonetik and is one letter from "Krautz": never a pick by sound.
    const res = await invoice('Krauts Elektro');
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('ambiguous_match');
  });
});

describe('a client named by its initials', () => {
  beforeAll(async () => {
    for (const name of ['Kratochvíl Stavby Brno s.r.o.', 'Malý Obchod Praha s.r.o.', 'Malina Okna Plzeň s.r.o.'])
      await org.api.post('/api/v1/clients/', { name, currency: 'CZK' });
  });

  it('takes the one name they fit, with a warning', async () => {
    const res = await invoice('KSB');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.matches.client).toMatchObject({ name: 'Kratochvíl Stavby Brno s.r.o.', matched_on: 'initials' });
    expect(res.body.warnings.join(' ')).toMatch(/initials/);
  });

  it('asks when several names fit', async () => {
    const res = await invoice('MOP');
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('ambiguous_match');
    expect(res.body.candidates.map((c: { name: string }) => c.name).sort()).toEqual([
      'Malina Okna Plzeň s.r.o.',
      'Malý Obchod Praha s.r.o.',
    ]);
  });

  it('reads letters in lower case as a name, not as initials', async () => {
    expect((await invoice('ksb')).body.matches?.client?.matched_on).not.toBe('initials');
  });
});
