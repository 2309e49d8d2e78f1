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
