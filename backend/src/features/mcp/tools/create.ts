/**
 * The creating tools: an invoice, a task and a time entry from loose input,
 * made by the smart service exactly as `POST /api/automation/smart/...` makes
 * them. When a name fits several records, or a value reads more than one way
 * ("1,500"), the service refuses to guess; the tool then asks the person
 * (elicitation) and goes on with their choice, or, when the client cannot
 * ask, answers the candidates or readings and how to call again.
 */
import { type TObject, Type } from '@sinclair/typebox';
import type { Deps } from '../../../app/deps.js';
import { Problem } from '../../../platform/errors.js';
import {
  SmartInvoiceAnswer,
  SmartInvoiceInput,
  SmartTaskAnswer,
  SmartTaskInput,
  SmartTimeAnswer,
  SmartTimeInput,
} from '../../smart/schemas.js';
import { type SmartAnswer, smartService } from '../../smart/service.js';
import { CREATES, type Tool, type ToolCall, tool } from '../tool.js';
import { visibleCandidate } from '../../smart/candidates.js';
import { Candidate, KIND_OF_FIELD, type Scored, candidateDetails, choiceOf } from './candidates.js';
import { Reading, askValues, valueQuestions } from './values.js';
import { hasScope } from '../../../platform/principal.js';

const READ_SCOPE = { client: 'clients:read', employee: 'employees:read', task: 'tasks:read' } as const;

/**
 * Rounds of questions one call may ask: the values that read two ways (one
 * question each, all in one round, since the service reads every value before
 * it looks a name up), then client, assignee and task, one each.
 */
const MAX_ROUNDS = 4;

const OUTCOMES = {
  created: 'the record was created',
  preview: 'a dry run: what would be created; nothing was written',
  choice_needed:
    'several records fit a name, or a value can be read more than one way; nothing was created; call again with the id of the right record, or with the value of the reading meant',
  no_match: 'no record fits a name; nothing was created',
  declined: 'the person declined to choose; nothing was created',
  cancelled: 'the person dismissed the question; nothing was created',
};

const Question = Type.Object({
  field: Type.String({
    description: 'The argument that needs an id, or a value that reads one way (a field of a line is named like items[0].quantity).',
  }),
  message: Type.String(),
  candidates: Type.Optional(Type.Array(Candidate, { description: 'The records a name could be.' })),
  readings: Type.Optional(Type.Array(Reading, { description: 'The ways a value can be read.' })),
  how_to_answer: Type.String(),
});

/** One object for every outcome: the smart answer's fields are there when something was made or previewed. */
function answerSchema(answer: TObject) {
  return Type.Object({
    outcome: Type.Union(
      Object.keys(OUTCOMES).map((outcome) => Type.Literal(outcome)),
      {
        description: Object.entries(OUTCOMES)
          .map(([outcome, meaning]) => `${outcome}: ${meaning}`)
          .join('; '),
      },
    ),
    ...Type.Partial(answer).properties,
    question: Type.Optional(Question),
    questions: Type.Optional(
      Type.Array(Question, { description: 'Every value that can be read more than one way, one question each (question is the first).' }),
    ),
    message: Type.Optional(Type.String()),
  });
}

type SmartRun = (organizationId: number, input: never) => Promise<SmartAnswer>;

/** Words for the arguments the REST schema leaves to its field names, so a model reads what each one is. */
const ARGUMENT_NOTES: Record<string, string> = {
  items:
    'The invoice lines, each with description, quantity, unit, unit_price and tax_rate; or leave out and give one line with description and unit_price.',
  unit: 'The unit of the quantity, e.g. "h" or "pcs"; read from the quantity when it says ("3 hours").',
  status: '"draft" (the default) or "sent" when the invoice already went to the client.',
  title: 'What is to be done, in a few words.',
  description: 'More words: for an invoice, what was done (a one-line invoice); for a task or time, any notes.',
};

function described(schema: TObject): TObject {
  const properties = Object.fromEntries(
    Object.entries(schema.properties).map(([name, property]) => [
      name,
      property.description || !ARGUMENT_NOTES[name] ? property : { ...property, description: ARGUMENT_NOTES[name] },
    ]),
  );
  return { ...schema, properties } as TObject;
}

/** A chosen id with the phrase it was chosen for, when the field was a phrase; the id alone otherwise. */
function confirmation(asked: unknown, chosen: unknown): unknown {
  const phrase = typeof asked === 'string' ? asked : asked && typeof asked === 'object' ? (asked as { name?: unknown }).name : undefined;
  if (typeof phrase !== 'string' || phrase.trim() === '' || /^\d+$/.test(phrase.trim())) return chosen;
  return { id: chosen, name: phrase, confirm: true };
}

export function createTools(deps: Deps): Tool[] {
  const smart = smartService(deps);
  const candidates = candidateDetails(deps);

  /**
   * Runs the smart service; on values that read two ways, or an ambiguous name, asks the person (up to
   * MAX_ROUNDS rounds) and runs again with the chosen values or id.
   */
  async function settle(call: ToolCall, name: string, args: Record<string, unknown>, run: SmartRun): Promise<Record<string, unknown>> {
    const organizationId = call.principal.organizationId;
    let current = args;
    for (let asked = 0; ; asked += 1) {
      let refusal: Problem;
      try {
        const answer = await run(organizationId, current as never);
        return { outcome: answer.created ? 'created' : 'preview', ...answer.body };
      } catch (error) {
        if (!(error instanceof Problem)) throw error;
        refusal = error;
      }
      const values = valueQuestions(refusal, name, current);
      if (values) {
        if (!call.ask || asked >= MAX_ROUNDS) {
          const fields = values.map((question) => question.field).join(', ');
          return {
            outcome: 'choice_needed',
            question: values[0],
            questions: values,
            message: `Nothing was created: ${fields} can be read more than one way. Ask which reading is meant and call again with its value.`,
          };
        }
        const chosen = await askValues(call.ask, values, current);
        if ('outcome' in chosen) return chosen;
        current = chosen.args;
        continue;
      }
      if (refusal.code !== 'ambiguous_match' && refusal.code !== 'no_match') throw refusal;
      const field = String(refusal.extensions.field);
      const kind = KIND_OF_FIELD[field];
      const listed = (refusal.extensions.candidates ?? refusal.extensions.suggestions ?? []) as Scored[];
      // Details (an e-mail, a registration number) only for a credential that may read those records: the names are
      // the caller's own words matched, the rest is not theirs to see with a write-only key.
      const mayRead = kind !== undefined && hasScope(call.principal, READ_SCOPE[kind]);
      const shown = mayRead
        ? await candidates.describe(organizationId, kind, listed)
        : listed.map((item) => ({ ...visibleCandidate(item, call.principal, field), details: '' }));
      const question = {
        field,
        message: refusal.message,
        candidates: shown,
        how_to_answer: `Call ${name} again with the same arguments and "${field}" set to the id of the right record (a number).`,
      };
      if (refusal.code === 'no_match') return { outcome: 'no_match', question };
      if (!call.ask || asked >= MAX_ROUNDS || !(field in current) || shown.length === 0) return { outcome: 'choice_needed', question };

      const answer = await call.ask({
        title: `Which ${kind ?? field}?`,
        message: `${refusal.message.split(':')[0]}. Which one did you mean?`,
        choices: shown.map(choiceOf),
      });
      if (answer.action !== 'accept') {
        return {
          outcome: answer.action === 'decline' ? 'declined' : 'cancelled',
          question,
          message: `Nothing was created: the person did not choose a ${kind ?? field}.`,
        };
      }
      // The person's choice settles the phrase: sent back as a confirmation, it is remembered as the record's alias.
      current = { ...current, [field]: kind === 'task' ? answer.value : confirmation(current[field], answer.value) };
    }
  }

  const smartTool = (name: string, title: string, description: string, input: TObject, answer: TObject, run: SmartRun) =>
    tool({
      name,
      title,
      description,
      scope: 'smart:write',
      input: described(input),
      output: answerSchema(answer),
      annotations: CREATES,
      creates: true,
      run: (call, args) => settle(call, name, args as Record<string, unknown>, run),
    });

  const loose =
    ' Names may have typos, missing accents or legal forms; amounts, dates and durations may be written as people say them. ' +
    'If a name fits several records, or a value can be read more than one way ("1,500": 1500 or 1.5), the person is asked which is meant (or, when they cannot be asked, the answer lists the choices and nothing is created). ' +
    'Set dry_run to see what would be created without creating it.';

  return [
    smartTool(
      'create_invoice',
      'Create an invoice',
      'Creates an invoice for a client from loose input, e.g. client "Novak Transport", description "Consulting", quantity "three hours", unit_price "fifteen hundred", due "in two weeks". ' +
        "Give either items, or one line with description and unit_price (or amount). Currency and due date default to the client's." +
        loose,
      SmartInvoiceInput,
      SmartInvoiceAnswer,
      smart.invoice,
    ),
    smartTool(
      'create_task',
      'Create a task',
      'Creates a to-do task, optionally assigned to an employee and linked to a client, e.g. title "Call about the VAT return", assignee "Jana", client "Novak Transport", due "next friday", priority "asap".' +
        loose,
      SmartTaskInput,
      SmartTaskAnswer,
      smart.task,
    ),
    smartTool(
      'log_time',
      'Log time worked',
      'Records time an employee worked, optionally for a client and an open task, e.g. employee "Petr", duration "1h 30m", date "yesterday", client "Schroder", task "VAT report", description "Reconciliation".' +
        loose,
      SmartTimeInput,
      SmartTimeAnswer,
      smart.time,
    ),
  ];
}
