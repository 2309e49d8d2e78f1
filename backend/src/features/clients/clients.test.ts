import { beforeAll, describe, expect, it } from 'vitest';
import type { TestOrganization } from '../../dev/test-support/kontor.js';
import { useKontor } from '../../dev/test-support/fixture.js';

const { kontor, org } = useKontor();

describe('clients', () => {
  it('creates a client with defaults and answers 201 with Location', async () => {
    const res = await org.api.post('/api/v1/clients/', { name: 'Novák Stavby s.r.o.', address: { city: 'Brno' } });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe(`/api/v1/clients/${res.body.id}/`);
    expect(res.body).toMatchObject({
      name: 'Novák Stavby s.r.o.',
      currency: 'EUR',
      payment_terms_days: 14,
      address: { street: '', city: 'Brno', zip: '', country: '' },
    });
    expect(res.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  // Made without a currency in an organization billing in CZK, a client was billed in EUR, without a word.
  it("takes the organization's default currency when none is given, on creation and in a PUT", async () => {
    const czech = await kontor.createOrganization('Billing in CZK');
    expect((await czech.api.patch('/api/v1/organization/', { default_currency: 'CZK' })).status).toBe(200);
    const created = await czech.api.post('/api/v1/clients/', { name: 'Novák s.r.o.' });
    expect(created.body.currency).toBe('CZK');
    const replaced = await czech.api.put(`/api/v1/clients/${created.body.id}/`, { name: 'Novák a syn s.r.o.' });
    expect(replaced.body.currency).toBe('CZK');
    const invoice = await czech.api.post('/api/v1/invoices/', {
      client_id: created.body.id,
      items: [{ description: 'x', unit_price: '1' }],
    });
    expect(invoice.body.currency).toBe('CZK');
    expect((await czech.api.post('/api/v1/clients/', { name: 'Schröder GmbH', currency: 'EUR' })).body.currency).toBe('EUR');
  });

  it('serves the same path without its trailing slash, POST included', async () => {
    const created = await org.api.post('/api/v1/clients', { name: 'No Slash GmbH' });
    expect(created.status).toBe(201);
    const fetched = await org.api.get(`/api/v1/clients/${created.body.id}`);
    expect(fetched.status).toBe(200);
    expect(fetched.body.name).toBe('No Slash GmbH');
  });

  it('retrieves, replaces, patches and deletes', async () => {
    const { body: client } = await org.api.post('/api/v1/clients/', { name: 'Acme Ltd', email: 'billing@acme.test', currency: 'GBP' });
    const put = await org.api.put(`/api/v1/clients/${client.id}/`, { name: 'Acme Limited', phone: '+44 1' });
    expect(put.status).toBe(200);
    // PUT replaces: fields not sent return to their defaults.
    expect(put.body).toMatchObject({ name: 'Acme Limited', phone: '+44 1', email: '', currency: 'EUR' });

    const patch = await org.api.patch(`/api/v1/clients/${client.id}/`, { email: 'ap@acme.test', address: { zip: 'EC1' } });
    expect(patch.status).toBe(200);
    expect(patch.body).toMatchObject({ name: 'Acme Limited', phone: '+44 1', email: 'ap@acme.test', address: { zip: 'EC1' } });
    expect(Date.parse(patch.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(client.updated_at));

    expect((await org.api.delete(`/api/v1/clients/${client.id}/`)).status).toBe(204);
    expect((await org.api.get(`/api/v1/clients/${client.id}/`)).status).toBe(404);
  });

  // Twenty creates of one name at once made four clients of it under `refuse` (attacker trial, 2026-11-29):
  // each transaction looked for namesakes before any of the others had committed.
  it('makes one client of twenty concurrent creates of one name when duplicates are refused', async () => {
    const strict = await kontor.createOrganization('Refusing namesakes at once');
    expect((await strict.api.patch('/api/v1/organization/', { duplicate_client_names: 'refuse' })).status).toBe(200);
    // Five rounds: the race is one of timing, and a single round may pass by luck.
    for (const round of [1, 2, 3, 4, 5]) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => strict.api.post('/api/v1/clients/', { name: `Race Twin ${round} s.r.o.` })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
      expect(answers.find((a) => a.status === 409)!.body.code).toBe('duplicate_name');
    }
    expect((await strict.api.get('/api/v1/clients/?search=race%20twin')).body.count).toBe(5);
  });

  it('refuses to delete a client with invoices (409) and keeps it', async () => {
    const { body: client } = await org.api.post('/api/v1/clients/', { name: 'Invoiced s.r.o.' });
    await org.api.post('/api/v1/invoices/', { client_id: client.id, items: [{ description: 'Work', unit_price: '10' }] });
    const res = await org.api.delete(`/api/v1/clients/${client.id}/`);
    expect(res.status).toBe(409);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(res.body.code).toBe('client_has_invoices');
    expect((await org.api.get(`/api/v1/clients/${client.id}/`)).status).toBe(200);
  });

  it('rejects an empty PATCH and unknown fields with field errors', async () => {
    const { body: client } = await org.api.post('/api/v1/clients/', { name: 'Strict AG' });
    const empty = await org.api.patch(`/api/v1/clients/${client.id}/`, {});
    expect(empty.status).toBe(422);
    const unknown = await org.api.post('/api/v1/clients/', { name: 'X', colour: 'red', payment_terms_days: -1 });
    expect(unknown.status).toBe(422);
    // The unknown member first (named as the body arrived, body-shape.ts); the values once the names are right.
    expect(unknown.body.errors).toEqual([{ field: 'colour', message: 'is not a known field' }]);
    const known = await org.api.post('/api/v1/clients/', { name: 'X', payment_terms_days: -1 });
    expect(known.body.errors).toEqual([{ field: 'payment_terms_days', message: expect.stringContaining('>= 0') }]);
  });

  it('names the known field an unknown one was likely meant as, in a body and in a query', async () => {
    const misnamed = await org.api.post('/api/v1/clients/', {
      name: 'Hinted AG',
      paymentTermsDays: 30,
      vat: 'CZ1',
      address_city: 'Linz',
    });
    expect(misnamed.status).toBe(422);
    expect(misnamed.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'paymentTermsDays', message: 'is not a known field (did you mean "payment_terms_days"?)' },
        { field: 'vat', message: 'is not a known field' },
        // A nested field flattened, as a form or a spreadsheet column names it.
        { field: 'address_city', message: 'is not a known field (did you mean "address.city"?)' },
      ]),
    );
    const filtered = await org.api.get('/api/v1/invoices/?client_id=1');
    expect(filtered.status).toBe(400);
    expect(filtered.body.errors).toEqual([{ field: 'client_id', message: 'is not a known field (did you mean "client"?)' }]);
  });

  it('takes a currency only by the ISO 4217 code of one in use', async () => {
    for (const currency of ['XXX', 'VAT', 'ABC']) {
      const res = await org.api.post('/api/v1/clients/', { name: `Currency ${currency}`, currency });
      expect(res.status, currency).toBe(422);
      expect(res.body.errors).toEqual([{ field: 'currency', message: expect.stringContaining('ISO 4217') }]);
    }
    expect((await org.api.post('/api/v1/clients/', { name: 'Currency CZK', currency: 'CZK' })).status).toBe(201);
    expect((await org.api.post('/api/v1/invoices/', { client_id: 1, currency: 'DPH', items: [] })).body.errors).toEqual(
      expect.arrayContaining([{ field: 'currency', message: expect.stringContaining('ISO 4217') }]),
    );
    // A client stored before the check, with a code no currency has, does not pass it on to its invoices.
    const old = (await org.api.post('/api/v1/clients/', { name: 'Stored before' })).body;
    await kontor.db('clients').where({ id: old.id }).update({ currency: 'VAT' });
    const items = [{ description: 'Work', unit_price: '10' }];
    const inherited = await org.api.post('/api/v1/invoices/', { client_id: old.id, items });
    expect(inherited.status).toBe(422);
    expect(inherited.body.errors).toEqual([{ field: 'currency', message: expect.stringContaining('"VAT"') }]);
    expect((await org.api.post('/api/v1/invoices/', { client_id: old.id, currency: 'EUR', items })).status).toBe(201);
  });
  // "Evil\u202eCorp" was stored and shown as "EvilproC": a name that displays as another (Trojan Source, CVE-2021-42574).
  it('refuses a name holding a bidirectional control, and keeps the marks mixed scripts need', async () => {
    for (const name of ['Evil\u202eCorp', 'Ab\u2066cd\u2069 s.r.o.']) {
      const res = await org.api.post('/api/v1/clients/', { name, legal_name: name });
      expect(res.status).toBe(422);
      expect(res.body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['legal_name', 'name']);
      expect(res.body.errors[0].message).toContain('bidirectional control U+');
    }
    const employee = await org.api.post('/api/v1/employees/', { name: 'Jan\u202d Novák', email: 'bidi@kontor.test' });
    expect(employee.status).toBe(422);
    const marked = await org.api.post('/api/v1/clients/', { name: 'שלום\u200f Trading Ltd' });
    expect(marked.status).toBe(201);
  });
});

describe('client lists', () => {
  let other: TestOrganization;
  beforeAll(async () => {
    other = await kontor.createOrganization('Listing');
    for (const [name, city, currency] of [
      ['Alpha Logistics', 'Praha', 'CZK'],
      ['Beta Bau GmbH', 'Wien', 'EUR'],
      ['Gamma 100% Bio', 'Brno', 'CZK'],
      ['Delta_Trade', 'Linz', 'EUR'],
      ['Epsilon Foods', 'Praha', 'CZK'],
    ]) {
      await other.api.post('/api/v1/clients/', { name, address: { city }, currency });
    }
  });

  it('paginates with count and absolute next/previous links', async () => {
    const first = await other.api.get('/api/v1/clients/?page_size=2&ordering=name');
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(5);
    expect(first.body.results.map((c: { name: string }) => c.name)).toEqual(['Alpha Logistics', 'Beta Bau GmbH']);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toBe(`${kontor.url}/api/v1/clients/?page_size=2&ordering=name&page=2`);

    const last = await other.api.get(first.body.next.replace(kontor.url, '').replace('page=2', 'page=3'));
    expect(last.body.results.map((c: { name: string }) => c.name)).toEqual(['Gamma 100% Bio']);
    expect(last.body.next).toBeNull();
    expect(last.body.previous).toContain('page=2');

    const beyond = await other.api.get('/api/v1/clients/?page=9&page_size=2');
    expect(beyond.body).toMatchObject({ count: 5, results: [], next: null });
  });

  // A list reads only the columns a client's row has (not its name keys): one it dropped would come back null or absent.
  it('answers each client in a list as its GET does', async () => {
    const held = await other.api.post('/api/v1/clients/', {
      name: 'Zeta Holding',
      email: 'ap@zeta.test',
      language: 'de',
      notes: 'listed whole',
      dunning_hold: { until: null, reason: 'listed whole' },
    });
    expect(held.status).toBe(201);
    const fetched = await other.api.get(`/api/v1/clients/${held.body.id}/`);
    expect(fetched.body).toMatchObject({ language: 'de', dunning_hold: { reason: 'listed whole' } });
    const listed = await other.api.get('/api/v1/clients/?search=zeta');
    expect(listed.body.results).toEqual([fetched.body]);
    const pages = await other.api.get('/api/v1/clients/?ordering=name&page_size=2');
    let page = pages.body as { results: Array<{ id: number }>; next: string | null };
    const walked: Array<{ id: number }> = [...page.results];
    while (page.next) {
      page = (await other.api.get(page.next.replace(kontor.url, ''))).body;
      walked.push(...page.results);
    }
    expect(walked.find((client) => client.id === held.body.id)).toEqual(fetched.body);
    expect((await other.api.delete(`/api/v1/clients/${held.body.id}/`)).status).toBe(204);
  });

  it('orders descending, searches text fields and filters', async () => {
    const desc = await other.api.get('/api/v1/clients/?ordering=-name');
    expect(desc.body.results[0].name).toBe('Gamma 100% Bio');

    const byCity = await other.api.get('/api/v1/clients/?search=praha');
    expect(byCity.body.results.map((c: { name: string }) => c.name).sort()).toEqual(['Alpha Logistics', 'Epsilon Foods']);

    // % and _ are searched as text, not as patterns.
    expect((await other.api.get('/api/v1/clients/?search=100%25')).body.count).toBe(1);
    expect((await other.api.get('/api/v1/clients/?search=a_t')).body.count).toBe(1);

    const czk = await other.api.get('/api/v1/clients/?currency=CZK&ordering=name');
    expect(czk.body.count).toBe(3);
  });

  it('answers 400 for a bad page size, an unknown ordering or an unknown parameter', async () => {
    for (const query of ['page_size=201', 'page=0', 'ordering=colour', 'stauts=paid']) {
      const res = await other.api.get(`/api/v1/clients/?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe('validation_error');
      expect(res.body.errors.length).toBeGreaterThan(0);
    }
  });
});
