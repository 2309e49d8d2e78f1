/**
 * Amounts as people say and write them beyond plain digits: shorthand for
 * thousands and millions ("15 tis.", "1.5k", "$2k", "2 Mio.", "2 mil.",
 * "2 tisíce"), the Czech and Swiss whole-amount ending ("1500,- Kč",
 * "1'500.-"), and money said with its cents after the currency ("15 euros
 * 50", "patnáct korun padesát haléřů", "zwei Euro fünfzig"). Each answers a
 * plain decimal string and how it was read; parseAmount (amounts.ts) keeps
 * the currency and the checks.
 */
import { Decimal } from 'decimal.js';
import { fold } from '../normalize.js';
import { AmbiguousValue, ParseError } from './errors.js';
import { parseNumberWords } from './numbers.js';

/** Shorthand scale words after digits, folded, without their dot: "k", "tis.", "Mio.", "mil.". */
const SHORT_SCALES: ReadonlyArray<readonly [RegExp, number, string]> = [
  [/^(k|grand|mille|tis|tisic|tisice|tisicu|tsd|tausend|thousand|thousands|tys|tysiecy|tysiace)$/, 1000, 'thousand'],
  [/^(mio|mil|mln|million|millions|millionen|milion|miliony|milionu)$/, 1_000_000, 'million'],
  [/^(mrd|mld|miliarda|miliardy|miliard|milliarde|milliarden|billion|bn)$/, 1_000_000_000, 'billion'],
];

/**
 * "1.5k", "15 tis.", "2 Mio.": the digits and the scale word, or null when the text does not end in one. Not "m"
 * ("2m"): metres, minutes or a million, it is refused rather than read as any.
 */
export function shorthand(text: string): { digits: string; scale: number; word: string } | null {
  const match = /^([+-]?[\d.,\s\u00a0\u202f'’]*\d)\s*(\p{L}+)\.?$/u.exec(text.trim());
  if (!match) return null;
  const folded = fold(match[2]!);
  const found = SHORT_SCALES.find(([pattern]) => pattern.test(folded));
  if (!found) return null;
  return { digits: match[1]!, scale: found[1], word: `${match[2]} (${found[2]})` };
}

/** The words of a thousand after digits, folded: "2 thousand 500", "2 Tausend 500", "2 tisíce 500", "2 tysiące 500". */
const THOUSAND_WORDS = /^(thousand|tausend|tisic|tisice|tysiac|tysiace|tysiecy)$/;

/**
 * Thousands in digits, the word for a thousand, and the rest in digits, as a transcript writes a number said in
 * words ("2 thousand 500", "15 Tausend 300", "2 tisíce a 500"): the thousands and the rest added. A rest under a
 * hundred without "and" ("2 Tausend 50": 2,050, or 2,500 as prices are said?) is refused, as its words are asked.
 */
export function digitsAroundThousand(text: string): { digits: string; how: string } | null {
  const match = /^(\d{1,3})\s+(\p{L}+)\s+(?:(and|und|a|i)\s+)?(\d{1,3})$/u.exec(text.trim());
  if (!match || !THOUSAND_WORDS.test(fold(match[2]!))) return null;
  const [thousands, rest] = [Number(match[1]), Number(match[4])];
  if (rest < 100 && !match[3])
    throw new ParseError(`"${text.trim()}": is "${match[4]}" after the thousands ${rest} or ${rest} hundred? Write it in digits`);
  const digits = String(thousands * 1000 + rest);
  return { digits, how: `"${text.trim()}" read as ${digits}` };
}

/** The value of digits times a scale, exact. */
export const scaled = (value: string, scale: number) => new Decimal(value).times(scale).toFixed();

/**
 * "1500,-" and "1.500,- Kč" (Czech, German), "1'500.-" (Swiss): a whole amount, the mark before the dash its
 * decimal mark, so the other groups thousands. Answers the digits without the ending and the grouping mark to take
 * out, or null when the text has no such ending.
 */
export function wholeEnding(text: string): { digits: string; how: string } | null {
  const match = /^(.*\d)\s*([.,])[-\u2013\u2014]{1,2}$/.exec(text.trim());
  if (!match) return null;
  const mark = match[2]!;
  // Spaces and apostrophes group thousands only between groups of three ("1 500,-", "1'500.-").
  const spaced = /[\s\u00a0\u202f'’]/.test(match[1]!);
  if (spaced && !/^\d{1,3}([\s\u00a0\u202f'’]\d{3})+$/.test(match[1]!)) return null;
  const body = match[1]!.replace(/[\s\u00a0\u202f'’]/g, '');
  const group = mark === ',' ? '.' : ',';
  if (body.includes(mark)) throw new ParseError(`"${text.trim()}" has "${mark}" twice; write it like "1500,-" or "1500"`);
  if (body.includes(group) && !/^\d{1,3}([.,]\d{3})+$/.test(body)) return null;
  return {
    digits: body.replaceAll(group, ''),
    how: `"${mark}-" ends a whole amount${body.includes(group) ? `, "${group}" grouping thousands` : ''}`,
  };
}

// Slovak counts cents "cent, centy, centov"; Polish grosze "grosz, grosze, groszy".
const CENT_WORDS = /^(cents?|centy|centu|centov|centa|haler|halere|haleru|h|rappen|pence|p|groszy|grosze|grosz)$/;

/** A whole number said in digits or words, or null. */
function whole(text: string): number | null {
  if (/^\d{1,9}$/.test(text)) return Number(text);
  const value = /^[\p{L}\s-]+$/u.test(text) ? parseNumberWords(text) : null;
  return value !== null && Number.isInteger(value) ? value : null;
}

/**
 * "15 euros 50", "fifteen dollars and fifty cents", "patnáct korun padesát haléřů", "zwei Euro fünfzig": the
 * currency word between the units and the cents. `before` and `after` are the text either side of the currency.
 * Null when `after` is empty; a ParseError when the cents are not 0 to 99, and an AmbiguousValue for a single digit
 * said without a cent word ("15 euros 5": 15.05 or 15.50?).
 */
export function withCents(before: string, after: string, currency: string, said: string): { value: string; how: string } | null {
  const rest = fold(after);
  if (rest === '') return null;
  // Digits either side of a sign or a code ("15 USD 00", "5 € 5", "1500 USD 200") read as a misplaced currency in
  // grouped digits as much as cents: refused as before. The currency said as a word ("15 euros 50") or a cent word
  // ("15 € 50 cents") says cents.
  const asWord = /^\p{L}{4,}$/u.test(said) && !/^[A-Z]{3}$/.test(said);
  if (!asWord && !CENT_WORDS.test(rest.split(' ').at(-1)!)) return null;
  const units = whole(fold(before));
  // The joins of units and cents: English, German, Czech and Slovak "a", Polish "i".
  const words = rest.split(' ').filter((word) => word !== 'and' && word !== 'und' && word !== 'a' && word !== 'i');
  const centWord = words.length > 1 && CENT_WORDS.test(words.at(-1)!);
  const centsText = (centWord ? words.slice(0, -1) : words).join(' ');
  const cents = whole(centsText);
  if (units === null || cents === null) return null;
  if (cents > 99)
    throw new ParseError(`"${before.trim()} … ${after.trim()}": ${cents} cents is more than a unit; write it like "15.50 ${currency}"`);
  const value = new Decimal(units).plus(new Decimal(cents).dividedBy(100)).toFixed(2);
  if (!centWord && /^\d$/.test(centsText)) {
    const tens = new Decimal(units).plus(new Decimal(cents).dividedBy(10)).toFixed(2);
    throw new AmbiguousValue(
      `"${before.trim()} ${currency} ${after.trim()}" could be ${value} or ${tens} ${currency}; write it in digits`,
      [
        { value: `${value} ${currency}`, how: `${value} ${currency} (${cents} cents)` },
        { value: `${tens} ${currency}`, how: `${tens} ${currency} (${cents}0 cents)` },
      ],
    );
  }
  return { value, how: `${units} ${currency} and ${cents} cents` };
}

/** The currency a cent word names, where it names one: a cent is a euro's or a dollar's. */
const CENT_CURRENCY: Record<string, string | null> = { haler: 'CZK', halere: 'CZK', haleru: 'CZK', rappen: 'CHF', pence: 'GBP' };

/** "50 haléřů", "fifty cents", "99 Cent": cents alone, as a decimal of the unit; null when the text is not that. */
export function centsAlone(text: string): { value: string; currency: string | null; how: string } | null {
  const said = /^(.+?) ?(cents?|centu|centy|haler|halere|haleru|rappen|pence)$/.exec(fold(text));
  const cents = said ? whole(said[1]!) : null;
  if (cents === null) return null;
  return { value: new Decimal(cents).dividedBy(100).toFixed(), currency: CENT_CURRENCY[said![2]!] ?? null, how: `${cents} ${said![2]}` };
}

/**
 * Slang said back: "bucks" is slang for the local dollar as much as for the US one (and for money in general), "quid"
 * for pounds sterling; the service then warns or refuses when the client is billed in another currency.
 */
export function slangNote(input: string, currency: string | null): string | null {
  if (currency === 'USD' && /\bbucks?\b/i.test(input)) return '"bucks" read as US dollars (USD)';
  if (currency === 'GBP' && /\bquid\b/i.test(input)) return '"quid" read as pounds sterling (GBP)';
  if (/(?<!\p{L})mille(?!\p{L})/iu.test(input)) return '"Mille" read as a thousand';
  return null;
}

/** Notes by their slang names: "a tenner", "a fiver", "two tenners". */
const NOTES: Record<string, number> = { tenner: 10, fiver: 5 };

/**
 * "a tenner", "three fivers": a note's worth, said back; no currency is said (a tenner is ten pounds to a Briton and
 * ten dollars to an American), so the client's currency applies as for any bare amount.
 */
export function banknotes(text: string): { value: string; how: string } | null {
  const said = /^(?:(.+) )?(tenner|fiver)s?$/.exec(fold(text));
  if (!said) return null;
  const count = said[1] === undefined || said[1] === 'a' ? 1 : whole(said[1]);
  if (count === null || count < 1) return null;
  const value = count * NOTES[said[2]!]!;
  return {
    value: String(value),
    how: `"${text.trim()}" read as ${value} (slang for ${count === 1 ? 'a note' : 'notes'} of ${NOTES[said[2]!]}; no currency said)`,
  };
}
