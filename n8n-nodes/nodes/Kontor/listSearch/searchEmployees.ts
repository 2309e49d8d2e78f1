import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import { kontorApiRequest } from '../shared/transport';

export async function searchEmployees(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const page = paginationToken ? Number(paginationToken) : 1;
	const answer = await kontorApiRequest.call(this, 'GET', '/api/v1/employees/', undefined, {
		search: filter || undefined,
		page,
		page_size: 50,
		ordering: 'name',
	});
	const results = (answer.results as Array<{ id: number; name: string }>).map((employee) => ({
		name: employee.name,
		value: String(employee.id),
	}));
	return { results, paginationToken: answer.next ? String(page + 1) : undefined };
}
