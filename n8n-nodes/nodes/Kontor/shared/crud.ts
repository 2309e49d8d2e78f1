/**
 * The REST resources share one shape (create, get, get many, update,
 * delete); this builds their n8n parameters and runs them, so each resource
 * only declares its own fields and its own operations beyond CRUD.
 */
import type {
	IDataObject,
	IExecuteFunctions,
	INodeProperties,
	INodePropertyOptions,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import { kontorApiRequest, kontorApiRequestAll } from './transport';
import { clean, labelsOf, required } from './values';

export type CrudOperation = 'create' | 'get' | 'getAll' | 'update' | 'delete';

/** An operation beyond CRUD: its entry in the list, its own parameters, and how it runs. */
export interface ExtraOperation {
	option: INodePropertyOptions & { value: string };
	/** Shown for this operation only (their displayOptions are set here). */
	properties?: INodeProperties[];
	/** Whether the record ID is asked for (as for get, update, delete). */
	byId?: boolean;
	run: (
		this: IExecuteFunctions,
		index: number,
		id: () => string,
	) => Promise<IDataObject | IDataObject[]>;
}

export interface ResourceSpec {
	value: string;
	name: string;
	noun: string;
	plural: string;
	path: string;
	operations: readonly CrudOperation[];
	/** Fields every create needs, shown as their own parameters. */
	required: INodeProperties[];
	/** Optional fields, in a collection on create (and on update, unless `updateFields` says otherwise). */
	fields: INodeProperties[];
	/** Every field Kontor takes on update; defaults to the required and optional create fields. */
	updateFields?: INodeProperties[];
	/** Filters for Get Many. */
	filters: INodeProperties[];
	/** Version 1's collections where version 2 changed them (IDs as numbers before record pickers). */
	v1?: { fields?: INodeProperties[]; filters?: INodeProperties[] };
	extra?: ExtraOperation[];
	/** Turns parameter values into the API's body (e.g. a fixed collection of items into a list). */
	prepare?: (values: IDataObject) => IDataObject;
}

const OPERATION_TEXT: Record<CrudOperation, (spec: ResourceSpec) => INodePropertyOptions> = {
	create: (spec) => ({
		name: 'Create',
		value: 'create',
		action: `Create ${article(spec.noun)} ${spec.noun}`,
		description: `Create ${article(spec.noun)} ${spec.noun}`,
	}),
	get: (spec) => ({
		name: 'Get',
		value: 'get',
		action: `Get ${article(spec.noun)} ${spec.noun}`,
		description: `Get ${article(spec.noun)} ${spec.noun} by ID`,
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
		action: `Update ${article(spec.noun)} ${spec.noun}`,
		description: `Change fields of ${article(spec.noun)} ${spec.noun}`,
	}),
	delete: (spec) => ({
		name: 'Delete',
		value: 'delete',
		action: `Delete ${article(spec.noun)} ${spec.noun}`,
		description: `Delete ${article(spec.noun)} ${spec.noun}`,
	}),
};

function article(noun: string): string {
	return /^[aeiou]/i.test(noun) ? 'an' : 'a';
}

export function operationOptions(spec: ResourceSpec): INodePropertyOptions[] {
	const options = [
		...spec.operations.map((operation) => OPERATION_TEXT[operation](spec)),
		...(spec.extra ?? []).map((extra) => extra.option),
	];
	return options.sort((a, b) => a.name.localeCompare(b.name));
}

const V1 = { '@version': [1] };
const V2 = { '@version': [{ _cnd: { gte: 2 } }] };

export function crudProperties(spec: ResourceSpec): INodeProperties[] {
	const show = (operations: string[], version?: IDataObject) => ({
		show: { ...version, resource: [spec.value], operation: operations },
	});
	const byId = (spec.extra ?? []).filter((extra) => extra.byId).map((extra) => extra.option.value);
	const allCollections = (
		version: IDataObject | undefined,
		fields: INodeProperties[],
		updateFields: INodeProperties[],
		filters: INodeProperties[],
	) =>
		[
			{
				displayName: 'Additional Fields',
				name: 'additionalFields',
				type: 'collection',
				placeholder: 'Add Field',
				default: {},
				displayOptions: show(['create'], version),
				options: fields,
			},
			{
				displayName: 'Update Fields',
				name: 'updateFields',
				type: 'collection',
				placeholder: 'Add Field',
				default: {},
				displayOptions: show(['update'], version),
				options: updateFields,
			},
			{
				displayName: 'Filters',
				name: 'filters',
				type: 'collection',
				placeholder: 'Add Filter',
				default: {},
				displayOptions: show(['getAll'], version),
				options: filters,
			},
		] satisfies INodeProperties[];
	// Only the collections of operations the resource has (flows are neither created nor updated here).
	const has = (operation: CrudOperation) => spec.operations.includes(operation);
	const wanted = {
		additionalFields: has('create'),
		updateFields: has('update'),
		filters: has('getAll'),
	};
	const collections = (...args: Parameters<typeof allCollections>) =>
		allCollections(...args).filter((property) => wanted[property.name as keyof typeof wanted]);
	const updateFields = spec.updateFields ?? [...spec.required, ...spec.fields];
	const v1Fields = spec.v1?.fields ?? spec.fields;
	return [
		{
			displayName: 'Operation',
			name: 'operation',
			type: 'options',
			noDataExpression: true,
			displayOptions: { show: { resource: [spec.value] } },
			options: operationOptions(spec),
			// Every resource lists.
			default: 'getAll',
		},
		{
			displayName: `${spec.name} ID`,
			name: 'id',
			type: 'string',
			required: true,
			default: '',
			displayOptions: show(['get', 'update', 'delete', ...byId]),
		},
		...spec.required.map((property) => ({
			...property,
			required: true,
			displayOptions: show(['create']),
		})),
		...(spec.v1
			? [
					...collections(
						V1,
						v1Fields,
						[...spec.required, ...v1Fields],
						spec.v1.filters ?? spec.filters,
					),
					...collections(V2, spec.fields, updateFields, spec.filters),
				]
			: collections(undefined, spec.fields, updateFields, spec.filters)),
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
		...(spec.extra ?? []).flatMap((extra) =>
			(extra.properties ?? []).map((property) => ({
				...property,
				displayOptions: show([extra.option.value]),
			})),
		),
	];
}

export async function runCrud(
	this: IExecuteFunctions,
	spec: ResourceSpec,
	operation: string,
	index: number,
): Promise<IDataObject | IDataObject[]> {
	const labels = labelsOf([...spec.required, ...spec.fields, ...(spec.updateFields ?? [])]);
	const prepare = (values: IDataObject) => (spec.prepare ? spec.prepare(values) : values);
	const id = () => {
		const given = String(
			required.call(this, { name: 'id', displayName: `${spec.name} ID` }, index),
		).trim();
		return encodeURIComponent(given);
	};
	const collection = (name: string) =>
		clean.call(this, this.getNodeParameter(name, index, {}) as IDataObject, labels, index);
	if (operation === 'create') {
		const fields = Object.fromEntries(
			spec.required.map((property) => [property.name, required.call(this, property, index)]),
		);
		const body = prepare({
			...collection('additionalFields'),
			...clean.call(this, fields, labels, index),
		});
		return kontorApiRequest.call(this, 'POST', spec.path, body, undefined, labels);
	}
	if (operation === 'get') return kontorApiRequest.call(this, 'GET', `${spec.path}${id()}/`);
	if (operation === 'update') {
		const body = prepare(collection('updateFields'));
		if (Object.keys(body).length === 0) {
			throw new NodeOperationError(
				this.getNode(),
				'Update Fields is empty: add the fields to change',
				{
					itemIndex: index,
				},
			);
		}
		return kontorApiRequest.call(this, 'PATCH', `${spec.path}${id()}/`, body, undefined, labels);
	}
	if (operation === 'delete') {
		const recordId = id();
		await kontorApiRequest.call(this, 'DELETE', `${spec.path}${recordId}/`);
		return { deleted: true, id: decodeURIComponent(recordId) };
	}
	if (operation === 'getAll') {
		const returnAll = this.getNodeParameter('returnAll', index) as boolean;
		const filters = collection('filters');
		const limit = returnAll ? undefined : (this.getNodeParameter('limit', index) as number);
		return kontorApiRequestAll.call(this, spec.path, filters, limit);
	}
	const extra = spec.extra?.find((candidate) => candidate.option.value === operation);
	if (extra) return extra.run.call(this, index, id);
	throw new NodeOperationError(
		this.getNode(),
		`Unknown operation "${operation}" for ${spec.plural}`,
		{
			itemIndex: index,
		},
	);
}
