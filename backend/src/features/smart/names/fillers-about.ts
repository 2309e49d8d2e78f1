/**
 * Words that say what a sentence is about before a name ("es geht um X", "il s'agit de X", "chodzi o X", "jde o
 * firmu X", "ide o X", "si tratta di X", "se trata de X", "het gaat om X"), the order a name is said with ("pedido
 * para X", "ordine per X", "commande pour X"), the Polish closing "Z poważaniem" and the Spanish hesitation "este".
 * Folded (normalize.ts's fold()). They join the fillers (fillers.ts) on the same terms: one that pairs with a word of
 * the record counts like any word of the name. Found missing by the thirteenth held-out set (docs/smart-names.md);
 * listed by class, in every language of the earlier lists, not by the phrasings seen.
 */
export const ABOUT_WORDS: readonly string[] = [
  // "It is about": de, fr, pl, cs, sk, it, es, nl (the pronouns and prepositions of these phrases).
  ...['es', 'geht', 'gehts', 'handelt', 'sich', 'agit', 'chodzi', 'jde', 'jedna', 'ide', 'jedna', 'tratta', 'trata'],
  ...['gaat', 'om', 'betreft', 'si'],
  // An order a name is said with.
  ...['pedido', 'ordine', 'commande', 'zamowienie', 'objednavka', 'bestellung', 'bestelling', 'encomenda'],
  // A letter's closing (pl) and a hesitation (es).
  ...['powazaniem', 'este'],
];
