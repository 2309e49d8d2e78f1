import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKontor, type TestKontor, type TestOrganization } from '../../dev/test-support/kontor.js';
import { checkNumberLocale } from '../../platform/lib/number-locales.js';

let kontor: TestKontor;
let org: TestOrganization;

beforeAll(async () => {
  kontor = await startTestKontor();
  org = await kontor.createOrganization('Účetní kancelář');
});
afterAll(() => kontor.close());

describe('organization settings', () => {
  it('answers the defaults: no number locale, day first, UTC, letters in English, currency mismatches warned', async () => {
    const res = await org.api.get('/api/v1/organization/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: org.id,
      name: 'Účetní kancelář',
      number_locale: null,
      date_order: 'dmy',
      default_currency: null,
      time_zone: 'UTC',
      currency_mismatch: 'warn',
      duplicate_client_names: 'warn',
      language: 'en',
      decimal_separator: null,
      group_separator: null,
      number_locale_note: null,
    });
  });

  it('changes only the fields sent, and answers the locale separators', async () => {
    const res = await org.api.patch('/api/v1/organization/', {
      number_locale: 'de-de',
      date_order: 'mdy',
      time_zone: 'Europe/Prague',
      default_currency: 'CZK',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Účetní kancelář',
      number_locale: 'de-DE',
      date_order: 'mdy',
      time_zone: 'Europe/Prague',
      default_currency: 'CZK',
      decimal_separator: ',',
      group_separator: '.',
    });
    expect((await org.api.get('/api/v1/organization')).body.number_locale).toBe('de-DE');
  });

  it('refuses a locale whose digits or separators Kontor does not read, naming why', async () => {
    for (const locale of ['ar-EG', 'fa-IR', 'en-IN']) {
      const res = await org.api.patch('/api/v1/organization/', { number_locale: locale });
      expect(res.status, locale).toBe(422);
      expect(res.body.errors[0], locale).toMatchObject({ field: 'number_locale', message: expect.stringMatching(/digits|groups/) });
    }
    const swiss = await org.api.patch('/api/v1/organization/', { number_locale: 'de-CH' });
    expect(swiss.body).toMatchObject({ number_locale: 'de-CH', decimal_separator: '.', number_locale_note: null });
  });

  it('refuses an unknown locale and time zone in one 422 naming both, and changes nothing', async () => {
    const before = (await org.api.get('/api/v1/organization/')).body;
    const res = await org.api.patch('/api/v1/organization/', { name: 'Renamed', number_locale: 'zz-ZZ', time_zone: 'Mars/Olympus' });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['number_locale', 'time_zone']);
    expect((await org.api.get('/api/v1/organization/')).body).toEqual(before);
  });

  it('takes BCP 47 locales with extensions by the rule that reads them back, canonical, and refuses others naming the field', async () => {
    for (const [sent, saved, decimal] of [
      ['ar-EG-u-nu-latn', 'ar-EG-u-nu-latn', '.'],
      ['ar-u-nu-latn', 'ar-u-nu-latn', '.'],
      ['de-CH-u-nu-latn', 'de-CH-u-nu-latn', '.'],
      ['EN-gb', 'en-GB', '.'],
      ['sr-Latn-RS', 'sr-Latn-RS', ','],
    ] as const) {
      const res = await org.api.patch('/api/v1/organization/', { number_locale: sent });
      expect(res.status, sent).toBe(200);
      expect(res.body, sent).toMatchObject({ number_locale: saved, decimal_separator: decimal, number_locale_note: null });
      // What was saved is read back as taken: no note in the smart answers, separators known.
      expect(checkNumberLocale(saved).ok, saved).toBe(true);
    }
    for (const [sent, why] of [
      ['zz-ZZ', /not a locale this server knows/],
      ['en-u', /not a BCP 47 locale/],
      ['not a locale', /not a BCP 47 locale/],
      ['ar-EG-u-nu-arab', /digits/],
      ['', /not a BCP 47 locale/],
    ] as const) {
      const res = await org.api.patch('/api/v1/organization/', { number_locale: sent });
      expect(res.status, sent).toBe(422);
      expect(res.body.code).toBe('validation_error');
      expect(res.body.errors, sent).toEqual([{ field: 'number_locale', message: expect.stringMatching(why) }]);
    }
    const others = await org.api.patch('/api/v1/organization/', { language: 'xx', time_zone: 'Europe/Atlantis' });
    expect(others.status).toBe(422);
    expect(others.body.errors).toEqual([
      { field: 'language', message: '"xx" is not a language Kontor can write letters in' },
      { field: 'time_zone', message: '"Europe/Atlantis" is not an IANA time zone' },
    ]);
    const client = await org.api.post('/api/v1/clients/', { name: 'Sprachlos GmbH', language: 'xx' });
    expect(client.status).toBe(422);
    expect(client.body.errors).toEqual([{ field: 'language', message: '"xx" is not a language Kontor can write letters in' }]);
  });

  it('refuses a date order it does not know, naming the field', async () => {
    const res = await org.api.patch('/api/v1/organization/', { date_order: 'ymd' });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].field).toBe('date_order');
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await kontor.client().get('/api/openapi.json')).body;
    expect(Object.keys(doc.paths['/api/v1/organization/'])).toEqual(expect.arrayContaining(['get', 'patch']));
  });
});
