/**
 * The lookups of clients by name that bound the resolver's work: a client named exactly the whole phrase is found
 * in the first round trip, and a phrase whose every word is common is read through the names holding a close word
 * of each, never through the trigram search over every name of the organization.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';
import { clientToColumns } from '../clients/store.js';
import { normalizeName, soundKey, soundWords } from './normalize.js';
import { clientsNamedExactly, clientsNearName } from './store-names.js';

const { kontor } = useKontor();
let organizationId = 0;

/** More names than COMMON_WORD hold each word, and more than the trigram search's 36 candidates hold both. */
const HOLDING_BOTH = 450;

beforeAll(async () => {
  organizationId = (await kontor.createOrganization()).id;
  const names = [
    ...Array.from({ length: HOLDING_BOTH }, (_, i) => `Kratochvil Elektromontaze ${i}`),
    ...Array.from({ length: 100 }, (_, i) => `Kratochvil Zahrady ${i}`),
    ...Array.from({ length: 100 }, (_, i) => `Hruby Elektromontaze ${i}`),
    'Novak a syn s.r.o.',
  ];
  const rows = names.map((name) => ({ ...clientToColumns({ name, currency: 'EUR' }), organization_id: organizationId }));
  for (let i = 0; i < rows.length; i += 500) await kontor.db('clients').insert(rows.slice(i, i + 500));
  await kontor.db.raw('ANALYZE clients, client_name_words');
});

describe('clients named exactly', () => {
  it('finds the client named the whole phrase beside the key its fillers were set aside from', async () => {
    const key = normalizeName('novak syn');
    const whole = normalizeName('novak a syn');
    const found = await clientsNamedExactly(kontor.db, organizationId, key.key, soundKey(key), {
      key: whole.key,
      sound: soundKey(whole),
    });
    expect(found.named).toEqual([]);
    expect(found.whole.map((row) => row.name)).toEqual(['Novak a syn s.r.o.']);
    expect(found.whole[0]!.trigram).toBe(1);
    // The whole phrase names a client: nothing fuzzy is read beside it, even given the words to read it by.
    const withWords = await clientsNamedExactly(
      kontor.db,
      organizationId,
      key.key,
      soundKey(key),
      { key: whole.key, sound: soundKey(whole) },
      soundWords(key),
    );
    expect(withWords.sharingRarest).toBeUndefined();
  });

  it('looks for no whole phrase when none was set aside', async () => {
    const key = normalizeName('novak a syn');
    const found = await clientsNamedExactly(kontor.db, organizationId, key.key, soundKey(key), null);
    expect(found.named.map((row) => row.name)).toEqual(['Novak a syn s.r.o.']);
    expect(found.whole).toEqual([]);
    // A name is the key: nothing fuzzy is read beside it.
    expect(found.sharingRarest).toBeUndefined();
  });

  it('reads the names sharing the rarest word beside them when none is the key, as the fuzzy lookup would', async () => {
    const asked = normalizeName('kratochvil zahradi');
    const found = await clientsNamedExactly(kontor.db, organizationId, asked.key, soundKey(asked), null, soundWords(asked));
    const alone = await clientsNearName(kontor.db, organizationId, asked.key, soundWords(asked), []);
    expect(found.sharingRarest?.length).toBe(100);
    expect(new Set(found.sharingRarest!.map((row) => row.id))).toEqual(new Set(alone.map((row) => row.id)));
    // Passed on, it is not read again (a wrong list would come back as it is).
    expect(await clientsNearName(kontor.db, organizationId, asked.key, [], [], found.sharingRarest!.slice(0, 3))).toHaveLength(3);
  });

  it('reads no rarest word when no word can narrow', async () => {
    const asked = normalizeName('qqxzzw kratochvil');
    const found = await clientsNamedExactly(kontor.db, organizationId, asked.key, soundKey(asked), null, soundWords(asked));
    // "kratochvil" is held by 550 names, more than narrow anything; "qqxzzw" by none.
    expect(found.sharingRarest).toBeNull();
  });
});

describe('a phrase of common words, misspelt', () => {
  it('is read through the names holding a close word of every word said', async () => {
    const asked = normalizeName('kratochvill elektromontaz');
    const rows = await clientsNearName(kontor.db, organizationId, asked.key, soundWords(asked), []);
    // The trigram search over whole names answers its 24 + 12 nearest; these are the names holding both words.
    expect(rows.length).toBe(400);
    for (const row of rows) expect(row.name).toMatch(/^Kratochvil Elektromontaze \d+$/);
  });

  it('still searches whole names when a word said is close to no known word', async () => {
    const asked = normalizeName('kratochvill qqxzzw');
    const rows = await clientsNearName(kontor.db, organizationId, asked.key, soundWords(asked), []);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(36);
  });
});
