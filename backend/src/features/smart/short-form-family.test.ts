/**
 * A short form made by a language's rule (names/short-form-syllables.ts), said with the surname of a family of several:
 * the one whose given name it fits is taken with a warning; two it fits are asked back. Invented surnames.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Problem } from '../../platform/errors.js';
import { startTestKontor, type TestKontor } from '../../dev/test-support/kontor.js';
import { storeEmployees } from '../../dev/test-support/stored-names.js';
import { familiarFormsRead } from './resolve/familiar.js';
import { employeeReference, resolveEmployee } from './resolve.js';

let kontor: TestKontor;
let organizationId: number;
let ids: Record<string, number>;

beforeAll(async () => {
  kontor = await startTestKontor();
  organizationId = (await kontor.createOrganization()).id;
  ids = await storeEmployees(kontor.db, organizationId, [
    'Alfred Quenzlin',
    'Karoline Quenzlin',
    'Kaspar Quenzlin',
    'Antoinette Quenzlin',
    'Alfred Trubswetter',
    'Wilfred Trubswetter',
  ]);
}, 60_000);
afterAll(() => kontor?.close());

const find = (text: string) => resolveEmployee(kontor.db, organizationId, employeeReference(text)!);
const codeOf = (text: string) =>
  find(text).then(
    (match) => match.name,
    (error: unknown) => (error instanceof Problem ? error.code : String(error)),
  );

describe('a short form made by rule, said with a family surname', () => {
  it('takes the one family member whose given name it fits, with a warning', async () => {
    for (const [text, name] of [
      ['Fredi Quenzlin', 'Alfred Quenzlin'],
      ['Linerl Quenzlin', 'Karoline Quenzlin'],
      ['Chaspar Quenzlin', 'Kaspar Quenzlin'],
      ['Nettie Quenzlin', 'Antoinette Quenzlin'],
    ] as const) {
      const match = await find(text);
      expect(match.id, text).toBe(ids[name]);
      // Below a name said as it is, and said back as a familiar form (match-warnings.ts).
      expect(match.score, text).toBeLessThan(1);
      expect(familiarFormsRead(text, match.name), text).toBeTruthy();
    }
  });

  it('asks back when it fits two given names of the family', async () => {
    expect(await codeOf('Fredi Trubswetter')).toBe('ambiguous_match');
  });
});
