/**
 * The words of a request around a name, by what they do in it rather than by any one phrasing: an agent or a person
 * asks someone (a modal and "you"), politely, to do something (a verb of finding, sending, billing, creating) with a
 * thing (an order, a job, an invoice), for or from someone (a preposition of who it is for or from), often after a
 * word that opens speech. "Can you look up X for me?", "Könnten Sie X eine Rechnung schicken?", "objednávka od X",
 * "Najdi prosím klienta X", "Czy możesz znaleźć klienta X?" are all the same request. Each class is listed in cs, sk,
 * de, pl and en, folded (normalize.ts's fold()), with the inflected forms a request uses: the imperative (singular
 * and polite), the infinitive after a modal, and the cases a noun takes after "od"/"pro"/"für"/"for".
 *
 * They join the fillers (fillers.ts), so the same rule holds for them: a word that pairs with a word of the record
 * counts like any word of the name ("Order Logistics Ltd" keeps its "order"), one that pairs with none costs nothing.
 * Words that are common given names or surnames ("Will", "Mark", "Job") are left out: said beside a name, they may
 * be part of it.
 */

/** Asking: modals, "you", "me", and the words of politeness. */
const ASKING = [
  // en
  'can',
  'could',
  'would',
  'me',
  'kindly',
  'just',
  // cs, sk
  'muzes',
  'muzete',
  'mohl',
  'mohla',
  'mohli',
  'mohol',
  'bys',
  'byste',
  'mozes',
  'mozete',
  'mi',
  'mne',
  // de
  'konnen',
  'konnten',
  'konntest',
  'kannst',
  'konnte',
  'wurden',
  'wurdest',
  'sie',
  'du',
  'mir',
  'uns',
  'mal',
  'gerne',
  'gern',
  'ich',
  // pl
  'czy',
  'mozesz',
  'mozecie',
  'moze',
  'moglbys',
  'moglabys',
  'moglby',
  'moglaby',
];

/** Doing: verbs of finding, sending, billing, creating and needing, as a request says them. */
const DOING = [
  // en
  'find',
  'look',
  'lookup',
  'up',
  'search',
  'pull',
  'fetch',
  'need',
  'raise',
  'issue',
  // cs
  'najdi',
  'najdete',
  'najit',
  'vyhledej',
  'vyhledejte',
  'vyhledat',
  'dohledej',
  'dohledejte',
  'posli',
  'poslete',
  'poslat',
  'zaloz',
  'zalozte',
  'zalozit',
  'potrebuju',
  'potrebuji',
  'chci',
  // sk
  'najdite',
  'najst',
  'vyhladaj',
  'vyhladajte',
  'poslite',
  'potrebujem',
  'chcem',
  // de
  'finden',
  'finde',
  'suchen',
  'suche',
  'such',
  'heraussuchen',
  'nachschlagen',
  'schicken',
  'schick',
  'senden',
  'sende',
  'stellen',
  'stelle',
  'ausstellen',
  'anlegen',
  'brauche',
  'brauchen',
  // pl
  'znajdz',
  'znajdzcie',
  'znalezc',
  'wyszukaj',
  'wyszukac',
  'wyslij',
  'wyslac',
  'wystaw',
  'potrzebuje',
  'chce',
  // Reaching a person: calling, writing, reminding, asking ("zavolej Novákovi", "zadzwoń do Kowalskiego", "ruf … an").
  // "Ruf", "Ring" and "Tell" are surnames too, so left out.
  ...['call', 'phone', 'email', 'remind', 'ask', 'contact', 'message'],
  ...['zavolej', 'zavolejte', 'zavolat', 'napis', 'napiste', 'napsat', 'pripomen', 'pripomente', 'rekni', 'reknete'],
  ...['kontaktuj', 'kontaktujte', 'zavolaj', 'zavolajte', 'povedz', 'povedzte', 'opytaj', 'spytaj'],
  ...['anrufen', 'rufen', 'schreib', 'schreiben', 'erinnere', 'erinnern', 'sag', 'sagen', 'frag', 'fragen', 'kontaktiere'],
  ...['zadzwon', 'zadzwoncie', 'zadzwonic', 'napisz', 'napiszcie', 'przypomnij', 'powiedz', 'skontaktuj', 'zapytaj'],
];

/** The thing asked for: an order, a job, an invoice, in the cases a request puts them in. */
const THINGS = [
  // en
  'order',
  'orders',
  'record',
  'details',
  // cs, sk
  'objednavka',
  'objednavku',
  'objednavky',
  'objednavce',
  'objednavkou',
  'zakazka',
  'zakazku',
  'zakazky',
  'zakazce',
  'zakazkou',
  'fakturou',
  'fakture',
  // de
  'bestellung',
  'auftrags',
  'rechnungen',
  // pl
  'zamowienie',
  'zamowienia',
  'zamowieniu',
  'zlecenie',
  'zlecenia',
  'zleceniu',
  'fakturze',
];

/**
 * Words that open speech or a request ("takže …", "na ja …", "no to …"), and the particles a speaker fills a pause
 * with ("vlastně", "tja", "znaczy", "like", "nou", "euh", "pues", "allora"), kept by a transcript. None is a given name
 * ("Ben" and "Bon" are left out for that).
 */
const OPENING = [
  ...['takze', 'tedy', 'teda', 'ja', 'naja', 'nun', 'halt', 'right', 'alright', 'to'],
  // cs, sk, de, pl, en
  ...['vlastne', 'proste', 'cize', 'tja', 'eigentlich', 'sozusagen', 'znaczy', 'jakby', 'wlasnie', 'like', 'basically', 'actually'],
  // nl, fr, it, es
  ...['nou', 'dus', 'eigenlijk', 'euh', 'alors', 'donc', 'allora', 'cioe', 'dunque', 'pues', 'bueno'],
];

export const REQUEST_WORDS: readonly string[] = [...ASKING, ...DOING, ...THINGS, ...OPENING];
