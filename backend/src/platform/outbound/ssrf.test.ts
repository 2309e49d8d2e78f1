import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Receiver, startReceiver } from '../../dev/test-support/receiver.js';
import { startTestKontor, type TestKontor, type TestOrganization } from '../../dev/test-support/kontor.js';
import { guardedAgent, isAllowedAddress, isRefusedAtSight, resolveAllowed } from './ssrf.js';

describe('which addresses a delivery may dial', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:a9fe:a9fe',
    'fe80::1',
    'fd00::1',
    '0.0.0.0',
    '100.64.0.1',
  ])('refuses %s unless allowed', (address) => {
    expect(isAllowedAddress(address, false)).toBe(false);
    expect(isAllowedAddress(address, true)).toBe(true);
  });

  it('allows public addresses, and private ones inside an allowed CIDR only', () => {
    expect(isAllowedAddress('93.184.216.34', false)).toBe(true);
    expect(isAllowedAddress('2606:4700::1111', false)).toBe(true);
    expect(isAllowedAddress('172.18.0.5', ['172.16.0.0/12'])).toBe(true);
    expect(isAllowedAddress('10.0.0.1', ['172.16.0.0/12'])).toBe(false);
    expect(isAllowedAddress('::1', ['172.16.0.0/12'])).toBe(false);
  });

  it.each([
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['::7f00:1', 'IPv4-compatible loopback, hex'],
    ['::10.0.0.1', 'IPv4-compatible private'],
    ['::ffff:0:127.0.0.1', 'SIIT-translated loopback'],
    ['64:ff9b::127.0.0.1', 'NAT64 loopback'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 metadata'],
    ['64:ff9b:1::1', 'local-use NAT64'],
    ['2002:7f00:1::1', '6to4 of loopback'],
    ['2002:c0a8:101::', '6to4 of 192.168.1.1'],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'Teredo with client 127.0.0.1'],
  ])('judges %s (%s) by the IPv4 address it carries', (address) => {
    expect(isAllowedAddress(address, false)).toBe(false);
    expect(isAllowedAddress(address, true)).toBe(true);
  });

  it('allows an embedded public IPv4 address, and an embedded private one inside an allowed CIDR', () => {
    expect(isAllowedAddress('64:ff9b::808:808', false)).toBe(true);
    expect(isAllowedAddress('2002:808:808::1', false)).toBe(true);
    expect(isAllowedAddress('::10.1.2.3', ['10.0.0.0/8'])).toBe(true);
    expect(isAllowedAddress('64:ff9b::10.1.2.3', ['10.0.0.0/8'])).toBe(true);
    expect(isAllowedAddress('::1', false)).toBe(false);
    expect(isAllowedAddress('::', false)).toBe(false);
  });

  it('refuses a URL with an IPv4-compatible literal before dialling', async () => {
    const receiver = await startReceiver();
    const agent = guardedAgent(false);
    try {
      const url = receiver.url.replace('127.0.0.1', '[::127.0.0.1]');
      await expect(request(url, { method: 'POST', body: '{}', dispatcher: agent })).rejects.toThrow(/not allowed/);
      expect(receiver.received).toHaveLength(0);
    } finally {
      await agent.close();
      await receiver.close();
    }
  });

  it('refuses literal addresses and loopback names at sight, as loopback is allowed or not', () => {
    expect(isRefusedAtSight('localhost', false)).toBe(true);
    expect(isRefusedAtSight('Api.LocalHost.', false)).toBe(true);
    expect(isRefusedAtSight('localhost', ['127.0.0.0/8'])).toBe(false);
    expect(isRefusedAtSight('localhost', ['10.0.0.0/8'])).toBe(true);
    expect(isRefusedAtSight('localhost', true)).toBe(false);
    expect(isRefusedAtSight('::1', false)).toBe(true);
    // Any other name is judged when dialled.
    expect(isRefusedAtSight('localhost.example.com', false)).toBe(false);
  });

  it('refuses a host name that resolves to loopback', async () => {
    await expect(resolveAllowed('localhost', false)).rejects.toThrow(/private, loopback or link-local/);
    await expect(resolveAllowed('[::1]', false)).rejects.toThrow(/::1/);
  });

  it('checks the address actually dialled: no request reaches a loopback receiver', async () => {
    const receiver = await startReceiver();
    const agent = guardedAgent(false);
    try {
      for (const url of [
        receiver.url,
        receiver.url.replace('127.0.0.1', 'localhost'),
        receiver.url.replace('127.0.0.1', '[::ffff:127.0.0.1]'),
      ]) {
        await expect(request(url, { method: 'POST', body: '{}', dispatcher: agent }), url).rejects.toThrow(/not allowed/);
      }
      expect(receiver.received).toHaveLength(0);
    } finally {
      await agent.close();
      await receiver.close();
    }
  });
});

describe('webhooks when private targets are not allowed', () => {
  let kontor: TestKontor;
  let org: TestOrganization;
  let receiver: Receiver;

  beforeAll(async () => {
    kontor = await startTestKontor({ worker: true, webhookAllowPrivate: false, webhookRetrySchedule: [0.1] });
    org = await kontor.createOrganization();
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await kontor.close();
  });

  it.each([
    'http://127.0.0.1/hook',
    'http://10.0.0.1/hook',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]:8080/hook',
    'http://[::ffff:7f00:1]/x',
    'http://localhost:5678/webhook/kontor',
    'http://LOCALHOST./hook',
    'http://n8n.localhost/hook',
  ])('refuses to subscribe %s with a 422 naming the url', async (url) => {
    const res = await org.api.post('/api/automation/webhooks/', { url, events: ['TASK_COMPLETED'] });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].field).toBe('url');
  });

  // RFC 3986 lets these through; the URL parser that dials refuses them (they answered 500), or reads a host into
  // them that is not written there (http:///a was dialled as http://a/).
  it.each(['http://a%00b/', 'http://127.0.0.1%00.example.com/', 'http://a%2fb/', 'http://%5B::1%5D/', 'http:///a', 'https:/example.com/'])(
    'refuses the host of %s with a 422 naming the url, on create and on update',
    async (url) => {
      const created = await org.api.post('/api/automation/webhooks/', { url, events: ['TASK_COMPLETED'] });
      expect(created.status).toBe(422);
      expect(created.body.errors[0].field).toBe('url');
      const { body: webhook } = await org.api.post('/api/automation/webhooks/', {
        url: 'https://example.com/hook',
        events: ['TASK_COMPLETED'],
      });
      const updated = await org.api.patch(`/api/automation/webhooks/${webhook.id}/`, { url });
      expect(updated.status).toBe(422);
      expect(updated.body.errors[0].field).toBe('url');
    },
  );

  it("refuses a flow's platform call to such an address when the flow is saved, naming the node (test runs simulated it)", async () => {
    const graph = (url: string) => ({
      nodes: [
        { id: 'new', type: 'trigger.client_created', params: {}, position: { x: 0, y: 0 } },
        { id: 'push', type: 'send_to_platform', params: { url, payload: {} }, position: { x: 0, y: 0 } },
      ],
      connections: [{ from: 'new', to: 'push', output: 'main' }],
    });
    for (const url of ['http://127.0.0.1:9/hook', 'http://localhost:5678/webhook/kontor', 'http://[::1]/x']) {
      const res = await org.api.post('/api/automation/flows/', { name: 'Private', mode: 'automation', graph: graph(url) });
      expect(res.status, url).toBe(422);
      expect(res.body.errors[0]).toMatchObject({
        node: 'push',
        field: 'graph.nodes[push].params.url',
        message: expect.stringContaining('private'),
      });
    }
    // A public address, or a template (judged when the run dials it), is saved.
    for (const url of ['https://n8n.example.com/webhook/kontor', '{{vars.target}}'])
      expect((await org.api.post('/api/automation/flows/', { name: 'Public', mode: 'automation', graph: graph(url) })).status).toBe(201);
  });

  it('refuses to dial a host name that resolves to loopback when the delivery is made', async () => {
    // A name is judged when dialled (it may resolve elsewhere later): one saved while it pointed at a public address,
    // and resolving to loopback now, as localhost does here.
    const { body: webhook } = await org.api.post('/api/automation/webhooks/', {
      url: 'https://example.com/hook',
      events: ['TASK_COMPLETED'],
    });
    await kontor
      .db('webhooks')
      .where({ id: webhook.id })
      .update({ url: receiver.url.replace('127.0.0.1', 'localhost') });
    await org.api.post(`/api/automation/webhooks/${webhook.id}/test/`);
    const deadline = Date.now() + 10_000;
    let delivery;
    do {
      await new Promise((resolve) => setTimeout(resolve, 100));
      delivery = (await org.api.get(`/api/automation/webhooks/${webhook.id}/deliveries/`)).body.results[0];
    } while (delivery.status === 'pending' && Date.now() < deadline);
    expect(delivery.status).toBe('failed');
    expect(delivery.last_error).toMatch(/private, loopback or link-local/);
    expect(receiver.received).toHaveLength(0);
  });
});
