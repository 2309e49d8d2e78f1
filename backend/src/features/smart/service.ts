/**
 * The smart endpoints: loose input in, the right records found, the fields
 * read, and the object made by the same services as the REST API (so it
 * raises the same events), or previewed on a dry run.
 */
import type { Deps } from '../../app/deps.js';
import { invoiceService } from '../invoices/service.js';
import { Problem, validationError } from '../../platform/errors.js';
import { organizationService } from '../organizations/service.js';
import { type ReadingSettings, todayIn } from '../organizations/settings.js';
import { taskService } from '../tasks/service.js';
import { timeEntryService } from '../time-entries/service.js';
import { readInvoiceLines } from './invoice-lines.js';
import { Interpretation } from './interpret.js';
import { type NumberSeparators } from './parse/amounts.js';
import { parseBillable, parsePriority } from './service-fields.js';
import { isCurrencyCode } from '../../platform/lib/currencies.js';
import { parseDate } from './parse/dates.js';
import { parseDuration } from './parse/durations.js';
import { type Match, clientReference, employeeReference, phraseToLearn, resolveClient, resolveEmployee } from './resolve.js';
import { matchWarning } from './match-warnings.js';
import { resolveTask } from './resolve-task.js';
import type { SmartInvoiceInput, SmartTaskInput, SmartTimeInput } from './schemas.js';
import { clientCurrency } from './store.js';
import { addAlias } from './aliases.js';

export interface SmartAnswer {
  created: boolean;
  /** The REST address of what was made. */
  location: string | null;
  body: Record<string, unknown>;
}

export function smartService(deps: Pick<Deps, 'db' | 'clock'>) {
  const { db, clock } = deps;
  const invoices = invoiceService(deps);
  const tasks = taskService(deps);
  const timeEntries = timeEntryService(deps);
  const organizations = organizationService(deps);

  /** How this organization reads text, and its today in its own time zone. */
  async function settingsOf(
    organizationId: number,
  ): Promise<{ settings: ReadingSettings; today: string; separators: NumberSeparators | null }> {
    const settings = await organizations.reading(organizationId);
    const separators = settings.separators && settings.numberLocale ? { ...settings.separators, locale: settings.numberLocale } : null;
    return { settings, today: todayIn(settings.timeZone, clock.now()), separators };
  }

  /** A saved number locale Kontor does not read is said, since numbers are then read without it. */
  function noteLocale(reading: Interpretation, settings: ReadingSettings): void {
    if (settings.numberLocaleNote) reading.warn('number_locale', settings.numberLocaleNote);
  }

  const dateReading = (parsed: { date: string; how: string; warning?: string }) => ({
    value: parsed.date,
    how: parsed.how,
    warning: parsed.warning,
  });

  /**
   * Remembers the phrases of confirmed choices (see resolve/agreement.ts confirmed()) once the request has succeeded: a refused
   * request teaches nothing. Said in `warnings`; an alias another record took meanwhile is said and not learned.
   */
  async function learn(organizationId: number, matches: Record<string, Match>, warnings: string[]): Promise<void> {
    for (const [field, match] of Object.entries(matches)) {
      const phrase = phraseToLearn.get(match);
      if (!phrase) continue;
      const owner = field === 'client' ? 'client' : 'employee';
      try {
        await addAlias(db, organizationId, owner, match.id, phrase, 'confirmed');
        warnings.push(`${field}: "${phrase}" is remembered as an alias of "${match.name}".`);
      } catch (error) {
        if (!(error instanceof Problem) || error.status !== 409) throw error;
        warnings.push(`${field}: "${phrase}" was not remembered: ${error.message}`);
      }
    }
  }

  async function client(organizationId: number, field: string, input: unknown): Promise<Match> {
    const reference = clientReference(input);
    if (!reference)
      throw new Problem(422, 'validation_error', `${field} is empty.`, { extensions: { errors: [{ field, message: 'is required' }] } });
    return resolveClient(db, organizationId, reference, field);
  }

  /** A lookup's refusal (a 422: no_match, ambiguous_match), or undefined when it found its record; anything else thrown. */
  async function refusalOf(matching: Promise<unknown>): Promise<Problem | undefined> {
    try {
      await matching;
      return undefined;
    } catch (error) {
      if (error instanceof Problem && error.status === 422) return error;
      throw error;
    }
  }

  return {
    async invoice(organizationId: number, input: SmartInvoiceInput): Promise<SmartAnswer> {
      const reading = new Interpretation();
      // The client is looked up while the settings are read and the values parsed, which need nothing of each other;
      // its answer is taken once the values have been read, and a refused value is answered with its refusal too.
      const matching = client(organizationId, 'client', input.client);
      matching.catch(() => {}); // awaited below, or left when reading the values throws
      const { settings, today, separators } = await settingsOf(organizationId);
      noteLocale(reading, settings);
      const order = settings.dateOrder;
      const { items, currencies, unnamed } = readInvoiceLines(input, reading, separators);
      const issueDate = reading.read('issue_date', input.issue_date, (raw) => parseDate(raw, today, order), dateReading)?.date;
      const dueDate = reading.read(
        'due',
        input.due,
        (raw) => parseDate(raw, today, order, { from: issueDate ?? today, yearlessAhead: true, terms: true }),
        dateReading,
      )?.date;
      // Said here, with how the date was read ("12/01/2026" day first), not as the invoice's bare "due_date must not be
      // before issue_date", which hides the reading and names a field the caller did not send.
      // Not when the issue date itself was refused: its own error says what is wrong.
      const issuedOn = input.issue_date === undefined ? today : issueDate;
      if (dueDate && issuedOn && dueDate < issuedOn)
        reading.fail('due', `was read as ${dueDate} (${reading.interpreted.due?.how}), which is before the issue date ${issuedOn}`);
      if (currencies.size > 1) reading.fail('currency', `the amounts name several currencies (${[...currencies.keys()].join(', ')})`);
      const [fromAmounts, currencyField] = [...currencies][0] ?? [];
      const explicit = input.currency?.toUpperCase();
      if (explicit && !isCurrencyCode(explicit)) reading.fail('currency', `"${input.currency}" is not a currency code (ISO 4217)`);
      if (explicit && fromAmounts && explicit !== fromAmounts)
        reading.fail('currency', `is ${explicit}, but the amounts are in ${fromAmounts}`);
      // A refused value waits for the client's lookup: a client that matched nothing is said in the same answer.
      // Values that only read two ways are asked first, as before: the client's question comes after theirs.
      if (reading.failed) reading.check(reading.onlyAsks ? undefined : await refusalOf(matching));

      const match = await matching;
      const currency = explicit ?? fromAmounts;
      // The organization's today, which relative dates were read from (the invoice's own default too).
      const request = { client_id: match.id, items, issue_date: issueDate ?? today, due_date: dueDate, currency, status: input.status };
      // A dry run writes nothing: its preview is read beside the client's currency, and taken only when that passes.
      const previewing = input.dry_run ? invoices.preview(organizationId, request, { source: 'smart' }) : null;
      previewing?.catch(() => {}); // awaited below, or left when the currency is refused
      // Read only when an amount names a currency the request did not: nothing else asks what the client is billed in.
      const billedIn = fromAmounts && !explicit ? await clientCurrency(db, organizationId, match.id) : null;
      // An amount written in another currency than the client is billed in: said, or refused if the organization says so.
      if (fromAmounts && !explicit && billedIn && fromAmounts !== billedIn) {
        // Amounts that name no currency beside it: in which is each? Taken to be in the named one, 1200 meant in GBP
        // became 1200 CZK, without a word.
        if (unnamed.length > 0) {
          const message = `names no currency, while ${currencyField} is in ${fromAmounts} and ${match.name} is billed in ${billedIn}; write the currency on every amount, or send "currency"`;
          throw validationError(unnamed.map((field) => ({ field, message })));
        }
        const message = `is in ${fromAmounts}, but ${match.name} is billed in ${billedIn}`;
        if (settings.currencyMismatch === 'refuse')
          throw validationError([{ field: currencyField!, message: `${message}; send "currency": "${fromAmounts}" to confirm` }]);
        reading.warn(currencyField!, `${message}; the invoice is in ${fromAmounts}`);
      }
      if (currency) reading.note('currency', input.currency ?? null, currency, explicit ? 'given' : 'from the amount');
      const warnings = [...reading.warnings, ...matchWarning('client', input.client, match)];
      if (dueDate && dueDate < today) warnings.push(`due: ${dueDate} is in the past.`);

      const invoice = previewing ? await previewing : await invoices.createFrom(organizationId, request, { source: 'smart' });
      if (!currency) reading.note('currency', null, invoice.currency, "the client's currency");
      if (!dueDate) reading.note('due_date', null, invoice.due_date, "issue date plus the client's payment terms");
      await learn(organizationId, { client: match }, warnings);
      return {
        created: !input.dry_run,
        location: invoice.id ? `/api/v1/invoices/${invoice.id}/` : null,
        body: { invoice, matches: { client: match }, interpreted: reading.interpreted, warnings, dry_run: input.dry_run ?? false },
      };
    },

    async task(organizationId: number, input: SmartTaskInput): Promise<SmartAnswer> {
      const reading = new Interpretation();
      // The records are looked up while the values are read, and every field's error is answered at once (as the smart
      // invoice does): a refused due date and an assignee that matched nothing in one 422, nothing created.
      const lookups: Array<[string, Promise<Match>]> = [];
      if (input.assignee !== undefined)
        lookups.push(['assignee', resolveEmployee(db, organizationId, employeeReference(input.assignee) ?? {}, 'assignee')]);
      if (input.client !== undefined) lookups.push(['client', client(organizationId, 'client', input.client)]);
      for (const [, lookup] of lookups) lookup.catch(() => {}); // awaited below, or left when the values are asked first
      const { settings, today } = await settingsOf(organizationId);
      const due = reading.read(
        'due',
        input.due,
        (raw) => parseDate(raw, today, settings.dateOrder, { yearlessAhead: true }),
        dateReading,
      )?.date;
      const priority = reading.read('priority', input.priority, parsePriority, (value) => ({ value, how: 'priority word' }));
      // Values that only read two ways are asked first, alone: the records' questions come once they are settled.
      if (reading.failed && reading.onlyAsks) reading.check();
      reading.check(await Promise.all(lookups.map(([, lookup]) => refusalOf(lookup))));
      const matches: Record<string, Match> = {};
      for (const [field, lookup] of lookups) matches[field] = await lookup;
      const request = {
        title: input.title,
        description: input.description ?? '',
        assignee_id: matches.assignee?.id ?? null,
        client_id: matches.client?.id ?? null,
        due_date: due ?? null,
        priority: priority ?? 'normal',
      };
      const warnings = [
        ...reading.warnings,
        ...Object.entries(matches).flatMap(([field, match]) => matchWarning(field, (input as Record<string, unknown>)[field], match)),
      ];
      if (due && due < today) warnings.push(`due: ${due} is in the past.`);
      const task = input.dry_run
        ? { id: null, ...request, status: 'open' as const, completed_at: null }
        : await tasks.create(organizationId, request);
      await learn(organizationId, matches, warnings);
      return {
        created: !input.dry_run,
        location: task.id ? `/api/v1/tasks/${task.id}/` : null,
        body: { task, matches, interpreted: reading.interpreted, warnings, dry_run: input.dry_run ?? false },
      };
    },

    async time(organizationId: number, input: SmartTimeInput): Promise<SmartAnswer> {
      const reading = new Interpretation();
      // The employee and the client are looked up while the values are read; every field's error is answered at once.
      const employeeLookup = resolveEmployee(db, organizationId, employeeReference(input.employee) ?? {}, 'employee');
      const clientLookup = input.client !== undefined ? client(organizationId, 'client', input.client) : null;
      employeeLookup.catch(() => {}); // awaited below, or left when the values are asked first
      clientLookup?.catch(() => {});
      const { settings, today, separators } = await settingsOf(organizationId);
      noteLocale(reading, settings);
      const duration = reading.read(
        'duration',
        input.duration,
        (raw) => parseDuration(raw, { separators }),
        (parsed) => ({ value: parsed.minutes, how: parsed.how, warning: parsed.warning }),
      );
      // Work is logged when done: "friday" said on a Monday is the Friday just gone.
      const date = reading.read('date', input.date, (raw) => parseDate(raw, today, settings.dateOrder, { past: true }), dateReading)?.date;
      const billable = reading.read('billable', input.billable, parseBillable, (value) => ({ value, how: 'yes or no' }));
      if (reading.failed && reading.onlyAsks) reading.check();
      const clientRefused = clientLookup ? await refusalOf(clientLookup) : undefined;
      // The task is looked up among the client's: only once the client is known (a refused client's own error says why).
      const taskLookup =
        input.task !== undefined && !clientRefused
          ? resolveTask(db, organizationId, input.task, clientLookup ? (await clientLookup).id : null)
          : null;
      taskLookup?.catch(() => {});
      reading.check([await refusalOf(employeeLookup), clientRefused, taskLookup ? await refusalOf(taskLookup) : undefined]);
      const matches: Record<string, Match> = { employee: await employeeLookup };
      if (clientLookup) matches.client = await clientLookup;
      let taskClient: number | null = null;
      if (taskLookup) {
        const found = await taskLookup;
        matches.task = found.match;
        taskClient = found.clientId;
      }
      const request = {
        employee_id: matches.employee!.id,
        // Work on a client's task is work for that client, also when only the task was named.
        client_id: matches.client?.id ?? taskClient,
        task_id: matches.task?.id ?? null,
        date: date ?? today,
        minutes: duration!.minutes,
        description: input.description ?? '',
        billable: billable ?? true,
      };
      const warnings = [
        ...reading.warnings,
        ...Object.entries(matches).flatMap(([field, match]) => matchWarning(field, (input as Record<string, unknown>)[field], match)),
      ];
      // Logged ahead of the work ("tomorrow", "next friday"): allowed, as REST allows it, but said.
      if (date && date > today) warnings.push(`date: ${date} is in the future; time is usually logged for work done.`);
      const entry = input.dry_run ? { id: null, ...request } : await timeEntries.create(organizationId, request);
      await learn(organizationId, matches, warnings);
      return {
        created: !input.dry_run,
        location: entry.id ? `/api/v1/time-entries/${entry.id}/` : null,
        body: { time_entry: entry, matches, interpreted: reading.interpreted, warnings, dry_run: input.dry_run ?? false },
      };
    },
  };
}
