/**
 * A phrase that reads two ways at once (attacker trial, session 18): the whole name of one client and, read otherwise,
 * another. A client may be named like another's e-mail, VAT or registration number, or like a correction ("Quorvel,
 * sorry, I mean Brintax a.s."); read one way only, the other record lost without a word, or with only a warning. Each is
 * asked back; an identifier sent as one (`{"email": …}`) says what it is and is taken; either choice can be confirmed.
 */
import { describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';

const { org } = useKontor();

const invoice = (client: unknown) =>
  org.api.post('/api/automation/smart/invoice/', { client, description: 'Work', amount: '100', dry_run: true });
const client = async (name: string, extra: object = {}) => {
  const made = await org.api.post('/api/v1/clients/', { name, currency: 'EUR', ...extra });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.id as number;
};
const candidateIds = (body: { candidates?: Array<{ id: number }> }) => (body.candidates ?? []).map((one) => one.id).sort((a, b) => a - b);

describe('a phrase that is one client’s whole name and reads as another', () => {
  it('asks back an e-mail, a VAT number or digits that are also a client’s name, and takes them sent as identifiers', async () => {
    const holder = await client('Brintax Vopelka a.s.', {
      email: 'office@brintax.test',
      vat_no: 'CZ61829374',
      registration_no: '61829374',
    });
    const byMail = await client('office@brintax.test');
    const byVat = await client('CZ61829374');
    const byDigits = await client('61829374');
    for (const [said, named] of [
      ['office@brintax.test', byMail],
      ['CZ61829374', byVat],
      ['61829374', byDigits],
    ] as const) {
      const res = await invoice(said);
      expect(res.status, `${said}: ${JSON.stringify(res.body)}`).toBe(422);
      expect(res.body.code).toBe('ambiguous_match');
      expect(candidateIds(res.body)).toEqual([holder, named].sort((a, b) => a - b));
    }
    expect((await invoice({ email: 'office@brintax.test' })).body.matches.client.id).toBe(holder);
    expect((await invoice({ vat_no: 'CZ61829374' })).body.matches.client.id).toBe(holder);
    // Either record is taken when chosen for the phrase.
    expect((await invoice({ id: holder, name: 'office@brintax.test', confirm: true })).body.matches.client.id).toBe(holder);
    const other = await invoice({ id: byVat, name: 'CZ61829374', confirm: true });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    expect(other.body.matches.client.id).toBe(byVat);
  });

  it('asks back a correction that is another client’s whole name, and reads it as the correction otherwise', async () => {
    const meant = await client('Vestrolin Kabely s.r.o.');
    await client('Quorvel Drahtwerk GmbH');
    const namedSo = await client('Quorvel, sorry, I mean Vestrolin Kabely s.r.o.');
    const asked = await invoice('Quorvel, sorry, I mean Vestrolin Kabely s.r.o.');
    expect(asked.status, JSON.stringify(asked.body)).toBe(422);
    expect(asked.body.code).toBe('ambiguous_match');
    expect(candidateIds(asked.body)).toEqual([meant, namedSo].sort((a, b) => a - b));
    const chosen = await invoice({ id: meant, name: 'Quorvel, sorry, I mean Vestrolin Kabely s.r.o.', confirm: true });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body.matches.client.id).toBe(meant);
    // No one else is named so: the correction is read, with its warning.
    const read = await invoice('Quorvel Drahtwerk, sorry, I mean Vestrolin Kabely');
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.matches.client.id).toBe(meant);
    expect(read.body.matches.client.warning).toContain('as the name meant');
  });

  it('takes the client named by the whole phrase when its correction reads as that client too', async () => {
    const namedSo = await client('Ardelith, pardon, Zumvrek');
    const res = await invoice('Ardelith, pardon, Zumvrek');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.matches.client.id).toBe(namedSo);
  });

  it('asks back a name holding another client’s registration number, which its words alone would take', async () => {
    const holder = await client('Plunderwick s.r.o.', { registration_no: '58203917' });
    const spoof = await client('Plunderwick s.r.o. (reg. no. 58203917)');
    const res = await invoice('Plunderwick 58203917');
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.code).toBe('ambiguous_match');
    expect(candidateIds(res.body)).toEqual([holder, spoof].sort((a, b) => a - b));
    // The number said with its label is the holder's, as before.
    expect((await invoice('Plunderwick, IČO 58203917')).body.matches.client.id).toBe(holder);
  });
});
