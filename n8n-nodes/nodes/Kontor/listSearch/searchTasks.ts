import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import { searchRecords } from '../shared/search';

export async function searchTasks(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	return searchRecords.call(
		this,
		'/api/v1/tasks/',
		(record) =>
			record.status === 'open'
				? String(record.title)
				: `${String(record.title)} (${String(record.status)})`,
		filter,
		paginationToken,
		{ ordering: 'title' },
	);
}
