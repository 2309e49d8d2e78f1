import type {
	IDataObject,
	IExecuteFunctions,
	IHookFunctions,
	IHttpRequestMethods,
	IHttpRequestOptions,
	ILoadOptionsFunctions,
	JsonObject,
} from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

type Context = IExecuteFunctions | ILoadOptionsFunctions | IHookFunctions;

interface Problem {
	status?: number;
	code?: string;
	title?: string;
	detail?: string;
	errors?: Array<{ field: string; message: string }>;
	candidates?: Array<{ id: number; name: string; score: number }>;
	suggestions?: Array<{ id: number; name: string; score: number }>;
}

function problemOf(error: unknown): Problem | undefined {
	const holder = error as {
		response?: { body?: unknown; data?: unknown };
		cause?: { response?: { body?: unknown; data?: unknown } };
	};
	const body =
		holder.response?.body ??
		holder.response?.data ??
		holder.cause?.response?.body ??
		holder.cause?.response?.data;
	if (typeof body === 'string') {
		try {
			return JSON.parse(body) as Problem;
		} catch {
			return undefined;
		}
	}
	return body && typeof body === 'object' ? (body as Problem) : undefined;
}

/** Kontor's problem details as n8n shows errors: the detail, each field, and the candidates of an ambiguous match. */
export function describeProblem(problem: Problem): string {
	const lines = [problem.detail ?? problem.title ?? 'Kontor refused the request'];
	for (const fieldError of problem.errors ?? [])
		lines.push(`${fieldError.field}: ${fieldError.message}`);
	const options = problem.candidates ?? problem.suggestions ?? [];
	if (options.length > 0) {
		lines.push(problem.code === 'ambiguous_match' ? 'Candidates:' : 'Nearest:');
		for (const option of options)
			lines.push(`- ${option.name} (id ${option.id}, score ${option.score})`);
	}
	return lines.join('\n');
}

export async function kontorApiRequest(
	this: Context,
	method: IHttpRequestMethods,
	path: string,
	body?: IDataObject,
	qs?: IDataObject,
): Promise<IDataObject> {
	const credentials = await this.getCredentials('kontorApi');
	const options: IHttpRequestOptions = {
		method,
		url: `${String(credentials.baseUrl).replace(/\/+$/, '')}${path}`,
		json: true,
		qs,
		body,
	};
	try {
		return (await this.helpers.httpRequestWithAuthentication.call(
			this,
			'kontorApi',
			options,
		)) as IDataObject;
	} catch (error) {
		const problem = problemOf(error);
		if (!problem) throw new NodeApiError(this.getNode(), error as JsonObject);
		throw new NodeApiError(this.getNode(), error as JsonObject, {
			message: problem.title ?? 'Kontor refused the request',
			description: describeProblem(problem),
			httpCode: problem.status ? String(problem.status) : undefined,
		});
	}
}

/** Walks `next` links until `limit` items (or all of them) are read. */
export async function kontorApiRequestAll(
	this: Context,
	path: string,
	qs: IDataObject,
	limit?: number,
): Promise<IDataObject[]> {
	const items: IDataObject[] = [];
	let page = 1;
	for (;;) {
		const answer = await kontorApiRequest.call(this, 'GET', path, undefined, {
			...qs,
			page,
			page_size: 200,
		});
		items.push(...((answer.results as IDataObject[]) ?? []));
		if (!answer.next || (limit !== undefined && items.length >= limit)) break;
		page += 1;
	}
	return limit === undefined ? items : items.slice(0, limit);
}
