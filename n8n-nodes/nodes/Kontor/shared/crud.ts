/**
 * The REST resources share one shape (create, get, get many, update,
 * delete); this builds their n8n parameters and runs them, so each resource
 * file only declares its own fields.
 */
import type {
	IDataObject,
	IExecuteFunctions,
	INodeProperties,
	INodePropertyOptions,
} from 'n8n-workflow';
import { locatorId } from './locators';
import { kontorApiRequest, kontorApiRequestAll } from './transport';

export type CrudOperation = 'create' | 'get' | 'getAll' | 'update' | 'delete';

export interface ResourceSpec {
	value: string;
	noun: string;
	plural: string;
	path: string;
	operations: readonly CrudOperation[];
	/** Fields every create needs, shown as their own parameters. */
	required: INodeProperties[];
	/** Optional fields, in a collection on create and on update. */
	fields: INodeProperties[];
	/** Filters for Get Many. */
	filters: INodeProperties[];
	/** Operations beyond CRUD, each a PATCH with a fixed body. */
	patches?: Array<{
		value: string;
		name: string;
		action: string;
		description: string;
		body: IDataObject;
	}>;
	/** Turns parameter values into the API's body (e.g. a fixed collection of items into a list). */
	prepare?: (values: IDataObject) => IDataObject;
}

const OPERATION_TEXT: Record<CrudOperation, (spec: ResourceSpec) => INodePropertyOptions> = {
	create: (spec) => ({
		name: 'Create',
		value: 'create',
		action: `Create a ${spec.noun}`,
		description: `Create a ${spec.noun}`,
	}),
	get: (spec) => ({
		name: 'Get',
		value: 'get',
		action: `Get a ${spec.noun}`,
		description: `Get a ${spec.noun} by ID`,
	}),
	getAll: (spec) => ({
		name: 'Get Many',
		value: 'getAll',
		action: `Get many ${spec.plural}`,
		description: `List ${spec.plural}`,
	}),
	update: (spec) => ({
		name: 'Update',
		value: 'update',
		action: `Update a ${spec.noun}`,
		description: `Change fields of a ${spec.noun}`,
	}),
	delete: (spec) => ({
		name: 'Delete',
		value: 'delete',
		action: `Delete a ${spec.noun}`,
		description: `Delete a ${spec.noun}`,
	}),
};

export function crudProperties(spec: ResourceSpec): INodeProperties[] {
	const show = (operations: string[]) => ({
		show: { resource: [spec.value], operation: operations },
	});
	const operations = [
		...spec.operations.map((operation) => OPERATION_TEXT[operation](spec)),
		...(spec.patches ?? []).map(({ value, name, action, description }) => ({
			name,
			value,
			action,
			description,
		})),
	];
	operations.sort((a, b) => a.name.localeCompare(b.name));
	return [
		{
			displayName: 'Operation',
			name: 'operation',
			type: 'options',
			noDataExpression: true,
			displayOptions: { show: { resource: [spec.value] } },
			options: operations,
			// Every resource lists.
			default: 'getAll',
		},
		{
			displayName: `${spec.noun.charAt(0).toUpperCase()}${spec.noun.slice(1)} ID`,
			name: 'id',
			type: 'string',
			required: true,
			default: '',
			displayOptions: show([
				'get',
				'update',
				'delete',
				...(spec.patches ?? []).map((patch) => patch.value),
			]),
		},
		...spec.required.map((property) => ({
			...property,
			required: true,
			displayOptions: show(['create']),
		})),
		{
			displayName: 'Additional Fields',
			name: 'additionalFields',
			type: 'collection',
			placeholder: 'Add Field',
			default: {},
			displayOptions: show(['create']),
			options: spec.fields,
		},
		{
			displayName: 'Update Fields',
			name: 'updateFields',
			type: 'collection',
			placeholder: 'Add Field',
			default: {},
			displayOptions: show(['update']),
			options: [...spec.required, ...spec.fields],
		},
		{
			displayName: 'Return All',
			name: 'returnAll',
			type: 'boolean',
			default: false,
			description: 'Whether to return all results or only up to a given limit',
			displayOptions: show(['getAll']),
		},
		{
			displayName: 'Limit',
			name: 'limit',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 50,
			description: 'Max number of results to return',
			displayOptions: {
				show: { resource: [spec.value], operation: ['getAll'], returnAll: [false] },
			},
		},
		{
			displayName: 'Filters',
			name: 'filters',
			type: 'collection',
			placeholder: 'Add Filter',
			default: {},
			displayOptions: show(['getAll']),
			options: spec.filters,
		},
	];
}

const REFERENCE_FILTERS = new Set(['client', 'assignee', 'employee', 'task']);

/**
 * Parameter values as the API wants them: empty optional strings left out,
 * record pickers reduced to their numeric ID.
 */
function clean(values: IDataObject): IDataObject {
	const entries = Object.entries(values)
		.filter(([, value]) => value !== '' && value !== undefined)
		// An ID of 0 is an ID field left at its default: no reference.
		.filter(([key, value]) => !(value === 0 && (key.endsWith('_id') || REFERENCE_FILTERS.has(key))))
		.map(([key, value]) => {
			const locator = value as { __rl?: boolean; mode?: string; value?: unknown };
			if (locator && typeof locator === 'object' && locator.__rl) return [key, locatorId(locator)];
			return [key, value];
		});
	return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
}

export async function runCrud(
	this: IExecuteFunctions,
	spec: ResourceSpec,
	operation: string,
	index: number,
): Promise<IDataObject | IDataObject[]> {
	const readLocators = (values: IDataObject) => (spec.prepare ? spec.prepare(values) : values);
	const id = () => encodeURIComponent(String(this.getNodeParameter('id', index)).trim());
	if (operation === 'create') {
		const required = Object.fromEntries(
			spec.required.map((property) => [property.name, this.getNodeParameter(property.name, index)]),
		);
		const body = readLocators(
			clean({
				...(this.getNodeParameter('additionalFields', index, {}) as IDataObject),
				...required,
			}),
		);
		return kontorApiRequest.call(this, 'POST', spec.path, body);
	}
	if (operation === 'get') return kontorApiRequest.call(this, 'GET', `${spec.path}${id()}/`);
	if (operation === 'update')
		return kontorApiRequest.call(
			this,
			'PATCH',
			`${spec.path}${id()}/`,
			readLocators(clean(this.getNodeParameter('updateFields', index, {}) as IDataObject)),
		);
	if (operation === 'delete') {
		await kontorApiRequest.call(this, 'DELETE', `${spec.path}${id()}/`);
		return { deleted: true, id: id() };
	}
	if (operation === 'getAll') {
		const returnAll = this.getNodeParameter('returnAll', index) as boolean;
		const filters = readLocators(clean(this.getNodeParameter('filters', index, {}) as IDataObject));
		return kontorApiRequestAll.call(
			this,
			spec.path,
			filters,
			returnAll ? undefined : (this.getNodeParameter('limit', index) as number),
		);
	}
	const patch = spec.patches?.find((candidate) => candidate.value === operation);
	if (patch) return kontorApiRequest.call(this, 'PATCH', `${spec.path}${id()}/`, patch.body);
	throw new Error(`Unknown operation ${operation}`);
}
