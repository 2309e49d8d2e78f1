/**
 * Parameter values as Kontor's API takes them: empty optional values left
 * out, record pickers reduced to their ID, and a required field left empty
 * (or a picker holding no ID) refused before any call, naming the field as
 * the n8n user sees it.
 */
import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import { isLocator, locatorId } from './locators';

/** Kontor's field names to the labels n8n shows, e.g. `client_id` → `Client`. */
export type Labels = Record<string, string>;

export const labelsOf = (properties: INodeProperties[]): Labels =>
	Object.fromEntries(properties.map((property) => [property.name, property.displayName]));

/** Filters named without `_id` (`?client=7`) are record references too: 0 is their old "not set". */
const REFERENCE_FILTERS = new Set(['client', 'assignee', 'employee', 'task']);

function fieldError(
	context: IExecuteFunctions,
	index: number,
	message: string,
	description?: string,
) {
	return new NodeOperationError(context.getNode(), message, { itemIndex: index, description });
}

export function clean(
	this: IExecuteFunctions,
	values: IDataObject,
	labels: Labels,
	index: number,
): IDataObject {
	const body: IDataObject = {};
	for (const [key, value] of Object.entries(values)) {
		if (value === '' || value === undefined || value === null) continue;
		// Version 1 took IDs as numbers, 0 meaning none.
		if (value === 0 && (key.endsWith('_id') || REFERENCE_FILTERS.has(key))) continue;
		if (isLocator(value)) {
			const id = locatorId(value);
			if (id === undefined) continue;
			if (Number.isNaN(id)) {
				throw fieldError(
					this,
					index,
					`${labels[key] ?? key} holds "${String(value.value)}", which is no Kontor record`,
					'Pick a record from the list, or give its ID (a whole number) or its URL',
				);
			}
			body[key] = id;
			continue;
		}
		body[key] = value;
	}
	return body;
}

/** A required parameter, refused when empty (an expression that resolved to nothing included). */
export function required(
	this: IExecuteFunctions,
	property: Pick<INodeProperties, 'name' | 'displayName'>,
	index: number,
): IDataObject[string] {
	const value = this.getNodeParameter(property.name, index, '') as IDataObject[string];
	const empty =
		value === undefined ||
		value === null ||
		(typeof value === 'string' && value.trim() === '') ||
		(isLocator(value) && locatorId(value) === undefined);
	if (empty) {
		throw fieldError(
			this,
			index,
			`The field "${property.displayName}" is empty`,
			'Kontor needs it. If it is an expression, it resolved to nothing for this item.',
		);
	}
	return value;
}
