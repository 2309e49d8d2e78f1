/**
 * A stand-in for n8n's execution context, as n8n's own node tests and public
 * packages build them: parameters from a plain object, credentials given,
 * and `httpRequestWithAuthentication` doing a real `fetch` (which nock
 * intercepts) with the credential's header, failing as n8n's helper does.
 */
import type { IDataObject, IExecuteFunctions, IHttpRequestOptions } from 'n8n-workflow';

export const BASE_URL = 'http://kontor.test';
export const API_KEY = `sk_${'t'.repeat(40)}`;

export async function authenticatedRequest(options: IHttpRequestOptions): Promise<unknown> {
  const url = new URL(options.url);
  for (const [key, value] of Object.entries(options.qs ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const body = text ? (JSON.parse(text) as unknown) : {};
  if (!response.ok)
    throw Object.assign(new Error(`Request failed with status code ${response.status}`), { response: { status: response.status, body } });
  return body;
}

export function executeContext(params: IDataObject, options: { items?: number; continueOnFail?: boolean } = {}): IExecuteFunctions {
  const node = {
    id: 'n1',
    name: 'Kontor',
    type: 'n8n-nodes-kontor.kontor',
    typeVersion: 1,
    position: [0, 0] as [number, number],
    parameters: {},
  };
  return {
    getInputData: () => Array.from({ length: options.items ?? 1 }, () => ({ json: {} })),
    getNodeParameter: (name: string, _index: number, fallback?: unknown) => (name in params ? params[name] : fallback),
    getCredentials: async () => ({ baseUrl: `${BASE_URL}/`, apiKey: API_KEY }),
    getNode: () => node,
    continueOnFail: () => options.continueOnFail ?? false,
    helpers: { httpRequestWithAuthentication: async (_credential: string, request: IHttpRequestOptions) => authenticatedRequest(request) },
  } as unknown as IExecuteFunctions;
}
