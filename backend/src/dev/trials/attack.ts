// An attacker's trial against a running Kontor on 127.0.0.1 (docs/trials/2026-11-29-attacker.md).
// Build: npx tsc -p backend/tsconfig.dev.json. Usage: KONTOR=http://127.0.0.1:8421 K=sk_... K2=sk_...(other org) KS=sk_...(smart:write only) node backend/dist-dev/dev/trials/attack.js
// Every probe is sent once; the loop bounds are the probe lists themselves.
const base = process.env.KONTOR ?? 'http://127.0.0.1:8421';
if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(base)) throw new Error('KONTOR must be http://127.0.0.1:PORT');
const K = process.env.K ?? '';
const K2 = process.env.K2 ?? '';
const KS = process.env.KS ?? '';

interface Row {
  probe: string;
  status: number;
  note: string;
}
const rows: Row[] = [];

async function call(
  probe: string,
  method: string,
  path: string,
  opts: { key?: string; body?: string; headers?: Record<string, string>; expect?: (s: number) => boolean } = {},
): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${opts.key ?? K}`,
    ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...opts.headers,
  };
  let status = 0;
  let text = '';
  try {
    const r = await fetch(base + path, { method, headers, body: opts.body, signal: AbortSignal.timeout(20_000) });
    status = r.status;
    text = await r.text();
  } catch (e) {
    text = String(e);
  }
  const ok = (opts.expect ?? ((s) => s >= 400 && s < 500))(status);
  rows.push({ probe, status, note: (ok ? 'ok   ' : 'FLAG ') + text.slice(0, 160).replace(/\s+/g, ' ') });
  return { status, text };
}
const j = (v: unknown) => JSON.stringify(v);
const is2xx = (s: number) => s >= 200 && s < 300;
const not5xx = (s: number) => s > 0 && s < 500;

async function main() {
  const c = await call('setup client', 'POST', '/api/v1/clients/', {
    body: j({ name: `Atk Base ${Date.now()}`, currency: 'CZK' }),
    expect: is2xx,
  });
  const cid = JSON.parse(c.text).id as number;
  // strings
  for (const [label, s] of [
    ['NUL', 'a\u0000b'],
    ['lone surrogate', 'a\ud800b'],
    ['bidi', 'a\u202eb'],
    ['long', 'x'.repeat(100_000)],
  ] as const) {
    await call(`client name ${label}`, 'POST', '/api/v1/clients/', { body: j({ name: s, currency: 'CZK' }), expect: not5xx });
    await call(`client search ${label}`, 'GET', `/api/v1/clients/?search=${s.includes('\ud800') ? 'a%ED%A0%80b' : encodeURIComponent(s)}`, {
      expect: not5xx,
    });
    await call(`smart client phrase ${label}`, 'POST', '/api/automation/smart/invoice/', {
      body: j({ client: s, description: 'x', quantity: '1', unit_price: '1', dry_run: true }),
      expect: not5xx,
    });
    await call(`task title ${label}`, 'POST', '/api/v1/tasks/', { body: j({ title: s }), expect: not5xx });
    await call(`invoice item description ${label}`, 'POST', '/api/v1/invoices/', {
      body: j({ client_id: cid, items: [{ description: s, quantity: '1', unit_price: '1', tax_rate: '21' }] }),
      expect: not5xx,
    });
  }
  // dates
  for (const d of ['0000-01-01', '10000-01-01', '2026-02-30', '2026-13-01', '+010000-01-01', '2026-1-1', '', 20260101]) {
    await call(`invoice issue_date ${d}`, 'POST', '/api/v1/invoices/', {
      body: j({ client_id: cid, issue_date: d, items: [{ description: 'x', quantity: '1', unit_price: '1', tax_rate: '21' }] }),
    });
    await call(`invoices list filter date ${d}`, 'GET', `/api/v1/invoices/?issue_date_after=${encodeURIComponent(String(d))}`, {
      expect: not5xx,
    });
    await call(`time entry date ${d}`, 'POST', '/api/v1/time-entries/', { body: j({ date: d, hours: '1', description: 'x' }) });
  }
  // amounts
  for (const a of ['NaN', 'Infinity', '1e308', '-0', '12,5', '1.0000000000000000000000001', 'abc', 1e308, -0, '99999999999999999999999']) {
    await call(`unit_price ${String(a)}`, 'POST', '/api/v1/invoices/', {
      body: j({ client_id: cid, items: [{ description: 'x', quantity: '1', unit_price: a, tax_rate: '21' }] }),
    });
    await call(`quantity ${String(a)}`, 'POST', '/api/v1/invoices/', {
      body: j({ client_id: cid, items: [{ description: 'x', quantity: a, unit_price: '1', tax_rate: '21' }] }),
    });
  }
  // json shape
  const deep = '['.repeat(10_000) + ']'.repeat(10_000);
  const deepObj = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
  for (const p of [
    '/api/v1/clients/',
    '/api/v1/invoices/',
    '/api/v1/tasks/',
    '/api/automation/flows/',
    '/api/automation/webhooks/',
    '/api/automation/smart/invoice/',
    '/api/automation/mcp/',
    `/api/v1/clients/${cid}/`,
  ]) {
    const m = p.endsWith(`${cid}/`) ? 'PATCH' : 'POST';
    await call(`${m} ${p} deep array`, m, p, { body: deep });
    await call(`${m} ${p} deep object`, m, p, { body: deepObj });
    await call(`${m} ${p} huge array`, m, p, { body: j({ name: 'x', items: new Array(200_000).fill(0) }), expect: not5xx });
    await call(`${m} ${p} bad json`, m, p, { body: '{"name":' });
    await call(`${m} ${p} text/plain`, m, p, { body: j({ name: 'x' }), headers: { 'content-type': 'text/plain' }, expect: not5xx });
    await call(`${m} ${p} charset latin1`, m, p, {
      body: j({ name: 'x' }),
      headers: { 'content-type': 'application/json; charset=latin1' },
      expect: not5xx,
    });
  }
  await call('duplicate keys', 'POST', '/api/v1/clients/', { body: '{"name":"Dup A","name":"Dup B","currency":"CZK"}', expect: not5xx });
  // concurrency
  const idem = `atk-${Date.now()}`;
  const par = await Promise.all(
    Array.from({ length: 20 }, () =>
      fetch(base + '/api/v1/clients/', {
        method: 'POST',
        headers: { authorization: `Bearer ${K}`, 'content-type': 'application/json', 'idempotency-key': idem },
        body: j({ name: `Idem ${idem}`, currency: 'CZK' }),
      }).then(async (r) => [r.status, ((await r.json().catch(() => ({}))) as { id?: number }).id]),
    ),
  );
  rows.push({ probe: 'idempotency ×20', status: 0, note: j(par) });
  // scopes: smart:write only key on read/write routes
  for (const [m, p] of [
    ['GET', '/api/v1/clients/'],
    ['GET', '/api/v1/invoices/'],
    ['GET', '/api/automation/webhooks/'],
    ['GET', '/api/automation/flows/'],
    ['GET', '/api/automation/api-keys/'],
    ['GET', '/api/v1/audit-log/'],
    ['GET', '/api/v1/organization/'],
    ['POST', '/api/v1/clients/'],
  ] as const) {
    await call(`smart-only key ${m} ${p}`, m, p, {
      key: KS,
      ...(m === 'POST' ? { body: j({ name: 'x', currency: 'CZK' }) } : {}),
      expect: (s) => s === 403 || s === 404,
    });
  }
  // cross-org
  for (const [m, p] of [
    ['GET', `/api/v1/clients/${cid}/`],
    ['PATCH', `/api/v1/clients/${cid}/`],
    ['DELETE', `/api/v1/clients/${cid}/`],
  ] as const) {
    await call(`other org ${m} ${p}`, m, p, {
      key: K2,
      ...(m === 'PATCH' ? { body: j({ name: 'pwned' }) } : {}),
      expect: (s) => s === 404,
    });
  }
  await call('other org invoice for my client', 'POST', '/api/v1/invoices/', {
    key: K2,
    body: j({ client_id: cid, items: [{ description: 'x', quantity: '1', unit_price: '1', tax_rate: '21' }] }),
    expect: (s) => s >= 400 && s < 500,
  });
  // paging
  for (const q of [
    'page=-1',
    'page=NaN',
    'page=1e308',
    'page=99999999999999',
    'page_size=-1',
    'page_size=100000',
    'page_size=NaN',
    'cursor=garbage',
    'cursor=%FF%FE',
    'cursor=eyJ4IjoxfQ',
    'ordering=name;drop',
    'ordering=-id,password',
    'ordering=' + 'a'.repeat(5000),
  ]) {
    await call(`clients ?${q.slice(0, 40)}`, 'GET', `/api/v1/clients/?${q}`, { expect: not5xx });
  }
  // headers
  await call('8KB header', 'GET', '/api/v1/clients/', { headers: { 'x-junk': 'a'.repeat(9000) }, expect: not5xx });
  await call('40KB header', 'GET', '/api/v1/clients/', { headers: { 'x-junk': 'a'.repeat(40000) }, expect: not5xx });
  await call('XFF spoof', 'GET', '/api/v1/clients/', { headers: { 'x-forwarded-for': '1.2.3.4' }, expect: is2xx });
  // paths
  for (const p of [
    '/console/../../etc/passwd',
    '/console/%2e%2e/%2e%2e/etc/passwd',
    '/console/..%2f..%2fpackage.json',
    '/api/v1/clients%2f',
    '/api/v1/clients/%2e%2e/',
    '/console/%00',
    '/api/v1/clients/1%00/',
    '/api/v1/clients/99999999999999999999/',
    '/api/v1/clients/-1/',
    '/api/v1/clients/1e3/',
  ]) {
    await call(`path ${p}`, 'GET', p, { expect: (s) => s > 0 && s < 500 });
  }
  // webhooks SSRF
  for (const u of [
    'http://127.0.0.1/',
    'http://169.254.169.254/latest',
    'http://[::1]/',
    'http://0x7f000001/',
    'http://2130706433/',
    'http://localhost/',
    'http://127.0.0.1.nip.io/',
    'http://[::ffff:127.0.0.1]/',
    'http://0/',
    'file:///etc/passwd',
    'http://10.0.0.1/',
    'http://user@127.0.0.1/',
  ]) {
    await call(`webhook ${u}`, 'POST', '/api/automation/webhooks/', { body: j({ url: u, events: ['INVOICE_CREATED'] }) });
  }
  // MCP
  const mcpH = { accept: 'application/json, text/event-stream' };
  await call('mcp init', 'POST', '/api/automation/mcp/', {
    headers: mcpH,
    body: j({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'atk', version: '1' } },
    }),
    expect: is2xx,
  });
  await call('mcp batch 1000', 'POST', '/api/automation/mcp/', {
    headers: mcpH,
    body: j(Array.from({ length: 1000 }, (_, i) => ({ jsonrpc: '2.0', id: i, method: 'tools/list' }))),
    expect: not5xx,
  });
  await call('mcp tools/call wrong types', 'POST', '/api/automation/mcp/', {
    headers: mcpH,
    body: j({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'create_client', arguments: { name: 5, currency: [] } } }),
    expect: not5xx,
  });
  await call('mcp tools/call args not object', 'POST', '/api/automation/mcp/', {
    headers: mcpH,
    body: j({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'create_client', arguments: 'x' } }),
    expect: not5xx,
  });
  await call('mcp smart-only list_clients', 'POST', '/api/automation/mcp/', {
    key: KS,
    headers: mcpH,
    body: j({ jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'list_clients', arguments: {} } }),
    expect: not5xx,
  });

  // concurrent creates of one name under duplicate_client_names=refuse (fixed in clients/service.ts)
  await call('org refuses duplicate names', 'PATCH', '/api/v1/organization/', {
    body: j({ duplicate_client_names: 'refuse' }),
    expect: is2xx,
  });
  const twin = `Race Twin ${Date.now()} s.r.o.`;
  const twins = await Promise.all(
    Array.from({ length: 20 }, () =>
      fetch(base + '/api/v1/clients/', {
        method: 'POST',
        headers: { authorization: `Bearer ${K}`, 'content-type': 'application/json' },
        body: j({ name: twin }),
      }).then((r) => r.status),
    ),
  );
  rows.push({
    probe: 'same name ×20 at once (refuse)',
    status: 0,
    note: (twins.filter((t) => t === 201).length === 1 ? 'ok   ' : 'FLAG ') + j(twins),
  });
  // the other organization's ids on automation resources and aliases
  const hook = await call('setup webhook', 'POST', '/api/automation/webhooks/', {
    body: j({ url: 'https://example.com/h', events: ['INVOICE_CREATED'] }),
    expect: is2xx,
  });
  const hid = JSON.parse(hook.text).id as number;
  for (const [m, p, b] of [
    ['GET', `/api/automation/webhooks/${hid}/`],
    ['PATCH', `/api/automation/webhooks/${hid}/`, { is_active: false }],
    ['DELETE', `/api/automation/webhooks/${hid}/`],
    ['POST', `/api/automation/webhooks/${hid}/test/`],
    ['GET', `/api/v1/clients/${cid}/aliases/`],
    ['POST', `/api/v1/clients/${cid}/aliases/`, { alias: 'pwn' }],
    ['PATCH', '/api/v1/invoices/1/', { status: 'sent' }],
  ] as const) {
    await call(`other org ${m} ${p}`, m, p, { key: K2, ...(b ? { body: j(b) } : {}), expect: (st) => st === 404 });
  }
  // handlebars in flow templates: partials and helpers refused on save, prototype access renders nothing
  for (const t of [
    '{{constructor}}',
    '{{constructor.constructor}}',
    '{{> foo}}',
    '{{lookup this "constructor"}}',
    '{{{{raw}}}}',
    '{{invoice.__proto__}}',
  ]) {
    const graph = {
      nodes: [
        { id: 't', type: 'trigger.invoice_created', params: {}, position: { x: 0, y: 0 } },
        { id: 'a', type: 'create_task', params: { title: t }, position: { x: 0, y: 1 } },
      ],
      connections: [{ from: 't', to: 'a', output: 'main' }],
    };
    const f = await call(`flow template ${t}`, 'POST', '/api/automation/flows/', {
      body: j({ name: 'hb', mode: 'automation', is_active: false, graph }),
      expect: not5xx,
    });
    if (f.status === 201)
      await call(`flow run ${t}`, 'POST', `/api/automation/flows/${JSON.parse(f.text).id}/run/`, {
        body: j({ context: { invoice: { number: '1' } } }),
        expect: (st) => st === 200 || st === 201,
      });
  }
  for (const r of rows) process.stdout.write(`${String(r.status).padEnd(4)} ${r.probe.slice(0, 60).padEnd(60)} ${r.note}` + '\n');
}
await main();
