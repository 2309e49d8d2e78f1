/**
 * Words around a name read by position (names/head.ts, names/requests-abroad.ts): an opening closed by a preposition
 * ("Lieferung an …", "die Leute von …", "pour le compte de …"), a letter's closing above a name ("Best regards,"),
 * "the … job", a polite question in fr and nl. Tried only when the phrase as said settles nothing, and never when
 * another record holds a word set aside. Invented names (no eval set's).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Problem } from '../../platform/errors.js';
import { startTestKontor, type TestKontor } from '../../dev/test-support/kontor.js';
import { storeClients, storeEmployees } from '../../dev/test-support/stored-names.js';
import { clientReference, employeeReference, resolveClient, resolveEmployee } from './resolve.js';

let kontor: TestKontor;
let organizationId: number;
let guarded: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  kontor = await startTestKontor();
  organizationId = (await kontor.createOrganization()).id;
  const city = 'Quimperlé';
  Object.assign(
    ids,
    await storeClients(
      kontor.db,
      organizationId,
      ['Quendorf Brasseler GmbH', 'Quendorf Brasseler AG', 'Feraudy Boisellerie SARL', 'Vittorel Chiodame S.r.l.'],
      city,
    ),
    await storeEmployees(kontor.db, organizationId, ['Jarmil Kropfitsch', 'Ilona Kropfitsch', 'Halvard Ondrasko']),
  );
  // Another organization where a word of the opening is a record's name: the opening may then be that record's.
  guarded = (await kontor.createOrganization()).id;
  Object.assign(
    ids,
    await storeClients(kontor.db, guarded, ['Quendorf Brasseler GmbH', 'Lieferung Logistik GmbH', '7K Vittorel LLP'], city),
    await storeEmployees(kontor.db, guarded, ['Jarmil Kropfitsch', 'Ilona Kropfitsch', 'Radim Best']),
  );
}, 60_000);
afterAll(() => kontor?.close());

const client = (text: string, organization = organizationId) => resolveClient(kontor.db, organization, clientReference(text)!);
const employee = (text: string, organization = organizationId) => resolveEmployee(kontor.db, organization, employeeReference(text)!);
const codeOf = (found: Promise<{ name: string }>) =>
  found.then(
    (match) => match.name,
    (error: unknown) => (error instanceof Problem ? error.code : String(error)),
  );

describe('words around a name, by position', () => {
  it('reads the name after an opening closed by a preposition, with a warning', async () => {
    for (const text of [
      'Lieferung an Quendorf Brasseler GmbH',
      'die Leute von Quendorf Brasseler GmbH',
      'Baustelle bei Quendorf Brasseler GmbH',
      'z firmy Quendorf Brasseler GmbH',
      'pour le compte de Feraudy Boisellerie SARL',
      'dostawa dla Vittorel Chiodame S.r.l.',
      'máme tu Vittorel Chiodame S.r.l.',
    ]) {
      const match = await client(text);
      expect(match.name, text).toBe(
        text.includes('Quendorf')
          ? 'Quendorf Brasseler GmbH'
          : text.includes('Feraudy')
            ? 'Feraudy Boisellerie SARL'
            : 'Vittorel Chiodame S.r.l.',
      );
      expect(match.warning !== undefined || match.score < 1, text).toBe(true);
    }
  });

  it('reads "the … job" and a polite question in French or Dutch', async () => {
    for (const text of [
      'the Feraudy Boisellerie SARL job',
      'the Feraudy Boisellerie job',
      'Pourriez-vous établir la facture de Feraudy Boisellerie SARL ?',
      'Pouvez-vous facturer Feraudy Boisellerie SARL ?',
    ])
      expect((await client(text)).name, text).toBe('Feraudy Boisellerie SARL');
    expect((await client('Kun je Quendorf Brasseler AG opzoeken?')).name).toBe('Quendorf Brasseler AG');
  });

  it("reads a name under a letter's closing whose first word is a surname", async () => {
    for (const text of ['Best regards,\nIlona Kropfitsch', 'Kind regards, Ilona Kropfitsch', 'Mit freundlichen Grüßen\nIlona Kropfitsch'])
      expect((await employee(text)).name, text).toBe('Ilona Kropfitsch');
  });

  it('sets no word aside that another record holds', async () => {
    expect(await codeOf(client('Lieferung an Quendorf Brasseler GmbH', guarded))).not.toBe('Quendorf Brasseler GmbH');
    expect(await codeOf(employee('Best regards,\nIlona Kropfitsch', guarded))).not.toBe('Ilona Kropfitsch');
    // A number or a letter before a name is the name's, never an opening ("Eleven K …" is not 7K's).
    for (const text of ['Eleven K Vittorel', '11 K Vittorel', 'Seventeen for Vittorel'])
      expect(await codeOf(client(text, guarded)), text).not.toBe('7K Vittorel LLP');
    // The surname alone is still a name, not a closing.
    expect(await codeOf(employee('Best', guarded))).toBe('Radim Best');
  });
});
