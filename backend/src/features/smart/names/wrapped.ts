/**
 * A name inside the syntax an agent's tool call passes on: a JSON object or string (`{"customer_name":"X"}`, `"X"`),
 * a call (`create_invoice(client="X")`), key–value pairs (`client: X; amount: 200`), markdown (`**X**`, `` `X` ``) or
 * quotes of any kind around the whole name. Read whole, that syntax became words of the name ("create", "invoice",
 * "customer") and the brackets a place, so a name said exactly was missed or its legal form lost. The name is read out
 * of it and the caller told where it was found.
 */

/** The name read out of its wrapping, and where it was found (said back in a warning); null for quotes or markdown alone. */
export interface Unwrapped {
  text: string;
  from: string | null;
  /** An id the wrapping gives beside the name (`X (ID 17)`, `{"client": "X", "client_id": 17}`), checked against it. */
  id?: number;
  /**
   * What the wrapping says of the record beside its name (`{"name": "X", "city": "Y"}`, `client: X; legal_form: AG`):
   * a guess of the caller's like the name, read with it, so that a city or form of another record is never dropped.
   */
  beside?: Beside;
}

/** A record's city and legal form, as a wrapping gives them beside the name. */
export interface Beside {
  place?: string;
  form?: string;
}

/** Keys of a city, as agents and forms label one. */
const PLACE_KEYS =
  /^(?:city|town|place|location|locality|municipality|ort|stadt|sitz|m(?:e|ě)sto|miasto|miejscowo(?:ś|s)(?:ć|c)|ville|localit(?:é|e)|citt(?:à|a)|ciudad|localidad|cidade|plaats|woonplaats|stad)$/iu;
/** Keys of a legal form. */
const FORM_KEYS =
  /^(?:legal_?form|form|company_?type|entity_?type|legal_?entity_?type|rechtsform|gesellschaftsform|pr(?:á|a)vn(?:í|i)_?forma|forma_?prawna|forme_?juridique|forma_?giuridica|forma_?jur(?:í|i)dica|rechtsvorm)$/iu;

/** The city and legal form among a wrapping's other members or pairs (an `address` object's city too). */
function besideOf(entries: ReadonlyArray<readonly [string, unknown]>): Beside | undefined {
  const beside: Beside = {};
  for (const [key, value] of entries) {
    if (typeof value === 'string' && /\p{L}/u.test(value)) {
      if (PLACE_KEYS.test(key)) beside.place ??= value.trim();
      else if (FORM_KEYS.test(key)) beside.form ??= value.trim();
    } else if (
      /^(?:address|adresse|adresa|adres|anschrift|indirizzo|direcci(?:ó|o)n|endere(?:ç|c)o)$/iu.test(key) &&
      value &&
      typeof value === 'object'
    )
      beside.place ??= besideOf(Object.entries(value))?.place;
  }
  return beside.place === undefined && beside.form === undefined ? undefined : beside;
}

/** Keys that name the record asked for, as agents and people spell them ("client_name", "customerName", "Kunde"). */
const CLIENT_KEYS =
  /^(?:client|customer|company|organi[sz]ation|org|account|buyer|payer|debtor|recipient|addressee|bill_?to|billed_?to|invoice_?to|sold_?to|firm|firma|kunde|empf(?:ae|ä)nger|klient|odb[eě]ratel|z[aá]kazn[ií]k|cliente|destinatari[oa]|destinataire|klant|nabywca|kontrahent|auftraggeber|objedn(?:a|á)(?:tel|vate(?:l|ľ))|zleceniodawc|opdrachtgever|committente|mandante|name|full_?name|display_?name)/i;
/**
 * Keys of a person in charge, as task and ticket forms label one ("Owner:", "Zuständig:", "Řešitel:", "Opiekun:"):
 * the one responsible, handling, assigned or to be contacted, in the languages the smart endpoints read.
 */
const EMPLOYEE_KEYS =
  /^(?:employee|person|worker|assignee|assigned(?:_?to)?|owner|responsible|handler|handled_?by|contact|user|staff|member|who|mitarbeiter|zust(?:ä|ae|a)ndig|verantwortlich|bearbeiter|sachbearbeiter|ansprechpartner|referent|zamestnanec|pracovnik|(?:ř|r)e(?:š|s)itel|rie(?:š|s)ite(?:ľ|l)|(?:z)?odpov(?:ě|e)dn|zodpovedn|zpracovatel|spracovate(?:ľ|l)|pracownik|wykonawca|odpowiedzialn|opiekun|prowadz(?:ą|a)c|eigenaar|behandelaar|verantwoordelijke|contactpersoon|responsabile|incaricat|encargad|responsable|titulaire|name|full_?name|display_?name)/i;

/** Quotes and markdown marks that may enclose a whole name: opening and closing alike or paired. */
const ENCLOSING: ReadonlyArray<readonly [string, string]> = [
  ['"', '"'],
  ["'", "'"],
  ['`', '`'],
  ['**', '**'],
  ['__', '__'],
  ['*', '*'],
  ['“', '”'],
  ['„', '“'],
  ['„', '”'],
  ['‚', '‘'],
  ['‘', '’'],
  ['«', '»'],
  ['»', '«'],
  ['‹', '›'],
  ['「', '」'],
];

/** Layers of wrapping read at most: a name is never nested deeper by an agent. */
const MAX_LAYERS = 4;

export function unwrapSaid(said: string, what: 'client' | 'employee'): Unwrapped | null {
  const keys = what === 'client' ? CLIENT_KEYS : EMPLOYEE_KEYS;
  let text = said.trim();
  let from: string | null = null;
  let id: number | undefined;
  let beside: Beside | undefined;
  let layers = 0;
  for (; layers < MAX_LAYERS; layers++) {
    const inner = fromJson(text, keys) ?? fromCall(text, keys) ?? fromPairs(text, keys) ?? fromEnclosing(text) ?? fromIdNote(text);
    if (!inner || inner.text.trim() === text || inner.text.trim() === '') break;
    from ??= inner.from;
    id ??= inner.id;
    beside ??= inner.beside;
    text = inner.text.trim();
  }
  if (layers === 0) return null;
  return { text, from, ...(id === undefined ? {} : { id }), ...(beside === undefined ? {} : { beside }) };
}

function fromJson(text: string, keys: RegExp): Unwrapped | null {
  if (!/^[{["]/.test(text)) return null;
  const value = parsedJson(text) ?? (text.startsWith('{') ? parsedJson(withDoubleQuotes(text)) : undefined);
  if (value === undefined) return null;
  // A JSON string is the name in quotes: nothing to say of it.
  if (typeof value === 'string') return { text: value, from: null };
  const found = memberNaming(value, keys, 0) ?? memberInside(value, keys);
  if (!found) return null;
  const holder = found.holder ?? value;
  const id = idMember(holder, keys);
  const beside = holder && typeof holder === 'object' && !Array.isArray(holder) ? besideOf(Object.entries(holder)) : undefined;
  return {
    text: found.value,
    from: `the JSON member "${found.key}"`,
    ...(id === undefined ? {} : { id }),
    ...(beside === undefined ? {} : { beside }),
  };
}

/** A whole number under `id` or the record's key with "id" (`client_id`, `customerId`) beside the name. */
function idMember(value: unknown, keys: RegExp): number | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  for (const [key, member] of Object.entries(value)) {
    const prefix = /^(.*?)[_ -]?id$/i.exec(key)?.[1];
    if (prefix === undefined || (prefix !== '' && !keys.test(prefix))) continue;
    const id = typeof member === 'number' ? member : typeof member === 'string' && /^\d{1,15}$/.test(member) ? Number(member) : NaN;
    if (Number.isSafeInteger(id) && id > 0) return id;
  }
  return undefined;
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A Python dict as agents print one (`{'client': 'X'}`): its single-quoted strings written as JSON's. */
const withDoubleQuotes = (text: string) =>
  text.replace(/'((?:[^'\\]|\\.)*)'/g, (_, inner: string) => JSON.stringify(inner.replace(/\\'/g, "'")));

/** The string member naming the record, its path of keys, and the object holding it when that is not the outermost. */
interface Member {
  key: string;
  value: string;
  holder?: unknown;
}

/** The string member naming the record: by its key, else the one string member with letters, nested at most two deep. */
function memberNaming(value: unknown, keys: RegExp, depth: number): Member | null {
  if (!value || typeof value !== 'object' || depth > 2) return null;
  const entries: Array<[string, unknown]> = Array.isArray(value) ? (value.length === 1 ? [['0', value[0]]] : []) : Object.entries(value);
  const strings = entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const byKey = strings.find(([key]) => keys.test(key));
  if (byKey) return { key: byKey[0], value: byKey[1] };
  for (const [key, nested] of entries)
    if (keys.test(key) && nested && typeof nested === 'object') {
      const inner = memberNaming(nested, keys, depth + 1);
      if (inner) return { key: `${key}.${inner.key}`, value: inner.value };
    }
  const withLetters = strings.filter(([, one]) => /\p{L}/u.test(one));
  return withLetters.length === 1 && entries.length === 1 ? { key: withLetters[0]![0], value: withLetters[0]![1] } : null;
}

/**
 * Keys an agent or an API wraps its arguments in, naming no record: JSON-RPC's and MCP's `params` and `arguments`,
 * JSON:API's `data` and `attributes`, a request's `body`, `input`, `payload`, a search's `query`, `filter`, `where`.
 */
const ENVELOPE_KEYS =
  /^(?:data|params|parameters|arguments|args|input|payload|body|request|query|filter|filters|where|attributes|fields|record|details)$/i;
/** The generic keys: a `name` tells whose only under the record's key or an envelope (never a product's or a city's). */
const GENERIC_KEYS = /^(?:name|full_?name|display_?name)$/i;
/** Levels searched below the outermost object: a name is never nested deeper by an agent. */
const MAX_DEPTH = 4;

/**
 * The name nested inside envelopes, arrays and other members (`{"data": {"client": "X"}}`, `{"params": {"customer":
 * {"name": "X"}}}`, `[{"kunde": "X"}]`, `{"invoice": {"klient": "X"}}`): every member the record's key names, at any
 * level, and a generic `name` under the record's key or an envelope. Taken only when they all say one name; two names
 * (two invoices' clients, a client and a contact's name) are no answer, never the first of them.
 */
function memberInside(value: unknown, keys: RegExp): Member | null {
  const found: Member[] = [];
  const walk = (node: unknown, path: string, depth: number, named: boolean) => {
    if (!node || typeof node !== 'object' || depth > MAX_DEPTH) return;
    const entries: Array<[string, unknown]> = Array.isArray(node) ? node.map((item, index) => [String(index), item]) : Object.entries(node);
    for (const [key, member] of entries) {
      const at = path === '' ? key : `${path}.${key}`;
      const generic = GENERIC_KEYS.test(key);
      const byKey = !Array.isArray(node) && keys.test(key) && !generic;
      if (typeof member === 'string') {
        const inArray = Array.isArray(node) && named;
        if ((byKey || (generic && named) || inArray) && /\p{L}/u.test(member)) found.push({ key: at, value: member.trim(), holder: node });
      } else walk(member, at, depth + 1, byKey || (Array.isArray(node) ? named : ENVELOPE_KEYS.test(key)));
    }
  };
  walk(value, '', 0, true);
  const names = new Set(found.map((member) => member.value));
  return names.size === 1 ? found[0]! : null;
}

/** `create_invoice(client="X", amount=200)`, `find_client('X')`: a call's name is one identifier, no spaces. */
function fromCall(text: string, keys: RegExp): Unwrapped | null {
  const call = /^([\p{L}_][\p{L}\p{N}_.]*)\s*\(([\s\S]*)\)\s*;?$/u.exec(text);
  if (!call) return null;
  const args = splitArguments(call[2]!);
  // Brackets after one word hold a place or a note ("Kratochvíl (Brno)") unless they hold a quoted or named argument.
  if (!args.some((arg) => arg.quoted || arg.key !== null)) return null;
  const positional = args.filter((arg) => arg.key === null && /\p{L}/u.test(arg.value));
  const chosen = args.find((arg) => arg.key !== null && keys.test(arg.key)) ?? (positional.length === 1 ? positional[0] : undefined);
  if (!chosen) return null;
  const beside = besideOf(args.flatMap((arg) => (arg.key === null ? [] : [[arg.key, arg.value] as const])));
  return {
    text: chosen.value,
    from: chosen.key ? `the argument "${chosen.key}" of ${call[1]}()` : `the argument of ${call[1]}()`,
    ...(beside === undefined ? {} : { beside }),
  };
}

interface Argument {
  key: string | null;
  value: string;
  quoted: boolean;
}

/** Arguments split at commas outside quotes: `key="v"`, `key: 'v'`, `"v"` or bare text. */
function splitArguments(text: string): Argument[] {
  const args: Argument[] = [];
  const pattern = /\s*(?:([\p{L}_][\p{L}\p{N}_]*)\s*[=:]\s*)?(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([^,]*))\s*(?:,|$)/uy;
  for (let guard = 0; pattern.lastIndex < text.length && guard < 32; guard++) {
    const start = pattern.lastIndex;
    const found = pattern.exec(text);
    if (!found || pattern.lastIndex === start) break;
    const quoted = found[2] ?? found[3];
    args.push({ key: found[1] ?? null, value: (quoted ?? found[4] ?? '').replace(/\\(.)/g, '$1').trim(), quoted: quoted !== undefined });
  }
  return args;
}

/**
 * Words that open a label's qualifier, between the label and its colon ("Auftraggeber lt. Bestellung:", "Odběratel dle
 * smlouvy:", "Kunde gem. Auftrag Nr. 4711:"): "according to", "as in", "from", "for", "of" and "number" in the languages
 * the smart endpoints read. A bracket opens one too ("Client (billing):"). What the qualifier says (a number, a
 * document) is not the name's.
 */
const QUALIFIER =
  /(?:lt|laut|gem|gem(?:ä|ae|a)(?:ß|ss)|nach|aus|von|vom|f(?:ü|ue)r|zum|zur|bzw|per|as|according|from|for|of|on|under|re|dle|podle|pod(?:ľ|l)a|pro|na|ze|z|wg|wed(?:ł|l)ug|zgodnie|dla|volgens|uit|van|voor|selon|suivant|pour|seg(?:ú|u)n|para|por|secondo|nr|no|č|c(?:í|i)slo)(?=[\s.])/iu;
/** A pair's key: one identifier, then a qualifier (bracketed, or opened by a word above) before a colon. */
const PAIR = new RegExp(
  String.raw`^([\p{L}_][\p{L}\p{N}_]*)(?:\s*(\([^()\n:]{1,40}\))|\s+(${QUALIFIER.source}[^:;=\n"'„“]{0,60}?))?\s*(=|:)\s*(.+)$`,
  'isu',
);

/** `client: X; amount: 200`, `customer=X, date=…`, one pair per line: the pair whose key names the record. */
function fromPairs(text: string, keys: RegExp): Unwrapped | null {
  const parts = text.split(/\s*(?:;|\n|,\s*(?=[\p{L}_][\p{L}\p{N}_]*\s*[=:]))\s*/u).filter(Boolean);
  const pairs = parts.map((part) => PAIR.exec(part));
  // One "Kunde: X" is read only by a key that names the record: "Re: X" and "Note: X" stay the phrase reader's.
  if (pairs.some((pair) => pair === null || ((pair[2] ?? pair[3]) !== undefined && pair[4] !== ':'))) return null;
  const chosen = pairs.find((pair) => keys.test(pair![1]!));
  if (!chosen) return null;
  const qualifier = (chosen[2] ?? chosen[3])?.trim();
  const beside = besideOf(pairs.filter((pair) => pair !== chosen).map((pair) => [pair![1]!, pair![5]!] as const));
  return {
    text: chosen[5]!,
    from: qualifier ? `the label "${chosen[1]} ${qualifier}"` : `the pair "${chosen[1]}"`,
    ...(beside === undefined ? {} : { beside }),
  };
}

function fromEnclosing(text: string): Unwrapped | null {
  const bare = text.replace(/[.,;:!?]+$/u, '');
  for (const [open, close] of ENCLOSING) {
    if (bare.length <= open.length + close.length || !bare.startsWith(open) || !bare.endsWith(close)) continue;
    const inner = bare.slice(open.length, bare.length - close.length);
    // Quotes inside the name ("Hotel „Zlatá Hvězda“") are not a wrapping: the same mark inside means more than one span.
    if (inner.includes(open) || inner.includes(close)) continue;
    // Quotes or bold around a name say nothing but "this is the name": no warning is owed for them.
    return { text: inner, from: null };
  }
  return null;
}

/**
 * An agent's note of an id beside the name ("Beta Media (ID 4411)", "… [ref 17]"): another system's number, not a
 * place the record's address must explain. Set aside and said back; the name decides, and a record of ours with that
 * id other than the one named is a disagreement asked back (resolve/named-id.ts).
 */
function fromIdNote(text: string): Unwrapped | null {
  const found = /^(.*\p{L}.*?)\s*([([]\s*(?:id|ref|nr|no|#|č)\.?\s*[:#]?\s*(\d{1,15})\s*[)\]])\s*$/iu.exec(text);
  if (!found) return null;
  return { text: found[1]!, from: `beside the note "${found[2]}", set aside`, id: Number(found[3]) };
}

/** Pairs of marks that quote a span inside a phrase; a lone ' must stand outside words (not the one of "Don't"). */
const QUOTED_INSIDE = /„([^„“”]+)[“”]|“([^“”]+)”|"([^"]+)"|«([^«»]+)»|‚([^‚‘]+)‘|(?<!\p{L})'([^']+)'(?!\p{L})|\*\*([^*]+)\*\*/gu;

/**
 * The one span a phrase quotes ("neu anlegen: „Kratochvíl Stavby“ heute", "envoyer à « X » svp"): what the
 * caller marked as the name. Null when none or several are quoted, or when the span is the whole text.
 */
export function quotedInside(text: string): string | null {
  const spans = [...text.matchAll(QUOTED_INSIDE)].map((found) =>
    found
      .slice(1)
      .find((group) => group !== undefined)!
      .trim(),
  );
  const named = spans.filter((span) => /\p{L}/u.test(span));
  return named.length === 1 && named[0] !== text.trim() ? named[0]! : null;
}
