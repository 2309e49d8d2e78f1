/**
 * A currency said apart from its number, as agents and people pass it: after a comma or a dash ("500, in euros",
 * "500 – in Euro"), with the word that names it ("500, currency EUR", "500, měna CZK", "Währung: EUR"), as the
 * currency paid in ("500 paid in dollars", "500 v korunách", "500 w złotych"), in brackets ("500 (EUR)", "500 [CZK]")
 * or before the number with a colon ("EUR: 500"). Only words that say "in this currency" are explained, and only
 * when the currency ends the text (or starts it, before its colon): "500 dollars in euros" and "500 in euros or
 * crowns" keep what else they say and stay refused.
 */

/** What says "in the currency that follows", at the end of what comes before it. */
const BEFORE_CURRENCY = new RegExp(
  [
    // "in", Czech and Slovak "v"/"ve", Polish "w"/"we", after a comma or dash or "paid"/"payable"/"billed"/"zahlbar".
    String.raw`(?:^|\s|[,–—])\s*(?:(?:paid|payable|billed|invoiced|zahlbar|bezahlt|zaplaceno)\s+)?(?:in|v|ve|w|we)\s*$`,
    // The word for a currency, with or without its colon.
    String.raw`(?:^|\s|[,–—])\s*(?:currency|měna|mena|währung|waehrung|waluta)\s*:?\s*$`,
    // An opening bracket, its closing one after the currency.
    String.raw`[([]\s*$`,
  ].join('|'),
  'iu',
);

/**
 * The text before and after a currency with the words that only say which currency it is taken out, or null when
 * the currency is not said apart (or says something else besides).
 */
export function currencyApart(before: string, after: string): { before: string; after: string } | null {
  const closing = /^\s*[)\]]\s*\.?\s*$/.exec(after);
  const bracket = /[([]\s*$/.test(before);
  if (bracket !== Boolean(closing)) return null;
  // "EUR: 500": the currency first, its colon after it, the number after that.
  if (before.trim() === '' && /^\s*:\s*\S/.test(after)) return { before: '', after: after.replace(/^\s*:/, ' ') };
  if (!closing && !/^\s*\.?\s*$/.test(after)) return null;
  const said = BEFORE_CURRENCY.exec(before);
  if (!said) return null;
  const rest = before.slice(0, said.index).replace(/[\s,–—]+$/u, '');
  return /\d|\p{L}/u.test(rest) ? { before: rest, after: '' } : null;
}
