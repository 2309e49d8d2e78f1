/**
 * A Czech or Slovak adjectival surname's woman's form (-á for -ý, -ská for -ský) after a woman's salutation: she is
 * another person than the man. Where she is employed she is taken, beside him too and however the surname is written;
 * where only the man is, he is never taken for her, whatever his given name tells. Invented names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Problem } from '../../platform/errors.js';
import { startTestKontor, type TestKontor } from '../../dev/test-support/kontor.js';
import { storeEmployees } from '../../dev/test-support/stored-names.js';
import { employeeReference, resolveEmployee } from './resolve.js';

let kontor: TestKontor;
let organizationId: number;

beforeAll(async () => {
  kontor = await startTestKontor();
  organizationId = (await kontor.createOrganization()).id;
  // A given name that tells no sex (Kim) beside a man's adjectival surname.
  await storeEmployees(kontor.db, organizationId, ['Ilona Kostrbatá', 'Radim Kostrbatý', 'Kim Drsný', 'Jarmil Hladový']);
}, 60_000);
afterAll(() => kontor?.close());

const nameOf = (text: string) =>
  resolveEmployee(kontor.db, organizationId, employeeReference(text)!).then(
    (match) => match.name,
    (error: unknown) => (error instanceof Problem ? error.code : String(error)),
  );

describe("an adjectival surname's woman's form after a woman's salutation", () => {
  it('takes the woman beside the man, however the surname is written', async () => {
    for (const text of ['paní Kostrbatá', 'pani Kostrbatá', 'pani kostrbata', 'Frau Kostrbata', 'Mrs Kostrbatá'])
      expect(await nameOf(text), text).toBe('Ilona Kostrbatá');
    expect(await nameOf('pan Kostrbatý')).toBe('Radim Kostrbatý');
  });

  it('never takes the man for the woman said, whatever his given name tells', async () => {
    for (const text of ['paní Drsná', 'pani Drsna', 'Mrs Drsná', 'paní Hladová', 'Frau Hladova']) {
      const answer = await nameOf(text);
      expect(answer, text).not.toBe('Kim Drsný');
      expect(answer, text).not.toBe('Jarmil Hladový');
    }
    expect(await nameOf('pan Drsný')).toBe('Kim Drsný');
  });
});
