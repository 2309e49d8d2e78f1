import {
	type IDataObject,
	type IExecuteFunctions,
	type JsonObject,
	type INodeExecutionData,
	type INodeType,
	type INodeTypeDescription,
	NodeApiError,
	NodeConnectionTypes,
	NodeOperationError,
} from 'n8n-workflow';
import { searchClients } from './listSearch/searchClients';
import { searchEmployees } from './listSearch/searchEmployees';
import { clientResource } from './resources/client';
import { employeeResource } from './resources/employee';
import { invoiceResource } from './resources/invoice';
import { runSmart, smartProperties } from './resources/smart';
import { taskResource } from './resources/task';
import { timeEntryResource } from './resources/timeEntry';
import { type ResourceSpec, crudProperties, runCrud } from './shared/crud';

const RESOURCES: ResourceSpec[] = [
	clientResource,
	employeeResource,
	invoiceResource,
	taskResource,
	timeEntryResource,
];

export class Kontor implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Kontor',
		name: 'kontor',
		icon: { light: 'file:../../icons/kontor.svg', dark: 'file:../../icons/kontor.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Create and read clients, invoices, tasks and time entries in Kontor, also from loose text',
		defaults: { name: 'Kontor' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'kontorApi', required: true }],
		properties: [
			{
				displayName: 'Resource',
				name: 'resource',
				type: 'options',
				noDataExpression: true,
				options: [
					{ name: 'Client', value: 'client' },
					{ name: 'Employee', value: 'employee' },
					{ name: 'Invoice', value: 'invoice' },
					{
						name: 'Smart',
						value: 'smart',
						description: 'Create from loose text: Kontor finds the records',
					},
					{ name: 'Task', value: 'task' },
					{ name: 'Time Entry', value: 'timeEntry' },
				],
				default: 'invoice',
			},
			...RESOURCES.flatMap(crudProperties),
			...smartProperties,
		],
	};

	methods = {
		listSearch: { searchClients, searchEmployees },
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
					throw new NodeOperationError(this.getNode(), `Unknown resource ${resource}`, {
						itemIndex: index,
					});
				const list = Array.isArray(answer) ? answer : [answer];
				output.push(...list.map((json) => ({ json, pairedItem: { item: index } })));
			} catch (error) {
				if (this.continueOnFail()) {
					output.push({ json: { error: (error as Error).message }, pairedItem: { item: index } });
					continue;
				}
				// Both constructors hand back an error of their own class unchanged.
				if (error instanceof NodeApiError)
					throw new NodeApiError(this.getNode(), error as unknown as JsonObject, {
						itemIndex: index,
					});
				throw new NodeOperationError(this.getNode(), error as Error, { itemIndex: index });
			}
		}
		return [output];
	}
}
