/**
 * A place said beside a client's name: the Romance "a" and "à" after a legal form say where ("… S.p.A. a Vendrago"),
 * and a place one letter from a word of the name is another place, not that word misspelt ("Pryss … (Kryss)").
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';

const { org } = useKontor();
const ids: Record<string, number> = {};

beforeAll(async () => {
  for (const [key, name, city] of [
    ['spa', 'Quillmarsh Coltelleria S.p.A.', 'Vendrago'],
    ['srl', 'Quillmarsh Coltelleria S.r.l.', 'Ostrello'],
    ['kryss', 'Pryss Ofensetzer Sàrl', 'Kryss'],
    ['thaln', 'Pryss Ofensetzer Sàrl', 'Thalnau'],
    ['ei', 'Quendreier Zierputz GmbH', 'Wolkmar'],
    ['ey', 'Quendreyer Zierputz GmbH', 'Ostrello'],
  ] as const)
    ids[key] = (await org.api.post('/api/v1/clients/', { name, currency: 'EUR', address: { city } })).body.id;
});

const invoice = (client: string) =>
  org.api.post('/api/automation/smart/invoice/', { client, description: 'Work', amount: '100', dry_run: true });

describe('a place said beside the name', () => {
  it.each([
    ['Quillmarsh Coltelleria S.p.A. a Vendrago', 'spa'],
    ['Quillmarsh Coltelleria S.r.l. a Ostrello', 'srl'],
    ['Quillmarsh Coltelleria S.r.l. à Ostrello', 'srl'],
    ['Pryss Ofensetzer Sàrl (Kryss)', 'kryss'],
    ['Pryss Ofensetzer Sàrl, Thalnau', 'thaln'],
    ['PRYSS OFENSETZER;THALNAU', 'thaln'],
  ])('reads %j as the client there', async (said, key) => {
    const res = await invoice(said);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.matches.client.id).toBe(ids[key]);
  });

  it.each([['Quillmarsh Coltelleria S.p.A. a Ostrello'], ['Pryss Ofensetzer Sàrl (Pryss)']])(
    'never takes %j for a client somewhere else',
    async (said) => {
      const res = await invoice(said);
      expect(res.status, JSON.stringify(res.body)).toBe(422);
    },
  );

  it('never moves a name spelt exactly onto a sound-alike in the place said', async () => {
    const res = await invoice('Quendreyer Zierputz (Wolkmar)');
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    const heard = await invoice('Quendrayer Zierputz (Wolkmar)');
    expect(heard.status, JSON.stringify(heard.body)).toBe(200);
    expect(heard.body.matches.client.id).toBe(ids.ei);
  });

  it('reads a city or legal form an agent gives beside the name as said with it', async () => {
    const there = await invoice('{"name": "Quillmarsh Coltelleria", "city": "Vendrago"}');
    expect(there.status, JSON.stringify(there.body)).toBe(200);
    expect(there.body.matches.client.id).toBe(ids.spa);
    for (const said of [
      '{"name": "Quillmarsh Coltelleria S.r.l.", "city": "Vendrago"}',
      'client: Quillmarsh Coltelleria S.r.l.; legal_form: S.p.A.',
    ]) {
      const res = await invoice(said);
      expect(res.status, JSON.stringify(res.body)).toBe(422);
    }
  });

  it('reads a client nested in an envelope an agent wraps its arguments in', async () => {
    const res = await invoice('{"data": {"client": "Quillmarsh Coltelleria S.r.l.", "amount": 100}}');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.matches.client.id).toBe(ids.srl);
    const two = await invoice('{"data": [{"client": "Quillmarsh Coltelleria S.r.l."}, {"client": "Pryss Ofensetzer Sàrl"}]}');
    expect(two.status, JSON.stringify(two.body)).toBe(422);
  });
});
