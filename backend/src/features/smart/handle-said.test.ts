/**
 * A client named by an e-mail address or a web domain said inside a phrase: the address's holder, the domain's one
 * client, or the one of the domain's clients the other words fit; a domain shared by siblings, a public mail
 * provider's domain alone, or words that are another client's are asked back or refused, never guessed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';

const { org } = useKontor();
const ids: Record<string, number> = {};

beforeAll(async () => {
  for (const [key, name, email, city] of [
    ['quell', 'Quellbrand Kachelöfen GmbH', 'buero@quellbrand-ofen.de', 'Tornwald'],
    ['sibA', 'Vorlitz Zahntechnik GmbH', 'info@vorlitz-zt.de', 'Ammerbach'],
    ['sibB', 'Vorlitz Dentallabor KG', 'labor@vorlitz-zt.de', 'Ammerbach'],
    ['free', 'Brelvank Opravy s.r.o.', 'brelvank.opravy@seznam.cz', 'Hostivice'],
    ['other', 'Dunmarsh Quillery Ltd', 'office@dunmarsh-quillery.co.uk', 'Carlow'],
  ] as const)
    ids[key] = (await org.api.post('/api/v1/clients/', { name, email, currency: 'EUR', address: { city } })).body.id;
});

const invoice = (client: string) =>
  org.api.post('/api/automation/smart/invoice/', { client, description: 'Work', amount: '100', dry_run: true });

describe('an e-mail address or a domain said in a phrase', () => {
  it.each([
    ['mail from buero@quellbrand-ofen.de', 'quell'],
    ['<buero@quellbrand-ofen.de>', 'quell'],
    ['mailto:BUERO@Quellbrand-Ofen.de', 'quell'],
    ['buero@quellbrand-ofen.de.', 'quell'],
    ['www.quellbrand-ofen.de', 'quell'],
    ['https://www.quellbrand-ofen.de/', 'quell'],
    ['@quellbrand-ofen.de', 'quell'],
    ['QUELLBRAND-OFEN.DE', 'quell'],
    ['the one at dunmarsh-quillery.co.uk', 'other'],
    ['Kunde mit E-Mail brelvank.opravy@seznam.cz', 'free'],
    ['Vorlitz Dentallabor (vorlitz-zt.de)', 'sibB'],
    ['labor@vorlitz-zt.de', 'sibB'],
  ])('reads %j as the client holding it, with a warning', async (said, key) => {
    const res = await invoice(said);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.matches.client.id).toBe(ids[key]);
    if (said !== 'labor@vorlitz-zt.de') expect(res.body.matches.client.warning).toBeTruthy();
  });

  it.each([
    // siblings share the domain
    ['www.vorlitz-zt.de'],
    // a public mail provider's domain alone
    ['seznam.cz'],
    ['@gmx.de'],
    // the address is one client's, the name another's
    ['Dunmarsh Quillery <buero@quellbrand-ofen.de>'],
  ])('never picks for %j', async (said) => {
    const res = await invoice(said);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
  });

  it('leaves a legal form with dots to the name', async () => {
    const res = await invoice('Brelvank Opravy s.r.o.');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.matches.client).toMatchObject({ id: ids.free, matched_on: 'name' });
  });
});
