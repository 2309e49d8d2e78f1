/**
 * Version 1's Smart resource, kept as it was so that workflows saved with it
 * run unchanged. Version 2 offers these where n8n users look for them:
 * Invoice › Create From Text, Task › Create From Text, Time Entry › Log From
 * Text (resources/<resource>/), with more of what the endpoints take.
 */
import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import { kontorApiRequest } from '../../shared/transport';

const show = (operation: string) => ({ show: { resource: ['smart'], operation: [operation] } });
const text = (
	displayName: string,
	name: string,
	operation: string,
	description: string,
	required = false,
	placeholder?: string,
): INodeProperties => ({
	displayName,
	name,
	type: 'string',
	default: '',
	required,
	description,
	placeholder,
	displayOptions: show(operation),
});

export const smartProperties: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['smart'] } },
		options: [
			{
				name: 'Create Invoice',
				value: 'createInvoice',
				action: 'Create an invoice from loose input',
				description:
					'Find the client by a loose name and read amounts, quantities and dates from text',
			},
			{
				name: 'Create Task',
				value: 'createTask',
				action: 'Create a task from loose input',
				description:
					'Find the assignee and client by loose names; read the due date and priority from text',
			},
			{
				name: 'Log Time',
				value: 'logTime',
				action: 'Log time from loose input',
				description: 'Find the employee, client and task; read the duration and day from text',
			},
		],
		default: 'createInvoice',
	},
	text(
		'Client',
		'client',
		'createInvoice',
		'A name as said or typed (typos and missing diacritics are fine), an ID, a registration or VAT number, or an e-mail',
		true,
		'Novak Transport',
	),
	text('Description', 'description', 'createInvoice', 'What was done', true, 'Consulting'),
	text('Quantity', 'quantity', 'createInvoice', 'E.g. "3", "three hours"'),
	text(
		'Unit Price',
		'unit_price',
		'createInvoice',
		'E.g. "1500", "1 500,50", "€1,500.50", "fifteen hundred"',
	),
	text('Amount', 'amount', 'createInvoice', 'The whole amount, when there is no unit price'),
	text('Due', 'due', 'createInvoice', 'E.g. "2026-12-01", "in two weeks", "next friday"'),
	text('Title', 'title', 'createTask', 'What to do', true),
	text('Assignee', 'assignee', 'createTask', 'An employee name, e-mail or ID'),
	text('Client', 'taskClient', 'createTask', 'A client name or ID'),
	text('Due', 'taskDue', 'createTask', 'E.g. "next friday"'),
	text('Priority', 'priority', 'createTask', 'E.g. "urgent", "asap", "low"'),
	text('Employee', 'employee', 'logTime', 'An employee name, e-mail or ID', true),
	text(
		'Duration',
		'duration',
		'logTime',
		'E.g. "90", "1.5h", "1h 30m", "an hour and a half"',
		true,
	),
	text('Date', 'date', 'logTime', 'E.g. "yesterday", "1.12.2026"; defaults to today'),
	text('Client', 'timeClient', 'logTime', 'A client name or ID'),
	text('Task', 'task', 'logTime', 'An open task by ID or words of its title'),
	text('Description', 'timeDescription', 'logTime', 'What was done'),
	{
		displayName: 'Dry Run',
		name: 'dryRun',
		type: 'boolean',
		default: false,
		description: 'Whether to only answer what would be created, creating nothing',
		displayOptions: { show: { resource: ['smart'] } },
	},
];

/** Unset fields are not sent; the field names are Kontor's. */
function body(this: IExecuteFunctions, index: number, fields: Record<string, string>): IDataObject {
	const entries = Object.entries(fields).map(
		([parameter, field]) => [field, this.getNodeParameter(parameter, index, '') as string] as const,
	);
	return {
		...Object.fromEntries(entries.filter(([, value]) => value !== '')),
		dry_run: this.getNodeParameter('dryRun', index, false) as boolean,
	};
}

export async function runSmart(
	this: IExecuteFunctions,
	operation: string,
	index: number,
): Promise<IDataObject> {
	if (operation === 'createInvoice') {
		return kontorApiRequest.call(
			this,
			'POST',
			'/api/automation/smart/invoice/',
			body.call(this, index, {
				client: 'client',
				description: 'description',
				quantity: 'quantity',
				unit_price: 'unit_price',
				amount: 'amount',
				due: 'due',
			}),
		);
	}
	if (operation === 'createTask') {
		return kontorApiRequest.call(
			this,
			'POST',
			'/api/automation/smart/task/',
			body.call(this, index, {
				title: 'title',
				assignee: 'assignee',
				taskClient: 'client',
				taskDue: 'due',
				priority: 'priority',
			}),
		);
	}
	if (operation === 'logTime') {
		return kontorApiRequest.call(
			this,
			'POST',
			'/api/automation/smart/time/',
			body.call(this, index, {
				employee: 'employee',
				duration: 'duration',
				date: 'date',
				timeClient: 'client',
				task: 'task',
				timeDescription: 'description',
			}),
		);
	}
	throw new NodeOperationError(this.getNode(), `Unknown operation "${operation}" for Smart`, {
		itemIndex: index,
	});
}
