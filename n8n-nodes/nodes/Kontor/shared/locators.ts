import type { INodeProperties } from 'n8n-workflow';

/** A picker for a Kontor record: from a searchable list, by ID, or by its REST URL. */
export function recordLocator(options: {
	name: string;
	displayName: string;
	searchMethod: string;
	path: string;
	required?: boolean;
	show: Record<string, string[]>;
}): INodeProperties {
	return {
		displayName: options.displayName,
		name: options.name,
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		required: options.required ?? false,
		...(Object.keys(options.show).length > 0 ? { displayOptions: { show: options.show } } : {}),
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				typeOptions: { searchListMethod: options.searchMethod, searchable: true },
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
				placeholder: `https://kontor.example.com${options.path}42/`,
				extractValue: { type: 'regex', regex: `${options.path.replace(/\//g, '\\/')}([0-9]+)` },
				validation: [
					{
						type: 'regex',
						properties: {
							regex: `.*${options.path.replace(/\//g, '\\/')}[0-9]+.*`,
							errorMessage: `Not a ${options.path} URL`,
						},
					},
				],
			},
		],
	};
}

/**
 * The record ID a picker holds, whichever way it was filled: the list and ID
 * modes hold the ID, the URL mode the address that ends with it.
 */
export function locatorId(locator: { mode?: string; value?: unknown }): number | undefined {
	const value = String(locator.value ?? '').trim();
	if (value === '') return undefined;
	const id = locator.mode === 'url' ? /\/([0-9]+)\/?(?:[?#].*)?$/.exec(value)?.[1] : value;
	return id === undefined ? Number.NaN : Number(id);
}
