/**
 * A street and house number said beside a client's name (`Karvelin Stavby (Lipová 12)`, `…, Lipová 12, Hostivice`):
 * among records the name leaves open, the one whose stored address explains every word the name does not, a street
 * word among them, is meant. The house number agrees exactly, as every number does: a number said that is not the
 * stored one is another address, and a street, a city or a country the record is not at keeps it out. Narrowing only,
 * as marks-said.ts: it decides among the records the name's reading offered, said back with a warning.
 */
import { fold, normalizeName } from '../normalize.js';
import type { Scored } from '../score.js';
import type { ClientCandidate } from '../store.js';
import { clientExplains, unexplained } from './explain.js';

export interface StreetPick {
  best: Scored<ClientCandidate>;
  note: string;
}

/** The one record the street said picks out of those offered; null when none or several fit. */
export function pickedByStreet(offered: readonly Scored<ClientCandidate>[], said: readonly string[]): StreetPick | null {
  if (!said.some((word) => /^\d/.test(word))) return null;
  const fitting = offered.filter(({ item }) => streetFits(item, said));
  if (fitting.length !== 1) return null;
  const best = fitting[0]!;
  return { best, note: `read "${best.item.address_street}" as the street of its address` };
}

/** Every word said is the record's name's or its address's, the street said among them, and each number its own. */
function streetFits(item: ClientCandidate, said: readonly string[]): boolean {
  const street = fold(item.address_street ?? '')
    .split(' ')
    .filter(Boolean);
  if (street.length === 0) return false;
  const numbers = said.filter((word) => /\d/.test(word));
  if (!numbers.every((word) => street.includes(word))) return false;
  const names = [normalizeName(item.name), normalizeName(item.legal_name)];
  const notName = unexplained(said, names, () => false, {}).filter((word) => !/\d/.test(word));
  if (!notName.some((word) => street.includes(word))) return false;
  const explains = clientExplains(item);
  return notName.every((word) => street.includes(word) || explains(word));
}
