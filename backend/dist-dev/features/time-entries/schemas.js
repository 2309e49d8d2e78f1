import { Type } from '@sinclair/typebox';
import { DateString, Id, ListQuery, Nullable, Partial, Text, Timestamp } from '../../platform/http/schema.js';
const MINUTES_IN_A_DAY = 24 * 60;
const timeEntryFields = {
    employee_id: Id,
    client_id: Nullable(Id),
    task_id: Nullable(Id),
    date: DateString('The day the work was done; defaults to today.'),
    minutes: Type.Integer({ minimum: 1, maximum: MINUTES_IN_A_DAY, description: 'Duration in whole minutes.' }),
    description: Text(2000),
    billable: Type.Boolean(),
};
export const TimeEntryCreate = Type.Object({ ...Type.Partial(Type.Object(timeEntryFields)).properties, employee_id: timeEntryFields.employee_id, minutes: timeEntryFields.minutes }, {
    additionalProperties: false,
    $id: 'TimeEntryCreate',
    description: '`employee_id` and `minutes` are required; `date` defaults to today, `billable` to true.',
});
export const TimeEntryPatch = Partial(Type.Object(timeEntryFields), 'TimeEntryPatch');
export const TimeEntry = Type.Object({
    id: Id,
    employee_id: Id,
    client_id: Nullable(Id),
    task_id: Nullable(Id),
    date: DateString(),
    minutes: Type.Integer(),
    description: Type.String(),
    billable: Type.Boolean(),
    created_at: Timestamp,
    updated_at: Timestamp,
}, { $id: 'TimeEntry' });
export const TimeEntryListQuery = ListQuery(['date', 'minutes', 'created_at', 'id'], {
    employee: Id,
    client: Id,
    task: Id,
    date: DateString(),
    billable: Type.Boolean(),
});
//# sourceMappingURL=schemas.js.map