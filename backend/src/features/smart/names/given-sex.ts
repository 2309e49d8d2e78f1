/**
 * Given names that tell a person's sex, folded (lower case, no diacritics): what lets a salutation ("pan", "Frau",
 * "Mrs.") tell two people apart whose surname has no female form ("Kočí", "Schmidt", "Smith"). Only names borne by one
 * sex in the languages we read (cs, sk, pl, de, en) are listed: a name borne by both somewhere ("Andrea", "Nikola",
 * "Sascha", "Kim", "Jean", "Maria" as in "Rainer Maria") tells nothing, so the salutation is asked back rather than
 * guessed on. Sources: the most frequent given names of the Czech Statistical Office's name counts, of GUS (Poland), of
 * the Gesellschaft für deutsche Sprache and of the US Social Security Administration, by sex.
 */
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
`;

const words = (list: string) => list.split(/\s+/).filter(Boolean);
const SEX = new Map<string, 'f' | 'm'>([
  ...words(MALE).map((word) => [word, 'm'] as const),
  ...words(FEMALE).map((word) => [word, 'f'] as const),
]);

/** The sex a folded given name tells, or null when it is no given name listed here or is borne by both. */
export const sexOfGivenName = (word: string): 'f' | 'm' | null => SEX.get(word) ?? null;
