/**
 * The sex a given name no data holds tells by its ending (a German -ian, -linde, a Czech -míra), in the languages Kontor
 * reads: only endings whose names are borne by one sex in all of them, so a word of another kind (a surname, a name of
 * both sexes) is left untold. Sources: Duden, Das große Vornamenlexikon (the Germanic second elements -bert, -hard,
 * -fried, -wald, -mund, -helm, -olf/-ulf, -rich, -win, -old, -ald of men's names and -hild, -trud/-traud, -gund,
 * -lind, -burg, -heid of women's); Karlík et al., Příruční mluvnice češtiny, and Nagórko, Zarys gramatyki polskiej
 * (Slavic -mír, -slav/-sław of men's names, their -a of women's); the Latin -us and -ian of men's names (Servatius,
 * Florian); the Romance -ine, -ette, -elle, -ella, -ina of women's and -o of men's (Grevisse, Le bon usage; Serianni,
 * the grammar of Italian of 1988). Left out: -ia and -a of four letters or fewer (Mattia, Elia, Luca, Kuba are men), -gard (a
 * woman's -ard: Hildegard), -ine after t (Constantine, Valentine).
 */

const MALE = /(?:ian|bert|[^g]hard|fried|wald|mund|helm|bald|[ou]lf|rich|win|[^r]old|[^rn]ald|mir|sla[vw]|us|[^aeiouy]o)$/;
const FEMALE = /(?:linde?|hilde?|tr[au]u?de?|gunde?|burga?|heid|[^t]ine|ette|elle|ella|ina|[^i]a)$/;

/** 'f', 'm' or null for a folded given name by its ending alone: the caller reads it only of names no data holds. */
export function sexByEnding(word: string): 'f' | 'm' | null {
  if (word.length < 5 || !/^[a-z]+$/.test(word)) return null;
  const male = MALE.test(word);
  const female = FEMALE.test(word);
  return male === female ? null : male ? 'm' : 'f';
}
