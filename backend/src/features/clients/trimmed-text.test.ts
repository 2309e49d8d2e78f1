/**
 * Names and the other identity text of clients and employees are stored trimmed, as a DRF CharField stores them:
 * on create and update, a required name of white space alone refused naming the field, rows stored before trimmed by
 * the migration, and the smart resolver finding the trimmed name.
 */
import { describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';
import { up as trimStoredRows } from '../../platform/db/migrations/0036_trimmed_identity_text.js';
import { clientReference, resolveClient } from '../smart/resolve.js';

const { kontor, org } = useKontor();

describe('identity text stored trimmed', () => {
  it('trims a client on create, replace and patch, address and numbers included', async () => {
    const created = await org.api.post('/api/v1/clients/', {
      name: ' Acme s.r.o. ',
      legal_name: '\tAcme Stavby s.r.o.\n',
      registration_no: ' 12345678 ',
      vat_no: 'CZ12345678 ',
      email: ' billing@acme.test ',
      phone: ' +420 123 456 789',
      address: { street: ' Dlouhá 1 ', city: '\u00a0Brno\u00a0', zip: ' 602 00 ', country: ' CZ ' },
      notes: '  kept as written  ',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Acme s.r.o.',
      legal_name: 'Acme Stavby s.r.o.',
      registration_no: '12345678',
      vat_no: 'CZ12345678',
      email: 'billing@acme.test',
      phone: '+420 123 456 789',
      address: { street: 'Dlouhá 1', city: 'Brno', zip: '602 00', country: 'CZ' },
      // Free text, not matched on: its white space may be the writer's layout.
      notes: '  kept as written  ',
    });
    const stored = await kontor.db('clients').where({ id: created.body.id }).first();
    expect([stored.name, stored.address_city]).toEqual(['Acme s.r.o.', 'Brno']);

    const patched = await org.api.patch(`/api/v1/clients/${created.body.id}/`, {
      name: '  Acme Group s.r.o.  ',
      address: { city: ' Praha' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: 'Acme Group s.r.o.', address: { city: 'Praha' } });
    const replaced = await org.api.put(`/api/v1/clients/${created.body.id}/`, { name: 'Acme Holding s.r.o.\u3000' });
    expect(replaced.body.name).toBe('Acme Holding s.r.o.');
  });

  it('trims an employee on create and patch', async () => {
    const created = await org.api.post('/api/v1/employees/', { name: ' Jana Nováková ', email: 'jana@firma.test ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Jana Nováková', email: 'jana@firma.test' });
    const patched = await org.api.patch(`/api/v1/employees/${created.body.id}/`, { name: '\nJana Svobodová ' });
    expect(patched.body.name).toBe('Jana Svobodová');
  });

  it('refuses a required name of white space alone, naming the field', async () => {
    for (const [path, body] of [
      ['/api/v1/clients/', { name: '   ' }],
      ['/api/v1/employees/', { name: '\t \n' }],
    ] as const) {
      const refused = await org.api.post(path, body);
      expect([refused.status, refused.body.code], path).toEqual([422, 'validation_error']);
      expect(refused.body.errors).toEqual([{ field: 'name', message: 'must not be blank' }]);
    }
    const { body: client } = await org.api.post('/api/v1/clients/', { name: 'Blank Test GmbH' });
    const patched = await org.api.patch(`/api/v1/clients/${client.id}/`, { name: ' ' });
    expect(patched.status).toBe(422);
    expect(patched.body.errors).toEqual([{ field: 'name', message: 'must not be blank' }]);
    // An optional text of white space alone is empty, as sent empty.
    const legal = await org.api.patch(`/api/v1/clients/${client.id}/`, { legal_name: '  ' });
    expect([legal.status, legal.body.legal_name]).toEqual([200, '']);
  });

  it('finds the trimmed name by the smart resolver', async () => {
    const { body: client } = await org.api.post('/api/v1/clients/', { name: '  Zahradnictví Květák s.r.o.  ' });
    const match = await resolveClient(kontor.db, org.id, clientReference('Zahradnictví Květák')!);
    expect([match.id, match.name]).toEqual([client.id, 'Zahradnictví Květák s.r.o.']);
    const exact = await resolveClient(kontor.db, org.id, clientReference(' Zahradnictví Květák s.r.o. ')!);
    expect(exact.id).toBe(client.id);
  });

  it('trims the rows stored before, and marks their name keys to be made again', async () => {
    const other = await kontor.createOrganization();
    const [client] = await kontor
      .db('clients')
      .insert({ organization_id: other.id, name: ' Old Name Ltd\u00a0', email: ' old@firma.test', address_city: 'Leeds ' })
      .returning(['id']);
    const [clean] = await kontor
      .db('clients')
      .insert({ organization_id: other.id, name: 'Clean Ltd', name_keys_revision: 5 })
      .returning(['id']);
    const [employee] = await kontor.db('employees').insert({ organization_id: other.id, name: 'Petr Dvořák\t' }).returning(['id']);
    await trimStoredRows(kontor.db);
    const stored = await kontor.db('clients').where({ id: client.id }).first();
    expect([stored.name, stored.email, stored.address_city, stored.name_keys_revision]).toEqual([
      'Old Name Ltd',
      'old@firma.test',
      'Leeds',
      0,
    ]);
    expect((await kontor.db('clients').where({ id: clean.id }).first()).name_keys_revision).toBe(5);
    expect((await kontor.db('employees').where({ id: employee.id }).first()).name).toBe('Petr Dvořák');
  });
});
