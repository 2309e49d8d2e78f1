/**
 * An alias claimed by two requests at once (attacker trial, session 16). Both look for the alias, find none, and
 * insert; the second insert meets the unique index once the first commits. That must answer as if it had come
 * second: 409 `alias_taken` naming the holder, or 200 with the alias when it is the same record; and a smart
 * request that learns a confirmed phrase meanwhile taken keeps its 201 and says the phrase was not remembered.
 * The race is made deterministic: a transaction holds the alias uncommitted until the request waits on its lock.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';
import { whileHeld as heldRow } from '../../dev/test-support/while-held.js';
import { normalizeName } from './normalize.js';

const { kontor, org } = useKontor();
let holder = 0;
let other = 0;

beforeAll(async () => {
  holder = (await org.api.post('/api/v1/clients/', { name: 'Brackenholt Weavers Ltd', currency: 'GBP' })).body.id;
  other = (await org.api.post('/api/v1/clients/', { name: 'Ferncastle Dyers Ltd', currency: 'GBP' })).body.id;
});

/** Runs `request` while another transaction holds `alias` on the holder uncommitted, committing it once the request waits. */
const whileHeld = <T>(alias: string, request: () => Promise<T>): Promise<T> =>
  heldRow(
    kontor.db,
    'name_aliases',
    (trx) =>
      trx('name_aliases').insert({
        organization_id: org.id,
        client_id: holder,
        alias,
        alias_key: normalizeName(alias).key,
        source: 'manual',
      }),
    request,
  );

describe('an alias claimed by two requests at once', () => {
  it('answers 409 alias_taken naming the holder, not a bare conflict', async () => {
    const res = await whileHeld('Loomside', () => org.api.post(`/api/v1/clients/${other}/aliases/`, { alias: 'Loomside' }));
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body).toMatchObject({ code: 'alias_taken', field: 'alias', client_id: holder });
  });

  it('answers 200 with the alias when the same record got it meanwhile', async () => {
    const res = await whileHeld('Shuttlecock Wharfage', () =>
      org.api.post(`/api/v1/clients/${holder}/aliases/`, { alias: 'Shuttlecock Wharfage' }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ alias: 'Shuttlecock Wharfage' });
  });

  it('keeps a smart invoice made while its confirmed phrase was taken, and says the phrase was not remembered', async () => {
    const res = await whileHeld('Warp and Weft', () =>
      org.api.post('/api/automation/smart/invoice/', {
        client: { id: other, name: 'Warp and Weft', confirm: true },
        description: 'Dyeing',
        amount: '120',
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.warnings.join(' ')).toContain('"Warp and Weft" was not remembered');
    expect((await org.api.get(`/api/v1/invoices/${res.body.invoice.id}/`)).status).toBe(200);
    expect((await org.api.get(`/api/v1/clients/${other}/aliases/`)).body.results).toEqual([]);
  });
});
