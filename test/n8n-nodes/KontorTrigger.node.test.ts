import { createHmac } from 'crypto';
import nock from 'nock';
import { type IHookFunctions, type INode, type IWebhookFunctions, NodeApiError } from 'n8n-workflow';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KontorTrigger } from '../../n8n-nodes/nodes/KontorTrigger/KontorTrigger.node';
import { verifySignature } from '../../n8n-nodes/nodes/KontorTrigger/signature';
import { API_KEY, BASE_URL, authenticatedRequest } from './context';

const trigger = new KontorTrigger();
const SECRET = `whsec_${Buffer.from('a secret of thirty-two bytes....').toString('base64')}`;
const WEBHOOK_URL = 'http://n8n.test/webhook/abc/webhook';

function sign(body: string, id = 'msg_1', timestamp = Math.floor(Date.now() / 1000), secret = SECRET) {
  const key = Buffer.from(secret.slice(6), 'base64');
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`,
  };
}

const TRIGGER_NODE: INode = {
  id: 'n1',
  name: 'Kontor Trigger',
  type: 'n8n-nodes-kontor.kontorTrigger',
  typeVersion: 1,
  position: [0, 0],
  parameters: {},
};

function hookContext(staticData: Record<string, unknown>, events = ['INVOICE_CREATED']): IHookFunctions {
  return {
    getWorkflowStaticData: () => staticData,
    getNodeParameter: () => events,
    getNodeWebhookUrl: () => WEBHOOK_URL,
    getWorkflow: () => ({ id: 'wf1', name: 'Invoices to Slack' }),
    getCredentials: async () => ({ baseUrl: BASE_URL, apiKey: API_KEY }),
    getNode: () => TRIGGER_NODE,
    helpers: { httpRequestWithAuthentication: async (_: string, request: never) => authenticatedRequest(TRIGGER_NODE, request) },
  } as unknown as IHookFunctions;
}

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  expect(nock.isDone(), `pending mocks: ${nock.pendingMocks().join(', ')}`).toBe(true);
  nock.cleanAll();
});

describe('the credential', () => {
  it('sends the key as Bearer and tests it against a cheap authenticated endpoint', async () => {
    const { KontorApi } = await import('../../n8n-nodes/credentials/KontorApi.credentials');
    const credential = new KontorApi();
    expect(credential.authenticate.properties.headers).toEqual({ Authorization: '=Bearer {{$credentials.apiKey}}' });
    expect(credential.test.request).toMatchObject({ url: '/api/v1/auth/me/', method: 'GET' });
  });
});

describe('signature check', () => {
  const body = JSON.stringify({ type: 'INVOICE_CREATED', timestamp: '2026-11-22T10:00:00Z', data: { number: '2026-0001' } });
  const now = Math.floor(Date.now() / 1000);

  it('accepts a delivery signed with the secret', () => {
    expect(verifySignature(SECRET, sign(body), body, now)).toBeNull();
  });

  it('accepts either signature during a rotation', () => {
    const other = `whsec_${Buffer.from('another secret, also thirty-two.').toString('base64')}`;
    const headers = sign(body);
    headers['webhook-signature'] =
      `${sign(body, 'msg_1', Number(headers['webhook-timestamp']), other)['webhook-signature']} ${headers['webhook-signature']}`;
    expect(verifySignature(SECRET, headers, body, now)).toBeNull();
  });

  it.each([
    ['a changed body', (headers: Record<string, string>) => ({ headers, body: body.replace('0001', '0002') })],
    ['another secret', () => ({ headers: sign(body, 'msg_1', now, `whsec_${Buffer.from('x'.repeat(32)).toString('base64')}`), body })],
    ['a stale timestamp', () => ({ headers: sign(body, 'msg_1', now - 600), body })],
    ['missing headers', () => ({ headers: {}, body })],
  ])('refuses %s', (_, make) => {
    const { headers, body: sent } = make(sign(body));
    expect(verifySignature(SECRET, headers, sent, now)).not.toBeNull();
  });

  it('refuses when no secret is stored', () => {
    expect(verifySignature('', sign(body), body, now)).not.toBeNull();
  });
});

describe('webhook lifecycle', () => {
  it('subscribes on activation and keeps the id and secret', async () => {
    const staticData: Record<string, unknown> = {};
    nock(BASE_URL)
      .post('/api/automation/webhooks/', { url: WEBHOOK_URL, events: ['INVOICE_CREATED'], description: 'n8n workflow "Invoices to Slack"' })
      .reply(201, { id: 31, secret: SECRET });
    expect(await trigger.webhookMethods.default.create.call(hookContext(staticData))).toBe(true);
    expect(staticData).toEqual({ webhookId: 31, secret: SECRET });
  });

  it('finds an existing subscription that matches, replaces one that changed, and forgets one that vanished', async () => {
    const staticData: Record<string, unknown> = { webhookId: 31, secret: SECRET };
    const changed = nock(BASE_URL)
      .get('/api/automation/webhooks/31/')
      .reply(200, { id: 31, url: WEBHOOK_URL, events: ['INVOICE_CREATED'], is_active: true })
      .get('/api/automation/webhooks/31/')
      .reply(200, { id: 31, url: WEBHOOK_URL, events: ['INVOICE_PAID'], is_active: true })
      .delete('/api/automation/webhooks/31/')
      .reply(204)
      .get('/api/automation/webhooks/32/')
      .reply(404, { status: 404, code: 'not_found', title: 'Not Found', detail: 'The webhook was not found.' });
    expect(await trigger.webhookMethods.default.checkExists.call(hookContext(staticData))).toBe(true);
    // The old subscription is deleted before a new one is made: it would have gone on delivering beside it.
    expect(await trigger.webhookMethods.default.checkExists.call(hookContext(staticData))).toBe(false);
    expect(staticData).toEqual({});
    const vanished: Record<string, unknown> = { webhookId: 32, secret: SECRET };
    expect(await trigger.webhookMethods.default.checkExists.call(hookContext(vanished))).toBe(false);
    expect(vanished).toEqual({});
    expect(changed.isDone()).toBe(true);
    expect(await trigger.webhookMethods.default.checkExists.call(hookContext({}))).toBe(false);
  });

  it('keeps its subscription when Kontor cannot say whether it exists (429, 5xx), and says so', async () => {
    const staticData: Record<string, unknown> = { webhookId: 34, secret: SECRET };
    nock(BASE_URL)
      .get('/api/automation/webhooks/34/')
      .reply(503, { status: 503, code: 'unavailable', title: 'Service Unavailable', detail: 'starting' });
    await expect(trigger.webhookMethods.default.checkExists.call(hookContext(staticData))).rejects.toThrow();
    expect(staticData).toEqual({ webhookId: 34, secret: SECRET });
  });

  it('unsubscribes on deactivation, and takes an already deleted one in its stride', async () => {
    nock(BASE_URL)
      .delete('/api/automation/webhooks/31/')
      .reply(204)
      .delete('/api/automation/webhooks/32/')
      .reply(404, { status: 404, code: 'not_found', title: 'Not Found', detail: 'gone' });
    const first: Record<string, unknown> = { webhookId: 31, secret: SECRET };
    expect(await trigger.webhookMethods.default.delete.call(hookContext(first))).toBe(true);
    expect(first).toEqual({});
    expect(await trigger.webhookMethods.default.delete.call(hookContext({ webhookId: 32 }))).toBe(true);
  });

  it("refuses activation with Kontor's own words when Kontor refuses the address", async () => {
    const detail = 'The URL points to a loopback address (127.0.0.1), which this Kontor does not deliver to.';
    nock(BASE_URL)
      .post('/api/automation/webhooks/')
      .reply(422, {
        status: 422,
        code: 'validation_error',
        title: 'Unprocessable Entity',
        detail,
        errors: [{ field: 'url', message: 'loopback address' }],
      });
    const error = (await trigger.webhookMethods.default.create.call(hookContext({})).catch((caught: unknown) => caught)) as NodeApiError;
    expect(error).toBeInstanceOf(NodeApiError);
    expect([error.message, error.description, error.httpCode]).toEqual([detail, 'url: loopback address', '422']);
  });

  it('surfaces a failed unsubscribe instead of hiding it', async () => {
    nock(BASE_URL)
      .delete('/api/automation/webhooks/33/')
      .reply(500, { status: 500, code: 'internal_error', title: 'Internal Server Error', detail: 'down' });
    await expect(trigger.webhookMethods.default.delete.call(hookContext({ webhookId: 33 }))).rejects.toThrow();
  });
});

describe('webhook calls', () => {
  function webhookContext(
    body: string,
    headers: Record<string, string>,
    staticData: Record<string, unknown> = { webhookId: 31, secret: SECRET },
  ) {
    const response = {
      statusCode: 200,
      payload: undefined as unknown,
      status(code: number) {
        this.statusCode = code;
        return this;
      },
      json(payload: unknown) {
        this.payload = payload;
        return this;
      },
    };
    const context = {
      getRequestObject: () => ({ headers, body: JSON.parse(body), rawBody: Buffer.from(body) }),
      getResponseObject: () => response,
      getWorkflowStaticData: () => staticData,
      getBodyData: () => JSON.parse(body),
    } as unknown as IWebhookFunctions;
    return { context, response };
  }

  it('outputs the event of a well-signed delivery', async () => {
    const body = JSON.stringify({ type: 'INVOICE_CREATED', timestamp: '2026-11-22T10:00:00Z', data: { number: '2026-0001' } });
    const { context } = webhookContext(body, sign(body));
    const result = await trigger.webhook.call(context);
    expect(result.workflowData).toEqual([
      [{ json: { type: 'INVOICE_CREATED', timestamp: '2026-11-22T10:00:00Z', data: { number: '2026-0001' } } }],
    ]);
  });

  it('starts once per webhook-id: a redelivered message is answered and dropped', async () => {
    const staticData: Record<string, unknown> = { webhookId: 31, secret: SECRET };
    const body = JSON.stringify({ type: 'INVOICE_CREATED', timestamp: '2026-11-22T10:00:00Z', sequence: 7, data: { number: '2026-0001' } });
    const first = await trigger.webhook.call(webhookContext(body, sign(body, 'msg_77'), staticData).context);
    expect(first.workflowData?.[0]?.[0]?.json).toMatchObject({ sequence: 7 });
    const again = await trigger.webhook.call(webhookContext(body, sign(body, 'msg_77'), staticData).context);
    expect(again).toEqual({ webhookResponse: 'duplicate' });
    const other = await trigger.webhook.call(webhookContext(body, sign(body, 'msg_78'), staticData).context);
    expect(other.workflowData).toHaveLength(1);
  });

  it('remembers a bounded number of ids, forgetting the oldest', async () => {
    const { seenBefore } = await import('../../n8n-nodes/nodes/KontorTrigger/dedupe');
    const memory: { recentIds?: string[] } = {};
    for (let i = 0; i < 5; i++) expect(seenBefore(memory, `msg_${i}`, 3)).toBe(false);
    expect(memory.recentIds).toEqual(['msg_2', 'msg_3', 'msg_4']);
    expect(seenBefore(memory, 'msg_4', 3)).toBe(true);
    expect(seenBefore(memory, 'msg_0', 3)).toBe(false);
  });

  it("loads its event list from Kontor's catalogue", async () => {
    nock(BASE_URL)
      .get('/api/automation/events/')
      .reply(200, {
        results: [
          { type: 'INVOICE_CREATED', description: 'An invoice was created.' },
          { type: 'WEBHOOK_DISABLED', description: 'Off.' },
        ],
      });
    const options = await trigger.methods.loadOptions.getEvents.call(hookContext({}) as never);
    expect(options).toEqual([
      { name: 'Invoice created', value: 'INVOICE_CREATED', description: 'An invoice was created.' },
      { name: 'Webhook disabled', value: 'WEBHOOK_DISABLED', description: 'Off.' },
    ]);
  });

  it('answers 401 and starts nothing for a bad signature', async () => {
    const body = JSON.stringify({ type: 'INVOICE_CREATED', data: {} });
    const headers = sign(body);
    headers['webhook-signature'] = 'v1,forged';
    const { context, response } = webhookContext(body, headers);
    const result = await trigger.webhook.call(context);
    expect(result).toEqual({ noWebhookResponse: true });
    expect(response.statusCode).toBe(401);
  });
});
