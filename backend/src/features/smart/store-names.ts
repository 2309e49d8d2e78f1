/**
 * Clients by name for the resolver: exactly (plain indexes), then by a rare or
 * close word of the query (GIN over the names' words and the vocabulary of
 * name words), then as the nearest by trigram distance (GiST, so a typo or a
 * missing word still brings its record into view without a threshold to tune).
 */
import type { Queryable } from '../../platform/db/knex.js';
import { CANDIDATES, CLIENT_COLUMNS, COMMON_WORD, type ClientCandidate, TRIGRAM } from './store.js';
interface ExactlyNamed {
  /** Clients named exactly the key (name or legal name), or sounding exactly like it. */
  named: ClientCandidate[];
  /** Clients named exactly the whole phrase, when words around the name were set aside to get the key. */
  whole: ClientCandidate[];
  /** Clients whose legal name is the whole phrase, or whose name sounds exactly like it: what could tie with `whole`. */
  likeWhole: ClientCandidate[];
  /**
   * When neither a name is the key nor a client is named the whole phrase (what settles a name before any fuzzy work):
   * the names sharing the sound of the rarest word, read in the same statement, or null when no word was usable;
   * undefined when it was not read.
   */
  sharingRarest?: ClientCandidate[] | null;
}

/**
 * The exact lookups of a name, in one round trip through plain indexes, before any fuzzy work: the same words (in any
 * order) and every name that sounds the same; and, when words were set aside to get the key ("novak a syn" read as
 * "novak syn"), a client named exactly the whole phrase (scored as the name itself, trigram 1) and those that could
 * tie with it. When neither settles the name, the first fuzzy lookup (the names sharing the rarest word's sound) runs
 * in the same statement: the resolver would send it next, and a round trip is most of its cost.
 */
export async function clientsNamedExactly(
  db: Queryable,
  organizationId: number,
  key: string,
  sound: string,
  whole: { key: string; sound: string; around?: readonly string[] } | null,
  wordSounds: readonly string[] = [],
): Promise<ExactlyNamed> {
  const words = rarestUsable(wordSounds);
  const result = await db
    .raw<{ rows: Array<ClientCandidate & { found: Exclude<keyof ExactlyNamed, 'sharingRarest'> | 'rarest' }> }>(
      `WITH named AS MATERIALIZED (
       SELECT ${CLIENT_COLUMNS}, ${TRIGRAM}, 'named' AS found FROM clients
        WHERE :key <> '' AND organization_id = :org::bigint AND (match_key = :key OR legal_key = :key OR sound_key = :sound)
        LIMIT ${CANDIDATES}),
     whole AS MATERIALIZED (
       SELECT ${CLIENT_COLUMNS}, 1.0::float8 AS trigram, 'whole' AS found FROM clients
        WHERE :asWhole AND organization_id = :org::bigint AND (match_key = :wholeKey OR match_key = ANY(:around::text[]))
        LIMIT ${CANDIDATES}),
     ${rarestWord('WHERE NOT EXISTS (SELECT 1 FROM named WHERE match_key = :key OR legal_key = :key) AND NOT EXISTS (SELECT 1 FROM whole)')}
     SELECT * FROM named
     UNION ALL
     SELECT * FROM whole
     UNION ALL
     (SELECT ${CLIENT_COLUMNS}, ${TRIGRAM}, 'likeWhole' AS found FROM clients
       WHERE :asWhole AND organization_id = :org::bigint AND (legal_key = :wholeKey OR sound_key = :wholeSound)
       LIMIT ${CANDIDATES})
     UNION ALL
     SELECT ${CLIENT_COLUMNS}, ${TRIGRAM}, 'rarest' AS found FROM clients
      WHERE organization_id = :org::bigint AND sound_words @> ARRAY[(SELECT word FROM rarest)]`,
      {
        org: organizationId,
        key,
        sound,
        asWhole: whole !== null,
        wholeKey: whole?.key ?? '',
        wholeSound: whole?.sound ?? '',
        around: [...(whole?.around ?? [])],
        words: words ?? [],
      },
    )
    .options({ prepared: true });
  const found: ExactlyNamed = { named: [], whole: [], likeWhole: [] };
  const sharingRarest: ClientCandidate[] = [];
  for (const { found: where, ...row } of result.rows) (where === 'rarest' ? sharingRarest : found[where]).push(row);
  // Read under the same conditions as in SQL; a rarest word is one some names hold, so no row means none was usable.
  const settled = found.whole.length > 0 || found.named.some((row) => row.match_key === key || row.legal_key === key);
  if (!settled) found.sharingRarest = sharingRarest.length > 0 ? sharingRarest : null;
  return found;
}

/**
 * Candidates for a name with no exact spelling (see clientsNamedExactly; `exact` is what it found): the names sharing
 * the sound of the query's rarest word, else those holding known words close to the query's, else the nearest names
 * by trigram distance (GiST). The sound-alikes found exactly are kept, since they must be seen even when many names
 * are nearer in spelling, or the resolver could not know to ask.
 */
export async function clientsNearName(
  db: Queryable,
  organizationId: number,
  key: string,
  wordSounds: readonly string[],
  exact: ClientCandidate[],
  sharingRarest?: ClientCandidate[] | null,
): Promise<ClientCandidate[]> {
  // Read already beside the exact lookups (see clientsNamedExactly), or now.
  const byWord = sharingRarest === undefined ? await clientsSharingRarestWord(db, organizationId, key, wordSounds) : sharingRarest;
  if (byWord) return merge(byWord, exact);
  const byCloseWords = await clientsHoldingCloseWords(db, organizationId, key);
  if (byCloseWords) return merge(byCloseWords, exact);
  const near = await db.raw<{ rows: ClientCandidate[] }>(
    `WITH near AS (
       (SELECT id FROM clients WHERE organization_id = :org::bigint ORDER BY match_key <-> :key LIMIT ${CANDIDATES})
       UNION
       (SELECT id FROM clients WHERE organization_id = :org::bigint AND legal_key <> '' ORDER BY legal_key <-> :key LIMIT ${CANDIDATES / 2}))
     SELECT ${CLIENT_COLUMNS}, ${TRIGRAM} FROM clients WHERE id IN (SELECT id FROM near)`,
    { key, org: organizationId },
  );
  return merge(near.rows, exact);
}

function merge(first: ClientCandidate[], second: ClientCandidate[]): ClientCandidate[] {
  const seen = new Set(first.map((row) => row.id));
  return [...first, ...second.filter((row) => !seen.has(row.id))];
}

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
  const words = rarestUsable(wordSounds);
  if (!words) return null;
  const result = await db.raw<{ rows: Array<ClientCandidate & { rarest: string | null }> }>(
    `WITH ${rarestWord()}
     SELECT ${CLIENT_COLUMNS}, ${TRIGRAM}, (SELECT word FROM rarest) AS rarest
       FROM (SELECT NULL) AS always
       LEFT JOIN clients ON organization_id = :org::bigint AND sound_words @> ARRAY[(SELECT word FROM rarest)]`,
    { org: organizationId, words, key },
  );
  if (result.rows.length === 0 || result.rows[0]!.rarest === null) return null;
  return result.rows.map(({ rarest: _rarest, ...row }) => row);
}

/** The words that can narrow a name by the rarest: none when the name has a single word. */
function rarestUsable(wordSounds: readonly string[]): string[] | null {
  // One- and two-letter words ("a", "i", "&") are joiners, not names: they narrow nothing.
  const words = wordSounds.filter((word) => word.length >= 3);
  return wordSounds.length < 2 || words.length === 0 ? null : words;
}

/**
 * Each word's count (capped), and the rarest usable one: a word that some names hold, and not too many (`when`: a
 * condition on the words' list, which can leave it empty). MATERIALIZED: inlined, the count's subquery was planned and
 * run once per use (the sort and both bounds), three times per word.
 */
function rarestWord(when = ''): string {
  return `counted AS MATERIALIZED (
       SELECT word, (SELECT count(*) FROM (SELECT 1 FROM clients WHERE organization_id = :org::bigint AND sound_words @> ARRAY[word] LIMIT ${COMMON_WORD + 1}) AS shared) AS n
         FROM unnest(:words::text[]) AS word ${when}),
     rarest AS (SELECT word FROM counted WHERE n > 0 AND n <= ${COMMON_WORD} ORDER BY n, word LIMIT 1)`;
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
  // The close words come back beside the names (as one row with no name when none narrows), for the bound below.
  const result = await db.raw<{ rows: Array<ClientCandidate & { close: Array<{ asked: string; word: string }> | null }> }>(
    `WITH close AS MATERIALIZED (
       SELECT asked, known.word, known.names FROM unnest(:words::text[]) AS asked
        CROSS JOIN LATERAL (
          SELECT word, names FROM client_name_words
           WHERE organization_id = :org::bigint AND names > 0 AND word % asked AND similarity(word, asked) >= ${CLOSE_WORD}
           ORDER BY similarity(word, asked) DESC, word LIMIT ${CLOSE_WORDS}) AS known
       UNION
       SELECT swapped.asked, known.word, known.names FROM unnest(:askedOf::text[], :swaps::text[]) AS swapped (asked, word)
         JOIN client_name_words AS known ON known.organization_id = :org::bigint AND known.word = swapped.word AND known.names > 0),
     narrowing AS (SELECT asked FROM close GROUP BY asked HAVING sum(names) <= ${COMMON_WORD}),
     found AS (
       SELECT ${CLIENT_COLUMNS}, ${TRIGRAM} FROM clients
        WHERE organization_id = :org::bigint
          AND string_to_array(match_key, ' ') && ARRAY(SELECT word FROM close WHERE asked IN (SELECT asked FROM narrowing))
        ORDER BY trigram DESC LIMIT ${COMMON_WORD})
     SELECT found.*, CASE WHEN found.id IS NULL THEN (SELECT json_agg(json_build_object('asked', asked, 'word', word)) FROM close) END AS close
       FROM (SELECT NULL) AS always LEFT JOIN found ON true`,
    { org: organizationId, words, key, askedOf: swaps.map(([asked]) => asked), swaps: swaps.map(([, swapped]) => swapped) },
  );
  const rows = result.rows.filter((row) => row.id !== null).map(({ close: _close, ...row }) => row);
  if (rows.length > 0) return rows;
  return clientsHoldingCommonWords(db, organizationId, key, words, result.rows[0]?.close ?? []);
}

/**
 * When every query word has close known words but each is too common to narrow anything ("od Nováků Stavby" in a
 * book of 100,000 names), the names holding a close word of every query word are the ones worth scoring: the
 * trigram search over whole names would otherwise walk most of the GiST index for a short, common phrase (tens of
 * milliseconds at 100,000 names). A query word without close words leaves the whole-name search to run.
 */
async function clientsHoldingCommonWords(
  db: Queryable,
  organizationId: number,
  key: string,
  words: readonly string[],
  close: ReadonlyArray<{ asked: string; word: string }>,
): Promise<ClientCandidate[] | null> {
  const closeOf = words.map((asked) => [...new Set(close.filter((one) => one.asked === asked).map((one) => one.word))]);
  if (closeOf.some((known) => known.length === 0)) return null;
  const bindings: Record<string, unknown> = { org: organizationId, key };
  const conditions = closeOf.map((known, index) => {
    bindings[`close${index}`] = known;
    return `string_to_array(match_key, ' ') && :close${index}::text[]`;
  });
  const result = await db.raw<{ rows: ClientCandidate[] }>(
    `SELECT * FROM (SELECT ${CLIENT_COLUMNS}, ${TRIGRAM} FROM clients
       WHERE organization_id = :org::bigint AND ${conditions.join(' AND ')} LIMIT ${HOLDING_COMMON}) AS held
      ORDER BY trigram DESC LIMIT ${COMMON_WORD}`,
    bindings,
  );
  return result.rows.length > 0 ? result.rows : null;
}

/** At most this many names holding common words are read (each scored by trigram in SQL), so the bound holds for any phrase. */
const HOLDING_COMMON = 2000;

/** The word with each pair of neighbouring, different letters swapped. */
function swappedLetters(word: string): string[] {
  const swapped = new Set<string>();
  for (let i = 0; i + 1 < word.length; i++)
    if (word[i] !== word[i + 1]) swapped.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  return [...swapped];
}

/** Clients holding a word of any of these sounds (GIN over the names' word sounds). */
export async function clientsHoldingSounds(
  db: Queryable,
  organizationId: number,
  key: string,
  sounds: readonly string[],
): Promise<ClientCandidate[]> {
  if (sounds.length === 0) return [];
  const result = await db.raw<{ rows: ClientCandidate[] }>(
    `SELECT ${CLIENT_COLUMNS}, ${TRIGRAM} FROM clients
      WHERE organization_id = :org::bigint AND sound_words && :sounds::text[]
      LIMIT ${CANDIDATES}`,
    { org: organizationId, key, sounds: [...sounds] },
  );
  return result.rows;
}
