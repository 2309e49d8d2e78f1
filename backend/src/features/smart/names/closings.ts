/**
 * Words an agent passes on with a name when it copies a mail or a delivery note rather than the name alone: the
 * formula that closes a letter above a signature ("S pozdravem", "Mit freundlichen Grüßen", "Pozdrawiam", "Kind
 * regards"), a copy's header ("cc:", "bcc:"), and the things a name is said to be the account, the delivery or the
 * quote of ("Konto …", "účet pro …", "a delivery for …", "consegna per …", "Offerte für …") and the
 * people of a firm ("de mensen van …", "lidi z …"). Folded (normalize.ts's fold()), in cs, sk, de, pl, en, nl,
 * fr, it, es and pt. They join the fillers (fillers.ts) on the same terms: one that pairs with a word of the record
 * counts like any word of the name. Words that are common surnames or given names ("Best", "Kind", "Warm") are left
 * out: said beside a name, they may be part of it; so is "Lieferung", which opens the words about the work after a name
 * ("… wegen der Lieferung", tail.ts).
 */
/** The words of a letter's closing formula (cs, sk, de, pl, en, nl, fr, it, es, pt): what may end one (names/head.ts). */
const FORMULA: readonly string[] = [
  ...['pozdravem', 'pozdravom', 'srdecne', 'dekuji', 'dakujem', 'zdravim'],
  ...['freundlichen', 'grussen', 'gruss', 'grusse', 'herzlichen', 'besten', 'viele'],
  ...['pozdrawiam', 'pozdrowienia', 'serdecznie', 'dziekuje'],
  ...['regards', 'sincerely', 'thanks', 'cheers', 'yours', 'faithfully', 'truly'],
  ...['vriendelijke', 'groet', 'groeten', 'hartelijke'],
  ...['cordialement', 'salutations', 'distinguees', 'cordiali', 'saluti', 'distinti', 'saludos', 'atentamente'],
  ...['atenciosamente', 'cumprimentos'],
];
export const CLOSING_FORMULA_WORDS: ReadonlySet<string> = new Set(FORMULA);

export const CLOSING_WORDS: readonly string[] = [
  // A letter's closing formula.
  ...FORMULA,
  // A copy's header.
  ...['cc', 'bcc', 'fwd'],
  // The account, delivery or quote a name is said with.
  ...['konto', 'ucet', 'uctu', 'dodavka', 'dodavku', 'dodavky', 'delivery', 'consegna', 'entrega'],
  ...['livraison', 'levering', 'offerte', 'angebot', 'oferta', 'offerta'],
  // The people of a firm.
  ...['mensen', 'lidi', 'ludzie', 'gente', 'gens'],
];
