import { Webhook as StandardWebhook } from 'standardwebhooks';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Receiver, startReceiver } from '../../dev/test-support/receiver.js';
import { startTestKontor } from '../../dev/test-support/kontor.js';
import { useKontor } from '../../dev/test-support/fixture.js';

const { kontor, org } = useKontor({ worker: true, webhookRetrySchedule: [0.2, 0.2, 0.2, 0.2], webhookTimeoutSeconds: 2 });
let receiver: Receiver;
let clientId: number;

beforeAll(async () => {
  clientId = (await org.api.post('/api/v1/clients/', { name: 'Webhook client', email: 'ap@client.test' })).body.id;
});
afterEach(async () => {
  await receiver?.close();
  // Each test subscribes its own endpoint; retire the others so they do not receive its events.
  await kontor.db('webhooks').update({ is_active: false });
});

const createInvoice = () => org.api.post('/api/v1/invoices/', { client_id: clientId, items: [{ description: 'Work', unit_price: '100' }] });

async function subscribe(events: string[] | string = ['INVOICE_CREATED']) {
  receiver = await startReceiver();
  const body = Array.isArray(events) ? { url: receiver.url, events } : { url: receiver.url, event: events };
  const res = await org.api.post('/api/automation/webhooks/', body);
  expect(res.status).toBe(201);
  return res.body as { id: number; secret: string; event: string | null; events: string[] };
}

async function deliveries(webhookId: number) {
  return (await org.api.get(`/api/automation/webhooks/${webhookId}/deliveries/`)).body.results;
}

async function settled(webhookId: number, count = 1, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const list = await deliveries(webhookId);
    if (list.length >= count && list.every((d: { status: string }) => d.status !== 'pending')) return list;
    if (Date.now() > deadline) throw new Error(`deliveries not settled: ${JSON.stringify(list.map((d: any) => [d.status, d.attempts]))}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('delivery', () => {
  it('POSTs the whole resource, signed so that standardwebhooks verifies it', async () => {
    const webhook = await subscribe();
    expect(webhook.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    const invoice = (await createInvoice()).body;
    await receiver.waitFor((r) => r.length === 1);
    const [got] = receiver.received;
    const verified = new StandardWebhook(webhook.secret).verify(got!.body, got!.headers as Record<string, string>) as {
      type: string;
      data: any;
    };
    expect(verified.type).toBe('INVOICE_CREATED');
    expect(verified.data).toMatchObject({
      id: invoice.id,
      number: invoice.number,
      client: { id: clientId, name: 'Webhook client' },
      items: [{ total: '100.00' }],
    });
    expect(got!.json.timestamp).toMatch(/Z$/);
    expect(got!.headers['content-type']).toBe('application/json');
    expect(() =>
      new StandardWebhook('whsec_' + Buffer.from('another secret').toString('base64')).verify(
        got!.body,
        got!.headers as Record<string, string>,
      ),
    ).toThrow();
    const [delivery] = await settled(webhook.id);
    expect(delivery).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      last_status_code: 200,
      event_type: 'INVOICE_CREATED',
      message_id: got!.headers['webhook-id'],
    });
  });

  it('retries a receiver that is down, with the same webhook-id, until it succeeds once', async () => {
    const webhook = await subscribe();
    receiver.answer = (_, index) => (index < 2 ? { status: 503 } : { status: 204 });
    await createInvoice();
    const [delivery] = await settled(webhook.id);
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(delivery.status).toBe('succeeded');
    expect(delivery.attempt_log.map((a: { status_code: number }) => a.status_code)).toEqual([503, 503, 204]);
    expect(delivery.attempt_log[0].next_retry_at).not.toBeNull();
  });

  it('retries network errors too', async () => {
    const webhook = await subscribe();
    const url = receiver.url;
    await receiver.close();
    await createInvoice();
    await new Promise((resolve) => setTimeout(resolve, 400));
    receiver = await startReceiver();
    // The endpoint comes back on another port: point the subscription there.
    await org.api.patch(`/api/automation/webhooks/${webhook.id}/`, { url: receiver.url });
    const [delivery] = await settled(webhook.id);
    expect(delivery.status).toBe('succeeded');
    expect(delivery.attempt_log[0]).toMatchObject({ status_code: null, error: expect.any(String) });
    expect(url).not.toBe(receiver.url);
  });

  it('does not retry other 4xx answers', async () => {
    const webhook = await subscribe();
    receiver.answer = () => ({ status: 410, body: 'gone' });
    await createInvoice();
    const [delivery] = await settled(webhook.id);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.received).toHaveLength(1);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1, last_status_code: 410 });
    expect(delivery.attempt_log[0]).toMatchObject({ response_body: 'gone', next_retry_at: null });
  });

  it('waits as long as Retry-After says before retrying a 429', async () => {
    const webhook = await subscribe();
    receiver.answer = (_, index) => (index === 0 ? { status: 429, headers: { 'retry-after': '2' } } : { status: 200 });
    await createInvoice();
    await settled(webhook.id);
    const [first, second] = receiver.received;
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(1900);
  });

  it('gives up after the schedule is used up', async () => {
    const webhook = await subscribe();
    receiver.answer = () => ({ status: 500 });
    await createInvoice();
    const [delivery] = await settled(webhook.id);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 5 });
    expect(receiver.received).toHaveLength(5);
  });

  it('redelivers a delivery on request, with the same webhook-id', async () => {
    const webhook = await subscribe();
    await createInvoice();
    const [delivery] = await settled(webhook.id);
    const res = await org.api.post(`/api/automation/webhooks/deliveries/${delivery.id}/redeliver/`);
    expect(res.status).toBe(202);
    await receiver.waitFor((r) => r.length === 2);
    expect(receiver.received[1]!.headers['webhook-id']).toBe(receiver.received[0]!.headers['webhook-id']);
    const after = (await org.api.get(`/api/automation/webhooks/deliveries/${delivery.id}/`)).body;
    expect(after.attempts).toBe(2);
  });

  it('sends PING from the test endpoint', async () => {
    const webhook = await subscribe(['CLIENT_CREATED']);
    const res = await org.api.post(`/api/automation/webhooks/${webhook.id}/test/`);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ event_type: 'PING', status: 'pending' });
    await receiver.waitFor((r) => r.length === 1);
    expect(receiver.received[0]!.json).toMatchObject({ type: 'PING', data: { webhook_id: webhook.id } });
    new StandardWebhook(webhook.secret).verify(receiver.received[0]!.body, receiver.received[0]!.headers as Record<string, string>);
  });

  it('refuses a subscription to the internal PING, naming it, and writes nothing', async () => {
    const before = await kontor.db('webhooks').count({ n: '*' });
    for (const body of [{ events: ['CLIENT_CREATED', 'PING'] }, { event: 'PING' }]) {
      const res = await org.api.post('/api/automation/webhooks/', { url: 'https://hooks.example.com/kontor', ...body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors, JSON.stringify(body)).toEqual([
        {
          field: 'events' in body ? 'events[1]' : 'event',
          message: expect.stringMatching(/^"PING" is an internal event .*cannot be subscribed to; must be one of: /),
        },
      ]);
    }
    const webhook = await subscribe(['CLIENT_CREATED']);
    const patched = await org.api.patch(`/api/automation/webhooks/${webhook.id}/`, { events: ['PING'] });
    expect([patched.status, patched.body.errors?.[0]?.field]).toEqual([422, 'events[0]']);
    expect((await org.api.get(`/api/automation/webhooks/${webhook.id}/`)).body.events).toEqual(['CLIENT_CREATED']);
    expect(await kontor.db('webhooks').count({ n: '*' })).toEqual([{ n: Number(before[0]!.n) + 1 }]);
    const catalogue = (await org.api.get('/api/automation/events/')).body.results as Array<{ type: string; subscribable: boolean }>;
    expect(catalogue.filter((event) => !event.subscribable).map((event) => event.type)).toEqual(['PING']);
  });

  it('signs with both secrets for a while after a rotation', async () => {
    const webhook = await subscribe();
    const rotated = await org.api.post(`/api/automation/webhooks/${webhook.id}/rotate-secret/`);
    expect(rotated.body.secret).not.toBe(webhook.secret);
    await createInvoice();
    await receiver.waitFor((r) => r.length === 1);
    const [got] = receiver.received;
    expect(String(got!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const secret of [webhook.secret, rotated.body.secret])
      new StandardWebhook(secret).verify(got!.body, got!.headers as Record<string, string>);
  });

  // Four rotations at once each answered a secret; deliveries were signed with the last and the one before them all.
  it('rotates one at a time: concurrent rotations leave the last two secrets signing, as one after another would', async () => {
    const webhook = await subscribe();
    const rotations = await Promise.all(
      Array.from({ length: 8 }, () => 0).map(() => org.api.post(`/api/automation/webhooks/${webhook.id}/rotate-secret/`)),
    );
    expect(rotations.every((rotation) => rotation.status === 200)).toBe(true);
    await createInvoice();
    await receiver.waitFor((r) => r.length === 1);
    const [got] = receiver.received;
    const verifies = (secret: string) => {
      try {
        new StandardWebhook(secret).verify(got!.body, got!.headers as Record<string, string>);
        return true;
      } catch {
        return false;
      }
    };
    expect(verifies(webhook.secret)).toBe(false);
    expect(rotations.filter((rotation) => verifies(rotation.body.secret))).toHaveLength(2);
  });

  // Asked while an attempt was in flight, a redelivery answered 202 and was written over when the attempt ended.
  it('refuses to redeliver while an attempt is under way, and redelivers once it has ended', async () => {
    const webhook = await subscribe();
    receiver.delayMs = 1500;
    await createInvoice();
    await receiver.waitFor((r) => r.length === 1);
    const [delivery] = await deliveries(webhook.id);
    const during = await org.api.post(`/api/automation/webhooks/deliveries/${delivery.id}/redeliver/`);
    expect([during.status, during.body.code]).toEqual([409, 'delivery_in_flight']);
    await settled(webhook.id);
    receiver.delayMs = 0;
    expect((await org.api.post(`/api/automation/webhooks/deliveries/${delivery.id}/redeliver/`)).status).toBe(202);
    await receiver.waitFor((r) => r.length === 2);
  });

  it('refuses a test of an inactive endpoint, and an address on port 0', async () => {
    const webhook = await subscribe(['CLIENT_CREATED']);
    await org.api.patch(`/api/automation/webhooks/${webhook.id}/`, { is_active: false });
    const test = await org.api.post(`/api/automation/webhooks/${webhook.id}/test/`);
    expect([test.status, test.body.code]).toEqual([409, 'webhook_inactive']);
    const portZero = await org.api.post('/api/automation/webhooks/', {
      url: 'https://hooks.example.com:0/kontor',
      events: ['CLIENT_CREATED'],
    });
    expect([portZero.status, portZero.body.errors]).toEqual([
      422,
      [{ field: 'url', message: 'names port 0, which nothing can be reached on' }],
    ]);
    // Another scheme is told what to write; a scheme in capitals is a scheme all the same (it had been refused).
    const ftp = await org.api.post('/api/automation/webhooks/', { url: 'ftp://hooks.example.com/kontor', events: ['CLIENT_CREATED'] });
    expect([ftp.status, ftp.body.errors]).toEqual([
      422,
      [{ field: 'url', message: 'must start with http:// or https:// (deliveries are POSTed over HTTP)' }],
    ]);
    // A credentials part with nothing in it is one all the same; letters outside ASCII are named as what is wrong.
    for (const [url, message] of [
      ['https://:@hooks.example.com/kontor', /must not hold a user name or password/],
      ['https://hööks.example.com/kontor', /must be written in ASCII: a host name in another script in its xn-- form/],
    ] as const) {
      const refused = await org.api.post('/api/automation/webhooks/', { url, events: ['CLIENT_CREATED'] });
      expect([refused.status, refused.body.errors?.[0]?.message]).toEqual([422, expect.stringMatching(message)]);
    }
    const capitals = await org.api.post('/api/automation/webhooks/', {
      url: 'HTTPS://hooks.example.com/kontor',
      events: ['CLIENT_CREATED'],
    });
    expect([capitals.status, capitals.body.url]).toEqual([201, 'HTTPS://hooks.example.com/kontor']);
    await org.api.delete(`/api/automation/webhooks/${capitals.body.id}/`);
  });

  it('delivers only the subscribed events, to subscriptions of the legacy single-event form too', async () => {
    const webhook = await subscribe('CLIENT_UPDATED');
    expect(webhook).toMatchObject({ event: 'CLIENT_UPDATED', events: ['CLIENT_UPDATED'] });
    await createInvoice();
    await org.api.patch(`/api/v1/clients/${clientId}/`, { phone: '+420 1' });
    await receiver.waitFor((r) => r.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received.map((r) => r.json.type)).toEqual(['CLIENT_UPDATED']);
    expect(receiver.received[0]!.json.data).toMatchObject({ id: clientId, phone: '+420 1' });
  });

  it('never shows the secret again after creation', async () => {
    const webhook = await subscribe();
    const fetched = await org.api.get(`/api/automation/webhooks/${webhook.id}/`);
    expect(fetched.body.secret).toBeUndefined();
    const listed = await org.api.get('/api/automation/webhooks/');
    expect(JSON.stringify(listed.body)).not.toContain(webhook.secret);
    await kontor.audit.flush();
    expect(JSON.stringify(await kontor.db('audit_log').select('*'))).not.toContain(webhook.secret.slice(6, 30));
  });
});

describe('auto-disable', () => {
  it('disables an endpoint failing longer than the configured period, and says why in the log', async () => {
    const short = await startTestKontor({
      worker: true,
      webhookRetrySchedule: [0.3, 0.3, 0.3, 0.3, 0.3, 0.3],
      webhookDisableAfterHours: 1 / 3600,
    });
    try {
      const tenant = await short.createOrganization();
      const client = (await tenant.api.post('/api/v1/clients/', { name: 'x' })).body;
      receiver = await startReceiver();
      receiver.answer = () => ({ status: 500 });
      const { body: webhook } = await tenant.api.post('/api/automation/webhooks/', { url: receiver.url, events: ['INVOICE_CREATED'] });
      await tenant.api.post('/api/v1/invoices/', { client_id: client.id, items: [{ description: 'x', unit_price: '1' }] });
      const deadline = Date.now() + 15_000;
      let current = webhook;
      while (current.is_active && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        current = (await tenant.api.get(`/api/automation/webhooks/${webhook.id}/`)).body;
      }
      expect(current.is_active).toBe(false);
      expect(current.disabled_reason).toContain('Disabled after failing');
      await short.audit.flush();
      const log = await tenant.api.get('/api/automation/logs/?kind=webhook&search=Disabled');
      expect(log.body.results[0]).toMatchObject({ kind: 'webhook', error: expect.stringContaining('Disabled after failing') });
      // Re-enabling clears the reason.
      const enabled = await tenant.api.patch(`/api/automation/webhooks/${webhook.id}/`, { is_active: true });
      expect(enabled.body).toMatchObject({ is_active: true, disabled_reason: null, failing_since: null });
    } finally {
      await short.close();
    }
  });
});

describe('audit of deliveries', () => {
  it('logs each attempt with request and response, without the signature', async () => {
    const webhook = await subscribe();
    receiver.answer = () => ({ status: 201, body: 'thanks' });
    await createInvoice();
    await settled(webhook.id);
    await kontor.audit.flush();
    const log = (await org.api.get('/api/automation/logs/?kind=webhook')).body.results[0];
    expect(log).toMatchObject({
      kind: 'webhook',
      method: 'POST',
      url: receiver.url,
      status: 201,
      response: { body: 'thanks' },
      request: { body: { type: 'INVOICE_CREATED' } },
    });
    expect(log.request.headers['webhook-signature']).toBe('[signed]');
  });
});
