/**
 * A street and house number said with a client's name: the stored street that explains them decides between
 * records of the same name, with a warning; a street that is not the stored one is no match.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';

const { org } = useKontor();
const ids: Record<string, number> = {};

beforeAll(async () => {
  for (const [key, name, street, city] of [
    ['lip', 'Karvelin Stavby s.r.o.', 'Lipová 12', 'Hostivice'],
    ['hor', 'Karvelin Stavby s.r.o.', 'Za Mlýnkem 5', 'Hostivice'],
    ['mue', 'Ortweil Zunderwerk GmbH', 'Wurzelpfad 3', 'Tornwald'],
    ['bah', 'Ortweil Zunderwerk GmbH', 'Wurzelstraße 41', 'Ammerbach'],
  ] as const)
    ids[key] = (await org.api.post('/api/v1/clients/', { name, currency: 'EUR', address: { street, city } })).body.id;
});

const invoice = (client: string) =>
  org.api.post('/api/automation/smart/invoice/', { client, description: 'Work', amount: '100', dry_run: true });

describe('a street said beside the name', () => {
  it.each([
    ['Karvelin Stavby, Lipová 12', 'lip'],
    ['Karvelin Stavby (Za Mlýnkem 5)', 'hor'],
    ['Karvelin Stavby, Za Mlynkem 5, Hostivice', 'hor'],
    ['Ortweil Zunderwerk, Wurzelstraße 41', 'bah'],
    ['Ortweil Zunderwerk (Wurzelpfad 3)', 'mue'],
    ['Ortweil Zunderwerk, Wurzelstrasse 41, Ammerbach', 'bah'],
  ])('reads %j as the client at that street, with a warning', async (said, key) => {
    const res = await invoice(said);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.matches.client.id).toBe(ids[key]);
    expect(res.body.matches.client.warning).toBeTruthy();
  });

  it.each([
    ['Karvelin Stavby, Lipová 5'],
    ['Karvelin Stavby (Polní 12)'],
    ['Ortweil Zunderwerk, Wurzelpfad 41'],
    ['Ortweil Zunderwerk, Wurzelstraße 41, Tornwald'],
  ])('never takes %j for a client at another street', async (said) => {
    const res = await invoice(said);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
  });
});
