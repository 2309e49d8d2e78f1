/**
 * A name every word of which looks Latin and is written in Cyrillic or Greek letters ("Тесо") shows as the Latin
 * record it reads as ("Teco"): a list would show the two as one, and a smart request could not tell them apart by what
 * a person reads. Such a name is refused beside that record, and a Latin name beside such a record that reads as it
 * (the two made in the other order); a Greek or Russian name that reads as no record stays.
 */
import type { Queryable } from '../../platform/db/knex.js';
import { validationError } from '../../platform/errors.js';
import { readsAsLatin } from '../../platform/lib/lookalike-words.js';
import { normalizeName } from './normalize.js';

const REGEX_SPECIAL = /[.*+?^${}()|[\]\\]/g;

/**
 * The records' match keys a Latin reading may stand for. TS #39's prototype of a Latin I is l, so a skeleton's l may
 * be either letter; the rest of a reading is the record's letters.
 */
const keyPattern = (reading: string) => `^${normalizeName(reading).key.replace(REGEX_SPECIAL, '\\$&').replace(/[il]/g, '[il]')}$`;

export async function refuseLatinLookalike(
  db: Queryable,
  table: 'clients' | 'employees',
  organizationId: number,
  name: string,
  ownId: number | null,
): Promise<void> {
  const reading = readsAsLatin(name);
  if (reading === null) return refuseBesideLookalike(db, table, organizationId, name, ownId);
  const other = (await db(table)
    .where({ organization_id: organizationId })
    .whereRaw('match_key ~ ?', [keyPattern(reading)])
    .modify((query) => (ownId === null ? query : query.whereNot({ id: ownId })))
    .orderBy('id')
    .first('id', 'name')) as { id: number; name: string } | undefined;
  if (!other) return;
  const record = table === 'clients' ? 'client' : 'employee';
  throw validationError([
    {
      field: 'name',
      message: `is written in Cyrillic or Greek letters that read as the ${record} "${other.name}" (id ${other.id}): write it in Latin letters, or so that it reads otherwise`,
    },
  ]);
}

/**
 * For each Latin letter, the lower-case Cyrillic and Greek letters whose skeleton is that letter alone (TS #39's
 * prototypes, as readsAsLatin reads them), so that the records a Latin name could be the lookalike of are found by a
 * pattern on their match key (which its trigram index can serve), not by reading every name. Letters whose skeleton is more than
 * one Latin letter are left out of the pattern (a record of them is not found by it).
 */
const LOOKALIKES_OF: ReadonlyMap<string, string> = (() => {
  const of = new Map<string, string>();
  for (let code = 0x370; code < 0x530; code++) {
    // The reading is of the letter as written (a capital В reads B, its small в reads as no Latin letter); the key
    // holds it in small letters.
    const written = String.fromCodePoint(code);
    if (!/^[\p{Script=Cyrillic}\p{Script=Greek}]$/u.test(written)) continue;
    const letter = written.toLowerCase();
    const latin = readsAsLatin(written)?.toLowerCase();
    if (!latin || latin.length !== 1) continue;
    // TS #39's prototype of a Latin I is l: a lookalike of either is one of both.
    for (const target of /[il]/.test(latin) ? ['i', 'l'] : [latin])
      if (!of.get(target)?.includes(letter)) of.set(target, (of.get(target) ?? '') + letter);
  }
  return of;
})();

/**
 * A word of a match key in Cyrillic or Greek letters that reads as this Latin word, as a POSIX pattern: keys are sorted
 * by word in their own alphabet, so each word is looked for on its own.
 */
const lookalikeWordPattern = (word: string) =>
  `(^| )${[...word].map((char) => (LOOKALIKES_OF.has(char) ? `[${LOOKALIKES_OF.get(char)!}]` : char.replace(REGEX_SPECIAL, '\\$&'))).join('')}( |$)`;

/** A Latin name refused beside a record in Cyrillic or Greek letters that reads as it ("XOP" beside a Cyrillic "ХОР"). */
async function refuseBesideLookalike(
  db: Queryable,
  table: 'clients' | 'employees',
  organizationId: number,
  name: string,
  ownId: number | null,
): Promise<void> {
  if (!/[A-Za-z]/.test(name)) return;
  const key = normalizeName(name).key;
  if (!/[a-z]/.test(key)) return;
  const rows = (await db(table)
    .where({ organization_id: organizationId })
    .modify((query) => {
      for (const word of new Set(key.split(' '))) query.whereRaw('match_key ~ ?', [lookalikeWordPattern(word)]);
    })
    .whereRaw("name !~ '[A-Za-z]' AND array_length(string_to_array(match_key, ' '), 1) = ?", [key.split(' ').length])
    .modify((query) => (ownId === null ? query : query.whereNot({ id: ownId })))
    .orderBy('id')
    .limit(5)
    .select('id', 'name')) as Array<{ id: number; name: string }>;
  const other = rows.find((row) => {
    const reading = readsAsLatin(row.name);
    return reading !== null && new RegExp(keyPattern(reading)).test(key);
  });
  if (!other) return;
  const record = table === 'clients' ? 'client' : 'employee';
  throw validationError([
    {
      field: 'name',
      message: `reads as the ${record} "${other.name}" (id ${other.id}), written in Cyrillic or Greek letters that look Latin: name it so that it reads otherwise`,
    },
  ]);
}
