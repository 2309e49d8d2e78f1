import type { INodeProperties } from 'n8n-workflow';

/** The records a picker can point at: its list search (listSearch/) and its REST path. */
export const RECORDS = {
	client: { searchMethod: 'searchClients', path: '/api/v1/clients/' },
	employee: { searchMethod: 'searchEmployees', path: '/api/v1/employees/' },
	task: { searchMethod: 'searchTasks', path: '/api/v1/tasks/' },
	flow: { searchMethod: 'searchFlows', path: '/api/automation/flows/' },
} as const;

export type RecordKind = keyof typeof RECORDS;

/** A picker for a Kontor record: from a searchable list, by ID, or by its REST URL. */
export function recordLocator(
	kind: RecordKind,
	name: string,
	displayName: string,
	extra: Partial<INodeProperties> = {},
): INodeProperties {
	const { searchMethod, path } = RECORDS[kind];
	const escaped = path.replace(/\//g, '\\/');
	return {
		displayName,
		name,
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				typeOptions: { searchListMethod: searchMethod, searchable: true },
			},
			{
				displayName: 'By ID',
				name: 'id',
				type: 'string',
				placeholder: '42',
				validation: [
					{
						type: 'regex',
						properties: { regex: '^[0-9]+$', errorMessage: 'An ID is a whole number' },
					},
				],
			},
			{
				displayName: 'By URL',
				name: 'url',
				type: 'string',
				placeholder: `https://kontor.example.com${path}42/`,
				extractValue: { type: 'regex', regex: `${escaped}([0-9]+)` },
				validation: [
					{
						type: 'regex',
						properties: { regex: `.*${escaped}[0-9]+.*`, errorMessage: `Not a ${path} URL` },
					},
				],
			},
		],
		...extra,
	};
}

export interface Locator {
	__rl?: boolean;
	mode?: string;
	value?: unknown;
}

export const isLocator = (value: unknown): value is Locator =>
	Boolean(value && typeof value === 'object' && (value as Locator).__rl);

/**
 * The record ID a picker holds, whichever way it was filled: the list and ID
 * modes hold the ID, the URL mode the address that ends with it. Undefined
 * when the picker is empty; NaN when it holds something that is no ID.
 */
export function locatorId(locator: Locator): number | undefined {
	const value = String(locator.value ?? '').trim();
	if (value === '') return undefined;
	const id = locator.mode === 'url' ? /\/([0-9]+)\/?(?:[?#].*)?$/.exec(value)?.[1] : value;
	return id !== undefined && /^[0-9]+$/.test(id) ? Number(id) : Number.NaN;
}
