/**
 * Names said declined (Czech, Slovak and Polish cases): looked up in the database by the nominatives they may be cases
 * of, asked back when a declined form is also another record's name as written ("Jana": Jana, or Jan declined), and a
 * woman's surname declined as a woman's names the woman, not the man sharing its stem.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';
import { nominatives } from './names/words.js';
import { phoneticKey } from './normalize.js';
import { clientsHoldingWords, explainClientsHoldingWords } from './store-holders.js';
import { clientToColumns } from '../clients/store.js';

const { kontor, org } = useKontor();
const ids: Record<string, number> = {};

beforeAll(async () => {
  for (const [key, name] of Object.entries({
    novak: 'Petr Novák',
    jana: 'Jana Vondráčková',
    jan: 'Jan Dvorský',
    kowalski: 'Kowalski Budownictwo sp. z o.o.',
  }))
    ids[key] = (await org.api.post('/api/v1/clients/', { name, currency: 'EUR' })).body.id;
  for (const [key, name] of Object.entries({
    zednik: 'Petr Zedník',
    zednikova: 'Eva Zedníková',
    pesek: 'Karel Pešek',
    peskova: 'Marie Pešková',
  }))
    ids[key] = (await org.api.post('/api/v1/employees/', { name })).body.id;
});

const invoice = (client: string) =>
  org.api.post('/api/automation/smart/invoice/', { client, description: 'Work', amount: '100', dry_run: true });
const time = (employee: string) => org.api.post('/api/automation/smart/time/', { employee, duration: '30 min', dry_run: true });
const candidateIds = (body: { candidates?: Array<{ id: number }> }) => (body.candidates ?? []).map((candidate) => candidate.id).sort();

describe('the nominatives a declined word may be a case of', () => {
  it.each([
    ['novaka', 'novak'],
    ['novakovi', 'novak'],
    ['novaku', 'novak'],
    ['marka', 'marek'],
    ['nemce', 'nemec'],
    ['hrubeho', 'hruby'],
    ['kowalskiego', 'kowalski'],
    ['jana', 'jan'],
  ])('reads %j as a case of %j', (asked, nominative) => {
    expect(nominatives(asked)).toContain(nominative);
  });

  it('reads no case into numbers and short words', () => {
    expect(nominatives('2000')).toEqual([]);
    expect(nominatives('ana')).toEqual([]);
  });
});

describe('declined names looked up in the database', () => {
  it.each(['novaka', 'novakovi', 'novaku', 'novakem'])('fetches the client named Novák for %j', async (word) => {
    const rows = await clientsHoldingWords(kontor.db, org.id, word, [word], phoneticKey, false);
    expect(rows.map((row) => row.id)).toContain(ids.novak);
    const loose = await clientsHoldingWords(kontor.db, org.id, word, [word], phoneticKey, true);
    expect(loose.map((row) => row.id)).toContain(ids.novak);
  });

  it('fetches a Polish genitive', async () => {
    const rows = await clientsHoldingWords(kontor.db, org.id, 'kowalskiego', ['kowalskiego'], phoneticKey, false);
    expect(rows.map((row) => row.id)).toEqual([ids.kowalski]);
  });

  // The planner's choice depends on the table's size: with a few rows any index on organization_id will do. In an
  // organization of 5,000 clients the resolver's own query (a declined word beside another) must read the GIN index
  // over the names' sounds rather than every client of the organization. The smart benchmark prints it at 100,000.
  it('reads them through the GIN index over sound_words', async () => {
    const other = (await kontor.createOrganization()).id;
    const trades = ['Stavby', 'Doprava', 'Obchod', 'Servis', 'Elektro', 'Reality', 'Zahrady'];
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      ...clientToColumns({ name: `Firma${i} ${trades[i % trades.length]} s.r.o.`, currency: 'EUR' }),
      organization_id: other,
    }));
    for (let i = 0; i < rows.length; i += 1000) await kontor.db('clients').insert(rows.slice(i, i + 1000));
    await kontor.db.raw('ANALYZE clients');
    const text = await explainClientsHoldingWords(kontor.db, other, 'novakovi stavby', ['novakovi', 'stavby'], phoneticKey);
    expect(text, text).toContain('clients_sound_words_idx');
    expect(text).not.toContain('Seq Scan');
  });

  it.each(['Nováka', 'Novákovi', 'u Nováků', 'pro Nováka'])('resolves %j to Petr Novák, with a warning', async (client) => {
    const res = await invoice(client);
    expect(res.status).toBe(200);
    expect(res.body.matches.client.id).toBe(ids.novak);
    expect(res.body.warnings.length).toBeGreaterThan(0);
  });
});

describe('a declined form that is also another name', () => {
  it('asks back "Jana" between Jana Vondráčková and Jan Dvorský (Jana: Jan declined)', async () => {
    const res = await invoice('jana');
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('ambiguous_match');
    expect(candidateIds(res.body)).toEqual(expect.arrayContaining([ids.jana, ids.jan]));
  });

  it('takes the one the rest of the query decides', async () => {
    const res = await invoice('Jana Vondráčková');
    expect(res.body.matches.client.id).toBe(ids.jana);
    const jan = await invoice('Jana Dvorského');
    expect(jan.body.matches.client.id).toBe(ids.jan);
  });
});

describe('a woman named by her surname declined', () => {
  it.each([
    ['pro Zedníkové', 'zednikova'],
    ['paní Zedníkové', 'zednikova'],
    ['s Zedníkovou', 'zednikova'],
    ['paní Peškové', 'peskova'],
    ['s Peškovou', 'peskova'],
  ])('reads %j as the woman, with a warning', async (employee, key) => {
    const res = await time(employee);
    expect(res.status).toBe(200);
    expect(res.body.matches.employee.id).toBe(ids[key]);
    expect(res.body.warnings.length).toBeGreaterThan(0);
  });

  it('reads the male cases as the man', async () => {
    for (const employee of ['Zedníkovi', 'pro Peška', 'Peškovi']) {
      const res = await time(employee);
      expect(res.body.matches?.employee.id, employee).toBe(employee.includes('Zedn') ? ids.zednik : ids.pesek);
    }
  });
});
