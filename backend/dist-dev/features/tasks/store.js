import { crudTable } from '../../platform/resource/table.js';
export const rowToTask = (row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    assignee_id: row.assignee_id,
    client_id: row.client_id,
    due_date: row.due_date,
    priority: row.priority,
    status: row.status,
    completed_at: row.completed_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
});
export const tasksTable = crudTable({
    table: 'tasks',
    searchColumns: ['tasks.title', 'tasks.description'],
    orderingColumns: {
        due_date: 'tasks.due_date',
        created_at: 'tasks.created_at',
        updated_at: 'tasks.updated_at',
        id: 'tasks.id',
        title: 'tasks.title',
    },
    defaultOrdering: '-id',
    filterColumns: { status: 'status', priority: 'priority', assignee: 'assignee_id', client: 'client_id', due_date: 'due_date' },
});
//# sourceMappingURL=store.js.map