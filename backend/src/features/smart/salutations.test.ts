/**
 * A salutation is explained, not matched: it sets aside only people whose name tells the other sex (a female surname
 * form, a given name borne by one sex), and a surname without a female form ("Kočí", "Schmidt") never contradicts it.
 * A word as written outranks the nickname it could also be.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Problem } from '../../platform/errors.js';
import { startTestKontor, type TestKontor } from '../../dev/test-support/kontor.js';
import { storeEmployees } from '../../dev/test-support/stored-names.js';
import { employeeReference, resolveEmployee } from './resolve.js';

let kontor: TestKontor;
let organizationId: number;
let ids: Record<string, number>;

beforeAll(async () => {
  kontor = await startTestKontor();
  organizationId = (await kontor.createOrganization()).id;
  ids = await storeEmployees(kontor.db, organizationId, [
    'Heinrich Kočí',
    'Małgorzata Kočí',
    'Kim Schmidt',
    'Anna Schmidt',
    'Krzysztof Kubík',
    'Jakub Hanák',
    'Tadeusz Zalewski',
    // Given names only Wiktionary's data tells the sex of (a Serbian and Croatian man's, a Slovak woman's).
    'Svetozar Sieber',
    'Zelmira Sieber',
    // Hungarian, stored family name first: the given name is the last word.
    'Bakonyi Levente',
    'Bakonyi Ildikó',
    'Ctirad Kulička',
    'Blanka Kuličková',
    // Given names no data holds, told by their endings; and two whose endings tell nothing.
    'Ruperian Quastberg',
    'Rosalinde Quastberg',
    'Zhenyel Vrendl',
    'Ulvesk Vrendl',
    // A leading "p." may be pan/paní or an initial.
    'Ottokar Zbytek',
    'Pavla Hlušičková',
    'Emil Hlušička',
  ]);
}, 60_000);
afterAll(() => kontor?.close());

const find = (text: string) => resolveEmployee(kontor.db, organizationId, employeeReference(text)!);

describe('salutations and surnames without a female form', () => {
  it('takes the one person the salutation fits when the given names tell the sex', async () => {
    for (const text of ['pan Kočí', 'Mr. Kočí', 'Herr Kočí']) expect((await find(text)).id, text).toBe(ids['Heinrich Kočí']);
    for (const text of ['paní Kočí', 'Mrs Kočí', 'Frau Kočí']) expect((await find(text)).id, text).toBe(ids['Małgorzata Kočí']);
  });

  it('keeps a person whose name does not tell the sex: the only one left is taken, beside another the salutation fits it is asked', async () => {
    // Anna is a woman's name, Kim tells nothing: "Mr." sets Anna aside and leaves Kim alone.
    expect((await find('Mr. Schmidt')).id).toBe(ids['Kim Schmidt']);
    const refused = await find('Frau Schmidt').then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(Problem);
    expect((refused as Problem).code).toBe('ambiguous_match');
    const offered = ((refused as Problem).extensions.candidates as Array<{ id: number }>).map((one) => one.id);
    expect(offered.sort()).toEqual([ids['Kim Schmidt'], ids['Anna Schmidt']].sort());
  });

  it('reads a word as written before the nickname it could be', async () => {
    for (const text of ['Kubík', 'Mr. Kubík', 'pan Kubík']) expect((await find(text)).id, text).toBe(ids['Krzysztof Kubík']);
    expect((await find('Jakub')).id).toBe(ids['Jakub Hanák']);
    expect((await find('Kuba')).id).toBe(ids['Jakub Hanák']);
  });

  it('never takes a man for a woman said, nor a woman for a man', async () => {
    for (const text of ['Ms Zalewska', 'pani Zalewska', 'Frau Zalewska', 'Mrs. Zalewski']) {
      const answer = await find(text).then(
        (match) => match.name,
        (error: unknown) => (error as Problem).code,
      );
      expect(answer, text).not.toBe('Tadeusz Zalewski');
    }
    expect((await find('pan Zalewski')).id).toBe(ids['Tadeusz Zalewski']);
  });

  it('tells a man and a woman of one surname apart by given names only the data knows, with a warning', async () => {
    for (const text of ['Frau Sieber', 'paní Sieber', 'pí Sieber', 'Mrs Sieber']) {
      const match = await find(text);
      expect(match.id, text).toBe(ids['Zelmira Sieber']);
      expect(match.warning, text).toBeTruthy();
    }
    for (const text of ['Herr Sieber', 'pan Sieber']) expect((await find(text)).id, text).toBe(ids['Svetozar Sieber']);
    const refused = await find('Sieber').then(
      () => null,
      (error: unknown) => error,
    );
    expect((refused as Problem).code).toBe('ambiguous_match');
  });

  it('reads the given name after a family name that is no given name anywhere', async () => {
    for (const text of ['Mrs Bakonyi', 'Bakonyi asszony', 'Frau Bakonyi']) expect((await find(text)).id, text).toBe(ids['Bakonyi Ildikó']);
    for (const text of ['Mr Bakonyi', 'Bakonyi úr']) expect((await find(text)).id, text).toBe(ids['Bakonyi Levente']);
  });

  it("reads a Czech -čka surname after a woman's salutation as the woman of the family", async () => {
    // Written "Kulicka" it folds like a Polish woman's "-cka"; stored with its háček it is the man's.
    for (const text of ['Frau Kulicka', 'Ms Kulicka', 'Mrs. Kulička', 'paní Kulička'])
      expect((await find(text)).id, text).toBe(ids['Blanka Kuličková']);
    expect((await find('pan Kulička')).id).toBe(ids['Ctirad Kulička']);
  });

  it('tells the sex of a given name no data holds by its ending, and asks back when the ending tells nothing', async () => {
    for (const text of ['Herr Quastberg', 'Hr. Quastberg', 'pan Quastberg'])
      expect((await find(text)).id, text).toBe(ids['Ruperian Quastberg']);
    for (const text of ['Frau Quastberg', 'Fr. Quastberg', 'Frl. Quastberg'])
      expect((await find(text)).id, text).toBe(ids['Rosalinde Quastberg']);
    for (const text of ['Frau Vrendl', 'Herr Vrendl']) {
      const refused = await find(text).then(
        () => null,
        (error: unknown) => error,
      );
      expect((refused as Problem).code, text).toBe('ambiguous_match');
    }
  });

  it('reads the Spanish, Italian and Portuguese "don", "doña", "dona" as a salutation before a surname or a given name', async () => {
    for (const text of ['don Quastberg', 'Don Ruperian']) expect((await find(text)).id, text).toBe(ids['Ruperian Quastberg']);
    for (const text of ['doña Quastberg', 'dona Quastberg', 'Doña Rosalinde'])
      expect((await find(text)).id, text).toBe(ids['Rosalinde Quastberg']);
    expect((await find('doña Sieber')).id).toBe(ids['Zelmira Sieber']);
  });

  it('reads a leading p. as a salutation of either sex when no initial fits, beside an initial that fits no one', async () => {
    for (const text of ['p. Zbytek', 'P. Zbytek']) {
      const match = await find(text);
      expect(match.id, text).toBe(ids['Ottokar Zbytek']);
      expect(match.warning, text).toContain('salutation');
    }
    // Pavla's name is the female form: "p. Hlušička" is pan Hlušička.
    expect((await find('p. Hlušička')).id).toBe(ids['Emil Hlušička']);
    expect((await find('sl. Hlušičková')).id).toBe(ids['Pavla Hlušičková']);
  });
});
