/**
 * A client's country as people say it beside the name ("Sunrise Dental Ltd (Leeds, UK)", "Horák Elektro, Olomouc,
 * Česko"): its ISO code and its name in the languages Kontor reads. The names were generated from ICU's display names
 * (countries-data.ts, by backend/src/dev/names-data/countries.mjs); kept here are only the everyday names ICU does not
 * give (UK, USA, ČR, Holland).
 */
import { remembered } from '../../../platform/lib/remembered.js';
import { fold } from '../normalize.js';
import { COUNTRY_ROWS } from './countries-data.js';

/** Everyday names and codes ICU's display names do not give, by ISO code. */
const SAID_ALSO: Readonly<Record<string, readonly string[]>> = {
  GB: ['uk', 'britain', 'england', 'scotland', 'wales', 'anglie', 'anglia'],
  US: ['usa', 'america', 'amerika'],
  CZ: ['cr', 'cze'],
  SK: ['sr', 'svk'],
  DE: ['brd', 'deu'],
  AT: ['aut'],
  NL: ['holland', 'nld'],
  CH: ['che'],
  PL: ['pol'],
};

/** Each country's folded names by its code, and the code of each name: read from the generated rows when first asked. */
let countries: { namesOf: Map<string, readonly string[]>; codeOf: Map<string, string> } | undefined;
function known(): NonNullable<typeof countries> {
  if (countries) return countries;
  const namesOf = new Map<string, readonly string[]>();
  const codeOf = new Map<string, string>();
  for (const row of COUNTRY_ROWS.trim().split('\n')) {
    const [code, ...listed] = row.split(' ') as [string, ...string[]];
    const names = [...new Set([code.toLowerCase(), ...(SAID_ALSO[code] ?? []), ...listed.map((name) => name.replace(/_/g, ' '))])];
    namesOf.set(code, Object.freeze(names));
    for (const name of names) if (!codeOf.has(name)) codeOf.set(name, code);
  }
  return (countries = { namesOf, codeOf });
}

/** The ISO code of a country field as a client's address holds it: a code or a name in any of the languages. */
export const countryCode = remembered((field: string): string | null => {
  const folded = fold(field).trim();
  if (!folded) return null;
  const { namesOf, codeOf } = known();
  const upper = folded.toUpperCase();
  return namesOf.has(upper) ? upper : (codeOf.get(folded) ?? null);
});

/**
 * The folded words by which the country of a client's address may be said: its code and its one-word names (none
 * when the field names no country). A word of a longer name is no name of it: "United" after a name says nothing of the
 * United Kingdom, and "Sunrise Dental United" would be read as Sunrise Dental Ltd.
 */
export const countryWords = remembered((field: string): readonly string[] => {
  const code = countryCode(field);
  if (!code) return Object.freeze([]);
  return Object.freeze(
    known()
      .namesOf.get(code)!
      .filter((name) => !name.includes(' ')),
  );
});
