/**
 * Which number locales Kontor reads. A locale is taken only when its numbers
 * are written with the digits 0-9, a decimal mark of "." or ",", and a
 * grouping mark Kontor reads ("." "," a space, a no-break or narrow no-break
 * space, an apostrophe ' or ’) between groups of three digits. Derived from
 * Intl.NumberFormat's own parts for the locale, not from a list: "ar-EG"
 * writes ١٬٥٠٠٫٥ (Arabic-Indic digits, ٬ and ٫), "fa" its own digits, "en-IN"
 * groups lakhs (1,00,000); each is refused by name, since a number written as
 * the locale writes it would be read wrong or not at all.
 */

export interface LocaleSeparators {
  decimal: string;
  group: string;
}

export type LocaleCheck = { ok: true; locale: string; separators: LocaleSeparators } | { ok: false; why: string };

/** Grouping marks parseDecimalText (smart/parse/amounts.ts) reads. */
const GROUP_MARKS = new Set(['.', ',', ' ', '\u00a0', '\u202f', "'", '’']);
const DECIMAL_MARKS = new Set(['.', ',']);

const named = (mark: string) => `"${mark}" (U+${mark.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`;

/** Whether Kontor reads numbers as `locale` writes them, and its separators when it does. */
export function checkNumberLocale(locale: string): LocaleCheck {
  let canonical: string | undefined;
  try {
    [canonical] = Intl.getCanonicalLocales(locale);
  } catch {
    return { ok: false, why: `"${locale}" is not a BCP 47 locale` };
  }
  if (!canonical || Intl.NumberFormat.supportedLocalesOf([canonical]).length === 0)
    return { ok: false, why: `"${locale}" is not a locale this server knows` };
  const format = new Intl.NumberFormat(canonical, { useGrouping: 'always', maximumFractionDigits: 2 } as Intl.NumberFormatOptions);
  const parts = format.formatToParts(1234567.89);
  const digits = parts.filter((part) => part.type === 'integer' || part.type === 'fraction').map((part) => part.value);
  const system = format.resolvedOptions().numberingSystem;
  if (!digits.every((run) => /^[0-9]+$/.test(run)))
    return {
      ok: false,
      why: `"${canonical}" writes its digits as ${digits.join('')} (numbering system ${system}); Kontor reads the digits 0-9 only (try "${canonical}-u-nu-latn")`,
    };
  const decimal = parts.find((part) => part.type === 'decimal')?.value;
  const group = parts.find((part) => part.type === 'group')?.value;
  if (!decimal || !DECIMAL_MARKS.has(decimal))
    return { ok: false, why: `"${canonical}" writes its decimal mark as ${decimal ? named(decimal) : 'nothing'}; Kontor reads "." or ","` };
  if (!group || !GROUP_MARKS.has(group) || group === decimal)
    return {
      ok: false,
      why: `"${canonical}" groups thousands with ${group ? named(group) : 'nothing'}, which Kontor does not read as grouping`,
    };
  if (digits.slice(0, -1).join(' ') !== '1 234 567')
    return { ok: false, why: `"${canonical}" groups digits as ${format.format(1234567.89)}; Kontor reads groups of three only` };
  if (parts.some((part) => part.type === 'literal'))
    return { ok: false, why: `"${canonical}" writes marks around its numbers (${format.format(1234567.89)}) that Kontor does not read` };
  return { ok: true, locale: canonical, separators: { decimal, group } };
}
