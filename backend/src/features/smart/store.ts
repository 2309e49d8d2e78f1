/**
 * Candidate lookups for the resolver: exact identifiers through their
 * indexes, names as the nearest by trigram distance (GiST, so a typo or a
 * missing word still brings its record into view without a threshold to tune);
 * the resolver scores what comes back.
 */
import type { Queryable } from '../../platform/db/knex.js';
import { MIN_PREFIX } from './contain.js';
import { nominatives } from './names/words.js';

export interface ClientCandidate {
  id: number;
  name: string;
  legal_name: string;
  match_key: string;
  legal_key: string;
  legal_form: string | null;
  address_city: string;
  address_street: string;
  email: string;
  registration_no: string;
  vat_no: string;
  currency: string;
  trigram: number;
}

export interface EmployeeCandidate {
  id: number;
  name: string;
  email: string;
  match_key: string;
  active: boolean;
  trigram: number;
}

/** Nearest names fetched per way of looking; the resolver scores them all. */
const CANDIDATES = 24;

const CLIENT_COLUMNS =
  'id, name, legal_name, match_key, legal_key, legal_form, address_city, address_street, email, registration_no, vat_no, currency';
const compact = (column: string) => `upper(regexp_replace(${column}, '[\\s./-]', '', 'g'))`;

export async function clientsByIdentifier(
  db: Queryable,
  organizationId: number,
  field: 'id' | 'registration_no' | 'vat_no' | 'email',
  value: string | number,
): Promise<ClientCandidate[]> {
  const where =
    field === 'id'
      ? 'id = ?::bigint'
      : field === 'email'
        ? "lower(email) = lower(?) AND email <> ''"
        : `${compact(field)} = ? AND ${field} <> ''`;
  const result = await db.raw<{ rows: ClientCandidate[] }>(
    `SELECT ${CLIENT_COLUMNS}, 1.0::float8 AS trigram FROM clients WHERE organization_id = ?::bigint AND ${where} LIMIT 5`,
    [organizationId, value],
  );
  return result.rows;
}

/** Clients whose name is exactly these words (the match key). */
export async function clientsWithKey(db: Queryable, organizationId: number, key: string): Promise<ClientCandidate[]> {
  if (!key) return [];
  const result = await db.raw<{ rows: ClientCandidate[] }>(
    `SELECT ${CLIENT_COLUMNS}, 1.0::float8 AS trigram FROM clients WHERE organization_id = ?::bigint AND match_key = ? LIMIT ${CANDIDATES}`,
    [organizationId, key],
  );
  return result.rows;
}

/** Clients by id (those an alias names). */
export async function clientsByIds(db: Queryable, organizationId: number, ids: readonly number[]): Promise<ClientCandidate[]> {
  if (ids.length === 0) return [];
  const result = await db.raw<{ rows: ClientCandidate[] }>(
    `SELECT ${CLIENT_COLUMNS}, 1.0::float8 AS trigram FROM clients WHERE organization_id = ?::bigint AND id = ANY(?::bigint[])`,
    [organizationId, [...ids]],
  );
  return result.rows;
}

/** Employees by id (those an alias names). */
export async function employeesByIds(db: Queryable, organizationId: number, ids: readonly number[]): Promise<EmployeeCandidate[]> {
  if (ids.length === 0) return [];
  const result = await db.raw<{ rows: EmployeeCandidate[] }>(
    `SELECT id, name, email, match_key, active, 1.0::float8 AS trigram FROM employees WHERE organization_id = ?::bigint AND id = ANY(?::bigint[])`,
    [organizationId, [...ids]],
  );
  return result.rows;
}

const TRIGRAM = 'greatest(similarity(match_key, :key), similarity(legal_key, :key), word_similarity(:key, match_key)) AS trigram';

/**
 * Candidates for a name. The fast path: the same words (in any order), and
 * every name that sounds the same, through plain indexes. An exact name
 * outscores any other spelling by more than the acceptance margin (see
 * score.ts), so when one exists only its sound-alikes could change the answer
 * and the trigram search is skipped. Otherwise: the nearest names by trigram
 * distance (GiST), and again the sound-alikes, which must be seen even when
 * many names are nearer in spelling, or the resolver could not know to ask.
 */
export async function clientsByName(
  db: Queryable,
  organizationId: number,
  key: string,
  sound: string,
  wordSounds: readonly string[],
): Promise<ClientCandidate[]> {
  const bindings = { key, sound, org: organizationId };
  const exact = await db.raw<{ rows: ClientCandidate[] }>(
    `SELECT ${CLIENT_COLUMNS}, ${TRIGRAM} FROM clients
      WHERE organization_id = :org::bigint AND (match_key = :key OR legal_key = :key OR sound_key = :sound)
      LIMIT ${CANDIDATES}`,
    bindings,
  );
  if (exact.rows.some((row) => row.match_key === key || row.legal_key === key)) return exact.rows;
  const byWord = await clientsSharingRarestWord(db, organizationId, key, wordSounds);
  if (byWord) return merge(byWord, exact.rows);
  const byCloseWords = await clientsHoldingCloseWords(db, organizationId, key);
  if (byCloseWords) return merge(byCloseWords, exact.rows);
  const near = await db.raw<{ rows: ClientCandidate[] }>(
    `WITH near AS (
       (SELECT id FROM clients WHERE organization_id = :org::bigint ORDER BY match_key <-> :key LIMIT ${CANDIDATES})
       UNION
       (SELECT id FROM clients WHERE organization_id = :org::bigint AND legal_key <> '' ORDER BY legal_key <-> :key LIMIT ${CANDIDATES / 2}))
     SELECT ${CLIENT_COLUMNS}, ${TRIGRAM} FROM clients WHERE id IN (SELECT id FROM near)`,
    bindings,
  );
  return merge(near.rows, exact.rows);
}

function merge(first: ClientCandidate[], second: ClientCandidate[]): ClientCandidate[] {
  const seen = new Set(first.map((row) => row.id));
  return [...first, ...second.filter((row) => !seen.has(row.id))];
}

/** Words shared by more names than this are too common to narrow anything down. */
const COMMON_WORD = 400;

/**
 * The names that share the sound of the query's rarest word. With several
 * words, a misspelt one rarely hides the right name: another word still leads
 * to it, and only names sounding alike in that word are scored. Answers null
 * when no word is both known and rare enough, and the trigram search must run.
 */
async function clientsSharingRarestWord(
  db: Queryable,
  organizationId: number,
  key: string,
  wordSounds: readonly string[],
): Promise<ClientCandidate[] | null> {
  // One- and two-letter words ("a", "i", "&") are joiners, not names: they narrow nothing.
  const words = wordSounds.filter((word) => word.length >= 3);
  if (wordSounds.length < 2 || words.length === 0) return null;
  // One round trip: each word's count (capped), the rarest usable one, and the names holding it. MATERIALIZED: inlined,
  // the count's subquery was planned and run once per use (the sort and both bounds), three times per word.
  const result = await db.raw<{ rows: Array<ClientCandidate & { rarest: string | null }> }>(
    `WITH counted AS MATERIALIZED (
       SELECT word, (SELECT count(*) FROM (SELECT 1 FROM clients WHERE organization_id = :org::bigint AND sound_words @> ARRAY[word] LIMIT ${COMMON_WORD + 1}) AS shared) AS n
         FROM unnest(:words::text[]) AS word),
     rarest AS (SELECT word FROM counted WHERE n > 0 AND n <= ${COMMON_WORD} ORDER BY n, word LIMIT 1)
     SELECT ${CLIENT_COLUMNS}, ${TRIGRAM}, (SELECT word FROM rarest) AS rarest
       FROM (SELECT NULL) AS always
       LEFT JOIN clients ON organization_id = :org::bigint AND sound_words @> ARRAY[(SELECT word FROM rarest)]`,
    { org: organizationId, words, key },
  );
  if (result.rows.length === 0 || result.rows[0]!.rarest === null) return null;
  return result.rows.map(({ rarest: _rarest, ...row }) => row);
}

/** How alike (pg_trgm similarity) a known word must be to a query word to stand for it… */
const CLOSE_WORD = 0.4;
/** …and how many of the closest known words are taken per query word. */
const CLOSE_WORDS = 8;

/**
 * The names holding a known word close in spelling to one of the query's
 * words: each query word of three letters or more finds its nearest words in
 * the vocabulary of name words (trigram index, see migration 0012; a word
 * with two letters swapped, by its unswapped spellings), and the
 * names holding those come through the GIN index over each name's words. A
 * query word whose close words are too common ("novak" in a large book)
 * narrows nothing and is left out; the others' names are all scored, so a
 * word misspelt into another known word does not hide the name meant while
 * another word of the query leads to it. Answers null when no query word
 * leads anywhere, and the trigram search over whole names must run.
 */
async function clientsHoldingCloseWords(db: Queryable, organizationId: number, key: string): Promise<ClientCandidate[] | null> {
  const words = [...new Set(key.split(' ').filter((word) => word.length >= 3))];
  if (key.split(' ').length < 2 || words.length === 0) return null;
  // Two neighbouring letters swapped ("sny" for "syn") leave few trigrams in common: those are looked up as such.
  const swaps = words.flatMap((word) => swappedLetters(word).map((swapped) => [word, swapped] as const));
  const result = await db.raw<{ rows: ClientCandidate[] }>(
    `WITH close AS (
       SELECT asked, known.word, known.names FROM unnest(:words::text[]) AS asked
        CROSS JOIN LATERAL (
          SELECT word, names FROM client_name_words
           WHERE organization_id = :org::bigint AND names > 0 AND word % asked AND similarity(word, asked) >= ${CLOSE_WORD}
           ORDER BY similarity(word, asked) DESC, word LIMIT ${CLOSE_WORDS}) AS known
       UNION
       SELECT swapped.asked, known.word, known.names FROM unnest(:askedOf::text[], :swaps::text[]) AS swapped (asked, word)
         JOIN client_name_words AS known ON known.organization_id = :org::bigint AND known.word = swapped.word AND known.names > 0),
     narrowing AS (SELECT asked FROM close GROUP BY asked HAVING sum(names) <= ${COMMON_WORD})
     SELECT ${CLIENT_COLUMNS}, ${TRIGRAM} FROM clients
      WHERE organization_id = :org::bigint
        AND string_to_array(match_key, ' ') && ARRAY(SELECT word FROM close WHERE asked IN (SELECT asked FROM narrowing))
      ORDER BY trigram DESC LIMIT ${COMMON_WORD}`,
    { org: organizationId, words, key, askedOf: swaps.map(([asked]) => asked), swaps: swaps.map(([, swapped]) => swapped) },
  );
  return result.rows.length > 0 ? result.rows : null;
}

/** The word with each pair of neighbouring, different letters swapped. */
function swappedLetters(word: string): string[] {
  const swapped = new Set<string>();
  for (let i = 0; i + 1 < word.length; i++)
    if (word[i] !== word[i + 1]) swapped.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  return [...swapped];
}

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

/** The active employees, for finding names by their words (an organization has hundreds at most). */
export async function activeEmployees(db: Queryable, organizationId: number, key: string): Promise<EmployeeCandidate[]> {
  const result = await db.raw<{ rows: EmployeeCandidate[] }>(
    `SELECT id, name, email, match_key, active, greatest(similarity(match_key, :key), word_similarity(:key, match_key)) AS trigram
       FROM employees WHERE organization_id = :org::bigint AND active ORDER BY id LIMIT 5000`,
    { key, org: organizationId },
  );
  return result.rows;
}

export async function employeesByIdentifier(
  db: Queryable,
  organizationId: number,
  field: 'id' | 'email',
  value: string | number,
): Promise<EmployeeCandidate[]> {
  const where = field === 'id' ? 'id = ?::bigint' : "lower(email) = lower(?) AND email <> ''";
  const result = await db.raw<{ rows: EmployeeCandidate[] }>(
    `SELECT id, name, email, match_key, active, 1.0::float8 AS trigram FROM employees WHERE organization_id = ?::bigint AND ${where} LIMIT 5`,
    [organizationId, value],
  );
  return result.rows;
}

export async function employeesByName(db: Queryable, organizationId: number, key: string): Promise<EmployeeCandidate[]> {
  const result = await db.raw<{ rows: EmployeeCandidate[] }>(
    `WITH near AS (
       (SELECT id FROM employees WHERE organization_id = :org::bigint ORDER BY match_key <-> :key LIMIT ${CANDIDATES})
       UNION
       (SELECT id FROM employees WHERE organization_id = :org::bigint ORDER BY :key <<-> match_key LIMIT ${CANDIDATES / 2}))
     SELECT id, name, email, match_key, active, greatest(similarity(match_key, :key), word_similarity(:key, match_key)) AS trigram
       FROM employees
      WHERE id IN (SELECT id FROM near)`,
    { key, org: organizationId },
  );
  return result.rows;
}

export interface TaskCandidate {
  id: number;
  title: string;
  client_id: number | null;
  status: string;
}

/** Open tasks of the organization (of one client, when known), newest first. */
export async function openTasks(db: Queryable, organizationId: number, clientId: number | null): Promise<TaskCandidate[]> {
  const query = db('tasks')
    .where({ organization_id: organizationId, status: 'open' })
    .orderBy('id', 'desc')
    .limit(500)
    .select('id', 'title', 'client_id', 'status');
  if (clientId !== null) query.where((q) => q.where({ client_id: clientId }).orWhereNull('client_id'));
  return query;
}

/** The currency the client is billed in. */
export async function clientCurrency(db: Queryable, organizationId: number, clientId: number): Promise<string | null> {
  const row = await db('clients').where({ organization_id: organizationId, id: clientId }).first('currency');
  return row ? String(row.currency).trim() : null;
}

/** Clients' names by id. */
export async function clientNames(db: Queryable, organizationId: number, ids: readonly number[]): Promise<Map<number, string>> {
  const rows: Array<{ id: number | string; name: string }> = await db('clients')
    .where({ organization_id: organizationId })
    .whereIn('id', [...ids])
    .select('id', 'name');
  return new Map(rows.map((row) => [Number(row.id), row.name]));
}

/** How many sent or overdue invoices each of these clients has (clients without any are left out). */
export async function openInvoiceCounts(db: Queryable, organizationId: number, clientIds: readonly number[]): Promise<Map<number, number>> {
  if (clientIds.length === 0) return new Map();
  const result = await db.raw<{ rows: Array<{ client_id: string; open: string }> }>(
    `SELECT client_id, count(*) AS open FROM invoices
      WHERE organization_id = ?::bigint AND client_id = ANY(?::bigint[]) AND status IN ('sent', 'overdue')
      GROUP BY client_id`,
    [organizationId, [...clientIds]],
  );
  return new Map(result.rows.map((row) => [Number(row.client_id), Number(row.open)]));
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
