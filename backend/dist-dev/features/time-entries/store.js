import { crudTable } from '../../platform/resource/table.js';
export const rowToTimeEntry = (row) => ({
    id: row.id,
    employee_id: row.employee_id,
    client_id: row.client_id,
    task_id: row.task_id,
    date: row.date,
    minutes: row.minutes,
    description: row.description,
    billable: row.billable,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
});
export const timeEntriesTable = crudTable({
    table: 'time_entries',
    searchColumns: ['time_entries.description'],
    orderingColumns: {
        date: 'time_entries.date',
        minutes: 'time_entries.minutes',
        created_at: 'time_entries.created_at',
        id: 'time_entries.id',
    },
    defaultOrdering: '-date',
    filterColumns: { employee: 'employee_id', client: 'client_id', task: 'task_id', date: 'date', billable: 'billable' },
});
//# sourceMappingURL=store.js.map