import { Type } from '@sinclair/typebox';
import { plainJsonSchema } from '../../platform/http/schema.js';
import { EVENT_CATALOGUE } from './schemas.js';
const EventDescription = Type.Object({
    type: Type.String({ examples: ['INVOICE_CREATED'] }),
    description: Type.String(),
    data_schema: Type.Record(Type.String(), Type.Unknown(), { description: "JSON Schema of the event's `data`." }),
});
export function eventRoutes(api) {
    api.route({
        method: 'get',
        path: '/api/automation/events/',
        operationId: 'listEventTypes',
        summary: 'The event catalogue',
        description: 'Every event type with a JSON Schema of its `data`. A delivery\'s body is `{"type", "timestamp", "data"}`, signed with the Standard Webhooks headers `webhook-id`, `webhook-timestamp` and `webhook-signature`.',
        tag: 'Events and webhooks',
        scope: 'authenticated',
        responses: { 200: { description: 'The catalogue', schema: Type.Object({ results: Type.Array(EventDescription) }) } },
        handler: async (ctx) => {
            ctx.body = {
                results: EVENT_CATALOGUE.map(({ type, description, data }) => ({
                    type,
                    description,
                    data_schema: plainJsonSchema(data),
                })),
            };
        },
    });
}
//# sourceMappingURL=routes.js.map