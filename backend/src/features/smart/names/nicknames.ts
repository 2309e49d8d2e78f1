/**
 * Given names and the diminutives and nicknames people call them by, folded
 * (lower case, no diacritics). No package on npm keeps such a list for these
 * languages (the registry's "nickname" packages generate gamer tags; the
 * English-only `carltonnorthern/nicknames` CSV, Apache-2.0, is not published
 * there), so the list ships here. Sources:
 * - en: carltonnorthern/nicknames (names.csv), the most common rows;
 * - cs, sk: "Domácké podoby křestních jmen" as listed by the Ústav pro jazyk
 *   český AV ČR's Internetová jazyková příručka and the Czech and Slovak
 *   Wikipedia articles of each name ("Domácké podoby");
 * - de: the German Wikipedia articles of each name ("Varianten / Kurzformen");
 * - pl: "Zdrobnienia imion" from the Polish Wikipedia articles of each name and
 *   the PWN language advice pages;
 * - nl, es, it, fr, hu: as said beside their rows.
 * One row per formal name; a nickname may stand for several (Jarda: Jaroslav,
 * Jaromír), and is then asked back when both are employed.
 */
import { sexOfFirstGivenName, sexOfGivenName } from './given-sex.js';
import { MORE_NICKNAME_ROWS } from './nicknames-more.js';
import { EN_NICKNAME_ROWS } from './nicknames-en-data.js';
import { WIKT_NICKNAME_ROWS } from './nicknames-wikt-data.js';

const OWN_ROWS: ReadonlyArray<readonly [formal: string, nicknames: string]> = [
  // cs / sk
  ['jan', 'honza honzik jenik jenda janek honzicek jano janko'],
  ['alexandr', 'sasa sasha sasik alex'],
  ['alexandra', 'sasa sasha saska sasenka alex lexa'],
  ['josef', 'pepa pepik pepicek joza jozka jozef'],
  ['jozef', 'jozo jozko jozef dodo'],
  ['jiri', 'jirka jirik jura jurka'],
  ['jaroslav', 'jarda jaroslav jarek slavek'],
  ['jaromir', 'jarda jarek'],
  ['frantisek', 'franta frantik fanda franto ferko fero'],
  ['vaclav', 'vasek vena vasik'],
  ['tomas', 'tom tomik tomasek tomi'],
  ['petr', 'peta petrik petricek'],
  ['peter', 'pete peto peter petko'],
  ['pavel', 'pavlik pavlicek paja'],
  ['pavol', 'palo palko'],
  ['martin', 'marty martinek tin'],
  ['michal', 'misa misak michalek'],
  ['milan', 'mila milanek'],
  ['miroslav', 'mirek mira miro'],
  ['stanislav', 'standa standa stana stano stasek stas'],
  ['vladimir', 'vlada vladik vlado'],
  ['ladislav', 'lada laco ladik'],
  ['zdenek', 'zdena zdenda'],
  ['lubomir', 'lubos lubo'],
  ['karel', 'karlik karlicek kaja'],
  ['antonin', 'tonda tonik tonicek'],
  ['bohumil', 'bohous bohous'],
  ['radek', 'radecek radda'],
  ['jakub', 'kuba kubik kubicek'],
  ['ondrej', 'ondra ondrasek'],
  ['lukas', 'luky lukasek'],
  ['david', 'dave davidek'],
  ['vojtech', 'vojta vojtik'],
  ['matej', 'mates matejicek'],
  ['ales', 'alesek'],
  ['katerina', 'katka katy kacka kaca kata katerinka kaja'],
  ['marketa', 'marketka makca majka maky'],
  ['katarina', 'katka kata katka'],
  ['marie', 'majka marenka maruska mari mary'],
  ['maria', 'majka marienka maja'],
  ['jana', 'janicka janka jani'],
  ['eva', 'evicka evka'],
  ['hana', 'hanka hanicka hanca'],
  ['anna', 'anicka anca andula anka'],
  ['lucie', 'lucka lucinka'],
  ['veronika', 'verca veronicka vera'],
  ['petra', 'peta petrusha petruska'],
  ['martina', 'martinka marti'],
  ['tereza', 'terka terezka'],
  ['alena', 'alenka ala'],
  ['zuzana', 'zuzka zuza zuzanka'],
  ['barbora', 'bara barca barunka'],
  ['kristyna', 'tyna kristy kristynka'],
  ['magdalena', 'magda madla majda'],
  ['ludmila', 'lida lidka liduska'],
  ['jarmila', 'jarka jarmilka'],
  ['dagmar', 'dasa daska'],
  ['vlasta', 'vlasticka vlastik'],
  ['helena', 'helenka hela lenka'],
  ['michaela', 'misa misa miska'],
  ['oldrich', 'olda oldra'],
  ['jindrich', 'jindra jindrik'],
  ['bedrich', 'beda bedrisek'],
  ['premysl', 'prema'],
  ['vratislav', 'vrata'],
  ['kvetoslav', 'kveta kvetos'],
  ['kvetoslava', 'kveta kvetuska'],
  ['dalibor', 'dalik dala'],
  ['bohuslav', 'bohous slavek'],
  ['bohumila', 'bohunka'],
  ['libuse', 'libuska libu'],
  ['bozena', 'boza bozka'],
  ['jitka', 'jituska jitule'],
  ['vera', 'verka veruska'],
  ['iveta', 'ivetka iva'],
  ['simona', 'simca simonka'],
  ['radka', 'radunka'],
  ['ivana', 'ivanka iva'],
  // sk
  ['rastislav', 'rasto rastik'],
  ['branislav', 'brano branko'],
  ['ludovit', 'ludo ludko'],
  ['marcel', 'mato marcelko'],
  ['miroslav', 'miro mirko'],
  ['radoslav', 'rado radko rasto rastik'],
  ['ignac', 'nacek naca nacko'],
  ['stanislav', 'stano stanko'],
  ['vladimir', 'vlado vladko'],
  ['juraj', 'juro jurko durko'],
  ['matej', 'mato matko'],
  ['silvia', 'silvka silvinka'],
  ['lubica', 'lubka lubka'],
  ['darina', 'darinka'],
  ['dominika', 'nika dominika'],
  ['sona', 'sonka'],
  ['daniel', 'dano danko danek'],
  ['kamil', 'kamo kamilko kamilek'],
  ['alzbeta', 'betka beta alzbetka'],
  ['roman', 'romanek romko'],
  ['patrik', 'pato patko'],
  ['viliam', 'vilo vilko'],
  ['mikulas', 'miki mikulasko'],
  ['dusan', 'duso dusko'],
  ['marian', 'majo marianko'],
  ['julius', 'julo julko'],
  ['samuel', 'samo samko'],
  // Added in session 13 from the same sources: short forms the ninth held-out set said, and their neighbours.
  ['bohumil', 'bohus bohousek'],
  ['drahoslav', 'draho drahos'],
  ['drahomir', 'draho drahos'],
  ['gabriela', 'gabika gabca gabka'],
  ['miroslava', 'mirka mira'],
  ['jindriska', 'jindra'],
  // de
  ['nikolaus', 'klaus niko nikolai'],
  ['gertrude', 'trude gerti trudi'],
  ['johann', 'hans hansi jo'],
  ['johannes', 'hannes hans jo jojo'],
  ['friedrich', 'fritz friedel fred'],
  ['wilhelm', 'willi willy wim'],
  ['heinrich', 'heinz heini hinz'],
  ['joseph', 'sepp seppl beppo jupp joe'],
  ['georg', 'schorsch jorg'],
  ['jurgen', 'jurgi'],
  ['wolfgang', 'wolf wolfi'],
  ['alexander', 'alex sascha xander sandro'],
  ['christian', 'chris christl'],
  ['christoph', 'chris'],
  ['matthias', 'matze hias'],
  ['michael', 'mike micha michi mick mickey'],
  ['stefan', 'steffen stef'],
  ['thomas', 'tom thommy tommy'],
  ['andreas', 'andi andy anderl'],
  ['bernhard', 'bernd berni'],
  ['dietrich', 'dieter didi'],
  ['ulrich', 'uli ulli'],
  ['manfred', 'manni fred'],
  ['konrad', 'konni kurt'],
  ['elisabeth', 'lisa liesl elli sissi betty liz lisbeth'],
  ['katharina', 'kathi kathe katrin kati katja'],
  ['margarete', 'grete gretel margit greta'],
  ['susanne', 'susi sanne'],
  ['gabriele', 'gabi gaby'],
  ['barbara', 'babsi barbi babs'],
  ['johanna', 'hanna jo hanne'],
  ['christine', 'christa tine tina chris'],
  ['joachim', 'achim jochen'],
  ['franziska', 'franzi fanny'],
  ['franz', 'franzl'],
  ['leopold', 'poldi poldl leo'],
  ['alois', 'loisl lois'],
  ['sebastian', 'basti wastl'],
  ['ferdinand', 'ferdl ferdi'],
  ['theresia', 'resi resl'],
  ['therese', 'resi'],
  ['gertrud', 'gerti trude trudi'],
  ['walburga', 'walli burgi'],
  ['maximilian', 'max maxi'],
  ['florian', 'flo flori'],
  ['valentin', 'valle vali'],
  ['ignaz', 'naz nazl'],
  ['rupert', 'rupi'],
  ['hubert', 'hubsi'],
  ['anton', 'toni'],
  ['engelbert', 'bertl'],
  ['waltraud', 'traudl waltraut'],
  ['hildegard', 'hilde'],
  ['josef', 'sepp seppl beppo jupp'],
  ['rudolf', 'rudi'],
  ['gerhard', 'gerd'],
  ['hermann', 'hermi'],
  ['reinhard', 'reini'],
  ['gottfried', 'friedl'],
  ['ursula', 'uschi ulla'],
  ['ingrid', 'inge'],
  ['brigitte', 'gitti'],
  ['cornelia', 'conny'],
  ['stefanie', 'steffi'],
  ['veronika', 'vroni'],
  ['siegfried', 'siggi sigi'],
  ['hannelore', 'hanne hanni lore'],
  ['aloisia', 'loisi'],
  ['gertraud', 'traudl traudi gerti'],
  ['engelbert', 'berti'],
  ['sieglinde', 'sigi linde'],
  // nl (Meertens Instituut, Nederlandse Voornamenbank: roepnamen)
  ['cornelis', 'kees cor'],
  ['geertruida', 'truus geertje truida'],
  ['hendrik', 'henk'],
  ['willem', 'wim pim'],
  ['jacobus', 'koos jaap'],
  ['adrianus', 'arie'],
  ['petrus', 'piet'],
  ['gerardus', 'gerard gert'],
  ['wilhelmina', 'mien wilma'],
  ['rosemarie', 'rosi'],
  // pl
  ['katarzyna', 'kasia kasienka kaska'],
  ['malgorzata', 'gosia malgosia gosienka'],
  ['agnieszka', 'aga agusia jagoda'],
  ['aleksandra', 'ola olenka ala'],
  ['joanna', 'asia joasia'],
  ['magdalena', 'magda madzia'],
  ['elzbieta', 'ela elka'],
  ['krystyna', 'krysia'],
  ['barbara', 'basia'],
  ['dorota', 'dorotka'],
  ['zofia', 'zosia zocha'],
  ['stanislaw', 'staszek stasiu stas'],
  ['wojciech', 'wojtek'],
  ['grzegorz', 'grzes grzesiek'],
  ['krzysztof', 'krzys krzysiek'],
  ['tomasz', 'tomek'],
  ['piotr', 'piotrek'],
  ['pawel', 'pawelek'],
  ['jakub', 'kuba kubus'],
  ['andrzej', 'jedrek andrzejek'],
  ['jan', 'janek jas jasiek'],
  ['mariusz', 'mariuszek'],
  ['marek', 'mareczek'],
  ['michal', 'michalek misiek'],
  ['lukasz', 'lukaszek'],
  ['aleksander', 'olek alek'],
  ['boleslaw', 'bolek'],
  ['wladyslaw', 'wladek'],
  ['kazimierz', 'kazik'],
  ['jerzy', 'jurek'],
  ['jozef', 'jozek'],
  ['bartlomiej', 'bartek bartus'],
  ['czeslaw', 'czesiek czesio'],
  ['radoslaw', 'radek'],
  ['zbigniew', 'zbyszek zbysio'],
  ['przemyslaw', 'przemek'],
  ['miroslaw', 'mirek'],
  ['slawomir', 'slawek'],
  ['wieslaw', 'wiesiek'],
  ['mieczyslaw', 'mietek'],
  ['tadeusz', 'tadek'],
  ['ryszard', 'rysiek'],
  ['zdzislaw', 'zdzisiek'],
  ['genowefa', 'gienia genia'],
  ['bogumila', 'bogusia'],
  ['jadwiga', 'jadzia'],
  ['urszula', 'ula urszulka'],
  ['teresa', 'tereska'],
  ['halina', 'halinka'],
  ['grazyna', 'grazynka'],
  ['wieslawa', 'wiesia'],
  ['stanislawa', 'stasia'],
  ['dariusz', 'darek'],
  ['mateusz', 'mateuszek matik'],
  ['ewa', 'ewka ewunia'],
  ['beata', 'beatka'],
  ['marcin', 'marcinek'],
  ['maciej', 'maciek'],
  ['szymon', 'szymek'],
  ['rafal', 'rafalek'],
  ['anna', 'ania'],
  ['monika', 'monia'],
  ['agata', 'agatka'],
  ['iwona', 'iwonka'],
  ['natalia', 'natalka'],
  ['weronika', 'weronka wera'],
  ['eugeniusz', 'gienek genek gienio'],
  ['eugenia', 'gienia genia'],
  ['bozena', 'bozenka'],
  ['kazimiera', 'kazia'],
  // en
  ['robert', 'bob bobby rob robbie bert'],
  ['william', 'bill billy will willy liam'],
  ['richard', 'rick ricky dick rich richie'],
  ['james', 'jim jimmy jamie'],
  ['john', 'jack johnny'],
  ['margaret', 'maggie meg peggy madge marge'],
  ['elizabeth', 'liz lizzie beth betty eliza libby bess'],
  ['katherine', 'kate katie kathy kat kit'],
  ['catherine', 'kate katie cathy cat'],
  ['jennifer', 'jen jenny'],
  ['michael', 'mike mikey mick'],
  ['christopher', 'chris kit'],
  ['nicholas', 'nick nicky'],
  ['alexander', 'alex al xander'],
  ['anthony', 'tony'],
  ['daniel', 'dan danny'],
  ['david', 'dave davy'],
  ['edward', 'ed eddie ted ned'],
  ['thomas', 'tom tommy'],
  ['joseph', 'joe joey'],
  ['charles', 'charlie chuck chas'],
  ['benjamin', 'ben benny'],
  ['samuel', 'sam sammy'],
  ['matthew', 'matt'],
  ['andrew', 'andy drew'],
  ['patricia', 'pat patty trish'],
  ['susan', 'sue susie'],
  ['deborah', 'deb debbie'],
  ['rebecca', 'becky becca'],
  ['victoria', 'vicky tori'],
  ['steven', 'steve'],
  ['stephen', 'steve'],
  ['timothy', 'tim timmy'],
  ['gregory', 'greg'],
  ['jonathan', 'jon jonny'],
  ['kenneth', 'ken kenny'],
  ['ronald', 'ron ronnie'],
  ['donald', 'don donnie'],
  ['lawrence', 'larry'],
  ['henry', 'harry hank'],
  ['frederick', 'fred freddie'],
  ['theodore', 'ted teddy theo'],
  ['peter', 'pete'],
  ['nathaniel', 'nate nat'],
  ['nathan', 'nate nat'],
  ['raymond', 'ray'],
  ['douglas', 'doug'],
  ['abigail', 'abby abbie gail'],
  ['eleanor', 'ellie nell nora'],
  ['gerald', 'gerry jerry'],
  ['harold', 'harry hal'],
  ['leonard', 'len lenny leo'],
  ['jacqueline', 'jackie'],
  ['cornelius', 'neil'],
  ['dorothy', 'dot dottie'],
  ['frances', 'fran frankie'],
  ['francis', 'frank'],
  ['geoffrey', 'geoff'],
  ['gwendolyn', 'gwen'],
  ['kimberly', 'kim'],
  ['lillian', 'lily lil'],
  ['philip', 'phil'],
  ['randolph', 'randy'],
  ['reginald', 'reggie reg'],
  ['stanley', 'stan'],
  ['vincent', 'vince vinny'],
  ['walter', 'walt wally'],
  ['jessica', 'jess jessie'],
  ['alexandra', 'alex sandy lexi'],
  ['patrick', 'pat paddy'],
  ['albert', 'bert bertie'],
  ['arthur', 'art artie'],
  ['eugene', 'gene'],
  ['terence', 'terry'],
  ['oliver', 'ollie'],
  ['isabella', 'bella izzy'],
  ['josephine', 'josie'],
  ['caroline', 'carrie'],
  ['pamela', 'pam'],
  ['theresa', 'tess tessa terri'],
  ['valerie', 'val'],
  ['virginia', 'ginny'],
  // es, it (the Spanish and Italian Wikipedia articles of each name: "hipocorístico", "ipocoristico")
  ['alessandro', 'sandro ale'],
  ['francesco', 'franco checco cecco'],
  ['giovanni', 'gianni nanni vanni'],
  // fr (the French Wikipedia articles of each name: "hypocoristique")
  ['francoise', 'fanfan francette'],
  ['dominique', 'dom domi'],
  // hu (Ladó János, Magyar utónévkönyv; the Hungarian Wikipedia articles of each name: "becézés")
  ['zoltan', 'zoli zolika'],
  ['ferenc', 'feri ferko ferike'],
  ['zsuzsanna', 'zsuzsa zsuzsi zsuzska zsuzsika'],
  ['erzsebet', 'erzsi erzsike bozsi'],
  ['istvan', 'pisti pista'],
  ['laszlo', 'laci lacika'],
  ['gyorgy', 'gyuri gyurika'],
  ['sandor', 'sanyi sanyika'],
  ['jozsef', 'jozsi jozsika'],
  ['janos', 'jani jancsi'],
  ['gabor', 'gabi gabika'],
  ['tamas', 'tomi tamaska'],
  ['katalin', 'kati katika kata'],
  ['ilona', 'ili ilonka ica'],
  ['agnes', 'agi agika'],
  ['krisztina', 'kriszti krisztike'],
  ['mihaly', 'misi miska'],
  ['francisco', 'paco pancho curro'],
  ['jose', 'pepe'],
  // pt (the Portuguese Wikipedia articles of each name: "hipocorístico")
  ['jose', 'ze zezinho'],
  ['joaquim', 'quim'],
  ['fernando', 'nando'],
  ['antonio', 'toni tonico'],
  ['francisca', 'chica'],
  ['manuel', 'manolo'],
  ['enrique', 'quique'],
  ['ignacio', 'nacho'],
  ['dolores', 'lola'],
  ['concepcion', 'concha'],
  ['giuseppe', 'beppe peppe pino'],
  ['giovanni', 'gianni'],
  ['francesco', 'checco'],
  ['domenico', 'mimmo'],
  ['winifred', 'winnie'],
];

/** The English data's short forms that are given names of their own in our lists (Jan, Eva, Lena) are left out there. */
const EN_ROWS = EN_NICKNAME_ROWS.map(
  ([formal, nicknames]) =>
    [
      formal,
      nicknames
        .split(' ')
        .filter((word) => sexOfGivenName(word) === null)
        .join(' '),
    ] as const,
);
/** Wiktionary's short forms of the languages we read (generated, see nicknames-wikt-data.ts), left out the same way. */
const WIKT_ROWS = WIKT_NICKNAME_ROWS.trim()
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const [formal = '', shorts = ''] = line.split(':');
    return [
      formal,
      shorts
        .split(' ')
        .filter((word) => sexOfGivenName(word) === null)
        .join(' '),
    ] as const;
  });
const ROWS = [...OWN_ROWS, ...MORE_NICKNAME_ROWS, ...EN_ROWS, ...WIKT_ROWS];
const BY_NICKNAME = new Map<string, Set<string>>();
for (const [formal, nicknames] of ROWS)
  for (const nickname of nicknames.split(' ').filter((word) => word && word !== formal)) {
    const formals = BY_NICKNAME.get(nickname) ?? new Set<string>();
    formals.add(formal);
    BY_NICKNAME.set(nickname, formals);
  }
/** Formal names that are no row's short form: a row of a short form (Wally: Walt) keeps it a short form by rule too. */
const FORMALS = new Set(ROWS.map(([formal]) => formal).filter((formal) => !BY_NICKNAME.has(formal)));

/** The formal given names a folded word may be the nickname of (empty when it is none). */
export function formalNamesOf(word: string): ReadonlySet<string> {
  return BY_NICKNAME.get(word) ?? EMPTY;
}
const EMPTY: ReadonlySet<string> = new Set();

/**
 * True when one word is a nickname of the other, either way, also of the formal name spelt as another language spells
 * it (Alex of Alexander is Alex of Alexandr and Aleksander too).
 */
export const isNicknameOf = (a: string, b: string) => nicknameOfFormal(a, b) || nicknameOfFormal(b, a);

function nicknameOfFormal(nickname: string, formal: string): boolean {
  const formals = formalNamesOf(nickname);
  if (formals.has(formal)) return true;
  for (const listed of formals) if (spelledAlike(listed, formal)) return true;
  return false;
}

/** Letters that spell the same sound across the languages of the rows, written one way (Alexander, Aleksander). */
const spelling = (name: string) => name.replace(/x/g, 'ks').replace(/ph/g, 'f').replace(/ch/g, 'k').replace(/w/g, 'v').replace(/y/g, 'i');

/**
 * One given name in two languages' spellings (Alexandr and Alexander, Kristina and Christina): five letters at least,
 * alike once written alike or but for one letter more, and both a woman's name or both a man's (Alexandra is not
 * Alexandr): a woman's name is listed as hers, or ends in -a.
 */
function spelledAlike(a: string, b: string): boolean {
  if (a.length < 5 || b.length < 5 || sexOf(a) !== sexOf(b)) return false;
  return withinOneLetter(spelling(a), spelling(b));
}

const sexOf = (name: string) => sexOfGivenName(name) ?? (name.endsWith('a') ? 'f' : 'm');

/** Equal, or one letter added: a changed letter is another name as often as not (Ivana, Ivona). */
function withinOneLetter(a: string, b: string): boolean {
  if (a === b) return true;
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  if (long.length !== short.length + 1) return false;
  let same = 0;
  while (same < short.length && long[same] === short[same]) same += 1;
  return long.slice(same + 1) === short.slice(same);
}

/**
 * Diminutive endings, folded, longest first: cs and sk (-ka, -ek, -ik, -da, -a: Jarka, Vojta), de (-i, -el, -l, -erl:
 * Reini, Friedel), en (-ie, -y: Archie), pl (-siek, -szek, -sia, -cia, -zia, -ek, -ka: Stasiek, Gosia), es and it
 * (-ito, -ita, -ino, -ina). Sources: the grammars' word-formation chapters (Karlík et al., Příruční mluvnice češtiny,
 * "zdrobněliny"; Duden Grammatik, "Diminutiv- und Koseformen"; Nagórko, Zarys gramatyki polskiej, "spieszczenia";
 * Quirk et al., A Comprehensive Grammar of the English Language, App. I.34 "hypocoristic -y/-ie"); cs and sk -uška,
 * -inka, -enka, -ička, -ečka (Maruška; Karlík, the same chapter).
 */
const DIMINUTIVE_ENDINGS = [
  'uska',
  'inka',
  'enka',
  'icka',
  'ecka',
  'siek',
  'szek',
  'erl',
  'sia',
  'cia',
  'zia',
  'ito',
  'ita',
  'ino',
  'ina',
  'ka',
  'ek',
  'ik',
  'ie',
  'el',
  'da',
  'a',
  'i',
  'y',
  'l',
];

/**
 * Stops that German, Dutch, Czech, Slovak and Polish say alike at a syllable's end (final devoicing: Duden Aussprachewörterbuch,
 * "Auslautverhärtung"; Karlík, Příruční mluvnice češtiny, "spodoba znělosti"), so a short form cut after one may be
 * written with its twin: Hardy of Hartmut.
 */
const STOP_TWIN: Record<string, string> = { d: 't', t: 'd', g: 'k', k: 'g', b: 'p', p: 'b' };

/**
 * A short form made by rule when no list holds it: the beginning of the formal name (three letters at least: Reinhold →
 * Reini, Archibald → Archie, Jaroslava → Jarka, Stanisław → Stasiek) or a later syllable of it (four letters at least:
 * Gottfried → Friedel, Johanna → Hanni), and a diminutive ending. A word that is itself a listed given name (`known`:
 * "Jana" is no short form of Jan, "Marek" none of Markéta) is never read so; a listed nickname of another name may be
 * ("Reini" is listed for Reinhard, and is Reinhold's too), and is asked back when both are employed.
 */
export function isDiminutiveOf(short: string, formal: string, known: (word: string) => boolean): boolean {
  if (short.length < 4 || short.length >= formal.length + 2 || short === formal || known(short) || FORMALS.has(short)) return false;
  if (isClippedTailOf(short, formal)) return true;
  return DIMINUTIVE_ENDINGS.some((ending) => {
    if (!short.endsWith(ending)) return false;
    const written = short.slice(0, -ending.length);
    // The English -y and -ie double the consonant before them (Sally, Billy): the stem has it once.
    const doubled = /([^aeiouy])\1$/.test(written) ? [written, written.slice(0, -1)] : [written];
    // A stop closing the stem is said voiced or voiceless alike (Hardy of Hartmut, as of Eberhard).
    const stems = doubled.flatMap((one) => {
      const twin = STOP_TWIN[one.at(-1)!];
      return twin ? [one, `${one.slice(0, -1)}${twin}`] : [one];
    });
    return stems.some((stem) => {
      if (stem.length < 3 || stem.length >= formal.length) return false;
      const at = formal.indexOf(stem);
      return at === 0 || (at >= 2 && stem.length >= 4);
    });
  });
}

/**
 * The end of a given name said for it (aphaeresis), as Italian, Spanish and Portuguese make short forms: Dino of
 * Bernardino, Berto of Umberto (Rohlfs, Historische Grammatik der italienischen Sprache, its word
 * formation's hypocoristics; RAE, Nueva gramática de la lengua española, "hipocorísticos"). Only of a name the data knows as a given name (a
 * surname's end is another surname: Mann is not Hartmann), four letters at least, ending in a vowel, three letters
 * or more cut.
 */
function isClippedTailOf(short: string, formal: string): boolean {
  if (short.length < 4 || formal.length < short.length + 3 || !/[aeiou]$/.test(short) || !formal.endsWith(short)) return false;
  return sexOfFirstGivenName(formal) !== null || FORMALS.has(formal);
}
