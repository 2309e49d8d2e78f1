/**
 * Given names that tell a person's sex, folded (lower case, no diacritics): what lets a salutation ("pan", "Frau",
 * "Mrs.") tell two people apart whose surname has no female form ("Kočí", "Schmidt", "Smith"). Only names borne by one
 * sex in the languages we read (cs, sk, pl, de, en) are listed: a name borne by both somewhere ("Andrea", "Nikola",
 * "Sascha", "Kim", "Jean", "Maria" as in "Rainer Maria") tells nothing, so the salutation is asked back rather than
 * guessed on. Sources: the most frequent given names of the Czech Statistical Office's name counts, of GUS (Poland), of
 * the Gesellschaft für deutsche Sprache, of Statistik Austria, of the Slovak Statistical Office, of the Meertens
 * Instituut's Nederlandse Voornamenbank, of INE (Spain), ISTAT (Italy), INSEE (France) and of the US Social Security
 * Administration, by sex; for hu, the Hungarian Central Statistical Office's (KSH) most frequent given names; for pt,
 * INE (Portugal) and IBGE (Brazil); for hr, sl and ro, DZS, SURS and INS; for sv, no, da and fi, SCB, SSB, Danmarks
 * Statistik and Statistics Finland; for Irish names, the CSO. Names borne by both sexes across these languages ("Kari":
 * a Norwegian woman, a Finnish man; "Nikola", "Andrea", "Saša", "Kim") stay out.
 */
import { FEMALE_DATA, MALE_DATA } from './given-sex-data.js';
import { WIKT_FEMALE_DATA, WIKT_MALE_DATA, WIKT_OTHER_DATA } from './given-sex-wikt-data.js';

const MALE = `
  jan josef jiri petr pavel martin tomas jaroslav miroslav frantisek vaclav michal milan karel zdenek ladislav lukas
  jakub david vojtech ondrej stanislav antonin radek matej ales vladimir bohumil lubomir roman marek daniel filip adam
  dominik patrik vit libor oldrich bedrich jindrich kamil radim rostislav svatopluk premysl ctibor
  peter pavol jozef juraj stefan marian lubos dusan
  piotr krzysztof tomasz andrzej pawel michal marcin grzegorz jozef wojciech jacek rafal dariusz mariusz zbigniew
  janusz jerzy tadeusz ryszard kazimierz mieczyslaw slawomir przemyslaw lukasz mateusz bartosz aleksander
  johann johannes friedrich wilhelm heinrich georg jurgen wolfgang alexander christian christoph matthias michael
  thomas andreas bernhard dietrich ulrich manfred konrad klaus hans dieter gunter horst helmut werner gerhard karl
  joachim uwe rainer ralf frank markus stefan sebastian tobias florian lukas maximilian felix
  william richard edward anthony james john robert david charles joseph george thomas christopher daniel paul mark
  donald steven kenneth andrew joshua kevin brian edward ronald timothy jason jeffrey ryan gary nicholas eric
  branislav rastislav radoslav vratislav dalibor ludovit marcel miloslav igor rudolf viliam ondrej mikulas
  bartlomiej radoslaw czeslaw zdzislaw wieslaw leszek henryk stefan waldemar boleslaw wladyslaw kazimierz
  leopold alois ferdinand anton rupert hubert engelbert ignaz valentin florian herbert gottfried reinhard
  jan pieter hendrik willem cornelis gerrit johannes dirk bram sander ruud joost
  raymond douglas nathaniel gerald harold leonard philip stanley vincent walter reginald francis geoffrey
  jose antonio manuel francisco javier miguel alejandro rafael pablo sergio fernando ramon
  giuseppe giovanni francesco antonio mario luigi salvatore roberto stefano marco alessandro massimo
  pierre michel philippe alain nicolas francois jacques bernard christophe laurent olivier
  zoltan ferenc istvan laszlo gyorgy sandor jozsef janos gabor attila tamas gyula mihaly imre lajos bela tibor csaba
  nikolaus ignac tobias jacobus gerardus adrianus
  joao pedro paulo carlos luis rui nuno tiago duarte goncalo andre ricardo bruno vitor diogo joaquim jorge marcelo
  rodrigo gustavo leonardo thiago felipe mateus gabriel eduardo
  ivan marko luka josip tomislav stjepan ante davor darko zoran goran dragan nenad dejan bojan franjo mladen kresimir
  zeljko drazen damir tadej ziga rok jure blaz anze gregor primoz bostjan janez
  ion gheorghe vasile constantin nicolae mihai andrei alexandru ionut cristian florin dumitru cosmin razvan bogdan
  catalin ciprian sorin
  lars anders johan erik per nils olof lennart magnus henrik fredrik mikael jonas mattias bjorn kristoffer sondre
  havard knut sigurd torbjorn jens soren niels morten rasmus mads kasper jesper
  juha jukka matti mikko timo antti jari pekka heikki markku ville janne tuomas petri
  patrick sean seamus liam ciaran declan eoin niall padraig conor cormac
  bohuslav
`;
const FEMALE = `
  jana eva hana anna marie lenka katerina lucie vera alena petra veronika jaroslava tereza martina michaela zuzana
  jitka ludmila helena ivana monika marketa barbora kristyna dagmar jarmila vlasta klara eliska adela nikol simona
  zdenka magdalena blanka bozena drahomira
  katarina zuzana lubica jarmila
  malgorzata agnieszka katarzyna barbara ewa krystyna elzbieta zofia teresa danuta joanna aleksandra dorota halina
  jadwiga irena grazyna beata jolanta iwona wieslawa urszula
  margarete franziska elisabeth katharina christine ursula renate monika gabriele ingrid helga gisela brigitte
  sabine petra susanne claudia birgit heike karin sandra stefanie julia lena
  margaret rebecca patricia elizabeth catherine mary jennifer linda susan jessica sarah karen nancy lisa betty
  dorothy sandra ashley kimberly donna emily michelle carol amanda melissa deborah stephanie laura sharon cynthia
  silvia darina lubica dominika sona viera anezka kvetoslava libuse bozena jitka iveta radka ivana
  bogumila genowefa jadwiga stanislawa wieslawa bozena marianna kazimiera henryka
  theresia therese gertrud walburga waltraud hildegard rosemarie hermine elfriede theresa
  anouk femke sanne lieke marieke ingrid annemieke
  abigail eleanor frances gwendolyn lillian winifred jacqueline margaret
  carmen dolores pilar isabel lucia cristina mercedes
  giulia francesca chiara giovanna rosa paola federica valentina
  nathalie isabelle sylvie veronique sophie celine brigitte
  zsuzsanna erzsebet katalin ilona agnes aniko krisztina zsofia eszter orsolya judit
  gertrude geertruida johanna wilhelmina cornelia francoise eloise
  ana fernanda francisca beatriz ines leonor mariana catarina sofia joana rita carla raquel luciana juliana camila
  larissa leticia vanessa
  marija mirjana snjezana jasna vesna dubravka sanja ljiljana gordana biljana jelena tanja natasa mojca spela urska
  elena ioana mihaela andreea gabriela florentina georgiana mirela raluca oana roxana
  astrid kerstin birgitta margareta solveig sigrid ragnhild liv hanne mette pernille trine kirsten gunhild linnea ebba
  aino leena tuula paivi sari minna tiina anneli marjatta riitta hannele satu pirjo
  siobhan aoife niamh ciara roisin sinead orla maeve grainne bridget
  blazena notburga walburga kunigunde
`;

const words = (list: string) => list.split(/\s+/).filter(Boolean);
const SEX = new Map<string, 'f' | 'm'>([
  ...words(MALE).map((word) => [word, 'm'] as const),
  ...words(FEMALE).map((word) => [word, 'f'] as const),
]);

/** The sex a folded given name tells, or null when it is no given name listed here or is borne by both. */
export const sexOfGivenName = (word: string): 'f' | 'm' | null => SEX.get(word) ?? null;

/**
 * Names the generated data gives one sex that are borne by both in a language we read (Kari: a Finnish man; Saša,
 * Míša, Ola, Vlasta, Slava), or that it gives the wrong one (Jolán is a Hungarian woman's name).
 */
const BORNE_BY_BOTH = new Set(words('kari sasa misa ola vlasta slava jolan'));
/**
 * The sex a folded given name tells, from the list above or else from the generated data of about 53,000 names
 * (given-sex-data.ts): for the first word of a person's name only, since that data lists surnames too (Smith, Miller as
 * men's names). The data is searched in place as sorted text rather than built into a Map: a Map of it took 110-470 ms
 * to build on the first request (on the shared machine) and 3.5 MB of heap; the search takes about a microsecond.
 */
export function sexOfFirstGivenName(word: string): 'f' | 'm' | null {
  const listed = SEX.get(word);
  if (listed) return listed;
  if (BORNE_BY_BOTH.has(word)) return null;
  return sexInData(word);
}

/**
 * The sex the generated data alone tells: gender-detection-from-name's lists (en, de, fr, es, it, tr), then
 * Wiktionary's given names of our languages (given-sex-wikt-data.ts: cs, sk, pl, hu, nl, pt, ro, hr, sl, the Nordic
 * languages …, which the first lacks). Where the two tell different sexes, the name tells none.
 */
export function sexInData(word: string): 'f' | 'm' | null {
  const listed = inSortedWords(FEMALE_DATA, word) ? 'f' : inSortedWords(MALE_DATA, word) ? 'm' : null;
  const wiktionary = inSortedWords(WIKT_FEMALE_DATA, word) ? 'f' : inSortedWords(WIKT_MALE_DATA, word) ? 'm' : null;
  if (listed && wiktionary && listed !== wiktionary) return null;
  return listed ?? wiktionary;
}

/**
 * The sex Wiktionary's given names of our languages tell (given-sex-wikt-data.ts): a list of given names only, unlike
 * the first data, which holds surnames as men's names. What a short form made by rule is read of (short-form-rules.ts).
 */
export function sexInWiktionary(word: string): 'f' | 'm' | null {
  const female = inSortedWords(WIKT_FEMALE_DATA, word);
  const male = inSortedWords(WIKT_MALE_DATA, word);
  return female === male ? null : female ? 'f' : 'm';
}

/**
 * The sex a person's last word tells when the first is no given name anywhere (a Hungarian name stored family name
 * first: "Varga Zsolt"). Only Wiktionary's given names are read for it, never the first data, which lists surnames as
 * men's names (Smith, Miller): a western name whose given name no list knows stays untold.
 */
export function sexOfGivenNameAfterSurname(first: string, last: string): 'f' | 'm' | null {
  if (SEX.has(first) || BORNE_BY_BOTH.has(first) || sexInData(first) !== null) return null;
  if ([FEMALE_DATA, MALE_DATA, WIKT_FEMALE_DATA, WIKT_MALE_DATA, WIKT_OTHER_DATA].some((data) => inSortedWords(data, first))) return null;
  const wiktionary = inSortedWords(WIKT_FEMALE_DATA, last) ? 'f' : inSortedWords(WIKT_MALE_DATA, last) ? 'm' : null;
  return wiktionary !== null && sexInData(last) === wiktionary ? wiktionary : null;
}

/** True when no list or data here holds the folded word at all: only then may its ending tell (given-sex-endings.ts). */
export const inNoData = (word: string): boolean =>
  !SEX.has(word) &&
  !BORNE_BY_BOTH.has(word) &&
  ![FEMALE_DATA, MALE_DATA, WIKT_FEMALE_DATA, WIKT_MALE_DATA, WIKT_OTHER_DATA].some((data) => inSortedWords(data, word));

const isGap = (text: string, at: number) => text[at] === ' ' || text[at] === '\n';

/** Binary search of sorted words parted by spaces and line ends, reading only the words it lands on. */
function inSortedWords(text: string, word: string): boolean {
  if (word === '') return false;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    let start = middle;
    while (start > low && !isGap(text, start - 1)) start -= 1;
    let end = start;
    while (end < text.length && !isGap(text, end)) end += 1;
    const found = text.slice(start, end);
    if (found === word) return true;
    if (word < found) high = start;
    else low = end + 1;
  }
  return false;
}
