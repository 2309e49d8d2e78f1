/**
 * The smart endpoints: loose input in, the right records found, the fields
 * read, and the object made by the same services as the REST API (so it
 * raises the same events), or previewed on a dry run.
 */
import { Decimal } from 'decimal.js';
import type { Deps } from '../deps.js';
import type { InvoiceItemInput } from '../invoices/schemas.js';
import { invoiceService } from '../invoices/service.js';
import { isoDate } from '../lib/dates.js';
import { Problem } from '../platform/errors.js';
import { taskService } from '../tasks/service.js';
import type { Task } from '../tasks/schemas.js';
import { timeEntryService } from '../time-entries/service.js';
import { Interpretation } from './interpret.js';
import { normalizeName } from './normalize.js';
import { ParseError, parseAmount, parseQuantity } from './parse/amounts.js';
import { type DateOrder, parseDate } from './parse/dates.js';
import { parseDuration } from './parse/durations.js';
import { type Match, clientReference, employeeReference, resolveClient, resolveEmployee } from './resolve.js';
import { containmentScore, decide } from './score.js';
import type { SmartInvoiceInput, SmartTaskInput, SmartTimeInput } from './schemas.js';
import { openTasks, organizationDateOrder } from './store.js';

/** Below this a match is acted on but flagged, so a person can glance at it. */
const CONFIDENT_SCORE = 0.9;

export interface SmartAnswer {
  created: boolean;
  /** The REST address of what was made. */
  location: string | null;
  body: Record<string, unknown>;
}

const PRIORITIES: ReadonlyArray<readonly [RegExp, Task['priority']]> = [
  [/^(urgent|asap|immediately|critical|emergency|urgentni|dringend|sofort|now)$/, 'urgent'],
  [/^(high|important|soon|vysoka|dulezite|hoch|wichtig)$/, 'high'],
  [/^(normal|medium|regular|default|stredni|bezna|mittel)$/, 'normal'],
  [/^(low|whenever|later|someday|nizka|niedrig|spater)$/, 'low'],
];

function parsePriority(input: unknown): Task['priority'] {
  const text = normalizeName(String(input)).words.join(' ');
  const found = PRIORITIES.find(([pattern]) => pattern.test(text));
  if (!found) throw new ParseError(`"${String(input)}" is not a priority; use low, normal, high or urgent`);
  return found[1];
}

function parseBillable(input: unknown): boolean {
  if (typeof input === 'boolean') return input;
  const text = String(input).trim().toLowerCase();
  if (['yes', 'y', 'true', 'ano', 'ja', 'billable', '1'].includes(text)) return true;
  if (['no', 'n', 'false', 'ne', 'nein', 'internal', '0'].includes(text)) return false;
  throw new ParseError(`"${String(input)}" is not yes or no`);
}

const percent = (input: unknown) => parseAmount(typeof input === 'string' ? input.replace('%', '') : input, { scale: 2 });

function matchWarning(field: string, asked: unknown, match: Match): string[] {
  if (match.matched_on !== 'name' && match.matched_on !== 'legal_name') return [];
  if (match.score >= CONFIDENT_SCORE) return [];
  return [`${field}: "${String(typeof asked === 'object' ? JSON.stringify(asked) : asked)}" was taken to be "${match.name}" (score ${match.score}); check it.`];
}

export function smartService(deps: Pick<Deps, 'db' | 'clock'>) {
  const { db, clock } = deps;
  const invoices = invoiceService(deps);
  const tasks = taskService(deps);
  const timeEntries = timeEntryService(deps);
  const today = () => isoDate(clock.now());

  async function client(organizationId: number, field: string, input: unknown): Promise<Match> {
    const reference = clientReference(input);
    if (!reference) throw new Problem(422, 'validation_error', `${field} is empty.`, { extensions: { errors: [{ field, message: 'is required' }] } });
    return resolveClient(db, organizationId, reference, field);
  }

  function invoiceLines(input: SmartInvoiceInput, reading: Interpretation): { items: InvoiceItemInput[]; currencies: Set<string> } {
    const currencies = new Set<string>();
    const amount = (field: string, value: unknown, scale: number) =>
      reading.read(field, value, (raw) => parseAmount(raw, { scale }), (parsed) => {
        if (parsed.currency) currencies.add(parsed.currency);
        return { value: parsed.value, how: parsed.currency ? `amount in ${parsed.currency}` : 'amount' };
      })?.value;
    const quantity = (field: string, value: unknown) => reading.read(field, value, parseQuantity, (parsed) => ({ value: parsed.value, how: parsed.unit ? `quantity in ${parsed.unit}` : 'quantity' }));
    const taxRate = (field: string, value: unknown) => reading.read(field, value, percent, (parsed) => ({ value: parsed.value, how: 'percent' }))?.value;
    const defaultTax = taxRate('tax_rate', input.tax_rate);

    if (input.items) {
      const items = input.items.map((item, index) => {
        const q = quantity(`items[${index}].quantity`, item.quantity);
        return {
          description: item.description,
          quantity: q?.value ?? '1',
          unit: item.unit ?? q?.unit ?? '',
          unit_price: amount(`items[${index}].unit_price`, item.unit_price, 4) ?? '0',
          tax_rate: taxRate(`items[${index}].tax_rate`, item.tax_rate) ?? defaultTax ?? '0',
        };
      });
      return { items, currencies };
    }
    if (!input.description) reading.fail('description', 'is required (or give items)');
    if (input.unit_price === undefined && input.amount === undefined) reading.fail('unit_price', 'is required (or give amount, or items)');
    const q = quantity('quantity', input.quantity);
    let unitPrice = amount('unit_price', input.unit_price, 4);
    const total = amount('amount', input.amount, 2);
    if (unitPrice === undefined && total !== undefined) {
      // A whole amount for several units: the unit price must come out exact.
      const each = new Decimal(total).dividedBy(q?.value ?? '1');
      if (each.decimalPlaces() > 4) reading.fail('amount', `does not divide into ${q?.value} units exactly; give unit_price`);
      unitPrice = each.toFixed();
      reading.note('unit_price', null, unitPrice, `amount ${total} ÷ quantity ${q?.value ?? '1'}`);
    }
    const item = { description: input.description ?? '', quantity: q?.value ?? '1', unit: input.unit ?? q?.unit ?? '', unit_price: unitPrice ?? '0', tax_rate: defaultTax ?? '0' };
    return { items: [item], currencies };
  }

  return {
    async invoice(organizationId: number, input: SmartInvoiceInput): Promise<SmartAnswer> {
      const reading = new Interpretation();
      const order: DateOrder = await organizationDateOrder(db, organizationId);
      const { items, currencies } = invoiceLines(input, reading);
      const issueDate = reading.read('issue_date', input.issue_date, (raw) => parseDate(raw, today(), order), (parsed) => ({ value: parsed.date, how: parsed.how }))?.date;
      const dueDate = reading.read('due', input.due, (raw) => parseDate(raw, issueDate ?? today(), order), (parsed) => ({ value: parsed.date, how: parsed.how }))?.date;
      if (currencies.size > 1) reading.fail('currency', `the amounts name several currencies (${[...currencies].join(', ')})`);
      const fromAmounts = [...currencies][0];
      const explicit = input.currency?.toUpperCase();
      if (explicit && fromAmounts && explicit !== fromAmounts) reading.fail('currency', `is ${explicit}, but the amounts are in ${fromAmounts}`);
      reading.check();

      const match = await client(organizationId, 'client', input.client);
      const currency = explicit ?? fromAmounts;
      if (currency) reading.note('currency', input.currency ?? null, currency, explicit ? 'given' : 'from the amount');
      const request = { client_id: match.id, items, issue_date: issueDate, due_date: dueDate, currency, status: input.status };
      const warnings = [...reading.warnings, ...matchWarning('client', input.client, match)];
      if (dueDate && dueDate < today()) warnings.push(`due: ${dueDate} is in the past.`);

      const invoice = input.dry_run ? await invoices.preview(organizationId, request, { source: 'smart' }) : await invoices.createFrom(organizationId, request, { source: 'smart' });
      if (!currency) reading.note('currency', null, invoice.currency, "the client's currency");
      if (!dueDate) reading.note('due_date', null, invoice.due_date, "issue date plus the client's payment terms");
      return {
        created: !input.dry_run,
        location: invoice.id ? `/api/v1/invoices/${invoice.id}/` : null,
        body: { invoice, matches: { client: match }, interpreted: reading.interpreted, warnings, dry_run: input.dry_run ?? false },
      };
    },

    async task(organizationId: number, input: SmartTaskInput): Promise<SmartAnswer> {
      const reading = new Interpretation();
      const order = await organizationDateOrder(db, organizationId);
      const due = reading.read('due', input.due, (raw) => parseDate(raw, today(), order), (parsed) => ({ value: parsed.date, how: parsed.how }))?.date;
      const priority = reading.read('priority', input.priority, parsePriority, (value) => ({ value, how: 'priority word' }));
      reading.check();
      const matches: Record<string, Match> = {};
      if (input.assignee !== undefined) matches.assignee = await resolveEmployee(db, organizationId, employeeReference(input.assignee) ?? {}, 'assignee');
      if (input.client !== undefined) matches.client = await client(organizationId, 'client', input.client);
      const request = {
        title: input.title,
        description: input.description ?? '',
        assignee_id: matches.assignee?.id ?? null,
        client_id: matches.client?.id ?? null,
        due_date: due ?? null,
        priority: priority ?? 'normal',
      };
      const warnings = Object.entries(matches).flatMap(([field, match]) => matchWarning(field, (input as Record<string, unknown>)[field], match));
      const task = input.dry_run ? { id: null, ...request, status: 'open' as const, completed_at: null } : await tasks.create(organizationId, request);
      return {
        created: !input.dry_run,
        location: task.id ? `/api/v1/tasks/${task.id}/` : null,
        body: { task, matches, interpreted: reading.interpreted, warnings, dry_run: input.dry_run ?? false },
      };
    },

    async time(organizationId: number, input: SmartTimeInput): Promise<SmartAnswer> {
      const reading = new Interpretation();
      const order = await organizationDateOrder(db, organizationId);
      const duration = reading.read('duration', input.duration, parseDuration, (parsed) => ({ value: parsed.minutes, how: parsed.how }));
      const date = reading.read('date', input.date, (raw) => parseDate(raw, today(), order), (parsed) => ({ value: parsed.date, how: parsed.how }))?.date;
      const billable = reading.read('billable', input.billable, parseBillable, (value) => ({ value, how: 'yes or no' }));
      reading.check();
      const matches: Record<string, Match> = { employee: await resolveEmployee(db, organizationId, employeeReference(input.employee) ?? {}, 'employee') };
      if (input.client !== undefined) matches.client = await client(organizationId, 'client', input.client);
      if (input.task !== undefined) matches.task = await resolveTask(organizationId, input.task, matches.client?.id ?? null);
      const request = {
        employee_id: matches.employee!.id,
        client_id: matches.client?.id ?? null,
        task_id: matches.task?.id ?? null,
        date: date ?? today(),
        minutes: duration!.minutes,
        description: input.description ?? '',
        billable: billable ?? true,
      };
      const warnings = Object.entries(matches).flatMap(([field, match]) => matchWarning(field, (input as Record<string, unknown>)[field], match));
      const entry = input.dry_run ? { id: null, ...request } : await timeEntries.create(organizationId, request);
      return {
        created: !input.dry_run,
        location: entry.id ? `/api/v1/time-entries/${entry.id}/` : null,
        body: { time_entry: entry, matches, interpreted: reading.interpreted, warnings, dry_run: input.dry_run ?? false },
      };
    },
  };

  /** An open task by id, or by words of its title (of the client's tasks first, when the client is known). */
  async function resolveTask(organizationId: number, input: number | string, clientId: number | null): Promise<Match> {
    const candidates = await openTasks(db, organizationId, clientId);
    if (typeof input === 'number') {
      const task = candidates.find((candidate) => candidate.id === input);
      if (!task) throw new Problem(422, 'no_match', `No open task has id ${input}.`, { extensions: { field: 'task', suggestions: [] } });
      return { id: task.id, name: task.title, score: 1, matched_on: 'id' };
    }
    const query = normalizeName(input).words;
    const scored = candidates.map((item) => ({ item: { ...item, name: item.title }, score: containmentScore(query, normalizeName(item.title).words), matchedOn: 'title' }));
    const decision = decide(scored);
    if (decision.kind === 'match') return { id: decision.best.item.id, name: decision.best.item.title, score: decision.best.score, matched_on: 'title' };
    const listed = (decision.kind === 'ambiguous' ? decision.candidates : decision.suggestions).map(({ item, score }) => ({ id: item.id, name: item.title, score }));
    throw new Problem(422, decision.kind, decision.kind === 'ambiguous' ? `Several open tasks could be "${input}".` : `No open task matches "${input}".`, {
      extensions: { field: 'task', [decision.kind === 'ambiguous' ? 'candidates' : 'suggestions']: listed },
    });
  }
}
