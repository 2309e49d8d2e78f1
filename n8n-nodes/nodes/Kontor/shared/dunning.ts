/**
 * Debt collection's update fields, shared by clients and invoices: a hold
 * (reminders wait while it applies) and its lifting, which the API says with
 * `dunning_hold: null`.
 */
import type { IDataObject, INodeProperties } from 'n8n-workflow';

export const dunningHoldFields: INodeProperties[] = [
	{
		displayName: 'Dunning Hold',
		name: 'dunning_hold',
		type: 'fixedCollection',
		default: {},
		description: 'While a hold applies, debt-collection flows neither start nor act',
		options: [
			{
				displayName: 'Hold',
				name: 'hold',
				values: [
					{
						displayName: 'Reason',
						name: 'reason',
						type: 'string',
						default: '',
						placeholder: 'disputed: wrong quantity',
					},
					{
						displayName: 'Until',
						name: 'until',
						type: 'string',
						default: '',
						placeholder: '2026-12-31',
						description: 'The last day of the hold; empty: until lifted',
					},
				],
			},
		],
	},
	{
		displayName: 'Lift Dunning Hold',
		name: 'lift_dunning_hold',
		type: 'boolean',
		default: true,
		description: 'Whether to lift a hold, so that reminders go on',
	},
];

/** The fixed collection and the lift switch as the API's one `dunning_hold` member. */
export function prepareDunningHold(values: IDataObject): IDataObject {
	const { dunning_hold: given, lift_dunning_hold: lift, ...rest } = values;
	const hold = (given as IDataObject | undefined)?.hold as IDataObject | undefined;
	if (lift === true) return { ...rest, dunning_hold: null };
	if (hold)
		return {
			...rest,
			dunning_hold: { until: hold.until ? hold.until : null, reason: hold.reason },
		};
	return rest;
}
