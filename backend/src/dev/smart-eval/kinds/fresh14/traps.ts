/**
 * The fifteenth set's own kinds, beside the shared generator's (a judge writing from the text would try them,
 * and no earlier set did): firms of registers no earlier set holds (Lithuanian, Latvian, Estonian, Turkish, Bulgarian,
 * Icelandic), their form said before the name, spelt out in their language or left out beside a sibling; names that
 * sound alike held by three or two records (said as one of them, or as none); a client named by its brand beside its
 * legal name, or by the brand alone; a firm called by its family in the plural (`u Hamáčků`, `bei den Overkamps`,
 * `od Wróblowiczów`, `the Sugdens`); an agent's structured guesses that agree or contradict each other (a name
 * and a city, a name and a legal form); a name as a speech recogniser splits or joins it (`Ober Thaler`, `Mc Quistan`,
 * `Vander Hoeven`); people of Lithuanian, Latvian, Finnish and Hungarian families (`-ienė` and `-aitė` women, `-is`
 * and `-e`, `-nen` declined, the surname first); a given name's initial beside two people it fits. Expected by the
 * documented rule: the one record that fits everything said, else none (asked back or refused).
 */
import { pick } from '../../population.js';
import type { JudgedCase } from '../harness.js';
import type { BlindClient, BlindPerson, Lang } from '../blind/types.js';

type Gen = () => JudgedCase | null;

const client = (name: string, form: string, lang: Lang, city: string): BlindClient => {
  const core = form ? name.slice(0, -form.length - 1) : name;
  return { name, core, owner: core.split(' ')[0]!, trade: core.split(' ').slice(1).join(' '), form, lang, city };
};
const person = (given: string, surname: string, female: boolean): BlindPerson => ({
  name: `${given} ${surname}`,
  given,
  surname,
  family: surname,
  female,
  lang: 'en',
});

/** The set's own clients, stored after the shared ones. */
export const TRAP_CLIENTS14: readonly BlindClient[] = [
  // Registers no earlier set holds: one core under two forms of different kinds, in two cities.
  client('Gudaitis Baldai UAB', 'UAB', 'en', 'Kaunas'),
  client('Gudaitis Baldai AB', 'AB', 'en', 'Šiauliai'),
  client('Bērzkalns Kokapstrāde SIA', 'SIA', 'en', 'Cēsis'),
  client('Bērzkalns Kokapstrāde AS', 'AS', 'en', 'Valmiera'),
  client('Saarepera Puidutööd OÜ', 'OÜ', 'en', 'Tartu'),
  client('Saarepera Puidutööd AS', 'AS', 'en', 'Pärnu'),
  client('Karakoç Dokuma Ltd. Şti.', 'Ltd. Şti.', 'en', 'Bursa'),
  client('Karakoç Dokuma A.Ş.', 'A.Ş.', 'en', 'Denizli'),
  client('Dragostinov Mebeli EOOD', 'EOOD', 'en', 'Plovdiv'),
  client('Dragostinov Mebeli AD', 'AD', 'en', 'Ruse'),
  client('Hallgrímsson Vélsmiðja ehf.', 'ehf.', 'en', 'Akureyri'),
  client('Hallgrímsson Vélsmiðja hf.', 'hf.', 'en', 'Selfoss'),
  // Names said alike.
  client('Lohmeier Tapeziererei GmbH', 'GmbH', 'de', 'Ostbevern'),
  client('Lohmeyer Tapeziererei GmbH', 'GmbH', 'de', 'Telgte'),
  client('Lohmaier Tapeziererei GmbH', 'GmbH', 'de', 'Sassenberg'),
  client('Chojnacki Dachówki Sp. z o.o.', 'Sp. z o.o.', 'pl', 'Kutno'),
  client('Hojnacki Dachówki Sp. z o.o.', 'Sp. z o.o.', 'pl', 'Łowicz'),
  client('Coulthard Slaters Ltd', 'Ltd', 'en', 'Rothbury'),
  client('Coultard Slaters Ltd', 'Ltd', 'en', 'Morpeth'),
  // Brands beside a legal name; a brand that is another client's owner.
  client('Rybička Nápoje s.r.o.', 's.r.o.', 'cs', 'Netolice'),
  client('Bublinka Obuv s.r.o.', 's.r.o.', 'cs', 'Volyně'),
  client('Ellerbeck Feinkost GmbH', 'GmbH', 'de', 'Telgte'),
  client('Gawthorpe Maltsters Ltd', 'Ltd', 'en', 'Rothbury'),
  // Families in the plural: one firm of the family, or two.
  client('Hamáček Deštníkářství s.r.o.', 's.r.o.', 'cs', 'Vodňany'),
  client('Kvasnička Knoflíkářství s.r.o.', 's.r.o.', 'cs', 'Volyně'),
  client('Kvasnička Perníkářství s.r.o.', 's.r.o.', 'cs', 'Netolice'),
  client('Overkamp Schindelmacherei GmbH', 'GmbH', 'de', 'Sassenberg'),
  client('Wróblowicz Instalatorstwo Sp. z o.o.', 'Sp. z o.o.', 'pl', 'Kutno'),
  client('Sugden Cabinetmakers Ltd', 'Ltd', 'en', 'Bedale'),
  // Names a recogniser splits or joins.
  client('Oberthaler Tapeziererei GmbH', 'GmbH', 'at', 'Peuerbach'),
  client('Thaler Tapeziererei GmbH', 'GmbH', 'at', 'Lembach'),
  client('Szczepaniecki Dachówki Sp. z o.o.', 'Sp. z o.o.', 'pl', 'Gostynin'),
  client('McQuistan Pipelayers Ltd', 'Ltd', 'en', 'Alnwick'),
  client('Vanderhoeven Tegelwerk B.V.', 'B.V.', 'en', 'Zuidlaren'),
];

/** The set's own people: Baltic, Finnish and Hungarian families, names split by a recogniser, initials two share. */
export const TRAP_PEOPLE14: readonly BlindPerson[] = [
  person('Gediminas', 'Bražinskas', false),
  person('Aušrinė', 'Bražinskienė', true),
  person('Dovilė', 'Bražinskaitė', true),
  person('Rimantas', 'Gudaitis', false),
  person('Ēriks', 'Strautmanis', false),
  person('Baiba', 'Strautmane', true),
  person('Kārlis', 'Liepkalns', false),
  person('Ismo', 'Vilppunen', false),
  person('Zsolt', 'Bárdos', false),
  person('Boglárka', 'Bárdos', true),
  person('Ewald', 'Grubsteidl', false),
  person('Dermot', 'MacGillivray', false),
  person('Ludvík', 'Vopálka', false),
  person('Luboš', 'Vopálka', false),
  person('Rostislav', 'Vopálka', false),
];

/** Each trap client's name as said, and whose it is (a stored name; null: asked back or refused). */
const CLIENT_SAID: ReadonlyArray<[kind: string, text: string, whose: string | null]> = [
  ['register', 'UAB „Gudaitis Baldai“', 'Gudaitis Baldai UAB'],
  ['register', 'Gudaitis Baldai, uždaroji akcinė bendrovė', 'Gudaitis Baldai UAB'],
  ['register', 'AB Gudaitis Baldai', 'Gudaitis Baldai AB'],
  ['register', 'akcinė bendrovė „Gudaitis Baldai“', 'Gudaitis Baldai AB'],
  ['register', 'Gudaitis Baldai', null],
  ['register', 'SIA "Bērzkalns Kokapstrāde"', 'Bērzkalns Kokapstrāde SIA'],
  ['register', 'Berzkalns Kokapstrade SIA', 'Bērzkalns Kokapstrāde SIA'],
  ['register', 'Bērzkalns Kokapstrāde, sabiedrība ar ierobežotu atbildību', 'Bērzkalns Kokapstrāde SIA'],
  ['register', 'akciju sabiedrība Bērzkalns Kokapstrāde', 'Bērzkalns Kokapstrāde AS'],
  ['register', 'Berzkalns Kokapstrade', null],
  ['register', 'Saarepera Puidutood OU', 'Saarepera Puidutööd OÜ'],
  ['register', 'osaühing Saarepera Puidutööd', 'Saarepera Puidutööd OÜ'],
  ['register', 'aktsiaselts Saarepera Puidutööd', 'Saarepera Puidutööd AS'],
  ['register', 'Saarepera Puidutööd', null],
  ['register', 'Karakoç Dokuma Limited Şirketi', 'Karakoç Dokuma Ltd. Şti.'],
  ['register', 'Karakoc Dokuma Ltd Sti', 'Karakoç Dokuma Ltd. Şti.'],
  ['register', 'Karakoç Dokuma anonim şirketi', 'Karakoç Dokuma A.Ş.'],
  ['register', 'Karakoc Dokuma AS', 'Karakoç Dokuma A.Ş.'],
  ['register', 'Karakoç Dokuma', null],
  ['register', 'Dragostinov Mebeli OOD', 'Dragostinov Mebeli EOOD'],
  ['register', 'Dragostinov Mebeli, akcionerno druzhestvo', 'Dragostinov Mebeli AD'],
  ['register', 'Dragostinov Mebeli', null],
  ['register', 'Hallgrimsson Velsmidja ehf', 'Hallgrímsson Vélsmiðja ehf.'],
  ['register', 'Hallgrímsson Vélsmiðja einkahlutafélag', 'Hallgrímsson Vélsmiðja ehf.'],
  ['register', 'Hallgrímsson Vélsmiðja hf', 'Hallgrímsson Vélsmiðja hf.'],
  ['register', 'Hallgrímsson Vélsmiðja', null],
  ['homophone', 'Lohmeyer Tapeziererei', 'Lohmeyer Tapeziererei GmbH'],
  ['homophone', 'Lohmaier Tapeziererei GmbH', 'Lohmaier Tapeziererei GmbH'],
  ['homophone', 'LOHMEIER TAPEZIEREREI', 'Lohmeier Tapeziererei GmbH'],
  ['homophone', 'lohmayer tapeziererei', null],
  ['homophone', 'Lohmayr Tapeziererei', null],
  ['homophone', 'lomeier tapeziererei', null],
  ['homophone', 'Lohmeyer Tapeziererei (Telgte)', 'Lohmeyer Tapeziererei GmbH'],
  ['homophone', 'Lohmayer Tapeziererei, Sassenberg', 'Lohmaier Tapeziererei GmbH'],
  ['homophone', 'Chojnacki Dachówki', 'Chojnacki Dachówki Sp. z o.o.'],
  ['homophone', 'hojnacki dachówki', 'Hojnacki Dachówki Sp. z o.o.'],
  ['homophone', 'Hoynacki Dachówki', null],
  ['homophone', 'Chojnacky Dachówki', null],
  ['homophone', 'Coulthard Slaters', 'Coulthard Slaters Ltd'],
  ['homophone', 'Coultard Slaters Ltd', 'Coultard Slaters Ltd'],
  ['homophone', 'Colthard Slaters', null],
  ['brand', 'Bublinka (Rybička Nápoje s.r.o.)', 'Rybička Nápoje s.r.o.'],
  ['brand', 'limonáda Bublinka, výrobce Rybička Nápoje s.r.o.', 'Rybička Nápoje s.r.o.'],
  ['brand', 'Rybička Nápoje s.r.o. (značka Bublinka)', 'Rybička Nápoje s.r.o.'],
  ['brand', 'Bublinka Obuv', 'Bublinka Obuv s.r.o.'],
  ['brand', 'Senfkrone von Ellerbeck Feinkost', 'Ellerbeck Feinkost GmbH'],
  ['brand', 'Marke Senfkrone (Ellerbeck Feinkost GmbH)', 'Ellerbeck Feinkost GmbH'],
  ['brand', 'Senfkrone', null],
  ['brand', 'Old Grumbler ale, brewed by Gawthorpe Maltsters Ltd', 'Gawthorpe Maltsters Ltd'],
  ['brand', 'Gawthorpe Maltsters (Old Grumbler)', 'Gawthorpe Maltsters Ltd'],
  ['brand', 'Old Grumbler', null],
  ['family', 'u Hamáčků', 'Hamáček Deštníkářství s.r.o.'],
  ['family', 'zakázka u Hamáčků', 'Hamáček Deštníkářství s.r.o.'],
  ['family', 'od Hamáčků', 'Hamáček Deštníkářství s.r.o.'],
  ['family', 'u Kvasničků', null],
  ['family', 'u Kvasničků (Volyně)', 'Kvasnička Knoflíkářství s.r.o.'],
  ['family', 'bei Overkamps', 'Overkamp Schindelmacherei GmbH'],
  ['family', 'bei den Overkamps', 'Overkamp Schindelmacherei GmbH'],
  ['family', 'Overkamps Schindelmacherei', 'Overkamp Schindelmacherei GmbH'],
  ['family', 'od Wróblowiczów', 'Wróblowicz Instalatorstwo Sp. z o.o.'],
  ['family', 'u Wróblowiczów', 'Wróblowicz Instalatorstwo Sp. z o.o.'],
  ['family', "at the Sugdens'", 'Sugden Cabinetmakers Ltd'],
  ['family', 'the Sugdens', 'Sugden Cabinetmakers Ltd'],
  ['contradict', '{"name": "Hamáček Deštníkářství", "city": "Vodňany"}', 'Hamáček Deštníkářství s.r.o.'],
  ['contradict', '{"name": "Hamáček Deštníkářství", "city": "Netolice"}', null],
  ['contradict', 'name: Ellerbeck Feinkost, city: Telgte', 'Ellerbeck Feinkost GmbH'],
  ['contradict', 'name: Ellerbeck Feinkost, city: Ostbevern', null],
  ['contradict', '{"name": "Gudaitis Baldai", "city": "Šiauliai"}', 'Gudaitis Baldai AB'],
  ['contradict', '{"name": "Gudaitis Baldai UAB", "city": "Šiauliai"}', null],
  ['contradict', 'customer: Overkamp Schindelmacherei; city: Telgte', null],
  ['contradict', '{"name": "Gawthorpe Maltsters Ltd", "city": "Rothbury"}', 'Gawthorpe Maltsters Ltd'],
  ['contradict', '{"name": "Gawthorpe Maltsters Ltd", "city": "Bedale"}', null],
  ['contradict', '{"name": "Lohmeyer Tapeziererei", "city": "Ostbevern"}', null],
  ['contradict', '{"name": "Karakoç Dokuma", "legal_form": "A.Ş."}', 'Karakoç Dokuma A.Ş.'],
  ['contradict', '{"name": "Karakoç Dokuma Ltd. Şti.", "legal_form": "A.Ş."}', null],
  ['contradict', 'Kvasnička Knoflíkářství, city: Netolice', null],
  ['split', 'Ober Thaler Tapeziererei', 'Oberthaler Tapeziererei GmbH'],
  ['split', 'ober thaler tapeziererei gmbh', 'Oberthaler Tapeziererei GmbH'],
  ['split', 'Thaler Tapeziererei', 'Thaler Tapeziererei GmbH'],
  ['split', 'Szczepa Niecki Dachówki', 'Szczepaniecki Dachówki Sp. z o.o.'],
  ['split', 'Mc Quistan Pipelayers', 'McQuistan Pipelayers Ltd'],
  ['split', 'MacQuistan Pipelayers', 'McQuistan Pipelayers Ltd'],
  ['split', 'Vander Hoeven Tegelwerk', 'Vanderhoeven Tegelwerk B.V.'],
  ['split', 'Van der Hoeven Tegelwerk', 'Vanderhoeven Tegelwerk B.V.'],
  ['split', 'van der hoeven tegelwerk bv', 'Vanderhoeven Tegelwerk B.V.'],
];

/** Each trap person's name as said, and whose it is (a stored name; null: asked back or refused). */
const PEOPLE_SAID: ReadonlyArray<[kind: string, text: string, whose: string | null]> = [
  ['family-forms', 'Bražinskas', 'Gediminas Bražinskas'],
  ['family-forms', 'ponas Bražinskas', 'Gediminas Bražinskas'],
  ['family-forms', 'Bražinskienė', 'Aušrinė Bražinskienė'],
  ['family-forms', 'ponia Bražinskienė', 'Aušrinė Bražinskienė'],
  ['family-forms', 'Brazinskiene', 'Aušrinė Bražinskienė'],
  ['family-forms', 'Bražinskaitė', 'Dovilė Bražinskaitė'],
  ['family-forms', 'panelė Bražinskaitė', 'Dovilė Bražinskaitė'],
  ['family-forms', 'BRAZINSKAITE, Dovile', 'Dovilė Bražinskaitė'],
  ['family-forms', 'Gudaitis', 'Rimantas Gudaitis'],
  ['family-forms', 'Gudaitienė', null],
  ['family-forms', 'ponia Gudaitienė', null],
  ['family-forms', 'Strautmanis', 'Ēriks Strautmanis'],
  ['family-forms', 'Strautmane', 'Baiba Strautmane'],
  ['family-forms', 'Baiba Strautmane', 'Baiba Strautmane'],
  ['family-forms', 'Eriks Strautmanis', 'Ēriks Strautmanis'],
  ['family-forms', 'Liepkalns', 'Kārlis Liepkalns'],
  ['family-forms', 'Liepkalne', null],
  ['family-forms', 'Vilppunen', 'Ismo Vilppunen'],
  ['family-forms', 'Vilppusen', 'Ismo Vilppunen'],
  ['family-forms', 'Ismo Vilppuselle', 'Ismo Vilppunen'],
  ['family-forms', 'Bárdos Zsolt', 'Zsolt Bárdos'],
  ['family-forms', 'Bárdos Boglárka', 'Boglárka Bárdos'],
  ['family-forms', 'Bardos Boglarka', 'Boglárka Bárdos'],
  ['family-forms', 'Bárdos', null],
  ['split', 'Ewald Grub Steidl', 'Ewald Grubsteidl'],
  ['split', 'grub steidl', 'Ewald Grubsteidl'],
  ['split', 'Dermot Mac Gillivray', 'Dermot MacGillivray'],
  ['split', 'Dermot McGillivray', 'Dermot MacGillivray'],
  ['split', 'mac gillivray', 'Dermot MacGillivray'],
  ['initial-two', 'L. Vopálka', null],
  ['initial-two', 'R. Vopálka', 'Rostislav Vopálka'],
  ['initial-two', 'Vopálka L.', null],
  ['initial-two', 'Vopálka, R.', 'Rostislav Vopálka'],
  ['initial-two', 'Ludvík V.', 'Ludvík Vopálka'],
  ['initial-two', 'Vopálka', null],
];

function saidOf(
  entries: ReadonlyArray<[kind: string, text: string, whose: string | null]>,
  names: readonly { name: string }[],
  record: 'client' | 'employee',
  rand: () => number,
) {
  const index = (name: string | null) => {
    if (name === null) return null;
    const at = names.findIndex((one) => one.name === name);
    if (at < 0) throw new Error(`the set names no record ${name}`);
    return at;
  };
  return (kind: string): Gen => {
    const mine = entries.filter((entry) => entry[0] === kind);
    return () => {
      const [, text, whose] = pick(rand, mine);
      return { kind, record, text, expected: index(whose) };
    };
  };
}

/** The set's own client kinds over the whole population (the shared one's and the traps'). */
export function trapClientCases14(clients: readonly BlindClient[], rand: () => number): Gen[] {
  const said = saidOf(CLIENT_SAID, clients, 'client', rand);
  return [
    said('register'),
    said('register'),
    said('homophone'),
    said('homophone'),
    said('brand'),
    said('family'),
    said('family'),
    said('contradict'),
    said('contradict'),
    said('split'),
  ];
}

/** The set's own people kinds over the whole staff (the shared population's and the traps'). */
export function trapPeopleCases14(people: readonly BlindPerson[], rand: () => number): Gen[] {
  const said = saidOf(PEOPLE_SAID, people, 'employee', rand);
  return [said('family-forms'), said('family-forms'), said('split'), said('initial-two')];
}
