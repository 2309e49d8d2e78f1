/**
 * Legal forms as people write them: abbreviated, spelled out, translated. Each
 * row is a canonical id (what two spellings are compared by) and one folded
 * spelling (lower case, no diacritics, words split on anything but letters and
 * digits, as normalize.ts's fold() leaves them).
 *
 * Sources: the ISO 20275 Entity Legal Forms code list kept by GLEIF
 * (https://www.gleif.org/en/about-lei/code-lists/iso-20275-entity-legal-forms-code-list,
 * version 1.5: local names and abbreviations per jurisdiction); the forms' own
 * statutes for the spelled-out names: CZ zákon 90/2012 Sb. o obchodních
 * korporacích, SK 513/1991 Zb. Obchodný zákonník, DE GmbHG / AktG / HGB
 * (KG, OHG, e.K.), PL Kodeks spółek handlowych, GB Companies Act 2006 and
 * LLP Act 2000, US state statutes (LLC, Inc., Corp.), FR Code de commerce
 * (SARL, SAS, SA, SNC), IT Codice civile (S.r.l., S.p.A., S.n.c., S.a.s.),
 * NL Burgerlijk Wetboek boek 2 (B.V., N.V., V.O.F.), ES Ley de Sociedades de
 * Capital (S.L., S.A., S.L.U.), DK selskabsloven (ApS, A/S), NO aksjeloven and allmennaksjeloven (AS, ASA), FI
 * osakeyhtiölaki (Oy, Oyj), PT Código das Sociedades Comerciais (Lda), BR Código Civil and Lei 6.404 (Ltda, S/A),
 * RO Legea 31/1990 (SRL, SA), HR Zakon o trgovačkim društvima (d.o.o., j.d.o.o., d.d.), SI ZGD-1 (d.o.o., d.d.).
 * English translations of the continental forms
 * are the ones GLEIF and the registers' English pages use ("limited liability
 * company", "joint-stock company").
 *
 * Translations that name the same kind of company share its id only where the
 * form is the same in law: a German GmbH said as "limited liability company"
 * is `llc`-like in words, so both `gmbh` and `llc` accept that phrase (see
 * EQUIVALENT_FORMS), while "s.r.o." and "a.s." never meet.
 */
export const LEGAL_FORMS: ReadonlyArray<readonly [id: string, words: string]> = [
  // Czech and Slovak
  ['sro', 'spol s r o'],
  ['sro', 'spol s ro'],
  ['sro', 'spol sro'],
  ['sro', 's r o'],
  ['sro', 'sro'],
  ['sro', 's ro'],
  ['sro', 'spolecnost s rucenim omezenym'],
  ['sro', 'spolocnost s rucenim obmedzenym'],
  ['as', 'a s'],
  ['as', 'as'],
  ['as', 'akciova spolecnost'],
  ['as', 'akciova spolocnost'],
  ['as', 'akciovka'],
  ['vos', 'v o s'],
  ['vos', 'vos'],
  ['vos', 'verejna obchodni spolecnost'],
  ['ks', 'k s'],
  ['ks', 'komanditni spolecnost'],
  ['ks', 'komanditna spolocnost'],
  ['vos', 'verejna obchodna spolocnost'],
  ['zs', 'z s'],
  ['zs', 'zapsany spolek'],
  ['ops', 'o p s'],
  ['ops', 'obecne prospesna spolecnost'],
  ['druzstvo', 'druzstvo'],
  // German
  ['gmbhcokg', 'gmbh co kg'],
  ['gmbhcokg', 'gmbh und co kg'],
  ['gmbhcokg', 'gmbh u co kg'],
  ['gmbh', 'g m b h'],
  ['gmbh', 'gmbh'],
  ['gmbh', 'gesellschaft mit beschrankter haftung'],
  ['gmbh', 'ges m b h'],
  ['gmbh', 'gesmbh'],
  ['gmbh', 'gesellschaft m b h'],
  ['gmbh', 'gesellschaft mbh'],
  ['gmbh', 'ges mbh'],
  ['gmbh', 'mbh'],
  ['ag', 'ag'],
  ['ag', 'aktiengesellschaft'],
  ['kg', 'kg'],
  ['kg', 'kommanditgesellschaft'],
  ['ohg', 'ohg'],
  ['ohg', 'offene handelsgesellschaft'],
  ['ug', 'ug haftungsbeschrankt'],
  ['ug', 'ug'],
  ['ug', 'unternehmergesellschaft'],
  ['ek', 'e k'],
  ['ek', 'e kfm'],
  ['ek', 'eingetragener kaufmann'],
  ['ek', 'eingetragene kauffrau'],
  ['ev', 'e v'],
  ['ev', 'eingetragener verein'],
  ['gbr', 'gbr'],
  ['gbr', 'gesellschaft burgerlichen rechts'],
  ['kgaa', 'kgaa'],
  ['kgaa', 'kommanditgesellschaft auf aktien'],
  // Austrian (GLEIF ELF, AT: UGB)
  ['og', 'og'],
  ['og', 'offene gesellschaft'],
  ['eu', 'e u'],
  ['eu', 'eingetragenes unternehmen'],
  // Polish
  ['spzoo', 'sp z o o'],
  ['spzoo', 'spolka z o o'],
  ['spzoo', 'spolka z ograniczona odpowiedzialnoscia'],
  ['spzoo', 'sp zoo'],
  ['spzoo', 'spzoo'],
  ['spk', 'sp k'],
  ['spk', 'spolka komandytowa'],
  ['spj', 'sp j'],
  ['spj', 'spolka jawna'],
  ['sa', 'spolka akcyjna'],
  ['ska', 's k a'],
  ['ska', 'ska'],
  ['ska', 'spolka komandytowo akcyjna'],
  ['spp', 'sp p'],
  ['spp', 'spolka partnerska'],
  ['sa', 's a'],
  ['sa', 'sa'],
  // English
  ['plc', 'p l c'],
  ['plc', 'plc'],
  ['plc', 'public limited company'],
  ['ltd', 'ltd'],
  ['ltd', 'limited'],
  ['ltd', 'private limited company'],
  ['llp', 'llp'],
  ['llp', 'l l p'],
  ['llp', 'limited liability partnership'],
  ['llc', 'llc'],
  ['llc', 'l l c'],
  ['llc', 'limited liability company'],
  ['inc', 'inc'],
  ['inc', 'incorporated'],
  ['corp', 'corp'],
  ['corp', 'corporation'],
  ['co', 'co'],
  ['co', 'company'],
  // French, Italian, Dutch, Spanish
  ['sarl', 'sarl'],
  ['sarl', 's a r l'],
  ['sarl', 'societe a responsabilite limitee'],
  ['sas', 'sas'],
  ['sas', 's a s'],
  ['sas_fr', 'societe par actions simplifiee'],
  ['sa', 'societe anonyme'],
  ['sa', 'sociedad anonima'],
  ['snc', 'snc'],
  ['snc', 'societe en nom collectif'],
  ['snc', 's n c'],
  ['snc', 'societa in nome collettivo'],
  ['eurl', 'eurl'],
  ['eurl', 'e u r l'],
  ['eurl', 'entreprise unipersonnelle a responsabilite limitee'],
  ['sasu', 'sasu'],
  ['sasu', 'societe par actions simplifiee unipersonnelle'],
  ['sci', 'sci'],
  ['sci', 'societe civile immobiliere'],
  ['sca', 'societe en commandite par actions'],
  ['scs', 'scs'],
  ['scs', 'societe en commandite simple'],
  ['sas_it', 'societa in accomandita semplice'],
  ['sapa', 'sapa'],
  ['sapa', 'societa in accomandita per azioni'],
  ['srls', 'srls'],
  ['srls', 's r l s'],
  ['srls', 'societa a responsabilita limitata semplificata'],
  ['srl', 'srl'],
  ['srl', 's r l'],
  ['srl', 'societa a responsabilita limitata'],
  ['spa', 's p a'],
  ['spa', 'spa'],
  ['spa', 'societa per azioni'],
  ['bv', 'b v'],
  ['bv', 'bv'],
  ['bv', 'besloten vennootschap'],
  ['bv', 'besloten vennootschap met beperkte aansprakelijkheid'],
  ['nv', 'n v'],
  ['nv', 'nv'],
  ['nv', 'naamloze vennootschap'],
  ['vof', 'v o f'],
  ['vof', 'vof'],
  ['vof', 'vennootschap onder firma'],
  ['cv', 'c v'],
  ['cv', 'commanditaire vennootschap'],
  ['sl', 's l'],
  ['sl', 'sl'],
  ['sl', 'sociedad limitada'],
  ['sl', 'sociedad de responsabilidad limitada'],
  ['slu', 's l u'],
  ['slu', 'slu'],
  ['slu', 'sociedad limitada unipersonal'],
  ['scoop', 's coop'],
  ['scoop', 'scoop'],
  ['scoop', 'sociedad cooperativa'],
  ['sll', 's l l'],
  ['sll', 'sociedad limitada laboral'],
  ['src', 's r c'],
  ['src', 'sociedad regular colectiva'],
  ['scom', 's com'],
  ['scom', 'sociedad comanditaria'],
  // Hungarian (GLEIF ELF, HU: 2013. évi V. törvény, Polgári Törvénykönyv, harmadik könyv)
  ['kft', 'kft'],
  ['kft', 'korlatolt felelossegu tarsasag'],
  ['zrt', 'zrt'],
  ['zrt', 'zartkoruen mukodo reszvenytarsasag'],
  ['nyrt', 'nyrt'],
  ['nyrt', 'nyilvanosan mukodo reszvenytarsasag'],
  ['rt', 'rt'],
  ['rt', 'reszvenytarsasag'],
  ['bt', 'bt'],
  ['bt', 'beteti tarsasag'],
  ['kkt', 'kkt'],
  ['kkt', 'kozkereseti tarsasag'],
  // Nordic (GLEIF ELF, SE aktiebolagslagen, NO aksjeloven, DK selskabsloven, FI osakeyhtiölaki)
  ['ab', 'ab'],
  ['ab', 'a b'],
  ['ab', 'aktiebolag'],
  ['ab', 'aktiebolaget'],
  ['oy', 'oy'],
  ['oy', 'osakeyhtio'],
  ['oyj', 'oyj'],
  ['oyj', 'julkinen osakeyhtio'],
  ['aps', 'aps'],
  ['aps', 'anpartsselskab'],
  ['as', 'aktieselskab'],
  ['as', 'aksjeselskap'],
  ['as_no', 'asa'],
  ['as_no', 'allmennaksjeselskap'],
  // Portuguese and Brazilian
  ['lda', 'lda'],
  ['lda', 'ltda'],
  ['lda', 'limitada'],
  ['lda', 'sociedade limitada'],
  ['lda', 'sociedade por quotas'],
  ['sa', 'sociedade anonima'],
  // Romanian
  ['srl', 'societate cu raspundere limitata'],
  ['sa', 'societate pe actiuni'],
  // Croatian, Slovenian, Serbian, Bosnian
  ['doo', 'd o o'],
  ['doo', 'doo'],
  ['doo', 'drustvo s ogranicenom odgovornoscu'],
  ['doo', 'druzba z omejeno odgovornostjo'],
  ['doo', 'drustvo sa ogranicenom odgovornoscu'],
  ['jdoo', 'j d o o'],
  ['jdoo', 'jdoo'],
  ['jdoo', 'jednostavno drustvo s ogranicenom odgovornoscu'],
  ['dd', 'd d'],
  ['dd', 'dd'],
  ['dd', 'dionicko drustvo'],
  ['dd', 'delniska druzba'],
  // Swiss (OR): the Italian-speaking cantons' GmbH; Sàrl folds to the French sarl
  ['sagl', 'sagl'],
];

/**
 * Ids that a translation joins: "Müller GmbH" said as "Müller limited liability company", "Zielona Energia S.A."
 * as "… joint-stock company". Each set names one kind of company in law, so a query under one id is not refused
 * for a record under another of the same set.
 */
export const EQUIVALENT_FORMS: ReadonlyArray<ReadonlySet<string>> = [
  new Set([
    'sro',
    'gmbh',
    'spzoo',
    'llc',
    'ltd',
    'sarl',
    'srl',
    'bv',
    'sl',
    'eurl',
    'slu',
    'srls',
    'sll',
    'kft',
    'aps',
    'lda',
    'doo',
    'jdoo',
    'sagl',
  ]),
  // Finland's Oy is Sweden's AB in law (its Swedish name is Ab), public or not; Oyj is the public one.
  new Set(['as', 'ag', 'sa', 'spa', 'nv', 'plc', 'corp', 'inc', 'ab', 'zrt', 'nyrt', 'rt', 'oy', 'oyj', 'dd']),
  // Partnerships: limited (a partner liable without limit beside limited ones), and general (all liable).
  new Set(['kg', 'ks', 'spk', 'cv', 'scs', 'scom', 'sas_it', 'bt']),
  new Set(['ohg', 'vos', 'spj', 'og', 'vof', 'snc', 'src', 'kkt']),
];

/** Translations of a legal form that are not its spelling: English names for the continental forms. */
export const TRANSLATED_FORMS: ReadonlyArray<readonly [id: string, words: string]> = [
  ['as', 'joint stock company'],
  ['sa', 'joint stock company'],
  ['ag', 'joint stock company'],
  ['kg', 'limited partnership'],
  ['ks', 'limited partnership'],
  ['spk', 'limited partnership'],
  ['ohg', 'general partnership'],
  ['vos', 'general partnership'],
  ['spj', 'general partnership'],
  ['cv', 'limited partnership'],
  ['og', 'general partnership'],
  ['vof', 'general partnership'],
  ['snc', 'general partnership'],
];

/** True when a legal form the caller named may be the record's. */
export function formsCompatible(asked: string, recorded: string): boolean {
  if (asked === recorded) return true;
  // "S.a.s." and "SAS" fold alike: the Italian limited partnership or the French simplified joint-stock company. Either
  // spelt out fits the abbreviation, and so does a limited partnership said in another language.
  if (asked === 'sas' || recorded === 'sas') {
    const other = asked === 'sas' ? recorded : asked;
    if (other === 'sas_fr' || other === 'sas_it' || EQUIVALENT_FORMS[2]!.has(other)) return true;
  }
  return EQUIVALENT_FORMS.some((set) => set.has(asked) && set.has(recorded));
}
