import { resourcesOfEvent } from '../../platform/events/resources.js';
import { permissionDenied } from '../../platform/errors.js';
import { hasScope } from '../../platform/principal.js';
import { created } from '../../platform/http/api.js';
import { crudRoutes, readRoutes } from '../../platform/resource/routes.js';
import { Delivery, DeliveryListQuery, RecoverBody, RecoverResult, Webhook, WebhookCreate, WebhookListQuery, WebhookPatch, WebhookWithSecret, } from './schemas.js';
import { deliveryService, visibleDelivery, webhookService } from './service.js';
const BASE = '/api/automation/webhooks/';
const EVENT_SCOPES_NOTE = "Subscribing to an event, or sending its deliveries to a new `url`, needs read access to the data it carries (`invoices:read` for `INVOICE_*`, `clients:read` for `CLIENT_*`, ...; every one of them for `*`): 403 otherwise. A delivery's `payload` is shown only to a credential with that access.";
/** A subscription delivers the data its events carry: only to a credential that may read that data. */
function refuseUnreadableEvents(principal, input) {
    const events = [...(input.events ?? []), ...(input.event !== undefined ? [input.event] : [])];
    const lacking = [
        ...new Set(events.flatMap((type) => resourcesOfEvent(type)).filter((resource) => !hasScope(principal, `${resource}:read`))),
    ].sort();
    if (lacking.length > 0) {
        throw permissionDenied(`These events carry data this credential cannot read: it lacks ${lacking.map((resource) => `"${resource}:read"`).join(', ')}.`);
    }
}
const tag = 'Events and webhooks';
export function webhookRoutes(api, deps) {
    const service = webhookService(deps);
    api.route({
        method: 'post',
        path: BASE,
        operationId: 'createWebhook',
        summary: 'Subscribe an endpoint to events',
        description: `Answers the signing \`secret\` (\`whsec_...\`) once. Deliveries are \`POST url\` with \`{"type", "timestamp", "data"}\` and the Standard Webhooks headers; any 2xx within the time-out is success; failures are retried on a backoff schedule spanning about a day. Targets on private, loopback or link-local addresses are refused unless the operator allows them; URLs holding a user name or password are refused. ${EVENT_SCOPES_NOTE}`,
        tag,
        scope: 'webhooks:write',
        body: WebhookCreate,
        responses: { 201: { description: 'The subscription, with its secret', schema: WebhookWithSecret } },
        handler: async (ctx, { body }) => {
            refuseUnreadableEvents(ctx.state.principal, body);
            const webhook = await service.create(ctx.state.principal.organizationId, body);
            created(ctx, `${BASE}${webhook.id}/`, webhook);
        },
    });
    crudRoutes(api, {
        base: BASE,
        tag,
        noun: 'webhook',
        plural: 'webhooks',
        scope: 'webhooks',
        schemas: { item: Webhook, create: WebhookCreate, patch: WebhookPatch, listQuery: WebhookListQuery },
        operations: ['list', 'get', 'delete'],
    }, service);
    api.route({
        method: 'patch',
        path: `${BASE}{id}/`,
        operationId: 'updateWebhook',
        summary: 'Update a webhook',
        description: `Only the fields sent change. Setting \`is_active\` to true re-enables an endpoint Kontor disabled for failing. ${EVENT_SCOPES_NOTE}`,
        tag,
        scope: 'webhooks:write',
        body: WebhookPatch,
        responses: { 200: { description: 'The webhook', schema: Webhook } },
        handler: async (ctx, { body, params }) => {
            const { principal } = ctx.state;
            // A new address sends the endpoint's events elsewhere, and a new filter asks what they carry (which deliveries
            // exist said whether an invoice's total passed 5,000): the credential must read what they carry, whether it names
            // the events or keeps the ones subscribed (a webhooks:write key had redirected every invoice to itself).
            const keeps = (body.url !== undefined || body.filter !== undefined) && body.events === undefined && body.event === undefined;
            refuseUnreadableEvents(principal, keeps ? { events: (await service.get(principal.organizationId, params.id)).events } : body);
            ctx.body = await service.update(principal.organizationId, params.id, body);
        },
    });
    api.route({
        method: 'post',
        path: `${BASE}{id}/rotate-secret/`,
        operationId: 'rotateWebhookSecret',
        summary: 'Replace the signing secret',
        description: 'Answers the new secret once. For 24 hours deliveries carry signatures under both the new and the old secret, so the receiver can switch without losing messages.',
        tag,
        scope: 'webhooks:write',
        responses: { 200: { description: 'The subscription, with its new secret', schema: WebhookWithSecret } },
        handler: async (ctx, { params }) => {
            ctx.body = await service.rotateSecret(ctx.state.principal.organizationId, params.id);
        },
    });
    api.route({
        method: 'post',
        path: `${BASE}{id}/test/`,
        operationId: 'testWebhook',
        summary: 'Send a PING',
        description: 'Queues a `PING` delivery, signed and retried like any other, and answers 202 with the delivery; follow it at `deliveries/`.',
        tag,
        scope: 'webhooks:write',
        responses: { 202: { description: 'The queued delivery', schema: Delivery } },
        handler: async (ctx, { params }) => {
            ctx.status = 202;
            ctx.body = await service.test(ctx.state.principal.organizationId, params.id);
        },
    });
    api.route({
        method: 'post',
        path: `${BASE}{id}/recover/`,
        operationId: 'recoverWebhook',
        summary: 'Send every failed delivery since a time again',
        description: 'Queues again, in one statement, every delivery to this endpoint that failed (retries used up, or refused) for events since `since`; each keeps its `webhook-id`. Answers how many were queued; a `since` still to come is refused (422), as it could recover nothing.',
        tag,
        scope: 'webhooks:write',
        body: RecoverBody,
        responses: { 202: { description: 'How many deliveries were queued again', schema: RecoverResult } },
        handler: async (ctx, { params, body }) => {
            ctx.status = 202;
            ctx.body = await service.recover(ctx.state.principal.organizationId, params.id, new Date(body.since));
        },
    });
    readRoutes(api, {
        base: `${BASE}{id}/deliveries/`,
        itemPath: `${BASE}deliveries/{id}/`,
        tag,
        noun: 'webhook delivery',
        plural: 'webhook deliveries',
        scope: 'webhooks',
        schemas: { item: Delivery, listQuery: DeliveryListQuery },
        summaries: { list: 'Deliveries to an endpoint, newest first, each with its attempts', get: 'One delivery with its attempts' },
    }, deliveryService(deps));
    api.route({
        method: 'post',
        path: `${BASE}deliveries/{id}/redeliver/`,
        operationId: 'redeliverWebhook',
        summary: 'Attempt a delivery again now',
        description: 'Whatever its state; the message keeps its `webhook-id`, so a receiver that already has it can tell.',
        tag,
        scope: 'webhooks:write',
        responses: { 202: { description: 'The delivery, queued again', schema: Delivery } },
        handler: async (ctx, { params }) => {
            ctx.status = 202;
            ctx.body = visibleDelivery(await service.redeliver(ctx.state.principal.organizationId, params.id), ctx.state.principal);
        },
    });
}
//# sourceMappingURL=routes.js.map