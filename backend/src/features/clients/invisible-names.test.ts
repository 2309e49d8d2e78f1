/**
 * Characters that show as nothing (attacker trial, session 16): a zero-width space or a soft hyphen inside a name split
 * its word for matching, so "Zen\u200bit" was a second "Zenit" that `duplicate_client_names=refuse` let through and a
 * list showed as the same name twice. Refused like the bidirectional controls (x-name, validate.ts); the joiners that
 * Persian, Indic scripts and emoji need (U+200C, U+200D) stay.
 */
import { describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';

const { org } = useKontor();

describe('a name holding a character that shows as nothing', () => {
  it.each([
    ['zero-width space', 'Zen\u200bit Optics'],
    ['soft hyphen', 'Zen\u00adit Optics'],
    ['word joiner', 'Zen\u2060it Optics'],
    ['zero-width no-break space', 'Zen\ufeffit Optics'],
    ['Hangul filler', 'Zenit\u3164 Optics'],
  ])('is refused with a %s, naming the field and the character', async (_what, name) => {
    const client = await org.api.post('/api/v1/clients/', { name, currency: 'EUR' });
    expect(client.status, JSON.stringify(client.body)).toBe(422);
    expect(client.body.errors[0]).toMatchObject({ field: 'name' });
    expect(client.body.errors[0].message).toContain('shows as nothing');
    const employee = await org.api.post('/api/v1/employees/', { name, email: `invisible-${Date.now()}@kontor.test` });
    expect(employee.status).toBe(422);
  });

  it('keeps the joiners scripts need', async () => {
    expect((await org.api.post('/api/v1/clients/', { name: 'می\u200cخواهم Trading', currency: 'EUR' })).status).toBe(201);
    expect((await org.api.post('/api/v1/clients/', { name: 'क्\u200dष Studio', currency: 'EUR' })).status).toBe(201);
  });
});

/**
 * A word that mixes Latin letters with Cyrillic or Greek ones looks like its all-Latin twin ("Zеnit" with a Cyrillic
 * е is "Zenit" to the eye), so that duplicate_client_names=refuse let it in beside "Zenit" and a smart request could
 * not tell them apart by what a person reads. Such a word is refused (Unicode TS #39 calls single-script words the
 * safe ones); names in one script, or with words in different scripts side by side, stay.
 */
describe('a name with a word mixing Latin and Cyrillic or Greek letters', () => {
  it.each([
    ['a Cyrillic е in a Latin word', 'Z\u0435nit Optics'],
    ['a Latin o in a Cyrillic word', 'Сбербанк Техн\u006Fлогии'],
    ['a Greek ο in a Latin word', 'Micr\u03bfsoft Ltd'],
  ])('is refused with %s, naming the word', async (_what, name) => {
    const client = await org.api.post('/api/v1/clients/', { name, currency: 'EUR' });
    expect(client.status, JSON.stringify(client.body)).toBe(422);
    expect(client.body.errors[0]).toMatchObject({ field: 'name' });
    expect(client.body.errors[0].message).toContain('mixes Latin');
  });

  it('keeps names in one script, and words of different scripts side by side', async () => {
    for (const name of ['Сбербанк Россия', 'Ελληνικά Τρόφιμα', 'Сбербанк Europe AG', 'Alpha Omega Ltd'])
      expect((await org.api.post('/api/v1/clients/', { name, currency: 'EUR' })).status, name).toBe(201);
  });
});

/**
 * Whole words in Cyrillic or Greek letters that each look Latin (Unicode TS #39's skeleton, lookalike-words.ts): beside
 * Latin words such a word is refused always; a name made only of them is refused beside the record it reads as, and
 * stays where it reads as none (a Greek or Russian name may be so by chance).
 */
describe('a name whose words look Latin and are written in Cyrillic or Greek', () => {
  const cyrillic = { ABC: '\u0410\u0412\u0421', Teco: '\u0422\u0435\u0441\u043e' };

  it('is refused beside Latin words, as a client, an employee or an alias, naming the field and the word', async () => {
    const client = await org.api.post('/api/v1/clients/', { name: `${cyrillic.ABC} Vrelstav`, currency: 'EUR' });
    expect(client.status, JSON.stringify(client.body)).toBe(422);
    expect(client.body.errors[0]).toMatchObject({ field: 'name' });
    expect(client.body.errors[0].message).toContain(`"${cyrillic.ABC}"`);
    const employee = await org.api.post('/api/v1/employees/', { name: `${cyrillic.ABC} Quelp` });
    expect(employee.status).toBe(422);
    const latin = await org.api.post('/api/v1/clients/', { name: 'ABC Vrelstav', currency: 'EUR' });
    expect(latin.status).toBe(201);
    const alias = await org.api.post(`/api/v1/clients/${latin.body.id}/aliases/`, { alias: `${cyrillic.ABC} Vrel` });
    expect(alias.status, JSON.stringify(alias.body)).toBe(422);
    expect(alias.body.errors[0]).toMatchObject({ field: 'alias' });
  });

  it('is refused alone beside the Latin record it reads as, and kept where it reads as none', async () => {
    const teco = await org.api.post('/api/v1/clients/', { name: 'Teco', currency: 'EUR' });
    expect(teco.status).toBe(201);
    const twin = await org.api.post('/api/v1/clients/', { name: cyrillic.Teco, currency: 'EUR' });
    expect(twin.status, JSON.stringify(twin.body)).toBe(422);
    expect(twin.body.errors[0]).toMatchObject({ field: 'name' });
    expect(twin.body.errors[0].message).toContain(`(id ${teco.body.id})`);
    // A Latin I's prototype is l: a Greek ΚΙΤΟ reads as a Kito as much as a Klto.
    expect((await org.api.post('/api/v1/employees/', { name: 'Kito Beta' })).status).toBe(201);
    const greek = await org.api.post('/api/v1/employees/', { name: '\u039a\u0399\u03a4\u039f \u0392\u0395\u03a4\u0391' });
    expect(greek.status, JSON.stringify(greek.body)).toBe(422);
    // Read as no record: kept, and renamed to itself.
    const alone = await org.api.post('/api/v1/clients/', { name: '\u0422\u0410\u0425\u041e', currency: 'EUR' });
    expect(alone.status, JSON.stringify(alone.body)).toBe(201);
    expect((await org.api.patch(`/api/v1/clients/${alone.body.id}/`, { notes: 'kept' })).status).toBe(200);
  });

  it('refuses a Latin name beside the Cyrillic or Greek record it reads as (made in the other order)', async () => {
    const first = await org.api.post('/api/v1/clients/', { name: '\u0412\u0415\u0425\u041e', currency: 'EUR' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    for (const name of ['BEXO', 'Bexo s.r.o.']) {
      const latin = await org.api.post('/api/v1/clients/', { name, currency: 'EUR' });
      expect(latin.status, JSON.stringify(latin.body)).toBe(422);
      expect(latin.body.errors[0]).toMatchObject({ field: 'name' });
      expect(latin.body.errors[0].message).toContain(`(id ${first.body.id})`);
    }
    expect((await org.api.post('/api/v1/clients/', { name: 'Bexo Trading', currency: 'EUR' })).status).toBe(201);
    const greek = await org.api.post('/api/v1/employees/', { name: '\u039a\u0395\u039d\u039f \u0391\u03a4\u0399\u039f' });
    expect(greek.status, JSON.stringify(greek.body)).toBe(201);
    const latinEmployee = await org.api.post('/api/v1/employees/', { name: 'Keno Atio' });
    expect(latinEmployee.status, JSON.stringify(latinEmployee.body)).toBe(422);
    // Renaming the record to itself is no twin.
    expect((await org.api.patch(`/api/v1/clients/${first.body.id}/`, { notes: 'kept' })).status).toBe(200);
  });
});
