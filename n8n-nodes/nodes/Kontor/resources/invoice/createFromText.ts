import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import type { ExtraOperation } from '../../shared/crud';
import { callSmart, dryRun, text } from '../../shared/fromText';
import { labelsOf, required } from '../../shared/values';
import { createStatuses } from './fields';

const client = text(
	'Client',
	'client',
	'A name as said or typed (typos and missing diacritics are fine), an ID, a registration or VAT number, or an e-mail',
	'Novak Transport',
);

const lines: INodeProperties = {
	displayName: 'Lines',
	name: 'lines',
	type: 'fixedCollection',
	typeOptions: { multipleValues: true },
	default: {},
	placeholder: 'Add Line',
	description: 'Several lines, instead of the one-line Description, Quantity and Unit Price',
	options: [
		{
			displayName: 'Line',
			name: 'line',
			values: [
				text('Description', 'description', 'What was done'),
				text('Quantity', 'quantity', 'E.g. "3", "three hours"; defaults to 1'),
				text('Tax Rate', 'tax_rate', 'Percent, e.g. "21"'),
				text('Unit', 'unit', 'E.g. "h", "pcs"'),
				text('Unit Price', 'unit_price', 'E.g. "1500", "1 500,50", "€1,500.50"'),
			],
		},
	],
};

const properties: INodeProperties[] = [
	{ ...client, required: true },
	text(
		'Description',
		'description',
		'What was done, for a one-line invoice (or add Lines below)',
		'Consulting',
	),
	text('Quantity', 'quantity', 'E.g. "3", "three hours"'),
	text('Unit Price', 'unit_price', 'E.g. "1500", "1 500,50", "€1,500.50", "fifteen hundred"'),
	text('Amount', 'amount', 'The whole amount before tax, when there is no unit price'),
	{
		displayName: 'Additional Fields',
		name: 'textFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			text(
				'Currency',
				'currency',
				"ISO 4217 code; defaults to the amounts' currency, then the client's",
				'EUR',
			),
			text('Due', 'due', 'E.g. "2026-12-01", "in two weeks", "next friday"'),
			text('Issue Date', 'issue_date', 'E.g. "today", "1.12.2026"; defaults to today'),
			lines,
			{
				displayName: 'Status',
				name: 'status',
				type: 'options',
				options: createStatuses,
				default: 'draft',
			},
			text('Tax Rate', 'tax_rate', 'Percent, for every line that does not say, e.g. "21"'),
			text('Unit', 'unit', 'For a one-line invoice, e.g. "h"'),
		],
	},
	dryRun,
];

const labels = {
	...labelsOf(properties),
	...labelsOf((properties[5].options ?? []) as INodeProperties[]),
	items: 'Lines',
};

export const createFromText: ExtraOperation = {
	option: {
		name: 'Create From Text',
		value: 'createFromText',
		action: 'Create an invoice from text',
		description:
			'Find the client by a loose name and read amounts, quantities and dates from text (for AI agents and voice input)',
	},
	properties,
	async run(this: IExecuteFunctions, index: number) {
		const { lines: given, ...options } = this.getNodeParameter(
			'textFields',
			index,
			{},
		) as IDataObject;
		const items = ((given as IDataObject | undefined)?.line as IDataObject[] | undefined) ?? [];
		const description = this.getNodeParameter('description', index, '') as string;
		if (items.length === 0 && description.trim() === '') {
			throw new NodeOperationError(this.getNode(), 'The field "Description" is empty', {
				itemIndex: index,
				description: 'Say what was done in Description, or add Lines under Additional Fields',
			});
		}
		const body: IDataObject = {
			client: required.call(this, client, index),
			description,
			quantity: this.getNodeParameter('quantity', index, ''),
			unit_price: this.getNodeParameter('unit_price', index, ''),
			amount: this.getNodeParameter('amount', index, ''),
			...options,
		};
		if (items.length > 0)
			body.items = items.map((item) =>
				Object.fromEntries(Object.entries(item).filter(([, value]) => value !== '')),
			);
		return callSmart.call(this, 'invoice', body, index, labels);
	},
};
