/**
 * The words of a polite request around a name in fr, nl, it and es, by the classes of requests.ts (asking: a modal
 * and "you"; doing: a verb of finding, creating, billing, sending; the thing asked for), and the words a person opens
 * or frames a name with in cs, de and pl that requests.ts and closings.ts did not hold ("máme tu …", "die Leute von …",
 * "dostawa dla …"). "Pourriez-vous créer une facture pour X ?", "Pouvez-vous facturer X ?", "Potresti cercare X?",
 * "¿Puedes buscar X?" are the same request as "Could you create an invoice for X?". Folded, as a request inflects
 * them (the polite and familiar imperative, the infinitive after a modal).
 *
 * They join the fillers (fillers.ts) on the same terms. Words that are given names or surnames (the Dutch modal "Kun" and "Zou",
 * a Hungarian surname; "Manda", "Una", "Busca"; "Job") are left out: a filler said alone is refused as naming no one, and a surname
 * said alone must stay a name. A question opened by such a modal is read by names/head.ts instead.
 */
export const REQUEST_WORDS_ABROAD: readonly string[] = [
  // Asking: fr, nl, it, es.
  ...['pouvez', 'pourriez', 'pourrais', 'peux', 'vous', 'moi', 'svp', 'merci'],
  ...['kunt', 'zoudt', 'jij', 'mij', 'graag', 'alstublieft', 'aub'],
  ...['puoi', 'potete', 'potresti', 'potreste', 'potrebbe', 'cortesemente', 'grazie'],
  ...['puedes', 'puede', 'podrias', 'podria', 'podrian', 'usted', 'favor', 'gracias'],
  // Doing: fr, nl, it, es, and the German separable "raussuchen".
  ...['creer', 'creez', 'cree', 'trouver', 'trouvez', 'chercher', 'cherchez', 'envoyer', 'envoyez', 'etablir', 'emettre', 'preparer'],
  ...['opzoeken', 'zoeken', 'zoek', 'vinden', 'vind', 'sturen', 'stuur', 'aanmaken', 'maken', 'maak', 'opstellen'],
  ...['creare', 'crea', 'cercare', 'cerca', 'trovare', 'trova', 'mandare', 'inviare', 'invia', 'emettere', 'preparare'],
  ...['crear', 'buscar', 'encontrar', 'enviar', 'envia', 'emitir', 'preparar', 'hacer', 'haz'],
  ...['raussuchen', 'rausuchen', 'raus', 'create', 'make', 'prepare'],
  // The thing asked for and its article: fr, nl, it, es.
  ...['une', 'un', 'factuur', 'rekening', 'factura'],
  // Framing: "máme tu …" (cs, sk: we have here), "die Leute von …", "dostawa dla …" (pl: a delivery for).
  ...['mame', 'mam', 'tady', 'leute', 'dostawa', 'dostawe', 'dostawy', 'dostawie'],
];
