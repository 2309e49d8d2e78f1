/**
 * A body naming members its route's schema does not know is refused 422 for them as it streams in, never parsed
 * (body-shape.ts): after the caller's credentials and scope and the path, as the validator answered it; a text that
 * is not JSON still answers 400, a name given twice its own 422, and the audit log keeps the body as sent.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';

const { kontor, org } = useKontor();

afterEach(() => vi.restoreAllMocks());

describe('unknown members of a body', () => {
  it('are named without the body being parsed, each item of a closed array too, before any other fault', async () => {
    const text = JSON.stringify({
      clientId: 1,
      issue_date: 'not a date',
      items: [
        { description: 'x', quantity: '1', unit_price: '1' },
        { description: 'y', qty: '2' },
      ],
    });
    const parse = vi.spyOn(JSON, 'parse');
    const res = await org.api.request('POST', '/api/v1/invoices/', { body: text, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(422);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(res.body).toMatchObject({
      code: 'validation_error',
      errors: [
        { field: 'clientId', message: 'is not a known field (did you mean "client_id"?)' },
        { field: 'items[1].qty', message: 'is not a known field' },
      ],
    });
    expect(res.body.detail).toBe(
      'The body is not valid: clientId is not a known field (did you mean "client_id"?); items[1].qty is not a known field',
    );
    expect(parse.mock.calls.some(([parsed]) => parsed === text)).toBe(false);
    // The names right, the values are read: the date, the client, the item's price.
    const fixed = await org.api.post('/api/v1/invoices/', {
      client_id: 1,
      issue_date: 'not a date',
      items: [{ description: 'y', quantity: '2' }],
    });
    expect(fixed.status).toBe(422);
    expect(fixed.body.errors.map((error: { field: string }) => error.field)).toContain('issue_date');
  });

  it('lists 20 and their count, as every validation problem does', async () => {
    const res = await org.api.post('/api/v1/clients/', {
      name: 'Many',
      ...Object.fromEntries(Array.from({ length: 45 }, (_, i) => [`u${i}`, i])),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveLength(20);
    expect(res.body.error_count).toBe(45);
  });

  it('come after the credentials, the scope and the path; malformed JSON and a name given twice answer as before', async () => {
    const unknown = { name: 'X', nope: 1 };
    expect((await kontor.client().post('/api/v1/clients/', unknown)).status).toBe(401);
    expect((await org.api.patch('/api/v1/clients/not-an-id/', unknown)).status).toBe(404);
    const malformed = await org.api.request('POST', '/api/v1/clients/', {
      body: '{"name": "x", "nope": tru}x',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('parse_error');
    const twice = await org.api.request('POST', '/api/v1/clients/', {
      body: '{"name": "x", "nope": 1, "name": "y"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual([
      { field: 'name', message: 'is given twice in one object; give it once (JSON would keep only the last)' },
    ]);
  });

  it('leave the body in the audit log as sent', async () => {
    const res = await org.api.post('/api/v1/clients/', { name: 'Audited', audited_unknown: 'kept' });
    expect(res.status).toBe(422);
    const entry = await vi.waitFor(
      async () => {
        const found = await kontor.db('audit_log').where({ organization_id: org.id, status: 422 }).orderBy('id', 'desc').first();
        expect(JSON.stringify(found?.request)).toContain('audited_unknown');
        return found;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(entry.request.body).toEqual({ name: 'Audited', audited_unknown: 'kept' });
  });
});
