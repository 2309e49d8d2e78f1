import { SAINT_AND_FAMILY_WORDS } from './saint-family-words.js';

/**
 * Trade words said in another language than the name holds them: "the Novák
 * construction company" for "Novák Stavby s.r.o.", "Müller Bau" for "Müller
 * Construction Ltd". Each row is one trade in cs, sk, de, pl, en (folded; some
 * with their common inflected forms). Compiled from the NACE Rev. 2 section
 * titles in the languages of the EU's RAMON / Eurostat classification pages
 * and the words those registers' company names use for them.
 */
const TRADES: readonly string[] = [
  'stavby stavba stavebni stavebniny stavebna construction constructions builders building bau baugesellschaft budownictwo budowa budowlane',
  'doprava dopravni transport transporte transports spedice spedition spedycja shipping haulage preprava',
  'logistika logistik logistics logistic logistyka',
  'poradenstvi konzultace consulting consultancy consultants beratung doradztwo poradenstvo',
  'obchod obchodni trading trade handel handlowa handelsgesellschaft',
  'sluzby services service dienstleistungen dienste uslugi',
  'strojirenstvi strojirna engineering maschinenbau mechanical inzynieria strojarstvo',
  'elektro electric electrical elektrotechnik elektryka elektrotechnika',
  'energie energy energia energetika',
  'nabytek furniture mobel meble',
  'pekarna bakery backerei piekarnia',
  'tiskarna printing druckerei drukarnia',
  'ucetnictvi accounting buchhaltung ksiegowosc uctovnictvo',
  'reality realty immobilien nieruchomosci realestate',
  'zahrady zahradnictvi gardens gardening garten ogrody',
  'potraviny food foods lebensmittel zywnosc',
  'cestovni travel reisen podroze',
  'pojisteni insurance versicherung ubezpieczenia',
  'instalace installations installationen instalacje',
  'technika technology technologies technik technologie',
  'auto autos cars automobile samochody autoservis',
  'media medien',
  'design dizajn',
  'studio studia',
];

const TRADE_OF = new Map<string, number>();
[...TRADES, ...SAINT_AND_FAMILY_WORDS].forEach((row, index) => row.split(' ').forEach((word) => TRADE_OF.set(word, index)));

/** True when two different words name the same trade (or a saint or family word, saint-family-words.ts) in two languages. */
export function sectorsMeet(a: string, b: string): boolean {
  const trade = TRADE_OF.get(a);
  return trade !== undefined && trade === TRADE_OF.get(b);
}
