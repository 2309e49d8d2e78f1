/**
 * The one way the nodes call Kontor: the credential's base URL and key, and
 * every refusal turned into an error that says what Kontor said (see
 * problem.ts). n8n's request helper is asked for the whole answer whatever
 * its status, because the error it would throw on a 4xx keeps only a generic
 * message, and a NodeApiError cannot be given another message afterwards
 * (its constructor hands an existing one back unchanged).
 */
import type {
	IDataObject,
	IExecuteFunctions,
	IHookFunctions,
	IHttpRequestMethods,
	IHttpRequestOptions,
	ILoadOptionsFunctions,
	IN8nHttpFullResponse,
} from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';
import { hasNetworkCode, refusalError, unreachableError } from './problem';

type Context = IExecuteFunctions | ILoadOptionsFunctions | IHookFunctions;

/** The credential's base URL without trailing slashes, refused when it is not an http(s) address. */
async function baseUrl(this: Context): Promise<string> {
	const credentials = await this.getCredentials('kontorApi');
	const given = String(credentials.baseUrl ?? '').trim();
	let parsed: URL | undefined;
	try {
		parsed = new URL(given);
	} catch {
		parsed = undefined;
	}
	if (!parsed || !/^https?:$/.test(parsed.protocol)) {
		throw new NodeOperationError(
			this.getNode(),
			given
				? `The Base URL of the Kontor API credential is not an http(s) address: "${given}"`
				: 'The Base URL of the Kontor API credential is empty',
			{
				description:
					'Set it to where Kontor answers, without /api, e.g. https://kontor.example.com',
			},
		);
	}
	return given.replace(/\/+$/, '');
}

export async function kontorApiRequest(
	this: Context,
	method: IHttpRequestMethods,
	path: string,
	body?: IDataObject,
	qs?: IDataObject,
	/** The n8n labels of the body's fields, so that a refusal names the field the user filled. */
	labels?: Record<string, string>,
): Promise<IDataObject> {
	const url = `${await baseUrl.call(this)}${path}`;
	const options: IHttpRequestOptions = {
		method,
		url,
		json: true,
		qs,
		body,
		returnFullResponse: true,
		ignoreHttpStatusErrors: true,
	};
	let response: IN8nHttpFullResponse;
	try {
		response = (await this.helpers.httpRequestWithAuthentication.call(
			this,
			'kontorApi',
			options,
		)) as IN8nHttpFullResponse;
	} catch (error) {
		// A status never fails here; what does is the connection (a code such as ECONNREFUSED on the error or its
		// cause), or n8n itself (no credential), whose own error says it best.
		// With ignoreHttpStatusErrors, a NodeApiError from n8n's helper without an HTTP code is a request that got no
		// answer (n8n 2.8.4 maps ECONNREFUSED to "The service refused the connection" and keeps the code out of reach).
		// By name: n8n may load its own copy of n8n-workflow beside the package's, so instanceof can miss it.
		// Its httpCode is then no status but what n8n found in the error, such as "ECONNREFUSED".
		const httpCode = (error as NodeApiError | undefined)?.httpCode;
		const noAnswer =
			(error instanceof NodeApiError ||
				(error as Error | undefined)?.constructor?.name === 'NodeApiError') &&
			!(typeof httpCode === 'string' && /^\d{3}$/.test(httpCode));
		if (noAnswer || hasNetworkCode(error))
			throw unreachableError(this.getNode(), { method, url }, error);
		if (error instanceof NodeOperationError) throw new NodeOperationError(this.getNode(), error);
		throw new NodeOperationError(this.getNode(), error as Error, {
			description: `${method} ${url} failed before Kontor answered`,
		});
	}
	if (response.statusCode >= 400) {
		throw refusalError(this.getNode(), { method, url }, response.statusCode, response.body, labels);
	}
	const answer = response.body;
	return answer && typeof answer === 'object' ? (answer as IDataObject) : {};
}

/**
 * Reads a list until `limit` items (or all of them): it follows Kontor's
 * `next` links as given (deep pages carry a cursor there), on the
 * credential's base URL (Kontor may name itself otherwise behind a proxy).
 */
export async function kontorApiRequestAll(
	this: Context,
	path: string,
	qs: IDataObject,
	limit?: number,
): Promise<IDataObject[]> {
	const items: IDataObject[] = [];
	let next = path;
	let query: IDataObject | undefined = { ...qs, page_size: Math.min(limit ?? 200, 200) };
	for (;;) {
		const answer = await kontorApiRequest.call(this, 'GET', next, undefined, query);
		items.push(...((answer.results as IDataObject[]) ?? []));
		if (typeof answer.next !== 'string' || (limit !== undefined && items.length >= limit)) break;
		const link = new URL(answer.next, 'http://kontor.invalid');
		next = `${link.pathname}${link.search}`;
		query = undefined;
	}
	return limit === undefined ? items : items.slice(0, limit);
}
