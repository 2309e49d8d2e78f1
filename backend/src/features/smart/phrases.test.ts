/**
 * Names as agents and voice assistants pass them on: words around the name,
 * legal forms spelled out or translated, numbers that are part of a name,
 * longer surnames, nicknames, titles, declined forms, places; refusals of what
 * names no one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';

const { kontor, org } = useKontor();
const ids: Record<string, number> = {};

beforeAll(async () => {
  const clients: Record<string, { name: string; city?: string }> = {
    kratochvil: { name: 'Kratochvíl Stavby s.r.o.', city: 'Brno' },
    schroder: { name: 'Schröder Logistik GmbH', city: 'Hamburg' },
    hamburgSud: { name: 'Hamburg Süd Logistik GmbH', city: 'Hamburg' },
    beta: { name: 'Beta Media s.r.o.' },
    muller: { name: 'Müller Maschinenbau GmbH' },
    zielona: { name: 'Zielona Energia S.A.' },
    harrington: { name: 'Harrington + Partners LLP' },
    hotel: { name: 'Hotel 2000 s.r.o.' },
    studio: { name: 'Studio 54 s.r.o.' },
    bartos: { name: 'Bartoš Stavby s.r.o.' },
    novak: { name: 'Novák Stavby s.r.o.' },
    atlantic: { name: 'Atlantic Trade LLC' },
    stMartin: { name: 'St. Martin Bakery' },
    saintGeorge: { name: 'Saint George Dental LLC' },
    prochazka: { name: 'Procházka a syn s.r.o.' },
    threeM: { name: '3M Servis s.r.o.' },
    b2b: { name: 'B2B Solutions s.r.o.' },
    whitfield: { name: 'Whitfield & Sons Ltd' },
    kestrel7: { name: 'Kestrel Lofts 7 Ltd' },
    kestrel70: { name: 'Kestrel Lofts 70 Ltd' },
    threeOaks: { name: 'Three Oaks Kennels Ltd' },
  };
  for (const [key, { name, city }] of Object.entries(clients))
    ids[key] = (await org.api.post('/api/v1/clients/', { name, currency: 'EUR', address: { city: city ?? '' } })).body.id;
  for (const [key, name, email] of [
    ['jan', 'Jan Novák', 'jn@kontor.test'],
    ['josef', 'Josef Dvořák', 'jd@kontor.test'],
    ['robert', 'Robert Miller', 'rm@kontor.test'],
    ['katerina', 'Kateřina Svobodová', 'ks@kontor.test'],
    ['jana', 'Jana Horáková', 'jh@kontor.test'],
    // A short form no list holds, made by rule (Bartl: Bartholomäus), tells him from the woman of his surname.
    ['bartholomaus', 'Bartholomäus Amsel', 'ba@kontor.test'],
    ['ottilie', 'Ottilie Amsel', 'oa@kontor.test'],
    // One short form for both: Alex and Saša are his as much as hers.
    ['alexandr', 'Alexandr Černý', 'ac@kontor.test'],
    ['alexandra', 'Alexandra Černá', 'aca@kontor.test'],
  ])
    ids[key!] = (await org.api.post('/api/v1/employees/', { name, email })).body.id;
});

const invoice = (client: unknown) =>
  org.api.post('/api/automation/smart/invoice/', { client, description: 'Work', amount: '100', dry_run: true });
const time = (employee: unknown) => org.api.post('/api/automation/smart/time/', { employee, duration: '30 min', dry_run: true });

describe('words around a client name', () => {
  it.each([
    ['firma Kratochvíl Stavby', 'kratochvil'],
    ['our client Beta Media', 'beta'],
    ['Kratochvíl Stavby (Brno)', 'kratochvil'],
    ['Schröder from Hamburg', 'schroder'],
    ['the Novak construction company', 'novak'],
    ['Harrington and Partners', 'harrington'],
    // "de" is no place marker when only filler words precede it.
    ['en nombre de Kratochvíl Stavby (Brno)', 'kratochvil'],
    ['im Namen von Schröder aus Hamburg', 'schroder'],
    // What a transcript keeps of speech, and what a polite request adds.
    ['ehm firma kratochvil stavby', 'kratochvil'],
    ['no tak kratochvíl stavby', 'kratochvil'],
    ['äh Schröder aus Hamburg', 'schroder'],
    ['Could you invoice Beta Media?', 'beta'],
  ])('finds %j, with a warning', async (client, key) => {
    const res = await invoice(client);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.matches.client.id).toBe(ids[key]);
    expect(res.body.warnings.some((warning: string) => warning.startsWith('client:'))).toBe(true);
  });

  // Said right but wrapped in words: the warning says so, and does not claim the name was heard rather than spelt.
  it.each([['firma Kratochvíl Stavby'], ['our client Beta Media'], ['the Novak construction company']])(
    'says of %j that the words around the name were set aside',
    async (client) => {
      const res = await invoice(client);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const warning = res.body.warnings.find((one: string) => one.startsWith('client:'));
      expect(warning).toContain('words around the name');
      expect(warning).not.toContain('sounds');
    },
  );

  it.each([
    ['Müller Maschinenbau Gesellschaft mit beschränkter Haftung', 'muller'],
    ['Zielona Energia SA', 'zielona'],
    ['Zielona Energia spółka akcyjna', 'zielona'],
    ['Atlantic Trade Limited Liability Company', 'atlantic'],
  ])('finds %j: the name with its legal form spelled out', async (client, key) => {
    const res = await invoice(client);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.matches.client).toMatchObject({ id: ids[key], score: 1 });
  });

  it('finds a legal form said in another language, with a warning', async () => {
    const res = await invoice('Müller Maschinenbau Limited Liability Company');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.matches.client.id).toBe(ids.muller);
    expect(res.body.warnings.some((warning: string) => warning.startsWith('client:'))).toBe(true);
  });

  it.each([
    ['Saint Martin Bakery', 'stMartin'],
    ['Sankt Martin Bakery', 'stMartin'],
    ['St George Dental', 'saintGeorge'],
    ['Procházka and Son', 'prochazka'],
    ['Prochazka & Sons', 'prochazka'],
  ])('finds %j: a saint or a family firm said in another language, with a warning', async (client, key) => {
    const res = await invoice(client);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.matches.client.id).toBe(ids[key]);
    expect(res.body.warnings.some((warning: string) => warning.startsWith('client:'))).toBe(true);
  });

  it.each([['W-H-I-T-F-I-E-L-D and Sons'], ['w h i t f i e l d and sons ltd']])(
    'finds %j: a name spelt letter by letter, its joiner said as a word, with a warning',
    async (client) => {
      const res = await invoice(client);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.matches.client.id).toBe(ids.whitfield);
      expect(res.body.warnings.some((warning: string) => warning.startsWith('client:'))).toBe(true);
    },
  );

  it('does not take a place the record does not have', async () => {
    const res = await invoice('Kratochvíl Stavby from Ostrava');
    expect(res.status).toBe(422);
  });
});

describe('hard limits', () => {
  it.each([['3 M Servis'], ['3 m servis sro']])('reads %j as the number and letter written together, with a warning', async (client) => {
    const res = await invoice(client);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.matches.client.id).toBe(ids.threeM);
    expect(res.body.warnings.some((warning: string) => warning.startsWith('client:'))).toBe(true);
  });

  it.each([['3 Servis'], ['B2 Solutions'], ['B 2 B Solutions']])('never reads %j as another number in a name', async (client) => {
    const res = await invoice(client);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
  });

  it.each([
    ['Kestrel Lofts seventy', 'kestrel70'],
    ['Kestrel Lofts seven Ltd', 'kestrel7'],
    ['Hotel two thousand', 'hotel'],
    ['Hotel zwei tausend', 'hotel'],
  ])('reads a number said in words in %j as its digits, and says so', async (client, key) => {
    const res = await invoice(client);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.matches.client.id).toBe(ids[key]);
    expect(res.body.warnings.some((warning: string) => warning.startsWith('client:') && warning.includes(' as '))).toBe(true);
  });

  it('finds a name holding a number word as said, before reading it as digits', async () => {
    const res = await invoice('Three Oaks Kennels');
    expect(res.body.matches.client.id).toBe(ids.threeOaks);
    expect(JSON.stringify(res.body.warnings)).not.toContain('as 3');
  });

  it.each([['Hotel two hundred'], ['Kestrel Lofts seventeen'], ['Studio forty five']])(
    'never reads %j as another number',
    async (client) => {
      const res = await invoice(client);
      expect(res.status).toBe(422);
      expect(['no_match', 'ambiguous_match']).toContain(res.body.code);
    },
  );

  it.each([['Hotel 200'], ['Studio 45'], ['Bartošek Stavby']])('never reads %j as a typo of another name', async (client) => {
    const res = await invoice(client);
    expect(res.status).toBe(422);
    expect(['no_match', 'ambiguous_match']).toContain(res.body.code);
  });

  it.each([['the boss'], ['him'], ['our accountant']])('refuses an employee named %j by a role or pronoun', async (employee) => {
    const res = await time(employee);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('validation_error');
    expect(res.body.errors[0].field).toBe('employee');
    expect(res.body.errors[0].message).toContain('not an employee');
  });

  it.each([['x'.repeat(300)], [Array.from({ length: 40 }, () => 'word').join(' ')], ['the company for'], ['123 456 789 012']])(
    'refuses a client phrase of bad shape (%#), naming the field',
    async (client) => {
      const res = await invoice(client);
      expect(res.status).toBe(422);
      expect(JSON.stringify(res.body)).toContain('client');
    },
  );
});

describe("people's names", () => {
  it.each([
    ['Honza Novák', 'jan'],
    ['Pepa', 'josef'],
    ['Bob Miller', 'robert'],
    ['Katka', 'katerina'],
    ['Mrs. Horak', 'jana'],
    ['Ing. Jan Novák', 'jan'],
    ['Novákovi', 'jan'],
    ['Josefa Dvořáka', 'josef'],
    ['Jan Novák, Ph.D.', 'jan'],
    ['Bartl Amsel', 'bartholomaus'],
    ['Saša Černý', 'alexandr'],
    ['Alex Černá', 'alexandra'],
    // The same given name as another language spells it.
    ['Alexander Černý', 'alexandr'],
    ['Aleksander Černý', 'alexandr'],
  ])('finds %j, with a warning', async (employee, key) => {
    const res = await time(employee);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.matches.employee.id).toBe(ids[key]);
    expect(res.body.warnings.some((warning: string) => warning.startsWith('employee:'))).toBe(true);
  });

  it.each([
    ['Honza Novák', 'read "Honza" as a familiar form of "Jan"'],
    ['Pepa', 'read "Pepa" as a familiar form of "Josef"'],
    ['Bob Miller', 'read "Bob" as a familiar form of "Robert"'],
  ])('says which familiar form it read in %j', async (employee, reason) => {
    const res = await time(employee);
    expect(res.body.warnings.find((warning: string) => warning.startsWith('employee:'))).toContain(reason);
  });

  it.each(['Alex', 'Saša', 'Sasha'])('asks back %j, a short form of both Alexandr and Alexandra', async (employee) => {
    const res = await time(employee);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.code).toBe('ambiguous_match');
    expect(res.body.candidates.map((candidate: { id: number }) => candidate.id).sort()).toEqual([ids.alexandr, ids.alexandra].sort());
  });

  it('does not take a female surname for the male one', async () => {
    const res = await time('Nováková');
    expect(res.status).toBe(422);
  });
});

describe('aliases', () => {
  it('learns a confirmed phrase, finds it again with a warning, and forgets it when deleted', async () => {
    const phrase = 'Zeta Works';
    const before = await invoice(phrase);
    expect(before.status).toBe(422);
    const confirmed = await invoice({ id: ids.beta, name: phrase, confirm: true });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const again = await invoice('Zeta Worsk');
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.matches.client).toMatchObject({ id: ids.beta, matched_on: 'alias' });
    expect(again.body.warnings.join(' ')).toContain('alias');
    const listed = await org.api.get(`/api/v1/clients/${ids.beta}/aliases/`);
    expect(listed.body.results).toEqual([expect.objectContaining({ alias: phrase, source: 'confirmed' })]);
    expect((await org.api.delete(`/api/v1/clients/${ids.beta}/aliases/${listed.body.results[0].id}/`)).status).toBe(204);
    expect((await invoice(phrase)).status).toBe(422);
  });

  it('refuses an empty alias, a too long one, and one confirmed for another client', async () => {
    expect((await org.api.post(`/api/v1/clients/${ids.beta}/aliases/`, { alias: '' })).status).toBe(422);
    expect((await org.api.post(`/api/v1/clients/${ids.beta}/aliases/`, { alias: 'x'.repeat(201) })).status).toBe(422);
    expect((await org.api.post(`/api/v1/clients/${ids.beta}/aliases/`, { alias: 'BM' })).status).toBe(201);
    const taken = await org.api.post(`/api/v1/clients/${ids.novak}/aliases/`, { alias: 'bm' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'alias_taken', field: 'alias' });
  });

  it('teaches nothing from a confirmed choice whose request was refused, and says what it learned when it succeeded', async () => {
    const phrase = 'Quokka Haus';
    const refused = await org.api.post('/api/automation/smart/invoice/', {
      client: { id: ids.atlantic, name: phrase, confirm: true },
      description: 'Work',
      amount: 'twelve and a bit',
      dry_run: true,
    });
    expect(refused.status).toBe(422);
    expect((await org.api.get(`/api/v1/clients/${ids.atlantic}/aliases/`)).body.results).toEqual([]);
    expect((await invoice(phrase)).status).toBe(422);
    const taught = await invoice({ id: ids.atlantic, name: phrase, confirm: true });
    expect(taught.body.warnings.join(' ')).toContain(`"${phrase}" is remembered`);
    expect((await org.api.get(`/api/v1/clients/${ids.atlantic}/aliases/`)).body.results).toEqual([
      expect.objectContaining({ alias: phrase, source: 'confirmed' }),
    ]);
  });

  it('audits each alias added and deleted, and each refused', async () => {
    const base = `/api/v1/clients/${ids.hotel}/aliases/`;
    const added = await org.api.post(base, { alias: 'Dvoutisícovka' });
    expect(added.status).toBe(201);
    const empty = await org.api.post(base, { alias: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual([expect.objectContaining({ field: 'alias' })]);
    expect((await org.api.delete(`${base}${added.body.id}/`)).status).toBe(204);
    await kontor.audit.flush();
    const rows = await kontor.db('audit_log').where('url', 'like', `${base}%`).orderBy('id').select('method', 'url', 'status');
    expect(rows).toEqual([
      { method: 'POST', url: base, status: 201 },
      { method: 'POST', url: base, status: 422 },
      { method: 'DELETE', url: `${base}${added.body.id}/`, status: 204 },
    ]);
  });

  it('keeps a former name when a client is renamed', async () => {
    const id = (await org.api.post('/api/v1/clients/', { name: 'Omega Print s.r.o.', currency: 'EUR' })).body.id;
    await org.api.patch(`/api/v1/clients/${id}/`, { name: 'Sigma Druck s.r.o.' });
    const res = await invoice('Omega Print');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.matches.client).toMatchObject({ id, matched_on: 'former_name' });
    expect(res.body.warnings.join(' ')).toContain('Sigma Druck');
  });
});

describe('candidates that can be told apart', () => {
  it('warns on a second client of the same name, or refuses it when the organization says so', async () => {
    const first = await org.api.post('/api/v1/clients/', { name: 'Delta Print s.r.o.', currency: 'EUR', address: { city: 'Brno' } });
    const second = await org.api.post('/api/v1/clients/', { name: 'Delta Print s.r.o.', currency: 'CZK', address: { city: 'Praha' } });
    expect(second.status).toBe(201);
    expect(second.body.warnings.join(' ')).toContain(String(first.body.id));
    const ambiguous = await invoice('Delta Print');
    expect(ambiguous.body.code).toBe('ambiguous_match');
    expect(ambiguous.body.candidates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: first.body.id, city: 'Brno', currency: 'EUR', open_invoices: 0 }),
        expect.objectContaining({ id: second.body.id, city: 'Praha', currency: 'CZK' }),
      ]),
    );
    const writeOnly = (await org.api.post('/api/automation/api-keys/', { name: 'smart only', scopes: ['smart:write'] })).body.key;
    const limited = await kontor.client(`Bearer ${writeOnly}`).post('/api/automation/smart/invoice/', {
      client: 'Delta Print',
      description: 'Work',
      amount: '100',
      dry_run: true,
    });
    expect(limited.body.code).toBe('ambiguous_match');
    for (const candidate of limited.body.candidates) {
      expect(Object.keys(candidate).sort()).toEqual(expect.arrayContaining(['city', 'currency', 'id', 'name', 'score']));
      expect(candidate).not.toHaveProperty('registration_no');
      expect(candidate).not.toHaveProperty('open_invoices');
    }
    expect((await org.api.patch('/api/v1/organization/', { duplicate_client_names: 'refuse' })).status).toBe(200);
    const refused = await org.api.post('/api/v1/clients/', { name: 'delta print s.r.o.', currency: 'EUR' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('duplicate_name');
    // Another legal form may be another company: created, with a warning naming the clients that share its words.
    const subsidiary = await org.api.post('/api/v1/clients/', { name: 'Delta Print GmbH', currency: 'EUR' });
    expect(subsidiary.status).toBe(201);
    expect(subsidiary.body.warnings).toHaveLength(1);
    expect(subsidiary.body.warnings[0]).toContain('another legal form');
    expect(subsidiary.body.warnings[0]).toContain(`(id ${first.body.id})`);
    const unrelated = await org.api.post('/api/v1/clients/', { name: 'Delta Printing GmbH', currency: 'EUR' });
    expect(unrelated.body).not.toHaveProperty('warnings');
    await org.api.patch('/api/v1/organization/', { duplicate_client_names: 'warn' });
  });
});
