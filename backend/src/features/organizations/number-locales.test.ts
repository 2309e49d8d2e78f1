/**
 * Every number locale Kontor accepts reads back what Intl writes for it, and
 * a separator before three digits is never read silently: by the locale, said
 * in `how`, or asked. Locales it cannot read are refused by name.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AmbiguousValue, parseDecimalText } from '../smart/parse/amounts.js';
import { checkNumberLocale } from '../../platform/lib/number-locales.js';
import { ACCEPTED_NUMBER_LOCALES } from '../../dev/test-support/number-locales.js';

const ACCEPTED = ACCEPTED_NUMBER_LOCALES;

describe('number locales', () => {
  it('refuses locales whose digits or separators Kontor does not read, naming them', () => {
    for (const locale of ['ar-EG', 'fa-IR', 'fa']) {
      const check = checkNumberLocale(locale);
      expect(check.ok, locale).toBe(false);
      if (!check.ok) expect(check.why).toMatch(/digits/);
    }
    const indian = checkNumberLocale('en-IN');
    expect(indian.ok).toBe(false);
    if (!indian.ok) expect(indian.why).toMatch(/groups of three/);
    expect(checkNumberLocale('xx-nonsense-123456789').ok).toBe(false);
  });

  it("reads de-CH's apostrophe and fr-FR's narrow no-break space, and asks about the marks they do not write", () => {
    const swiss = checkNumberLocale('de-CH');
    const french = checkNumberLocale('fr-FR');
    // ICU writes ' (U+0027) or ’ (U+2019) by version; both are read.
    expect(swiss.ok && swiss.separators.decimal === '.' && ["'", '’'].includes(swiss.separators.group)).toBe(true);
    expect(french).toMatchObject({ ok: true, separators: { decimal: ',', group: '\u202f' } });
    const ch = { decimal: '.', group: '’', locale: 'de-CH' };
    const fr = { decimal: ',', group: '\u202f', locale: 'fr-FR' };
    expect(parseDecimalText('1’500.50', ch)?.value).toBe('1500.50');
    expect(parseDecimalText("1'500.50", ch)?.value).toBe('1500.50');
    expect(parseDecimalText('1\u202f500,50', fr)?.value).toBe('1500.50');
    expect(() => parseDecimalText('1,500', ch)).toThrow(AmbiguousValue);
    expect(() => parseDecimalText('1.500', fr)).toThrow(AmbiguousValue);
    // ar-EG's marks are not "." and ",": both were read as grouping, 1500, without a word.
    expect(() => parseDecimalText('1.500', { decimal: '٫', group: '٬', locale: 'ar-EG' })).toThrow(AmbiguousValue);
    expect(() => parseDecimalText('1,500', { decimal: '٫', group: '٬', locale: 'ar-EG' })).toThrow(AmbiguousValue);
  });

  it('accepts the common locales of the three languages and their neighbours', () => {
    for (const locale of ['cs-CZ', 'de-DE', 'de-AT', 'de-CH', 'en-US', 'en-GB', 'fr-FR', 'sk-SK', 'pl-PL', 'es-ES', 'it-IT'])
      expect(checkNumberLocale(locale).ok, locale).toBe(true);
    expect(ACCEPTED.length).toBeGreaterThan(60);
  });

  it('reads back every number an accepted locale writes, saying when the locale decided', () => {
    const cents = fc.oneof(fc.integer({ min: 0, max: 999_999_999_99 }), fc.integer({ min: 0, max: 99_999 }));
    fc.assert(
      fc.property(fc.constantFrom(...ACCEPTED), cents, fc.boolean(), ({ locale, separators }, hundredths, grouping) => {
        const text = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: grouping }).format(hundredths / 100);
        const read = parseDecimalText(text, separators);
        expect(read, `${locale} ${text}`).not.toBeNull();
        expect(Number(read!.value), `${locale} ${text}`).toBe(hundredths / 100);
        // One mark before three digits reads two ways: the locale decided, and says so.
        if (/^\d{1,3}[.,]\d{3}$/.test(text)) expect(read!.how, `${locale} ${text}`).toContain(locale);
      }),
      { numRuns: 3000 },
    );
  });

  it('never reads a mark before three digits silently under any accepted locale', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ACCEPTED),
        fc.integer({ min: 1, max: 999 }),
        fc.integer({ min: 0, max: 999 }),
        fc.constantFrom('.', ','),
        (one, head, tail, mark) => {
          const text = `${head}${mark}${String(tail).padStart(3, '0')}`;
          try {
            const read = parseDecimalText(text, one.separators);
            expect(read?.how ?? '', `${one.locale} ${text}`).toContain(one.locale);
          } catch (error) {
            expect(error, `${one.locale} ${text}`).toBeInstanceOf(AmbiguousValue);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
