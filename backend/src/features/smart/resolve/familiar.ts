/**
 * The familiar forms a pick of an employee read ("Pepa" for Josef, "Honza" for Jan, "Reini" for Reinhold), said back
 * as the reason to check it: "the only one whose name holds those words" or "by their e-mail address" told the caller
 * nothing of the one step that could be wrong.
 */
import { isFamiliarFormOf } from '../names/familiar-forms.js';
import { fold } from '../normalize.js';

/** Why the pick needs checking, when a word said is a familiar form of a word of the name and not that word itself. */
export function familiarFormsRead(said: string, name: string): string | undefined {
  const nameWords = name.split(/\s+/).map((word) => [word, fold(word)] as const);
  const read = said
    .split(/\s+/)
    .map((word) => [word, fold(word)] as const)
    .filter(([, folded]) => folded && !nameWords.some(([, other]) => other === folded))
    .flatMap(([word, folded]) => {
      const formal = nameWords.find(([, other]) => isFamiliarFormOf(folded, other));
      return formal ? [`"${word}" as a familiar form of "${formal[0]}"`] : [];
    });
  return read.length > 0 ? `read ${read.join(' and ')}; check it` : undefined;
}
