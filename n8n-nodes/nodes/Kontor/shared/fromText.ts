/**
 * The "from text" operations call Kontor's smart endpoints: loose input (a
 * client's name with typos, "three hours", "fifteen hundred", "in two
 * weeks") in, the right records found by Kontor. When Kontor cannot tell
 * which record is meant, nothing is created and the error lists the
 * candidates (see problem.ts).
 */
import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { kontorApiRequest } from './transport';
import type { Labels } from './values';

export const text = (
	displayName: string,
	name: string,
	description: string,
	placeholder?: string,
): INodeProperties => ({
	displayName,
	name,
	type: 'string',
	default: '',
	description,
	...(placeholder === undefined ? {} : { placeholder }),
});

export const dryRun: INodeProperties = {
	displayName: 'Dry Run',
	name: 'dryRun',
	type: 'boolean',
	default: false,
	description: 'Whether to only answer what would be created, creating nothing',
};

/** Values left empty are not sent: Kontor applies its defaults. */
export function present(values: IDataObject): IDataObject {
	return Object.fromEntries(
		Object.entries(values).filter(
			([, value]) => value !== '' && value !== undefined && value !== null,
		),
	);
}

export function callSmart(
	this: IExecuteFunctions,
	what: 'invoice' | 'task' | 'time',
	body: IDataObject,
	index: number,
	labels: Labels,
): Promise<IDataObject> {
	const dry = this.getNodeParameter('dryRun', index, false) as boolean;
	return kontorApiRequest.call(
		this,
		'POST',
		`/api/automation/smart/${what}/`,
		{ ...present(body), dry_run: dry },
		undefined,
		labels,
	);
}
