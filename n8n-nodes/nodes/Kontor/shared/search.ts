import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import { kontorApiRequest } from './transport';

/**
 * One page of a record picker's list: Kontor's own search on the typed
 * text, by name, and the `next` link as n8n's pagination token.
 */
export async function searchRecords(
	this: ILoadOptionsFunctions,
	path: string,
	label: (record: IDataObject) => string,
	filter?: string,
	paginationToken?: string,
	qs: IDataObject = {},
): Promise<INodeListSearchResult> {
	const answer = paginationToken
		? await kontorApiRequest.call(this, 'GET', paginationToken)
		: await kontorApiRequest.call(this, 'GET', path, undefined, {
				...qs,
				search: filter?.trim() ? filter.trim() : undefined,
				page_size: 50,
			});
	const results = ((answer.results as IDataObject[]) ?? []).map((record) => ({
		name: label(record),
		value: String(record.id),
	}));
	let next: string | undefined;
	if (typeof answer.next === 'string') {
		const link = new URL(answer.next, 'http://kontor.invalid');
		next = `${link.pathname}${link.search}`;
	}
	return { results, paginationToken: next };
}
