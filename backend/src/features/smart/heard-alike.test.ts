/**
 * Polish writes one sound "h" and "ch": a misspelt name heard as two stored records, one with each spelling, is asked
 * back; spelt exactly as one of them, or with no such twin stored, it is still taken. Invented names.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';
import { heardSounds } from './resolve/heard-alike.js';

describe('the sounds a word is heard as', () => {
  it('writes "ch" as "h" and a lone "h" as "ch", nothing else', () => {
    expect(heardSounds('chwastowycz')).toHaveLength(1);
    expect(heardSounds('hwastowicz')).toHaveLength(1);
    expect(heardSounds('zdunoplast')).toEqual([]);
    expect(heardSounds('szymanek')).toEqual([]);
  });
});

const { org } = useKontor();
const ids: Record<string, number> = {};

beforeAll(async () => {
  for (const [key, name] of [
    ['ch', 'Chwastowicz Zdunoplast'],
    ['h', 'Hwastowicz Zdunoplast'],
    ['alone', 'Chrabulski Zdunoplast'],
    ['chj', 'Chajdusiak Zdunoplast'],
    ['hj', 'Hajdusiak Zdunoplast'],
  ])
    ids[key!] = (await org.api.post('/api/v1/clients/', { name, currency: 'PLN' })).body.id;
});

const invoice = (client: unknown) =>
  org.api.post('/api/automation/smart/invoice/', { client, description: 'Work', amount: '100', dry_run: true });

describe('a name heard with "h" for "ch"', () => {
  it.each(['Chwastowycz Zdunoplast', 'Hwastowycz Zdunoplast'])('asks %j back: it fits both records', async (said) => {
    const res = await invoice(said);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.code).toBe('ambiguous_match');
    expect(res.body.candidates.map((c: { id: number }) => c.id).sort()).toEqual([ids.ch, ids.h].sort());
  });

  it('asks back a "y" for "j" with "h" for "ch" too: the sound key hears both as one', async () => {
    const res = await invoice('Haydusiak Zdunoplast');
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.candidates.map((c: { id: number }) => c.id).sort()).toEqual([ids.chj, ids.hj].sort());
  });

  it.each([
    ['Chwastowicz Zdunoplast', 'ch'],
    ['Hwastowicz Zdunoplast', 'h'],
    ['Chrabulsky Zdunoplast', 'alone'],
  ])('takes %j: spelt exactly, or with no twin heard', async (said, key) => {
    const res = await invoice(said);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.matches.client.id).toBe(ids[key]);
  });
});
