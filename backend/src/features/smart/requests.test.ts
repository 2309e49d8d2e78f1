/**
 * Requests around a name (names/requests.ts): asked by a modal, politely, with a verb of finding, sending or billing,
 * a thing asked for and who it is for or from, in cs, sk, de, pl and en. The names here are invented.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';

const { org } = useKontor();
const ids: Record<string, number> = {};

beforeAll(async () => {
  for (const [key, name] of [
    ['en', 'Brimblecombe Ropewalkers Ltd'],
    ['enPlc', 'Brimblecombe Ropewalkers PLC'],
    ['cs', 'Vlčkovský Pasířství s.r.o.'],
    ['de', 'Quernheimer Seilerei GmbH'],
    ['deKg', 'Quernheimer Seilerei KG'],
    ['pl', 'Wróblewicz Powroźnictwo Sp. z o.o.'],
    ['order', 'Order Quayfield Ltd'],
  ])
    ids[key!] = (await org.api.post('/api/v1/clients/', { name, currency: 'EUR' })).body.id;
});

const invoice = (client: unknown) =>
  org.api.post('/api/automation/smart/invoice/', { client, description: 'Work', amount: '100', dry_run: true });

describe('request words around a client name', () => {
  it.each([
    ['Can you look up Brimblecombe Ropewalkers Ltd for me?', 'en'],
    ['order from Brimblecombe Ropewalkers Ltd', 'en'],
    ['I need the account for Brimblecombe Ropewalkers PLC.', 'enPlc'],
    ['objednávka od Vlčkovský Pasířství', 'cs'],
    ['zakázka pro Vlčkovský Pasířství s.r.o.', 'cs'],
    ['Najdi prosím klienta Vlčkovský Pasířství', 'cs'],
    ['takže vlckovsky pasirstvi', 'cs'],
    ['Könnten Sie Quernheimer Seilerei GmbH eine Rechnung schicken?', 'de'],
    ['Quernheimer Seilerei KG anlegen.', 'deKg'],
    ['na ja quernheimer seilerei gmbh', 'de'],
    ['Czy możesz znaleźć klienta Wróblewicz Powroźnictwo?', 'pl'],
    ['zamówienie od Wróblewicz Powroźnictwo', 'pl'],
  ])('"%s"', async (said, key) => {
    const res = await invoice(said);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.matches.client.id).toBe(ids[key]);
  });

  it('keeps a request word that is a word of the name', async () => {
    const res = await invoice('Order Quayfield');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.matches.client.id).toBe(ids.order);
  });

  it('still refuses a request that names no one', async () => {
    const res = await invoice('Can you look up the order for me?');
    expect(res.status).toBe(422);
  });
});
