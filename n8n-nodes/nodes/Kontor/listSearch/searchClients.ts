import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import { kontorApiRequest } from '../shared/transport';

export async function searchClients(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const page = paginationToken ? Number(paginationToken) : 1;
	const answer = await kontorApiRequest.call(this, 'GET', '/api/v1/clients/', undefined, {
		search: filter || undefined,
		page,
		page_size: 50,
		ordering: 'name',
	});
	const results = (answer.results as Array<{ id: number; name: string }>).map((client) => ({
		name: client.name,
		value: String(client.id),
	}));
	return { results, paginationToken: answer.next ? String(page + 1) : undefined };
}
