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
