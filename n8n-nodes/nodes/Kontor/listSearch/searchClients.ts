import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import { searchRecords } from '../shared/search';

export async function searchClients(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	return searchRecords.call(
		this,
		'/api/v1/clients/',
		(record) => String(record.name),
		filter,
		paginationToken,
		{ ordering: 'name' },
	);
}
