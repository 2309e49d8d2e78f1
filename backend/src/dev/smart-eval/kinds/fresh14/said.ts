/**
 * How the fifteenth set's names are passed on: the words a person or an agent puts around a client's name in each
 * register's language, what an LLM agent writes, what a voice transcript makes of it, salutations and titles,
 * signatures, roles and pronouns. None of these phrasings is an earlier set's.
 */
import type { ByLang } from '../blind/types.js';

/** Words around a client's name, by the language the person speaks. */
export const PHRASE14: ByLang<string[]> = {
  cs: ['vystav fakturu na {}', 'zakázka pro {}', 'objednatel {}'],
  sk: ['vystav faktúru na {}', 'zákazka pre {}'],
  de: ['Auftraggeber {}', 'Auftrag für {}', 'abrechnen mit {}'],
  at: ['Auftraggeber {}', 'verrechnen an {}'],
  pl: ['zlecenie dla {}', 'zleceniodawca {}'],
  en: ['raise an invoice to {}', 'job for {}', 'bill to {}'],
  pt: ['fatura para {}', 'cliente {}'],
};

/** What an agent writes when it passes the name on: tool arguments, JSON, markdown, a polite sentence. */
export const AGENT14: ByLang<string[]> & { any: string[] } = {
  any: ['{"customer_name": "{}"}', 'lookup_customer(name="{}")', 'customer_name={}', '> {}', '`{}`', 'Name: {}'],
  cs: ['Vystavte prosím fakturu na {}.', 'Objednatel: {}'],
  sk: ['Vystavte prosím faktúru na {}.', 'Objednávateľ: {}'],
  de: ['Bitte rechnen Sie mit {} ab.', 'Auftraggeber: {}'],
  at: ['Bitte mit {} abrechnen.', 'Auftraggeber: {}'],
  pl: ['Proszę wystawić fakturę na {}.', 'Zleceniodawca: {}'],
  en: ['Could you raise an invoice to {}?', 'Bill to: {}'],
  pt: ['Por favor, faturar a {}.', 'Cliente: {}'],
};

/** A client said with its city. */
export const CITY14 = ['{} [{city}]', '{} / {city}', '{}; {city}'];
export const CITY_OWN14: ByLang<string> = {
  cs: '{} ze {city}',
  sk: '{} z {city}',
  de: '{} aus {city}',
  at: '{} aus {city}',
  pl: '{} z {city}',
  en: '{} of {city}',
  pt: '{} de {city}',
};

/** Fillers a transcript keeps, by language. */
export const FILLERS14: ByLang<string[]> = {
  cs: ['hmm', 'no tak'],
  sk: ['hmm', 'no tak'],
  de: ['hm', 'also'],
  at: ['hm', 'also'],
  pl: ['no', 'yyy'],
  en: ['er', 'so'],
  pt: ['hum', 'pois'],
};

/** Names as another language's ear writes them down (what a transcript spells by sound). */
export const HEARD14: Record<string, string[]> = {
  Zatloukal: ['zatlaukal'],
  Hanzelka: ['hanselka'],
  Vaňourek: ['vanjourek', 'vanourek'],
  Bečvář: ['betschwarsch', 'becvar'],
  Štefanko: ['schtefanko', 'stefanko'],
  Lupták: ['luptaak'],
  Chrabąszcz: ['chrabonshch', 'hrabonszcz'],
  Ślusarczyk: ['slusarchick', 'shlusarczyk'],
  Kortenbrede: ['cortenbrede'],
  Lütkehaus: ['luetkehaus', 'lytkehaus'],
  Pürstinger: ['puerstinger'],
  Schwarzlmüller: ['schwarzlmueller', 'schwarzelmuller'],
  Blenkinsop: ['blenkinsup'],
  Bettencourt: ['betencourt', 'bettencort'],
  Figueiroa: ['figeiroa'],
  Čepička: ['tschepitschka', 'cepicka'],
  Ječmínek: ['jetschminek'],
  Wałkowiak: ['vawkoviak', 'walkowiak'],
  Dzierżak: ['dzierzak', 'jerzhak'],
  Lüdinghaus: ['luedinghaus'],
  Ringlstetter: ['ringelstetter'],
  Entwhistle: ['entwhissel'],
};

/** How a man and a woman are addressed by the surname. */
export const SALUTE14: ByLang<[man: string[], woman: string[]]> = {
  cs: [
    ['pane {}', 'panu {}'],
    ['paní {}', 'slečna {}'],
  ],
  sk: [['pán {}', 'pánovi {}'], ['pani {}']],
  de: [['Hr. {}'], ['Fr. {}']],
  at: [['Herrn {}'], ['Frau {}']],
  pl: [['Pan {}'], ['Pani {}']],
  en: [['Mister {}'], ['Miss {}']],
  pt: [
    ['Sr. {}', 'senhor {}'],
    ['Sra. {}', 'senhora {}'],
  ],
};
export const TITLES14: ByLang<string[]> = {
  cs: ['MUDr. {}', 'Ing. arch. {}'],
  sk: ['Mgr. {}', 'PhDr. {}'],
  de: ['Prof. Dr. {}', 'Dr.-Ing. {}'],
  at: ['Mag. {}', 'DI {}'],
  pl: ['inż. {}', 'prof. {}'],
  en: ['Dr. {}', 'Revd {}'],
  pt: ['Eng. {}', 'Dr. {}'],
};

/** A person named by a role or a pronoun: no one is picked. */
export const ROLES14 = [
  'ten nový technik',
  'paní z účtárny',
  'der Neue',
  'unsere Buchhalterin',
  'kierownik zmiany',
  'ona',
  'her',
  'the new lad',
  'the site manager',
  'o gerente',
];

/** A person's name under a closing, in a bullet or a field. */
export const SIGNED14 = [
  'S pozdravem\n{}',
  'Mit freundlichen Grüßen\n{}',
  'Cheers,\n{}',
  'Z poważaniem,\n{}',
  'Cumprimentos,\n{}',
  'Odpovědná osoba: {}',
  '| {} |',
];
