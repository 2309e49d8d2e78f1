/**
 * Names found the way a person finds them: by a unique surname or first word,
 * initials, a name cut short; several holders asked back; typos that swap
 * letters or move a space read like any other single typo; short forms of
 * given names made by rule.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';
import { sexOfGivenName } from './names/given-sex.js';
import { isDiminutiveOf } from './names/nicknames.js';

const { kontor, org } = useKontor();
const ids: Record<string, number> = {};

beforeAll(async () => {
  for (const [key, name] of Object.entries({
    schroder: 'Schröder Logistik GmbH',
    acme: 'Acme Trading Ltd',
    atlas: 'Atlas Reisen GmbH',
    merkur: 'Merkur Media s.r.o.',
    stavby: 'Novák Stavby s.r.o.',
    transport: 'Novák Transport s.r.o.',
  }))
    ids[key] = (await org.api.post('/api/v1/clients/', { name, currency: 'EUR' })).body.id;
  ids.jan = (await org.api.post('/api/v1/employees/', { name: 'Jan Novák', email: 'jan.novak@kontor.test' })).body.id;
  ids.jana = (await org.api.post('/api/v1/employees/', { name: 'Jana Dvořáková', email: 'jd@kontor.test' })).body.id;
});

const invoice = (client: string) =>
  org.api.post('/api/automation/smart/invoice/', { client, description: 'Work', amount: '100', dry_run: true });
const time = (employee: string) => org.api.post('/api/automation/smart/time/', { employee, duration: '30 min', dry_run: true });

describe('clients by some of their words', () => {
  it.each([
    ['Schroder', 'schroder'],
    ['Acme', 'acme'],
    ['Schröder Logis', 'schroder'],
    ['Atlas', 'atlas'],
  ])('finds %j as the only client holding those words, with a warning', async (client, key) => {
    const res = await invoice(client);
    expect(res.status).toBe(200);
    expect(res.body.matches.client).toMatchObject({ id: ids[key], matched_on: 'name_words' });
    expect(res.body.warnings).toEqual(
      expect.arrayContaining([expect.stringMatching(/^client: .* the only one whose name holds those words/)]),
    );
  });

  it('asks back when several clients hold the words', async () => {
    const res = await invoice('Novak');
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('ambiguous_match');
    expect(res.body.candidates.map((candidate: { id: number }) => candidate.id).sort()).toEqual([ids.stavby, ids.transport].sort());
  });

  it('answers no_match only when nothing shares a word or a sound, without zero-score suggestions', async () => {
    const res = await invoice('Zeppelin Aerospace');
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('no_match');
    for (const suggestion of res.body.suggestions) expect(suggestion.score).toBeGreaterThanOrEqual(0.3);
  });
});

describe('typos', () => {
  it.each([
    ['Altas Reisen', 'atlas'],
    ['Shcröder Logistik', 'schroder'],
    ['Merku rMedia', 'merkur'],
    ['MerkurMedia', 'merkur'],
  ])('reads %j, a swap or a moved space, as one typo', async (client, key) => {
    const res = await invoice(client);
    expect(res.status).toBe(200);
    expect(res.body.matches.client.id).toBe(ids[key]);
  });
});

describe('employees by some of their words', () => {
  it('finds "Novák" and "J. Novák" as Jan Novák, with a warning', async () => {
    for (const employee of ['Novák', 'novak', 'J. Novák']) {
      const res = await time(employee);
      expect(res.status).toBe(200);
      expect(res.body.matches.employee).toMatchObject({ id: ids.jan, matched_on: 'name_words' });
      expect(res.body.warnings[0]).toMatch(/^employee: /);
    }
  });

  it('prefers "Jan Novák" for "Jan" over "Jana Dvořáková"', async () => {
    const res = await time('Jan');
    expect(res.body.matches.employee.id).toBe(ids.jan);
  });

  it('finds an employee by the local part of the e-mail', async () => {
    const res = await time('jd');
    expect(res.body.matches.employee.id).toBe(ids.jana);
  });
});

describe('misspelt words, through the vocabulary of name words (migration 0012)', () => {
  it('keeps no pending list on the GIN indexes every lookup reads', async () => {
    const result = await kontor.db.raw<{ rows: Array<{ relname: string; reloptions: string[] | null }> }>(
      `SELECT relname, reloptions FROM pg_class
        WHERE relname IN ('clients_sound_words_idx', 'clients_match_words_idx', 'client_name_words_trgm') ORDER BY relname`,
    );
    expect(result.rows).toEqual([
      { relname: 'client_name_words_trgm', reloptions: ['fastupdate=off'] },
      { relname: 'clients_match_words_idx', reloptions: ['fastupdate=off'] },
      { relname: 'clients_sound_words_idx', reloptions: ['fastupdate=off'] },
    ]);
  });

  it('finds the known words close to a misspelt one, with a trigram index to look them up on', async () => {
    const index = await kontor.db.raw<{ rows: Array<{ indexdef: string }> }>(
      "SELECT indexdef FROM pg_indexes WHERE indexname = 'client_name_words_trgm'",
    );
    expect(index.rows.map((row) => row.indexdef)).toEqual([expect.stringContaining('USING gin (word gin_trgm_ops)')]);
    const words = await kontor.db.raw<{ rows: Array<{ word: string }> }>(
      'SELECT word FROM client_name_words WHERE organization_id = ? AND word % ? AND similarity(word, ?) >= 0.4',
      [org.id, 'logstik', 'logstik'],
    );
    expect(words.rows.map((row) => row.word)).toEqual(['logistik']);
  });
});

describe('short forms made by rule', () => {
  const known = (word: string) => sexOfGivenName(word) !== null;
  it.each([
    ['bartl', 'bartholomaus'],
    ['wendi', 'wendelin'],
    ['gusti', 'augustin'],
  ])('reads %j as a short form of %j', (short, formal) => {
    expect(isDiminutiveOf(short, formal, known)).toBe(true);
  });

  it.each([
    ['jana', 'jan'],
    ['marek', 'marketa'],
    ['radka', 'radomil'],
    ['tom', 'tomas'],
  ])('never reads %j, a name of its own or too short, as a short form of %j', (short, formal) => {
    expect(isDiminutiveOf(short, formal, known)).toBe(false);
  });
});
