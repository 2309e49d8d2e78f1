/**
 * The default reminder letters: a `send_reminder` step with an empty subject or message sends its level's letter in
 * the letter's language (the client's, else the organization's: English, Czech and German are written; others get
 * English). Level 1 is a friendly note, level 2 firm, level 3 and above the last one before collection. They are
 * templates like any other, rendered with the letter helpers, so amounts and dates read as the customer writes them.
 */
import { type ActionRequest, DEFAULT_LETTER_FORMAT, RenderBudget, compileTemplate } from '@kontor/flow-engine';

interface Letter {
  subject: string;
  body: string;
}

type Levels = [Letter, Letter, Letter];

const EN: Levels = [
  {
    subject: 'Payment reminder: invoice {{invoice.number}}',
    body: `{{#if client.name}}Dear {{client.name}},{{else}}Dear customer,{{/if}}

this is a friendly reminder that invoice {{invoice.number}}, due on {{date invoice.due_date}}, has not been paid in full yet. The amount outstanding is {{money invoice.balance}}.

{{items invoice.items}}

If you have already paid, please disregard this message. Otherwise, kindly settle the balance at your earliest convenience.

Kind regards`,
  },
  {
    subject: 'Second reminder: invoice {{invoice.number}} is overdue',
    body: `{{#if client.name}}Dear {{client.name}},{{else}}Dear customer,{{/if}}

we have not yet received payment of invoice {{invoice.number}}, which was due on {{date invoice.due_date}}. The amount outstanding is {{money invoice.balance}}.

Please pay the balance within 7 days. If there is a problem with the invoice, reply to this e-mail and we will sort it out.

Kind regards`,
  },
  {
    subject: 'Final notice: invoice {{invoice.number}}',
    body: `{{#if client.name}}Dear {{client.name}},{{else}}Dear customer,{{/if}}

despite our earlier reminders, invoice {{invoice.number}} (due on {{date invoice.due_date}}) remains unpaid. The amount outstanding is {{money invoice.balance}}.

Unless we receive payment within 7 days, we will pass the claim to collection, which may add further costs.

Regards`,
  },
];

const CS: Levels = [
  {
    subject: 'Upomínka: faktura {{invoice.number}}',
    body: `Dobrý den,

dovolujeme si Vás upozornit, že faktura {{invoice.number}} se splatností {{date invoice.due_date}} dosud nebyla plně uhrazena. Zbývá uhradit {{money invoice.balance}}.

{{items invoice.items}}

Pokud jste již platbu odeslali, považujte prosím tuto zprávu za bezpředmětnou. V opačném případě Vás prosíme o úhradu co nejdříve.

S pozdravem`,
  },
  {
    subject: 'Druhá upomínka: faktura {{invoice.number}} je po splatnosti',
    body: `Dobrý den,

platbu faktury {{invoice.number}} se splatností {{date invoice.due_date}} jsme dosud neobdrželi. Zbývá uhradit {{money invoice.balance}}.

Prosíme o úhradu do 7 dnů. Je-li s fakturou nějaký problém, odpovězte prosím na tento e-mail a vyřešíme ho.

S pozdravem`,
  },
  {
    subject: 'Poslední upomínka: faktura {{invoice.number}}',
    body: `Dobrý den,

i přes předchozí upomínky zůstává faktura {{invoice.number}} (splatná {{date invoice.due_date}}) neuhrazena. Zbývá uhradit {{money invoice.balance}}.

Neobdržíme-li platbu do 7 dnů, předáme pohledávku k vymáhání, což může vést k dalším nákladům.

S pozdravem`,
  },
];

const DE: Levels = [
  {
    subject: 'Zahlungserinnerung: Rechnung {{invoice.number}}',
    body: `Sehr geehrte Damen und Herren,

wir möchten Sie freundlich daran erinnern, dass die Rechnung {{invoice.number}}, fällig am {{date invoice.due_date}}, noch nicht vollständig bezahlt ist. Offen ist ein Betrag von {{money invoice.balance}}.

{{items invoice.items}}

Sollten Sie die Zahlung bereits veranlasst haben, betrachten Sie dieses Schreiben bitte als gegenstandslos.

Mit freundlichen Grüßen`,
  },
  {
    subject: 'Zweite Mahnung: Rechnung {{invoice.number}} ist überfällig',
    body: `Sehr geehrte Damen und Herren,

die Zahlung der Rechnung {{invoice.number}}, fällig am {{date invoice.due_date}}, ist bei uns noch nicht eingegangen. Offen ist ein Betrag von {{money invoice.balance}}.

Bitte begleichen Sie den Betrag innerhalb von 7 Tagen. Gibt es ein Problem mit der Rechnung, antworten Sie bitte auf diese E-Mail.

Mit freundlichen Grüßen`,
  },
  {
    subject: 'Letzte Mahnung: Rechnung {{invoice.number}}',
    body: `Sehr geehrte Damen und Herren,

trotz unserer Erinnerungen ist die Rechnung {{invoice.number}} (fällig am {{date invoice.due_date}}) weiterhin unbezahlt. Offen ist ein Betrag von {{money invoice.balance}}.

Geht die Zahlung nicht innerhalb von 7 Tagen ein, übergeben wir die Forderung an ein Inkassounternehmen; dadurch können weitere Kosten entstehen.

Mit freundlichen Grüßen`,
  },
];

export const DEFAULT_LETTERS: Readonly<Record<string, Levels>> = { en: EN, cs: CS, de: DE };

/** The default letter of a level in a language (English for one not written), as templates. */
export function defaultLetter(level: number, language: string): Letter {
  const levels = DEFAULT_LETTERS[language.split('-')[0]!.toLowerCase()] ?? EN;
  return levels[Math.min(Math.max(level, 1), levels.length) - 1]!;
}

const compiled = new Map<string, ReturnType<typeof compileTemplate>>();
const templateOf = (source: string) => {
  let template = compiled.get(source);
  if (!template) compiled.set(source, (template = compileTemplate(source)));
  return template;
};

export interface ReminderLetter {
  subject: string;
  text: string;
  /** The HTML part's body, when the letter has one. */
  html?: string;
  /** Whether the level's default letter stood in for an empty subject or message. */
  default_letter: boolean;
}

/**
 * The letter a `send_reminder` step sends: its own subject and message as rendered, or, where one is empty, the
 * level's default in the letter's language. Throws, naming the helper, when a default letter cannot format a value
 * (an invoice without a balance): nothing is sent.
 */
export function reminderLetter(request: ActionRequest): ReminderLetter {
  const { params } = request;
  const format = request.letter ?? DEFAULT_LETTER_FORMAT;
  const fallback = defaultLetter(Number(params.level), format.locale);
  const subject = String(params.subject ?? '').trim();
  const body = String(params.body ?? '');
  if (subject !== '' && body.trim() !== '')
    return { subject, text: body, ...(request.html?.body === undefined ? {} : { html: request.html.body }), default_letter: false };
  const budget = new RenderBudget();
  const render = (source: string, html = false) => {
    const { text, failed } = templateOf(source).render(request.context, budget, { format, html });
    if (failed.length > 0) throw new Error(`the default letter could not be written: ${failed.join('; ')}`);
    return text;
  };
  const ownBody = body.trim() !== '';
  return {
    subject: subject === '' ? render(fallback.subject) : subject,
    text: ownBody ? body : render(fallback.body),
    ...(ownBody ? (request.html?.body === undefined ? {} : { html: request.html.body }) : { html: render(fallback.body, true) }),
    default_letter: true,
  };
}
