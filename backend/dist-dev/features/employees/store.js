import { crudTable } from '../../platform/resource/table.js';
export const rowToEmployee = (row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    hourly_rate: row.hourly_rate,
    active: row.active,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
});
export const employeesTable = crudTable({
    table: 'employees',
    searchColumns: ['employees.name', 'employees.email'],
    orderingColumns: { name: 'employees.name', created_at: 'employees.created_at', id: 'employees.id', hourly_rate: 'employees.hourly_rate' },
    defaultOrdering: '-id',
    filterColumns: { active: 'active', email: 'email' },
});
//# sourceMappingURL=store.js.map