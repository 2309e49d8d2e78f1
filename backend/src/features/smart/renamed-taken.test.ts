/**
 * A renamed client's former name that another client now holds (issue 30, decided in session 14): the current holder
 * is meant, said whole or as its core, with a warning naming the renamed client; the renamed client answers to its
 * new name, and a former name nobody holds now still finds it. And the warning of a pick by a name's words says what
 * decided it (a place, a salutation). Invented names.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';
import { readPhrase } from './names/phrase.js';
import { wordsDecided } from './resolve/words-decided.js';

const { org } = useKontor();
let renamed = 0;
let holder = 0;
let alone = 0;

beforeAll(async () => {
  renamed = (await org.api.post('/api/v1/clients/', { name: 'Quillbrook Tinsmiths Ltd', currency: 'GBP' })).body.id;
  await org.api.patch(`/api/v1/clients/${renamed}/`, { name: 'Farrowdene Tinsmiths Ltd' });
  holder = (await org.api.post('/api/v1/clients/', { name: 'Quillbrook Tinsmiths Ltd', currency: 'GBP' })).body.id;
  alone = (await org.api.post('/api/v1/clients/', { name: 'Ostrawick Kilnworks s.r.o.', currency: 'CZK' })).body.id;
  await org.api.patch(`/api/v1/clients/${alone}/`, { name: 'Pelhamsted Kilnworks s.r.o.' });
});

const invoice = (client: unknown) =>
  org.api.post('/api/automation/smart/invoice/', { client, description: 'Work', amount: '100', dry_run: true });

describe('a former name another client now holds', () => {
  it.each(['Quillbrook Tinsmiths Ltd', 'Quillbrook Tinsmiths', 'quillbrook tinsmiths', '{"client":"Quillbrook Tinsmiths Ltd"}'])(
    '"%s" is the client holding it now, with a warning naming the renamed one',
    async (said) => {
      const res = await invoice(said);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.matches.client).toMatchObject({ id: holder });
      const warned = res.body.warnings.join(' ');
      expect(warned).toContain('Farrowdene Tinsmiths Ltd');
      expect(warned).toContain(`(id ${renamed})`);
    },
  );

  it('finds the renamed client by its new name', async () => {
    const res = await invoice('Farrowdene Tinsmiths');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.matches.client).toMatchObject({ id: renamed });
  });

  it('still finds a renamed client by a former name nobody holds now, with its warning', async () => {
    const res = await invoice('Ostrawick Kilnworks');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.matches.client).toMatchObject({ id: alone, matched_on: 'former_name' });
    expect(res.body.warnings.join(' ')).toContain('Pelhamsted Kilnworks');
  });

  it('asks back when two current names hold the words', async () => {
    await org.api.post('/api/v1/clients/', { name: 'Quillbrook Tinsmiths Ltd', currency: 'EUR' });
    const res = await invoice('Quillbrook Tinsmiths Ltd');
    expect(res.body.code).toBe('ambiguous_match');
  });
});

describe('what decided a pick by the words of a name', () => {
  it('names the place said when the address told two holders apart', async () => {
    const there = (
      await org.api.post('/api/v1/clients/', { name: 'Hobsgarth Lime Kilns Ltd', currency: 'GBP', address: { city: 'Thirlby' } })
    ).body.id;
    await org.api.post('/api/v1/clients/', { name: 'Hobsgarth Lime Sheds Ltd', currency: 'GBP', address: { city: 'Ormsfell' } });
    const res = await invoice('Hobsgarth Lime (Thirlby)');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.matches.client).toMatchObject({ id: there, matched_on: 'name_words' });
    expect(res.body.warnings.join(' ')).toContain('whose address explains "thirlby"');
  });

  it('names the salutation when it fits the one picked, and nothing else when nothing else was said', () => {
    const woman = wordsDecided('Gudrun Quernbach', readPhrase('Frau Quernbach', 'employee', 'employee'));
    expect(woman).toContain('that is a woman, as "frau" says');
    expect(wordsDecided('Heinrich Quernbach', readPhrase('Frau Quernbach', 'employee', 'employee'))).not.toContain('frau');
    expect(wordsDecided('Heinrich Quernbach', readPhrase('Quernbach', 'employee', 'employee'))).toBe(
      'the only one whose name holds those words; check it',
    );
  });
});

describe("a confirmed or added alias that is another client's current name", () => {
  let aliased = 0;
  let named = 0;
  beforeAll(async () => {
    aliased = (await org.api.post('/api/v1/clients/', { name: 'Tessaley Bookbinders Ltd', currency: 'GBP' })).body.id;
    const added = await org.api.post(`/api/v1/clients/${aliased}/aliases/`, { alias: 'Wyncombe Press' });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    named = (await org.api.post('/api/v1/clients/', { name: 'Wyncombe Press Ltd', currency: 'GBP' })).body.id;
  });

  it.each(['Wyncombe Press Ltd', 'Wyncombe Press', 'wyncombe press'])(
    '"%s" is the client whose name it is, with a warning naming the alias\'s client',
    async (said) => {
      const res = await invoice(said);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.matches.client).toMatchObject({ id: named });
      const warned = res.body.warnings.join(' ');
      expect(warned).toContain('an alias of "Tessaley Bookbinders Ltd"');
      expect(warned).toContain(`(id ${aliased})`);
    },
  );

  it('leaves the alias settling a phrase that is not the other name: another legal form said', async () => {
    const res = await invoice('Wyncombe Press AG');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.matches.client).toMatchObject({ id: aliased, matched_on: 'alias' });
  });
});
