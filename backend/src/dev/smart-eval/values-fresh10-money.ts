/**
 * Amounts of the eleventh held-out value set (values-fresh10.ts): ranges and approximations in five languages (never
 * one of their numbers), fractions of a thousand or a million ("half a million", "anderthalbtausend", "půl milionu"),
 * number words as a transcript or a hurried typist writes them (misspellings, colloquial and Swiss forms, letters
 * without their accents, homophones that are no number), the currency said apart from the number, and thousands and
 * decimals marked the way another locale reads them.
 */
import type { Answer } from './values-fresh2.js';
import { amount } from './values-fresh5-read.js';
import { type Expected6, marksOf } from './values-fresh6-judge.js';
import { csWords, deWords, enWords, skWords } from './values-fresh9-words.js';
import type { Int, Pick } from './seeded-draws.js';

export type AddAmount = (kind: string, text: string, expected: Expected6, read: () => Answer) => void;

const v = (n: number, code: string): Expected6 => ({ value: `${n} ${code}` });
const NO: Expected6 = { any: ['refuse', 'ask'] };
const grouped = (k: number, mark: string) => String(k).replace(/\B(?=(\d{3})+(?!\d))/g, mark);
/** Letters without their accents, as a keyboard without a Czech or Slovak layout types them. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/** A range, a limit or an approximation: refused or asked, never one of its numbers. */
export function rangeCase(int: Int, pick: Pick, add: AddAmount) {
  const a = int(2, 99) * pick([10, 50, 100]);
  const b = a + int(1, 20) * 50;
  const k = int(2, 40);
  const text = pick([
    `between ${a} and ${b}`,
    `between ${grouped(a, ',')} and ${grouped(b, ',')} euros`,
    `${a}-${b}`,
    `${a}–${b} €`,
    `${a} to ${b} dollars`,
    `about ${k}k`,
    `around ${a} euros`,
    `roughly £${a}`,
    `some ${a} dollars`,
    `${a}-ish`,
    `${a} or so`,
    `nearly ${a} dollars`,
    `just under ${a} euros`,
    `up to ${a} USD`,
    `ca. ${a}`,
    `ca. ${a} €`,
    `circa ${a} EUR`,
    `zirka ${a} Euro`,
    `rund ${a} Euro`,
    `etwa ${a} €`,
    `ungefähr ${k} Tausend Euro`,
    `fast ${a} Euro`,
    `zwischen ${a} und ${b} €`,
    `von ${a} bis ${b} Euro`,
    `${a} bis ${b} €`,
    `zwei- bis dreitausend Euro`,
    `cirka ${a} Kč`,
    `cca ${k} tisíc korun`,
    `přibližně ${a} Kč`,
    `zhruba ${a} korun`,
    `kolem ${a} Kč`,
    `okolo ${a} Kč`,
    `skoro ${a} Kč`,
    `od ${a} do ${b} Kč`,
    `${a} až ${b} Kč`,
    `dva až tři tisíce korun`,
    `${a} plus minus ${int(1, 9) * 10} Kč`,
    `${a} nebo ${b} Kč`,
    `${a} oder ${b} Euro`,
    `približne ${a} eur`,
    `około ${a} zł`,
    `od ${a} do ${b} zł`,
    `${a}+ €`,
    `${a} and up`,
  ]);
  add('amount-range10', text, NO, amount(text));
}

/** Fractions of a thousand or a million in words, and "half of" an amount (a sum to do, not an amount said). */
export function fractionCase(int: Int, pick: Pick, add: AddAmount) {
  const a = int(2, 99) * 100;
  const [text, expected] = pick([
    ['half a million euros', v(500_000, 'EUR')],
    ['half a million', v(500_000, '-')],
    ['a quarter of a million dollars', v(250_000, 'USD')],
    ['three quarters of a million pounds', v(750_000, 'GBP')],
    ['one and a half million euros', v(1_500_000, 'EUR')],
    ['two and a half thousand pounds', v(2_500, 'GBP')],
    ['one and a half thousand dollars', v(1_500, 'USD')],
    ['half a thousand euros', { any: [v(500, 'EUR'), 'ask', 'refuse'] }],
    ['eine halbe Million Euro', v(500_000, 'EUR')],
    ['eineinhalb Millionen Euro', v(1_500_000, 'EUR')],
    ['anderthalb Millionen Euro', v(1_500_000, 'EUR')],
    ['zweieinhalb Millionen Euro', v(2_500_000, 'EUR')],
    ['anderthalbtausend Euro', v(1_500, 'EUR')],
    ['eineinhalbtausend Euro', v(1_500, 'EUR')],
    ['eine Viertelmillion Euro', v(250_000, 'EUR')],
    ['půl milionu korun', v(500_000, 'CZK')],
    ['čtvrt milionu Kč', v(250_000, 'CZK')],
    ['jeden a půl milionu korun', v(1_500_000, 'CZK')],
    ['milion a půl korun', v(1_500_000, 'CZK')],
    ['dva a půl tisíce korun', v(2_500, 'CZK')],
    ['půl tisíce korun', v(500, 'CZK')],
    ['půl druhého milionu korun', { any: [v(1_500_000, 'CZK'), 'refuse'] }],
    ['pół miliona złotych', v(500_000, 'PLN')],
    ['półtora miliona złotych', v(1_500_000, 'PLN')],
    ['pol milióna eur', v(500_000, 'EUR')],
    ['1½ Mio. €', { any: [v(1_500_000, 'EUR'), 'refuse'] }],
    ['½ Mio. Euro', { any: [v(500_000, 'EUR'), 'refuse'] }],
    [`half of ${a} euros`, { any: ['refuse', 'ask', v(a / 2, 'EUR')] }],
    [`die Hälfte von ${a} €`, { any: ['refuse', 'ask', v(a / 2, 'EUR')] }],
    [`polovina z ${a} Kč`, { any: ['refuse', 'ask', v(a / 2, 'CZK')] }],
    [`a third of ${a} dollars`, { any: ['refuse', 'ask'] }],
  ] as [string, Expected6][]);
  add('amount-fraction10', text, expected, amount(text));
}

/** A number with a tens or a seven or an eight in it, so that its misspelt and colloquial forms differ from the word. */
const spokenNumber = (int: Int, pick: Pick) =>
  pick([int(1, 9) * 100, int(1, 9) * 1000, 0]) + pick([40, 70, 80, 90]) + pick([0, int(1, 9)]) + pick([0, int(1, 9) * 1000]);

/** Number words as transcripts and hurried typists write them: misspelt, colloquial, Swiss, without accents, or no number. */
export function spokenCase(int: Int, pick: Pick, add: AddAmount) {
  const n = spokenNumber(int, pick);
  const [text, expected] = pick([
    [`${enWords(n).replace('forty', 'fourty').replace('ninety', 'ninty')} euros`, v(n, 'EUR')],
    [`${enWords(n, true).replace('forty', 'fourty')} dollars`, v(n, 'USD')],
    [`${deWords(n).replace(/ß/g, 'ss')} Franken`, v(n, 'CHF')],
    [`${deWords(n).replace(/ü/g, 'ue').replace(/ö/g, 'oe')} Euro`, v(n, 'EUR')],
    [`${deWords(n).replace(/zwei/g, 'zwo')} Euro`, { any: [v(n, 'EUR'), 'refuse'] }],
    [`${deWords(n, true)} Euro`.replace(/^./, (c) => c.toUpperCase()), v(n, 'EUR')],
    [`${plain(csWords(n))} korun`, v(n, 'CZK')],
    [`${plain(csWords(n))} Kc`, { any: [v(n, 'CZK'), 'refuse'] }],
    [`${csWords(n).replace(/sedm/g, 'sedum').replace(/osm/g, 'osum')} korun`, v(n, 'CZK')],
    [`${plain(skWords(n))} eur`, v(n, 'EUR')],
    [
      `${Math.floor(n / 1000) || 2} thousand ${n % 1000 || 500} euros`,
      { any: [v((Math.floor(n / 1000) || 2) * 1000 + (n % 1000 || 500), 'EUR'), 'refuse'] },
    ],
    [`${int(11, 19)} hundred dollars`, 'self'],
    // Homophones of number words that are words themselves: a limit, a purpose, a guess; never one amount.
    [`to thousand euros`, NO],
    [`too hundred dollars`, NO],
    [`for hundred dollars`, { any: ['refuse', 'ask', v(100, 'USD')] }],
    [`won thousand euros`, NO],
    [`ate hundred pounds`, NO],
    // A transcript that stutters says two numbers.
    [`${enWords(int(2, 9))} ${enWords(int(2, 9))} thousand euros`, NO],
    [`fünf fünfhundert Euro`, NO],
    [`dva dva tisíce korun`, NO],
  ] as [string, Expected6 | 'self'][]);
  const said = expected === 'self' ? v(Number(text.split(' ')[0]) * 100, 'USD') : expected;
  add('amount-spoken10', text, expected === 'self' ? { any: [said, 'refuse'] } : said, amount(text));
}

/** The currency said apart from the number: before it after a colon, after a comma, in brackets, as "in euros". */
export function apartCase(int: Int, pick: Pick, add: AddAmount) {
  const a = pick([int(10, 999), int(1_000, 99_999)]);
  const [text, expected] = pick([
    [`${a}, in euros`, v(a, 'EUR')],
    [`${a} in euros`, v(a, 'EUR')],
    [`${a} – in Euro`, v(a, 'EUR')],
    [`${a} in Schweizer Franken`, v(a, 'CHF')],
    [`${a}, currency EUR`, v(a, 'EUR')],
    [`${a} (EUR)`, v(a, 'EUR')],
    [`${a} [CZK]`, v(a, 'CZK')],
    [`EUR: ${a}`, v(a, 'EUR')],
    [`${a} paid in dollars`, v(a, 'USD')],
    [`${enWords(a)}, in pounds`, v(a, 'GBP')],
    [`${a} v korunách`, v(a, 'CZK')],
    [`${a}, v eurech`, v(a, 'EUR')],
    [`${a}, měna CZK`, v(a, 'CZK')],
    [`${a} w złotych`, v(a, 'PLN')],
    [`${a} v eurách`, v(a, 'EUR')],
    // Two currencies, a conversion or a correction: not one amount in one currency.
    [`${a} euros, I mean dollars`, NO],
    [`${a} in euros or crowns`, NO],
    [`${a} dollars in euros`, NO],
    [`${a} Kč, v eurech`, NO],
    [`${a} Euro in Franken`, NO],
  ] as [string, Expected6][]);
  add('amount-apart10', text, expected, amount(text));
}

/** Locales whose marks differ: a dot or a comma that groups in one is the decimal mark in another. */
const LOCALES10 = ['en-US', 'en-GB', 'de-DE', 'de-CH', 'cs-CZ', 'sk-SK', 'pl-PL', 'fr-FR', 'it-IT', 'nl-NL'];

/**
 * A number written as one convention writes it, read under an organization whose locale writes the marks another
 * way. A lone "." or "," before three digits is the locale's to decide (its grouping: the whole number; its decimal
 * mark: the decimal, said; neither: asked); any other shape reads one way only, or is asked or refused.
 */
export function localeCase(int: Int, pick: Pick, add: AddAmount) {
  const org = pick(LOCALES10);
  const marks = marksOf(org);
  const whole = int(1, 999);
  const thousands = int(1, 999) * 1000 + int(0, 999);
  const cents = int(1, 99);
  const c2 = String(cents).padStart(2, '0');
  const [text, exact] = pick([
    [`${whole}.${String(int(0, 999)).padStart(3, '0')}`, null],
    [`${whole},${String(int(0, 999)).padStart(3, '0')}`, null],
    [`${grouped(thousands, '.')},${c2} €`, Number(`${thousands}.${c2}`)],
    [`${grouped(thousands, ',')}.${c2} €`, Number(`${thousands}.${c2}`)],
    [`${grouped(thousands, ' ')},${c2} €`, Number(`${thousands}.${c2}`)],
    [`${grouped(thousands, "'")}.${c2} €`, Number(`${thousands}.${c2}`)],
    [`${grouped(int(1_000, 999_999) * 1000, '.')} €`, 'million.'],
    [`${grouped(int(1_000, 999_999) * 1000, ',')} €`, 'million,'],
    [`${whole},${c2} €`, Number(`${whole}.${c2}`)],
    [`${whole}.${c2} €`, Number(`${whole}.${c2}`)],
    [`${int(1, 9)},${int(1, 9)}k €`, 'k,'],
    [`${int(1, 9)}.${int(1, 9)} Mio. €`, 'mio.'],
  ] as [string, number | null | string][]);
  const digits = text.replace(/[^\d.,' ]/g, '').trim();
  const currency = text.includes('€') ? 'EUR' : '-';
  let expected: Expected6;
  if (exact === null) {
    const lone = digits.includes('.') ? '.' : ',';
    const [head, tail] = digits.split(lone) as [string, string];
    expected =
      marks.group === lone
        ? v(Number(head + tail), currency)
        : marks.decimal === lone
          ? { any: [{ warned: `${Number(`${head}.${tail}`)} ${currency}` }, 'ask', 'refuse'] }
          : NO;
  } else if (typeof exact === 'number') {
    expected = { any: [v(exact, currency), 'ask', 'refuse'] };
  } else if (exact === 'million.' || exact === 'million,') {
    expected = { any: [v(Number(digits.replace(/[.,]/g, '')), currency), 'ask', 'refuse'] };
  } else {
    const [i, f] = digits.match(/\d+/g)!.map(Number) as [number, number];
    expected = { any: [v((i * 10 + f) * (exact === 'k,' ? 100 : 100_000), currency), 'ask', 'refuse'] };
  }
  add('amount-locale10', `${text} (${org} locale)`, expected, amount(text, marks));
}
