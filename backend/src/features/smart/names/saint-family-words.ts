/**
 * Words that are no trade but stand in company names in every language: a saint of a place or a patron ("St. Martin
 * Bakery" said "Saint Martin", "Sankt Martin", "Svatý Martin"), and the family of a family firm ("Novák a syn" said
 * "Novák and Son", "Müller & Söhne" said "Müller and Sons"). Folded, with the abbreviations their registers write.
 */
export const SAINT_AND_FAMILY_WORDS: readonly string[] = [
  'st saint sainte sankt svaty svata sv svateho sw swiety swieta san santa santo sao sint',
  'syn synove synowie sinovia son sons sohn sohne fils figli figlio hijos hijo zonen zoon',
];
