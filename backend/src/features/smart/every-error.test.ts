/**
 * A smart invoice answers every field's error at once, as a DRF serializer does: a value it cannot read and a client
 * it cannot find for sure in one 422, nothing created. Before, a missing description was all a caller heard, and it
 * learnt only on its next try that the client matched nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';

const { kontor, org } = useKontor();

beforeAll(async () => {
  for (const name of ['Kvasnovský Stavby s.r.o.', 'Kvasnovský Stavby a.s.', 'Lindqvist Trading AB'])
    await org.api.post('/api/v1/clients/', { name, currency: 'CZK' });
});

const invoices = async () => Number((await kontor.db('invoices').where({ organization_id: org.id }).count({ n: '*' }).first())!.n);
const fields = (body: { errors: Array<{ field: string }> }) => body.errors.map((error) => error.field);

describe('a smart invoice refused', () => {
  it('names the missing description and the client that matched nothing, with its suggestions, in one 422', async () => {
    const before = await invoices();
    const res = await org.api.post('/api/automation/smart/invoice/', { client: 'Zeppelin Aerospace Ltd', amount: '100' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'validation_error', field: 'client', suggestions: expect.any(Array) });
    expect(fields(res.body)).toEqual(['description', 'client']);
    expect(res.body.errors[1]).toMatchObject({ field: 'client', code: 'no_match', message: expect.stringContaining('Zeppelin') });
    expect(res.body.detail).toContain('description');
    expect(res.body.detail).toContain('Zeppelin');
    expect(await invoices()).toBe(before);
  });

  it('names every unreadable value and an ambiguous client, with its candidates', async () => {
    const before = await invoices();
    const res = await org.api.post('/api/automation/smart/invoice/', { client: 'kvasnovsky stavby', amount: 'abc', due: '32.13.2026' });
    expect(res.status).toBe(422);
    expect(fields(res.body).sort()).toEqual(['amount', 'client', 'description', 'due']);
    expect(res.body.errors.find((error: { field: string }) => error.field === 'client')).toMatchObject({ code: 'ambiguous_match' });
    expect(res.body.candidates.map((one: { name: string }) => one.name).sort()).toEqual([
      'Kvasnovský Stavby a.s.',
      'Kvasnovský Stavby s.r.o.',
    ]);
    expect(await invoices()).toBe(before);
  });

  it('names only the values when the client was found', async () => {
    const res = await org.api.post('/api/automation/smart/invoice/', { client: 'Lindqvist Trading', amount: '100' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'validation_error' });
    expect(res.body).not.toHaveProperty('field');
    expect(fields(res.body)).toEqual(['description']);
  });

  it('answers a client that matched nothing as before when every value reads', async () => {
    const res = await org.api.post('/api/automation/smart/invoice/', {
      client: 'Zeppelin Aerospace Ltd',
      description: 'Work',
      amount: '1',
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'no_match', field: 'client' });
    expect(res.body).not.toHaveProperty('errors');
  });
});
