/**
 * How people are called in speech, for the evaluation: the nicknames and
 * diminutives of the given names of population.ts, and Czech male surnames
 * declined. Written here from the languages' own usage (see nicknames.ts
 * of the resolver for its sources), independently of the resolver's list.
 */
export const NICKNAMES: Record<string, string[]> = {
  Václav: ['Vašek', 'Vena'],
  František: ['Franta', 'Fanda'],
  Jakub: ['Kuba'],
  Vojtěch: ['Vojta'],
  Ondřej: ['Ondra'],
  Stanislav: ['Standa'],
  Friedrich: ['Fritz'],
  Heinrich: ['Heinz'],
  Wilhelm: ['Willi'],
  Tomasz: ['Tomek'],
  Wojciech: ['Wojtek'],
  Grzegorz: ['Grzesiek'],
  William: ['Bill', 'Will'],
  Richard: ['Rick', 'Dick'],
  Edward: ['Ted', 'Eddie'],
  Anthony: ['Tony'],
  Zuzana: ['Zuzka'],
  Barbora: ['Bára', 'Barča'],
  Magdalena: ['Magda'],
  Lucie: ['Lucka'],
  Margarete: ['Grete'],
  Franziska: ['Franzi'],
  Małgorzata: ['Gosia'],
  Agnieszka: ['Aga'],
  Joanna: ['Asia'],
  Margaret: ['Maggie', 'Peggy'],
  Rebecca: ['Becky'],
  Patricia: ['Patty'],
  Jaroslav: ['Jarda', 'Jarek'],
  Miroslav: ['Mirek'],
  Zdeněk: ['Zdenda'],
  Ladislav: ['Láďa', 'Laďa'],
  Joachim: ['Achim'],
  Wolfgang: ['Wolfi'],
  Krzysztof: ['Krzysiek'],
  Aleksander: ['Olek'],
  Andrzej: ['Jędrek'],
  James: ['Jim', 'Jimmy'],
  Michael: ['Mike', 'Mick'],
  Kateřina: ['Katka', 'Káťa'],
  Markéta: ['Markétka', 'Makča'],
  Elisabeth: ['Lisa', 'Liesl'],
  Katharina: ['Kathi', 'Käthe'],
  Christine: ['Tina'],
  Katarzyna: ['Kasia'],
  Aleksandra: ['Ola'],
  Elżbieta: ['Ela'],
  Elizabeth: ['Liz', 'Beth'],
  Catherine: ['Kate', 'Cathy'],
};

/** Czech male surnames declined: dative, genitive, instrumental, and the possessive ("Peškův"). */
export function declined(surname: string): string[] {
  if (surname.endsWith('ý')) return [`${surname.slice(0, -1)}ému`, `${surname.slice(0, -1)}ého`];
  if (surname.endsWith('í')) return [];
  if (surname.endsWith('ek')) return [`${surname.slice(0, -2)}kovi`, `${surname.slice(0, -2)}ka`, `${surname.slice(0, -2)}kův`];
  if (surname.endsWith('a')) return [`${surname.slice(0, -1)}ovi`, `${surname.slice(0, -1)}y`, `${surname.slice(0, -1)}ův`];
  return [`${surname}ovi`, `${surname}a`, `${surname}em`, `${surname}ův`];
}

/** Czech female surnames declined: dative or genitive, accusative ("Pešková": Peškové, Peškovou; "Hrubá": Hrubé, Hrubou). */
export function declinedFemale(surname: string): string[] {
  if (!surname.endsWith('á')) return [];
  const stem = surname.slice(0, -1);
  return [`${stem}é`, `${stem}ou`];
}
