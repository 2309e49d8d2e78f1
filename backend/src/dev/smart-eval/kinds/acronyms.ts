/**
 * Clients people name by their initials, and how they say them: composed
 * per country from a region or city, a branch and a kind of enterprise
 * ("Severočeské vodárenské závody a.s.": SVZ, "Bremen Süd Spedition GmbH":
 * BSS, "Royal Bank of Wessex PLC": RBW, the "of" left out as people leave
 * it). Two names may share their initials (then the acronym is asked back,
 * never guessed), and some acronyms are also a word of another client's name
 * ("SVZ Consulting s.r.o."), which is asked back too. Expected answers are
 * computed from the population here, not by the resolver's code.
 */
import { pick } from '../population.js';
import type { Country, EvalClient } from './pools.js';

const PARTS: Record<Country, { first: readonly string[]; second: readonly string[]; third: readonly string[]; forms: readonly string[] }> =
  {
    CZ: {
      first: ['Severočeské', 'Jihočeské', 'Východočeské', 'Západočeské', 'Středočeské', 'Moravské', 'Slezské', 'Pražské'],
      second: ['energetické', 'vodárenské', 'strojírenské', 'stavební', 'dopravní', 'chemické', 'papírenské', 'textilní'],
      third: ['závody', 'podniky', 'služby', 'sítě', 'doly'],
      forms: ['a.s.', 's.r.o.'],
    },
    DE: {
      first: ['Hamburg', 'Bremen', 'Kiel', 'Rostock', 'Lübeck', 'Kassel', 'Bochum', 'Dortmund'],
      second: ['Nord', 'Süd', 'Ost', 'West', 'Mitte'],
      third: ['Logistik', 'Spedition', 'Energie', 'Hafenbetriebe', 'Verkehrsbetriebe', 'Wasserwerke'],
      forms: ['GmbH', 'AG'],
    },
    PL: {
      first: ['Pomorskie', 'Śląskie', 'Mazowieckie', 'Lubelskie', 'Podlaskie', 'Warmińskie', 'Kujawskie'],
      second: ['Zakłady', 'Sieci', 'Huty', 'Kopalnie', 'Młyny'],
      third: ['Energetyczne', 'Chemiczne', 'Mięsne', 'Wodne', 'Cementowe', 'Szklane'],
      forms: ['S.A.', 'Sp. z o.o.'],
    },
    GB: {
      first: ['Northern', 'Western', 'Royal', 'United', 'Central', 'Eastern', 'Atlantic', 'Highland'],
      second: ['Freight', 'Power', 'Water', 'Steel', 'Rail', 'Gas', 'Textile', 'Paper'],
      third: ['Holdings', 'Services', 'Systems', 'Works', 'Industries'],
      forms: ['PLC', 'Ltd'],
    },
  };

/** "X of Y" names (English): the "of" is no initial. */
const OF_NAMES = {
  first: ['Royal', 'National', 'United', 'Central', 'Provincial'],
  second: ['Bank', 'Society', 'Institute', 'Trust', 'Mutual'],
  third: ['Wessex', 'Mercia', 'Cumbria', 'Anglia', 'Lothian', 'Devon'],
};

/** Words a person leaves out of an acronym ("Royal Bank of Wessex": RBW). */
const UNSAID = new Set(['of', 'and', 'und', 'for', 'the', 'a', 'i']);

/** Legal forms of the other kind in law than the record's (a share company for a limited one, and back). */
const OTHER_KIND: Record<string, string> = {
  'a.s.': 's.r.o.',
  's.r.o.': 'a.s.',
  GmbH: 'AG',
  AG: 'GmbH',
  'S.A.': 'Sp. z o.o.',
  'Sp. z o.o.': 'S.A.',
  PLC: 'Ltd',
  Ltd: 'PLC',
};

const SHARES = new Set(['a.s.', 'AG', 'S.A.', 'PLC']);

const plain = (word: string) =>
  word
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L');

/** The letters a person says for a name's core, with its diacritics ("ČEZ") and without ("CEZ"). */
function initialsOf(core: string): string {
  return core
    .split(' ')
    .filter((word) => !UNSAID.has(word.toLowerCase()))
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** Adds the clients named to be said by their initials; some share them, some have them as another's word. */
export function addAcronymClients(rand: () => number, add: (client: EvalClient) => void): void {
  const cities = { CZ: 'Ústí nad Labem', DE: 'Hamburg', PL: 'Gdynia', GB: 'Plymouth' } as const;
  for (const country of Object.keys(PARTS) as Country[]) {
    const parts = PARTS[country];
    for (let n = 0; n < 9; n++) {
      const core = `${pick(rand, parts.first)} ${pick(rand, parts.second)} ${pick(rand, parts.third)}`;
      add({ name: '', core, form: pick(rand, parts.forms), country, city: cities[country], acronym: true });
    }
  }
  for (let n = 0; n < 4; n++) {
    const core = `${pick(rand, OF_NAMES.first)} ${pick(rand, OF_NAMES.second)} of ${pick(rand, OF_NAMES.third)}`;
    add({ name: '', core, form: 'PLC', country: 'GB', city: 'Exeter', acronym: true });
  }
}

/** After the acronym clients: some acronyms also made a word of another client's name ("SVZ Consulting s.r.o."). */
export function addAcronymHolders(rand: () => number, clients: readonly EvalClient[], add: (client: EvalClient) => void): void {
  const named = clients.filter((client) => client.acronym);
  for (let n = 0; n < 3; n++) {
    const letters = plain(initialsOf(pick(rand, named).core));
    add({ name: '', core: `${letters} ${pick(rand, ['Consulting', 'Media', 'Trading'])}`, form: 'Ltd', country: 'GB', city: 'Leeds' });
  }
}

/** What the person said, and the client meant: the only one with those initials, or null when none or several. */
export function acronymCase(rand: () => number, clients: readonly EvalClient[]): { text: string; expected: number | null } | null {
  const named = clients.filter((client) => client.acronym);
  if (named.length === 0) return null;
  const client = pick(rand, named);
  const letters = initialsOf(client.core);
  const owners = (said: string) =>
    clients
      .map((other, i) => [other, i] as const)
      .filter(([other]) => other.acronym && plain(initialsOf(other.core)) === plain(said))
      .map(([, i]) => i);
  // A client that has the letters as a word of its name is one more that they may name.
  const worded = (said: string) =>
    clients
      .map((other, i) => [other, i] as const)
      .filter(([other]) => other.core.split(' ').includes(plain(said)))
      .map(([, i]) => i);
  // A legal form said with the letters narrows them to the clients of that kind in law (a share company or not).
  const expect = (said: string, form?: string) => {
    const found = [...new Set([...owners(said), ...worded(said)])].filter(
      (i) => form === undefined || SHARES.has(clients[i]!.form) === SHARES.has(form),
    );
    return found.length === 1 ? found[0]! : null;
  };
  const how = rand();
  if (how < 0.5) {
    const said = rand() < 0.5 ? letters : plain(letters);
    const written = pick(rand, [
      said,
      said,
      [...said].join('.') + '.',
      [...said].join(' '),
      `firma ${said}`,
      `our client ${said}`,
      `für ${said}`,
    ]);
    if (rand() < 0.2) return { text: `${said} ${client.form}`, expected: expect(said, client.form) };
    return { text: written, expected: expect(said) };
  }
  if (how < 0.65) {
    const other = OTHER_KIND[client.form]!;
    return { text: `${plain(letters)} ${other}`, expected: expect(letters, other) };
  }
  if (how < 0.8) {
    // The same letters in another order name another company, or none.
    const shuffled = [...plain(letters)].reverse().join('');
    if (shuffled === plain(letters)) return null;
    return { text: shuffled, expected: expect(shuffled) };
  }
  // A letter said wrong is another acronym: its owner, or none.
  const alphabet = 'BCDFGHKLMNPRSTVWZ';
  const at = Math.floor(rand() * letters.length);
  const wrong = plain(letters).slice(0, at) + pick(rand, [...alphabet]) + plain(letters).slice(at + 1);
  if (wrong === plain(letters)) return null;
  return { text: wrong, expected: expect(wrong) };
}
