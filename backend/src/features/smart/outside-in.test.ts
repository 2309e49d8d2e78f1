/**
 * The rules the fifth held-out set's first run asked for (dev/smart-eval/kinds/fresh4/), each on the smallest
 * organization that shows it, under names of its own (the set's stay held out): a surname longer or shorter by
 * letters is another name, a word of a former name brings the renamed client in, a place after a comma, the Hungarian
 * forms, S.a.s. and S.r.l. spelt out, a woman's surname after a salutation, a company by its owner's surname.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type World, buildWorld } from '../../dev/smart-eval/kinds/harness.js';
import { startTestKontor, type TestKontor } from '../../dev/test-support/kontor.js';
import { Problem } from '../../platform/errors.js';
import { clientReference, employeeReference, resolveClient, resolveEmployee } from './resolve.js';

let kontor: TestKontor;
let world: World;
const clients = [
  { name: 'Martinella Marmi S.r.l.', city: 'Siena' },
  { name: 'Santo Pinturas S.L.', city: 'Soria' },
  { name: 'Sigma Druck GmbH', city: 'Kassel', former: 'Omega Print GmbH' },
  { name: 'Omega Papier GmbH', city: 'Gießen' },
  { name: 'Kiss Cukrászda Kft.', city: 'Eger' },
  { name: 'Kiss Cukrászda Kft.', city: 'Sopron' },
  { name: 'Ugolini Legnami S.a.s.', city: 'Siena' },
  { name: 'Ugolini Legnami S.r.l.', city: 'Siena' },
  { name: 'Kopecký Stavby s.r.o.', city: 'Brno' },
  { name: 'Jan Vyhnálek', city: 'Jihlava' },
];
const employees = [{ name: 'Markéta Zielińska' }, { name: 'Władysław Zieliński' }];

beforeAll(async () => {
  kontor = await startTestKontor();
  world = await buildWorld(kontor, { clients, employees });
}, 60_000);
afterAll(() => kontor?.close());

const client = async (text: string) => {
  try {
    const match = await resolveClient(kontor.db, world.organizationId, clientReference(text)!);
    return { name: match.name, city: clients[world.clientIds.indexOf(match.id)]!.city, warning: match.warning ?? null, score: match.score };
  } catch (error) {
    if (error instanceof Problem) return { refused: error.code };
    throw error;
  }
};

describe('names said from the outside in', () => {
  it('never reads a surname longer or shorter by letters as a typo', async () => {
    expect(await client('Martina Marmi')).toHaveProperty('refused');
    expect(await client('Santos Pinturas')).toHaveProperty('refused');
    expect(await client('Martinella Marmi')).toMatchObject({ name: 'Martinella Marmi S.r.l.' });
  });

  it('asks back a word that a former name holds besides a current name', async () => {
    expect(await client('Omega')).toEqual({ refused: 'ambiguous_match' });
    expect(await client('Omega Print')).toMatchObject({ name: 'Sigma Druck GmbH' });
  });

  it('reads a place after a comma, a slash or a dash, and Hungarian forms spelt out', async () => {
    expect(await client('Kiss Cukrászda')).toEqual({ refused: 'ambiguous_match' });
    expect(await client('Kiss Cukrászda, Eger')).toMatchObject({ city: 'Eger' });
    expect(await client('Kiss Cukrászda / Sopron')).toMatchObject({ city: 'Sopron' });
    expect(await client('Kiss Cukrászda korlátolt felelősségű társaság (Sopron)')).toMatchObject({ city: 'Sopron' });
    // After a comma a word of the name itself is still the name: a sole trader said surname first.
    expect(await client('Vyhnálek, Jan')).toMatchObject({ name: 'Jan Vyhnálek' });
  });

  it('tells the Italian S.a.s. from an S.r.l. when spelt out', async () => {
    expect(await client('Ugolini Legnami società in accomandita semplice')).toMatchObject({ name: 'Ugolini Legnami S.a.s.' });
    expect(await client('Ugolini Legnami società a responsabilità limitata')).toMatchObject({ name: 'Ugolini Legnami S.r.l.' });
  });

  it('takes a company by its owner said with a salutation, always with a warning', async () => {
    const found = await client('pan Kopecký');
    expect(found).toMatchObject({ name: 'Kopecký Stavby s.r.o.' });
    expect((found as { score: number }).score).toBeLessThan(0.9);
  });

  it('finds a woman by her surname after a salutation, never the man of its stem', async () => {
    for (const text of ['pani Zielińska', 'paní Zielińska']) {
      const match = await resolveEmployee(kontor.db, world.organizationId, employeeReference(text)!);
      expect(match.name).toBe('Markéta Zielińska');
    }
  });
});
