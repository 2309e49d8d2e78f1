import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import { searchRecords } from '../shared/search';

export async function searchEmployees(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	return searchRecords.call(
		this,
		'/api/v1/employees/',
		(record) => String(record.name),
		filter,
		paginationToken,
		{ ordering: 'name' },
	);
}
