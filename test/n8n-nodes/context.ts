/**
 * A stand-in for n8n's execution and hook contexts, as n8n's own node tests and public packages build them:
 * parameters from a plain object, credentials given, and `httpRequestWithAuthentication` doing a real `fetch`
 * (which nock intercepts) with the credential's header.
 *
 * The helper fails exactly as n8n-core's does (n8n 2.8.4, `request-helper-functions`): `httpRequest` runs axios,
 * whose error on a 4xx/5xx or a lost connection is an `AxiosError` (`response: {status, data, headers}`, `code`);
 * `httpRequestWithAuthentication` catches it and throws `new NodeApiError(node, axiosError)`, whose message is
 * n8n's generic text for the status ("Your request is invalid or could not be processed by the service") and
 * whose `context.data` holds the body. With `ignoreHttpStatusErrors` (axios `validateStatus: () => true`) no
 * status fails; with `returnFullResponse` the answer is `{body, headers, statusCode, statusMessage}`.
 */
import { type IDataObject, type IExecuteFunctions, type IHttpRequestOptions, type INode, NodeApiError } from 'n8n-workflow';

export const BASE_URL = 'http://kontor.test';
export const API_KEY = `sk_${'t'.repeat(40)}`;

export const NODE: INode = {
  id: 'n1',
  name: 'Kontor',
  type: 'n8n-nodes-kontor.kontor',
  typeVersion: 2,
  position: [0, 0],
  parameters: {},
};

/** The shape of axios's error, as far as n8n reads it (NodeApiError checks the class name `AxiosError`). */
export class AxiosError extends Error {
  readonly isAxiosError = true;
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly response?: { status: number; statusText: string; data: unknown; headers: Record<string, string> },
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AxiosError';
  }
}

/** n8n-core's `httpRequest`: the request as axios makes it, its error as axios throws it. */
async function httpRequest(options: IHttpRequestOptions, headers: Record<string, string>): Promise<unknown> {
  const url = new URL(options.url);
  for (const [key, value] of Object.entries(options.qs ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers: { ...headers, accept: 'application/json', 'content-type': 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch (error) {
    // fetch's TypeError('fetch failed') carries the system error (code ECONNREFUSED, ...) as its cause (nock rejects with
    // that error itself); axios's error takes its message and code.
    const system = ((error as { cause?: unknown }).cause ?? error) as { code?: string; message?: string };
    throw new AxiosError(system.message ?? String(error), system.code ?? 'ERR_NETWORK', undefined, { cause: system });
  }
  const text = await response.text();
  let data: unknown = text;
  try {
    data = text ? (JSON.parse(text) as unknown) : '';
  } catch {
    // axios leaves a body that is not JSON as text
  }
  const ignoreStatus = options.ignoreHttpStatusErrors === true;
  if (!ignoreStatus && (response.status < 200 || response.status >= 300)) {
    throw new AxiosError(
      `Request failed with status code ${response.status}`,
      response.status < 500 ? 'ERR_BAD_REQUEST' : 'ERR_BAD_RESPONSE',
      {
        status: response.status,
        statusText: response.statusText,
        data,
        headers: Object.fromEntries(response.headers),
      },
    );
  }
  if (options.returnFullResponse)
    return { body: data, headers: Object.fromEntries(response.headers), statusCode: response.status, statusMessage: response.statusText };
  return data;
}

/** n8n-core's `httpRequestWithAuthentication`: the credential's header added, any failure rethrown as a NodeApiError. */
export async function authenticatedRequest(node: INode, options: IHttpRequestOptions): Promise<unknown> {
  try {
    return await httpRequest(options, { authorization: `Bearer ${API_KEY}` });
  } catch (error) {
    throw new NodeApiError(node, error as never);
  }
}

export function executeContext(
  params: IDataObject,
  options: { items?: number; continueOnFail?: boolean; node?: Partial<INode> } = {},
): IExecuteFunctions {
  const node = { ...NODE, ...options.node };
  return {
    getInputData: () => Array.from({ length: options.items ?? 1 }, () => ({ json: {} })),
    getNodeParameter: (name: string, _index: number, fallback?: unknown) => (name in params ? params[name] : fallback),
    getCredentials: async () => ({ baseUrl: `${BASE_URL}/`, apiKey: API_KEY }),
    getNode: () => node,
    continueOnFail: () => options.continueOnFail ?? false,
    helpers: {
      httpRequestWithAuthentication: async (_credential: string, request: IHttpRequestOptions) => authenticatedRequest(node, request),
    },
  } as unknown as IExecuteFunctions;
}
