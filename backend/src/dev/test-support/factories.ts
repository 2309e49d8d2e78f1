/** Small factories for the objects most tests need, made over the API as a client would. */
import type { ApiClient } from './kontor.js';

let made = 0;
const next = () => (made += 1);

/** A client (CZK unless said otherwise); answers it as the API does. */
export async function makeClient(api: ApiClient, fields: Record<string, unknown> = {}) {
  const response = await api.post('/api/v1/clients/', { name: `Client ${next()} s.r.o.`, currency: 'CZK', ...fields });
  if (response.status !== 201) throw new Error(`makeClient: ${response.status} ${response.text}`);
  return response.body as { id: number; name: string; currency: string } & Record<string, unknown>;
}

/** A draft invoice for a client with one item of 100.00 unless said otherwise. */
export async function makeInvoice(api: ApiClient, clientId: number, fields: Record<string, unknown> = {}) {
  const response = await api.post('/api/v1/invoices/', {
    client_id: clientId,
    items: [{ description: 'Work', unit_price: '100.00' }],
    ...fields,
  });
  if (response.status !== 201) throw new Error(`makeInvoice: ${response.status} ${response.text}`);
  return response.body as { id: number; number: string; status: string; total: string } & Record<string, unknown>;
}

/** A webhook subscription to `url` for every event unless said otherwise; answers it with its secret. */
export async function makeWebhook(api: ApiClient, url: string, fields: Record<string, unknown> = {}) {
  const response = await api.post('/api/automation/webhooks/', { url, events: ['*'], ...fields });
  if (response.status !== 201) throw new Error(`makeWebhook: ${response.status} ${response.text}`);
  return response.body as { id: number; url: string; secret: string } & Record<string, unknown>;
}
