/**
 * Clients by the words their name holds (see contain.ts) or by its initials,
 * for the resolver to check word by word.
 */
import type { Queryable } from '../../platform/db/knex.js';
import { MIN_PREFIX } from './contain.js';
import { nominatives } from './names/words.js';
import { CLIENT_COLUMNS, type ClientCandidate, TRIGRAM } from './store.js';

/** Enough records holding a query's words to tell one from several and to show five. */
const HOLDERS = 50;

/**
 * Clients whose name may hold every word of the query (see contain.ts), for
 * the resolver to check word by word. Strict: every word's sound, or the sound
 * of a word it may be a case of ("Nováka", "Novákovi": Novák, see
 * names/words.ts), one GIN lookup over sound_words per word (the words without
 * such readings in one). Loose: each word of two letters or more likewise or,
 * from three letters, as the beginning of a known word (the name-word
 * vocabulary, then the GIN index over the name's words); initials are left to
 * the resolver.
 */
export async function clientsHoldingWords(
  db: Queryable,
  organizationId: number,
  key: string,
  words: readonly string[],
  soundOf: (word: string) => string,
  loose: boolean,
): Promise<ClientCandidate[]> {
  const bindings: Record<string, unknown> = { org: organizationId, key };
  const soundsOf = (word: string) => [...new Set([word, ...nominatives(word)].map(soundOf))];
  if (!loose) {
    if (words.length === 0) return [];
    const result = await db.raw<{ rows: ClientCandidate[] }>(...strictHolders(organizationId, key, words, soundOf));
    return result.rows;
  }
  const conditions = words
    .filter((word) => word.length >= 2)
    .map((word, index) => {
      bindings[`sound${index}`] = soundsOf(word);
      bindings[`prefix${index}`] = `${word.replace(/[\\%_]/g, '')}%`;
      const byPrefix =
        word.length >= MIN_PREFIX
          ? ` OR string_to_array(match_key, ' ') && ARRAY(SELECT word FROM client_name_words WHERE organization_id = :org::bigint AND word LIKE :prefix${index} AND names > 0 LIMIT ${HOLDERS})`
          : '';
      return `(sound_words && :sound${index}::text[]${byPrefix})`;
    });
  if (conditions.length === 0) return [];
  const result = await db.raw<{ rows: ClientCandidate[] }>(
    `SELECT ${CLIENT_COLUMNS}, ${TRIGRAM} FROM clients WHERE organization_id = :org::bigint AND ${conditions.join(' AND ')} LIMIT ${HOLDERS * 4}`,
    bindings,
  );
  return result.rows;
}

/** The strict lookup of clientsHoldingWords: each declined word by any of its nominatives' sounds, the others all at once. */
function strictHolders(
  organizationId: number,
  key: string,
  words: readonly string[],
  soundOf: (word: string) => string,
): [string, Record<string, unknown>] {
  const bindings: Record<string, unknown> = { org: organizationId, key };
  const plain = words.filter((word) => nominatives(word).length === 0);
  const conditions = words
    .filter((word) => nominatives(word).length > 0)
    .map((word, index) => {
      bindings[`sounds${index}`] = [...new Set([word, ...nominatives(word)].map(soundOf))];
      return `sound_words && :sounds${index}::text[]`;
    });
  if (plain.length > 0) {
    bindings.sounds = [...new Set(plain.map(soundOf))];
    conditions.push('sound_words @> :sounds::text[]');
  }
  return [
    `SELECT ${CLIENT_COLUMNS}, ${TRIGRAM} FROM clients WHERE organization_id = :org::bigint AND ${conditions.join(' AND ')} LIMIT ${HOLDERS}`,
    bindings,
  ];
}

/** The plan of the strict lookup of these words (for the benchmark and the test that it reads the GIN index). */
export async function explainClientsHoldingWords(
  db: Queryable,
  organizationId: number,
  key: string,
  words: readonly string[],
  soundOf: (word: string) => string,
): Promise<string> {
  const [sql, bindings] = strictHolders(organizationId, key, words, soundOf);
  const result = await db.raw<{ rows: Array<{ 'QUERY PLAN': string }> }>(`EXPLAIN ${sql}`, bindings);
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

/**
 * Clients whose name, without its legal form, is one word per letter of `letters` beginning with it, in any order (the
 * resolver checks the order), and perhaps some of the `unsaid` words a person leaves out of an acronym ("of"). Read
 * through the sorted match key, with no index of its own: asked only for a query that is an acronym ("KSB"), so its
 * cost is paid by those alone.
 */
export async function clientsWithInitials(
  db: Queryable,
  organizationId: number,
  letters: string,
  unsaid: readonly string[],
): Promise<ClientCandidate[]> {
  const skipped = `(?:${unsaid.map((word) => word.replace(/[^a-z]/g, '')).join('|')})`;
  const pattern = `^(?:${skipped} )*${[...letters]
    .sort()
    .map((letter) => `${letter.replace(/[^a-z0-9]/g, '')}[^ ]*`)
    .join(`(?: ${skipped})* `)}(?: ${skipped})*$`;
  const result = await db.raw<{ rows: ClientCandidate[] }>(
    `SELECT ${CLIENT_COLUMNS}, 0::float8 AS trigram FROM clients WHERE organization_id = ?::bigint AND match_key ~ ? LIMIT ${HOLDERS}`,
    [organizationId, pattern],
  );
  return result.rows;
}

/**
 * Whether a client other than `except` holds, by sound, a word of `named` and a word of `after`: then the words after
 * a name may be part of that client's name ("Beta Media for Schools" beside Beta Schools Ltd), and are not set aside.
 */
export async function anotherClientHolding(
  db: Queryable,
  organizationId: number,
  except: number,
  named: readonly string[],
  after: readonly string[],
  soundOf: (word: string) => string,
): Promise<boolean> {
  const result = await db.raw<{ rows: unknown[] }>(
    `SELECT 1 FROM clients WHERE organization_id = :org::bigint AND id <> :except::bigint
        AND sound_words && :named::text[] AND sound_words && :after::text[] LIMIT 1`,
    { org: organizationId, except, named: [...new Set(named.map(soundOf))], after: [...new Set(after.map(soundOf))] },
  );
  return result.rows.length > 0;
}
