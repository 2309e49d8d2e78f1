import type { TSchema } from '@sinclair/typebox';
import type { Api, RouteContext } from '../../platform/http/api.js';
import type { Deps } from '../../app/deps.js';
import { SmartInvoiceAnswer, SmartInvoiceInput, SmartTaskAnswer, SmartTaskInput, SmartTimeAnswer, SmartTimeInput } from './schemas.js';
import { type SmartAnswer, smartService } from './service.js';
import { Problem } from '../../platform/errors.js';
import { tellApart } from './candidates.js';

const tag = 'Smart endpoints';
const REFUSALS =
  'When the record cannot be told for sure, nothing is created: 422 `ambiguous_match` with `field` and up to 5 scored `candidates`, or 422 `no_match` with the nearest `suggestions`. Fields that cannot be read answer 422 `validation_error` naming each.\n\n' +
  'Every value read from text is unambiguous, or read with a warning in `warnings` saying how (a bare "1.5" duration is hours; a record found by some of its words), or refused with 422 `validation_error` naming the field and both readings ("1,500" without the organization\'s `number_locale`; an `amount` that contradicts quantity × unit price). The settings at `/api/v1/organization/` decide what they can.\n\n' +
  'Each candidate and suggestion names what tells it apart: `city` and `currency` for every key; `registration_no` and `email` for a key that may read the records; `open_invoices` for one that may read invoices too. To settle an `ambiguous_match` or `no_match`, send the field again as `{"id": <chosen>, "name": "<the phrase as first sent>", "confirm": true}`: the record is taken by its id, and the phrase is remembered as its alias (see `/api/v1/clients/{id}/aliases/`), so the same phrase finds it next time, with a warning.\n\n' +
  'A value refused because it reads more than one way has `code: "ambiguous_value"` in its `errors[]` entry and `readings: [{"value", "how"}]`: send a reading\'s `value` back as the field (`"1500"` or `"1.5"` for `"1,500"`) to mean it.';

function answer(ctx: RouteContext, result: SmartAnswer): void {
  ctx.status = result.created ? 201 : 200;
  if (result.location) ctx.set('Location', result.location);
  ctx.body = result.body;
}

export function smartRoutes(api: Api, deps: Deps): void {
  const smart = smartService(deps);
  const endpoint = <B extends TSchema>(
    path: string,
    operationId: string,
    summary: string,
    description: string,
    body: B,
    response: TSchema,
    run: (organizationId: number, input: never) => Promise<SmartAnswer>,
  ) =>
    api.route({
      method: 'post',
      path: `/api/automation/smart/${path}/`,
      operationId,
      largeBody: true,
      summary,
      description: `${description}\n\n${REFUSALS}\n\n\`dry_run: true\` answers 200 with what would be created.`,
      tag,
      scope: 'smart:write',
      body,
      responses: {
        201: { description: 'Created, with `matches`, `interpreted` and `warnings`', schema: response },
        200: { description: 'A dry run: what would be created', schema: response },
      },
      problems: {
        422: {
          kind: 'MatchProblem',
          code: 'ambiguous_match',
          description:
            'No record is clearly the one meant: `ambiguous_match` with `field` and `candidates`, or `no_match` with `field` and `suggestions`; or the input is not valid (`validation_error` with `errors`, each value that reads more than one way with its `readings`).',
          detail: 'More than one client fits "Acme"; name one by id, registration number or e-mail.',
        },
      },
      handler: async (ctx, { body: input }) => {
        try {
          answer(ctx, await run(ctx.state.principal.organizationId, input as never));
        } catch (error) {
          // The records offered back carry what tells them apart, cut to what this key may read.
          if (error instanceof Problem) await tellApart(deps.db, ctx.state.principal, error);
          throw error;
        }
      },
    });

  endpoint(
    'invoice',
    'smartInvoice',
    'Create an invoice from loose input',
    'Finds the client by name (typos, missing diacritics, legal form, word order), registration or VAT number, e-mail or id; reads amounts ("1 500,50", "€1,500.50", "fifteen hundred"), quantities ("three hours") and dates ("in two weeks"). The invoice has `source: "smart"` and raises the same events as one made through the REST API.',
    SmartInvoiceInput,
    SmartInvoiceAnswer,
    smart.invoice,
  );
  endpoint(
    'task',
    'smartTask',
    'Create a task from loose input',
    'Finds the assignee (an employee) and the client; reads the due date ("next friday") and priority words ("asap").',
    SmartTaskInput,
    SmartTaskAnswer,
    smart.task,
  );
  endpoint(
    'time',
    'smartTime',
    'Book time from loose input',
    'Finds the employee, and optionally the client and an open task by words of its title; reads the duration ("1h 30m", "an hour and a half") and the day ("yesterday").',
    SmartTimeInput,
    SmartTimeAnswer,
    smart.time,
  );
}
