/**
 * The keys clients and employees are found by are stored, made by the code of the day. A change to that code raises
 * `NAME_KEYS_REVISION`, and rows made under an older one are keyed again at start: without it, clients stored before
 * an upgrade that learned a legal form would keep the form in their key, and the exact lookups would miss them.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rekeyNames } from '../../app/name-keys.js';
import { startTestKontor, type TestKontor } from '../../dev/test-support/kontor.js';
import { FRESH } from '../../dev/smart-eval/kinds/fresh/pools.js';
import { POOLS } from '../../dev/smart-eval/kinds/pools.js';
import { clientNameKeys } from '../clients/store.js';
import { LEGAL_FORMS, TRANSLATED_FORMS } from './names/legal-forms.js';
import { NAME_KEYS_REVISION, normalizeName } from './normalize.js';

/** The keys' fingerprint at each revision: a change to the keys without a new revision fails here. */
const FINGERPRINTS: Record<number, string> = {
  1: 'a1ecdbcd4c3554835c6ae367388993d772d82fddd37d99e9ac924ab04bd99663',
  // Hungarian legal forms (Kft., Zrt., Bt. …), "vos", the Dutch B.V. spelt out in full, S.a.s./SAS told apart spelt out.
  2: '74b2630cdaf58e37154cd1b2fca2046fe9d88e7e9419d94b3cde91c375541644',
  // Nordic (ApS, A/S, AS, ASA, Oy, Oyj), Portuguese and Brazilian (Lda/Ltda), Romanian, Croatian and Slovenian (d.o.o.,
  // j.d.o.o., d.d.) and Swiss (Sagl) forms, abbreviated and spelt out.
  3: '64da2473262f70b5eb33653212116c478ee091e062b0ab64324e3fbe5deb18d7',
  // Legal forms cut short or written apart (names/legal-form-cuts.ts: "akc. spol.", "Kommandit-Gesellschaft"), "akciovka".
  4: 'e3f70fd2eb0503d1f0aa93d9a618f1427aa821d430fc7f818eee7a90091e8c9a',
  // Lithuanian, Latvian, Estonian, Turkish, Bulgarian and Icelandic forms (UAB, SIA, OÜ, Ltd. Şti., EOOD, AD, ehf., hf.).
  5: 'edbfce0d2a166394ee5abb5468e400a80b0cde6860253b38f531ac20408b651d',
};

function corpus(): string[] {
  const surnames = [...Object.values(POOLS).flatMap((pool) => pool.surnames), ...Object.values(FRESH).flatMap((pool) => pool.surnames)];
  const trades = Object.values(FRESH).flatMap((pool) => pool.trades);
  const forms = [...LEGAL_FORMS, ...TRANSLATED_FORMS].map(([, words]) => words);
  return [
    ...surnames.flatMap((surname, index) => [
      surname,
      `${surname} ${trades[index % trades.length]!}`,
      `${trades[index % trades.length]!} ${surname} & Partner`,
    ]),
    ...forms.flatMap((form, index) => [
      `${surnames[index % surnames.length]!} ${form}`,
      `The ${surnames[index % surnames.length]!} Company ${form.toUpperCase()}`,
    ]),
  ];
}

describe('name keys', () => {
  it('are those of the current revision (raise NAME_KEYS_REVISION in smart/normalize.ts when they change)', () => {
    const hash = createHash('sha256');
    for (const name of corpus()) hash.update(JSON.stringify([name, clientNameKeys(name, name), normalizeName(name).key]));
    expect({ revision: NAME_KEYS_REVISION, fingerprint: hash.digest('hex') }).toEqual({
      revision: NAME_KEYS_REVISION,
      fingerprint: FINGERPRINTS[NAME_KEYS_REVISION],
    });
  });
});

describe('keying again at start', () => {
  let kontor: TestKontor;
  beforeAll(async () => {
    kontor = await startTestKontor();
  }, 60_000);
  afterAll(() => kontor?.close());

  it('keys again the clients and employees stored under an older revision, and only those', async () => {
    const organization = await kontor.createOrganization();
    const created = await organization.api.post('/api/v1/clients/', { name: 'Zelená Louka Statek s.r.o.', currency: 'CZK' });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const stamped = await kontor.db('clients').where({ id }).first('name_keys_revision');
    expect(stamped.name_keys_revision).toBe(NAME_KEYS_REVISION);

    // As an older revision left it: the form read as a word of the name.
    const old = { match_key: 'louka s r o statek zelena', legal_form: null, sound_key: '', sound_words: [] };
    await kontor
      .db('clients')
      .where({ id })
      .update({ ...old, name_keys_revision: 0 });
    const current = await kontor
      .db('clients')
      .insert({
        ...clientNameKeys('Zelená Louka Statek s.r.o.', ''),
        name: 'Zelená Louka Statek s.r.o.',
        match_key: 'left as it is',
        currency: 'CZK',
        organization_id: organization.id,
      })
      .returning('id');
    const employee = await organization.api.post('/api/v1/employees/', { name: 'Radka Zelená' });
    await kontor.db('employees').where({ id: employee.body.id }).update({ match_key: 'zelena', name_keys_revision: 0 });

    expect(await rekeyNames(kontor.db)).toEqual({ clients: 1, employees: 1 });
    expect(await rekeyNames(kontor.db)).toEqual({ clients: 0, employees: 0 });

    const rekeyed = await kontor.db('clients').where({ id }).first('match_key', 'legal_form', 'name_keys_revision');
    expect(rekeyed).toEqual({ match_key: 'louka statek zelena', legal_form: 'sro', name_keys_revision: NAME_KEYS_REVISION });
    expect((await kontor.db('clients').where({ id: current[0]!.id }).first('match_key')).match_key).toBe('left as it is');
    expect((await kontor.db('employees').where({ id: employee.body.id }).first('match_key')).match_key).toBe('radka zelena');
  });
});
