import { Type } from '@sinclair/typebox';
import type { Api } from '../../platform/http/api.js';
import { plainJsonSchema } from '../../platform/http/schema.js';
import { EVENT_CATALOGUE } from './schemas.js';
import { INTERNAL_EVENTS } from '../../platform/events/types.js';

const EventDescription = Type.Object({
  type: Type.String({ examples: ['INVOICE_CREATED'] }),
  title: Type.String({ description: 'The event as a person reads it, as the flow editor names its trigger.', examples: ['New invoice'] }),
  description: Type.String(),
  data_schema: Type.Record(Type.String(), Type.Unknown(), { description: "JSON Schema of the event's `data`." }),
  subscribable: Type.Boolean({
    description: 'False for an internal event (`PING`, sent only by a webhook test): a subscription to it is refused with 422.',
  }),
});

export function eventRoutes(api: Api): void {
  api.route({
    method: 'get',
    path: '/api/automation/events/',
    operationId: 'listEventTypes',
    summary: 'The event catalogue',
    description:
      'Every event type with a JSON Schema of its `data`. A delivery\'s body is `{"type", "timestamp", "data"}`, signed with the Standard Webhooks headers `webhook-id`, `webhook-timestamp` and `webhook-signature`.',
    tag: 'Events and webhooks',
    scope: 'authenticated',
    responses: { 200: { description: 'The catalogue', schema: Type.Object({ results: Type.Array(EventDescription) }) } },
    handler: async (ctx) => {
      ctx.body = {
        results: EVENT_CATALOGUE.map(({ type, title, description, data }) => ({
          type,
          title,
          description,
          data_schema: plainJsonSchema(data),
          subscribable: !INTERNAL_EVENTS.includes(type),
        })),
      };
    },
  });
}
