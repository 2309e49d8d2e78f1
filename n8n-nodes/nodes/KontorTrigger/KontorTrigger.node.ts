import type {
	IDataObject,
	IHookFunctions,
	ILoadOptionsFunctions,
	INodePropertyOptions,
	INodeType,
	INodeTypeDescription,
	IWebhookFunctions,
	IWebhookResponseData,
	JsonObject,
} from 'n8n-workflow';
import { NodeApiError, NodeConnectionTypes } from 'n8n-workflow';
import { kontorApiRequest } from '../Kontor/shared/transport';
import { type SeenIds, seenBefore } from './dedupe';
import { EVENTS } from './events';
import { verifySignature } from './signature';

const label = (event: string) => event.charAt(0) + event.slice(1).toLowerCase().replace(/_/g, ' ');

interface Subscription extends IDataObject, SeenIds {
	webhookId?: number;
	secret?: string;
}

export class KontorTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Kontor Trigger',
		name: 'kontorTrigger',
		icon: { light: 'file:../../icons/kontor.svg', dark: 'file:../../icons/kontor.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["events"].join(", ")}}',
		description:
			'Starts the workflow when something happens in Kontor: invoices, clients, tasks, time',
		defaults: { name: 'Kontor Trigger' },
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'kontorApi', required: true }],
		webhooks: [
			{
				name: 'default',
				httpMethod: 'POST',
				responseMode: 'onReceived',
				responseData: 'noData',
				path: 'webhook',
			},
		],
		properties: [
			{
				displayName: 'Event Names or IDs',
				name: 'events',
				type: 'multiOptions',
				required: true,
				default: ['INVOICE_CREATED'],
				description:
					'The events that start the workflow. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
				typeOptions: { loadOptionsMethod: 'getEvents' },
			},
		],
	};

	methods = {
		loadOptions: {
			/** Kontor's own catalogue (GET /api/automation/events/), so a newer Kontor's events show without updating this package. */
			async getEvents(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
				try {
					const answer = await kontorApiRequest.call(this, 'GET', '/api/automation/events/');
					// An internal event (PING) cannot be subscribed to; a Kontor older than the `subscribable` flag offers all.
					return (
						(answer.results as Array<{
							type: string;
							description: string;
							subscribable?: boolean;
						}>) ?? []
					)
						.filter((event) => event.subscribable !== false)
						.map((event) => ({
							name: label(event.type),
							value: event.type,
							description: event.description,
						}));
				} catch {
					// Without a reachable Kontor (or a credential yet), offer the events this package knows.
					return EVENTS.map((event) => ({ name: label(event), value: event }));
				}
			},
		},
	};

	webhookMethods = {
		default: {
			async checkExists(this: IHookFunctions): Promise<boolean> {
				const subscription = this.getWorkflowStaticData('node') as Subscription;
				if (!subscription.webhookId) return false;
				const path = `/api/automation/webhooks/${subscription.webhookId}/`;
				let webhook: IDataObject;
				try {
					webhook = await kontorApiRequest.call(this, 'GET', path);
				} catch (error) {
					// Only "not found" means gone (deleted, or another organization's key): subscribe again. A 429, a 5xx or a
					// lost connection says nothing of it, and subscribing again would leave two subscriptions delivering.
					if ((error as { httpCode?: string }).httpCode !== '404')
						throw new NodeApiError(this.getNode(), error as JsonObject);
					delete subscription.webhookId;
					delete subscription.secret;
					return false;
				}
				const events = [...(this.getNodeParameter('events') as string[])].sort().join(',');
				const same =
					webhook.url === this.getNodeWebhookUrl('default') &&
					[...(webhook.events as string[])].sort().join(',') === events &&
					webhook.is_active === true;
				if (same) return true;
				// Changed in the workflow (events, address) or disabled in Kontor: replaced, not left delivering beside the new one.
				try {
					await kontorApiRequest.call(this, 'DELETE', path);
				} catch (error) {
					if ((error as { httpCode?: string }).httpCode !== '404')
						throw new NodeApiError(this.getNode(), error as JsonObject);
				}
				delete subscription.webhookId;
				delete subscription.secret;
				return false;
			},
			async create(this: IHookFunctions): Promise<boolean> {
				const subscription = this.getWorkflowStaticData('node') as Subscription;
				const created = await kontorApiRequest.call(this, 'POST', '/api/automation/webhooks/', {
					url: this.getNodeWebhookUrl('default'),
					events: this.getNodeParameter('events') as string[],
					description: `n8n workflow "${this.getWorkflow().name ?? this.getWorkflow().id}"`,
				});
				subscription.webhookId = created.id as number;
				subscription.secret = created.secret as string;
				return true;
			},
			async delete(this: IHookFunctions): Promise<boolean> {
				const subscription = this.getWorkflowStaticData('node') as Subscription;
				if (subscription.webhookId) {
					try {
						await kontorApiRequest.call(
							this,
							'DELETE',
							`/api/automation/webhooks/${subscription.webhookId}/`,
						);
					} catch (error) {
						// Already gone is fine; anything else must surface, or a subscription would be left behind.
						if ((error as { httpCode?: string }).httpCode !== '404')
							throw new NodeApiError(this.getNode(), error as JsonObject);
					}
				}
				delete subscription.webhookId;
				delete subscription.secret;
				return true;
			},
		},
	};

	async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
		const request = this.getRequestObject();
		const subscription = this.getWorkflowStaticData('node') as Subscription;
		const raw =
			(request as unknown as { rawBody?: Buffer }).rawBody?.toString('utf8') ??
			JSON.stringify(request.body);
		const refusal = verifySignature(
			subscription.secret ?? '',
			request.headers,
			raw,
			Math.floor(Date.now() / 1000),
		);
		if (refusal) {
			const response = this.getResponseObject();
			response.status(401).json({ error: `Signature check failed: ${refusal}` });
			return { noWebhookResponse: true };
		}
		// A retry of a message this workflow already started from: answer 200, start nothing.
		const messageId = String(request.headers['webhook-id']);
		if (seenBefore(subscription, messageId)) return { webhookResponse: 'duplicate' };
		const body = this.getBodyData() as IDataObject;
		return {
			workflowData: [
				[
					{
						json: {
							type: body.type,
							timestamp: body.timestamp,
							sequence: body.sequence,
							data: body.data,
						},
					},
				],
			],
		};
	}
}
