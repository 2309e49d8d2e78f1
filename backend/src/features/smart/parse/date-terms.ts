/**
 * Payment terms said in place of a due date, as invoices and accountants say them: "net 30", "N30", "30 days net",
 * "net thirty", "due on receipt", "30 Tage netto", "Zahlungsziel 14 Tage", "zahlbar sofort", "splatnost 14 dní",
 * "ihned". Read only for a due date, counted from the issue date. An early-payment discount ("2/10 net 30",
 * "2 % Skonto 10 Tage, 30 Tage netto") is no due date of its own: the net term is read and the discount said back as
 * not recorded. Terms counted from the month's end ("net 30 EOM") are reckoned differently from trade to trade, so
 * they are refused, not guessed.
 */
import type { ParsedDate } from './date-calendar.js';
import { periodPhrase } from './date-periods.js';
import { countOf, countedDate } from './date-relative.js';
import { ParseError } from './errors.js';
import { addDays } from '../../../platform/lib/dates.js';

const DAYS = '(?:days?|d|tage|tagen|tg|dni|dnu|dny)';
const NET = '(?:net|netto|n)';
/** The longest term read: beyond a year, a term is more likely a mistake than a deal. */
const MAX_TERM_DAYS = 366;

/** On receipt: due the day it is issued. */
const AT_ONCE =
  /^(?:(?:due|payable|zahlbar|fallig|splatne|splatna|splatnost) )?(?:(?:up)?on receipt|immediately|at once|sofort|sofort fallig|bei erhalt|nach erhalt|ohne abzug sofort|ihned|okamzite|ihned po obdrzeni|pri prevzeti)$/;

/** "net 30", "n 30" ("n/30"), "netto 30 tage", "30 days net", "30 tage netto", "splatnost 30 dni", "zahlungsziel 30 tage". */
const NET_TERMS = [
  new RegExp(`^(?:(?:payment )?terms )?${NET} (.+?)(?: ${DAYS})?$`),
  new RegExp(`^(.+?) ${DAYS} ${NET}$`),
  // "se splatností 14 dní", Polish "termin płatności 14 dni", "termin zapłaty 14 dni".
  new RegExp(
    `^(?:zahlungsziel|ziel|zahlbar netto|splatnost|se splatnosti|splatnost faktury|doba splatnosti|termin platnosci|termin zaplaty) (.+?) ${DAYS}(?: netto)?$`,
  ),
];

/**
 * `text`: folded ("/" and "%" are spaces); `lower`: the raw text in lower case without accents, for the discount's
 * decimals. Null when the text says no payment terms.
 */
export function paymentTerms(text: string, lower: string, from: string, raw: string): ParsedDate | null {
  if (/\b(?:eom|end of month|monatsende|konce mesice)\b/.test(text) && /\b(?:net|netto|n)\b/.test(text))
    throw new ParseError(`"${raw}" counts from the end of a month, which trades reckon differently; give the due date`);
  if (AT_ONCE.test(text))
    return { date: from, how: `due on receipt: the issue date`, warning: `"${raw}" was read as due on the issue date, ${from}` };
  // "zahlbar binnen 14 Tagen netto": "netto" says no discount is taken, nothing of the date.
  const payable = /^(?:payable|due|zahlbar|fallig|splatne|splatna) (?=(?:in|within|innerhalb|binnen|za|do) )/.exec(text);
  const counted = payable ? countedDate(text.slice(payable[0].length).replace(/ (?:netto|net)$/, ''), from, from) : null;
  if (counted) return counted;
  // "payable by the end of the month", "zahlbar bis Monatsende", "splatné do konce měsíce": the period's end, from the
  // issue date.
  const byEnd = /^(?:payable|due|zahlbar|fallig|splatne|splatna) (?=(?:by|until|bis|zum|do) )/.exec(text);
  if (byEnd) {
    const period = periodPhrase(
      text
        .slice(byEnd[0].length)
        .replace(/\b(?:the|of)\b/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
      from,
      raw,
    );
    if (period) return period;
  }
  // A discount is a rate and its days before the net term: "2/10 net 30", "2 % 10 days, net 30", "3% Skonto 8 Tage, 30 Tage netto".
  const discount =
    /^(\d+(?:[.,]\d+)?) ?(?:%|\/) ?(?:skonto |sleva )?[ ,/]*(?:in |within |binnen |do )?(\d{1,3}) ?(?:days?|d|tage|tagen|dni|dnu)?[ ,;]+(.+)$/.exec(
      lower,
    );
  if (discount) {
    const net = netTerm(discount[3]!.replace(/[^\p{L}\p{N}]+/gu, ' ').trim());
    if (net !== null) {
      const date = addDays(from, net);
      return {
        date,
        how: `net ${net} days from ${from}`,
        warning: `"${raw}" was read as due in ${net} days, ${date}; the early-payment discount (${discount[1]} % within ${discount[2]} days) is not recorded on the invoice`,
      };
    }
  }
  const net = netTerm(text);
  return net === null ? null : { date: addDays(from, net), how: `net ${net} days from ${from}` };
}

function netTerm(text: string): number | null {
  // "N30", "net30": the count written against its word.
  const spaced = text.replace(/^(net|netto|n)(?=\d)/, '$1 ');
  for (const pattern of NET_TERMS) {
    const said = pattern.exec(spaced)?.[1];
    const days = said === undefined ? null : countOf(said);
    if (days !== null && Number.isInteger(days) && days >= 0 && days <= MAX_TERM_DAYS) return days;
  }
  return null;
}
