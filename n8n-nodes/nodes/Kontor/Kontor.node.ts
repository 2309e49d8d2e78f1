import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
	INodeType,
	INodeTypeDescription,
	JsonObject,
} from 'n8n-workflow';
import { NodeApiError, NodeConnectionTypes, NodeOperationError } from 'n8n-workflow';
import { searchClients } from './listSearch/searchClients';
import { searchEmployees } from './listSearch/searchEmployees';
import { searchFlows } from './listSearch/searchFlows';
import { searchTasks } from './listSearch/searchTasks';
import { clientResource } from './resources/client';
import { employeeResource } from './resources/employee';
import { flowResource } from './resources/flow';
import { invoiceResource } from './resources/invoice';
import { runSmart, smartProperties } from './resources/smart';
import { taskResource } from './resources/task';
import { timeEntryResource } from './resources/timeEntry';
import { type ResourceSpec, crudProperties, operationOptions } from './shared/crud';
import { runCrud } from './shared/crud';
import { errorJson } from './shared/problem';

const RESOURCES: ResourceSpec[] = [
	clientResource,
	employeeResource,
	flowResource,
	invoiceResource,
	taskResource,
	timeEntryResource,
];

const resourceOptions = RESOURCES.map((spec) => ({ name: spec.name, value: spec.value }));

/** The subtitle under the node's name: "Create invoice from text", not "createFromText: invoice". */
const SUBTITLES: Record<string, string> = Object.fromEntries([
	...RESOURCES.flatMap((spec) =>
		operationOptions(spec).map((option) => [
			`${spec.value}:${String(option.value)}`,
			option.action ?? option.name,
		]),
	),
	['smart:createInvoice', 'Create an invoice from text'],
	['smart:createTask', 'Create a task from text'],
	['smart:logTime', 'Log time from text'],
]);

const resourceProperty = (
	versions: number[],
	options: INodeProperties['options'],
): INodeProperties => ({
	displayName: 'Resource',
	name: 'resource',
	type: 'options',
	noDataExpression: true,
	displayOptions: { show: { '@version': versions } },
	options,
	default: 'invoice',
});

export class Kontor implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Kontor',
		name: 'kontor',
		icon: { light: 'file:../../icons/kontor.svg', dark: 'file:../../icons/kontor.dark.svg' },
		group: ['transform'],
		// 2: the smart operations moved under their resources (Invoice › Create From Text, ...), record pickers for
		// every client, employee and task filter. Workflows saved with version 1 keep it and run as before.
		version: [1, 2],
		defaultVersion: 2,
		subtitle: `={{ ${JSON.stringify(SUBTITLES)}[$parameter["resource"] + ":" + $parameter["operation"]] }}`,
		description:
			'Manage clients, invoices, tasks, time entries and flows in Kontor, also from loose text',
		defaults: { name: 'Kontor' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'kontorApi', required: true }],
		properties: [
			resourceProperty(
				[1],
				[
					...resourceOptions,
					{
						name: 'Smart',
						value: 'smart',
						description: 'Create from loose text: Kontor finds the records',
					},
				].sort((a, b) => a.name.localeCompare(b.name)),
			),
			resourceProperty([2], resourceOptions),
			...RESOURCES.flatMap(crudProperties),
			...smartProperties,
		],
	};

	methods = {
		listSearch: { searchClients, searchEmployees, searchFlows, searchTasks },
	};

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		const items = this.getInputData();
		const output: INodeExecutionData[] = [];
		for (let index = 0; index < items.length; index++) {
			try {
				const resource = this.getNodeParameter('resource', index) as string;
				const operation = this.getNodeParameter('operation', index) as string;
				const spec = RESOURCES.find((candidate) => candidate.value === resource);
				let answer: IDataObject | IDataObject[];
				if (resource === 'smart') answer = await runSmart.call(this, operation, index);
				else if (spec) answer = await runCrud.call(this, spec, operation, index);
				else
					throw new NodeOperationError(this.getNode(), `Unknown resource "${resource}"`, {
						itemIndex: index,
					});
				const list = Array.isArray(answer) ? answer : [answer];
				output.push(...list.map((json) => ({ json, pairedItem: { item: index } })));
			} catch (error) {
				if (this.continueOnFail()) {
					// Kontor's detail, field errors and candidates stay readable for the next node or an AI agent.
					output.push({ json: errorJson(error), pairedItem: { item: index } });
					continue;
				}
				// Both constructors hand back an error of their own class unchanged (the item is not set on it then).
				if (error instanceof NodeApiError) {
					error.context.itemIndex = index;
					throw new NodeApiError(this.getNode(), error as unknown as JsonObject);
				}
				if (error instanceof NodeOperationError) error.context.itemIndex = index;
				throw new NodeOperationError(this.getNode(), error as Error, { itemIndex: index });
			}
		}
		return [output];
	}
}
