/**
 * A client's country said beside its name ("… (Leeds, UK)", "… in Deutschland"): explained by the country of the
 * record's address, by its code or a one-word name in any language Kontor reads; a country the record is not in, or
 * a word of a longer country name said as a word of the name, is not.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';
import { countryCode, countryWords } from './names/countries.js';

const { org } = useKontor();
const ids: Record<string, number> = {};

beforeAll(async () => {
  for (const [key, name, city, country] of [
    ['gb', 'Larkspur Telescopes Ltd', 'Norwich', 'GB'],
    ['us', 'Larkspur Telescopes Supply LLC', 'Lubbock', 'United States'],
    ['de', 'Quendel Holzbau GmbH', 'Zwiesel', 'Deutschland'],
  ] as const)
    ids[key] = (await org.api.post('/api/v1/clients/', { name, currency: 'EUR', address: { city, country } })).body.id;
});

const invoice = (client: string) =>
  org.api.post('/api/automation/smart/invoice/', { client, description: 'Work', amount: '100', dry_run: true });

describe("a client's country said beside the name", () => {
  it.each([
    ['Larkspur Telescopes Ltd (Norwich, UK)', 'gb'],
    ['Larkspur Telescopes (UK)', 'gb'],
    ['Larkspur Telescopes Supply (Lubbock, USA)', 'us'],
    ['Quendel Holzbau in Německo', 'de'],
    ['Quendel Holzbau (DE)', 'de'],
  ])('reads %j as the client in that country, with a warning', async (said, key) => {
    const res = await invoice(said);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.matches.client.id).toBe(ids[key]);
    expect(res.body.warnings.some((warning: string) => warning.startsWith('client:'))).toBe(true);
  });

  it.each([['Quendel Holzbau (Österreich)'], ['Larkspur Telescopes Ltd (Germany)'], ['Larkspur Telescopes United']])(
    'never takes %j for a client in another country',
    async (said) => {
      const res = await invoice(said);
      expect(res.status, JSON.stringify(res.body)).toBe(422);
    },
  );
});

describe('country names', () => {
  it('reads a code or a name in any of the languages as its ISO code', () => {
    for (const [field, code] of [
      ['GB', 'GB'],
      ['Spojené království', 'GB'],
      ['Česko', 'CZ'],
      ['Tschechien', 'CZ'],
      ['Slowacja', 'SK'],
      ['Schweiz', 'CH'],
      ['Brno', null],
      ['', null],
    ] as const)
      expect(countryCode(field), field).toBe(code);
  });

  it('gives no word of a longer name, and no country that is gone', () => {
    expect(countryWords('GB')).not.toContain('united');
    expect(countryWords('US')).toContain('usa');
    expect(countryCode('DD')).toBeNull();
    expect(countryCode('Deutschland')).toBe('DE');
  });
});
