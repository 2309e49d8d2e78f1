import { crudTable } from '../../platform/resource/table.js';
import type { Employee } from './schemas.js';

export interface EmployeeRow {
  id: number;
  organization_id: number;
  name: string;
  email: string;
  hourly_rate: string;
  active: boolean;
  created_at: Date;
  updated_at: Date;
}

export const rowToEmployee = (row: EmployeeRow): Employee => ({
  id: row.id,
  name: row.name,
  email: row.email,
  hourly_rate: row.hourly_rate,
  active: row.active,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

export const employeesTable = crudTable<EmployeeRow>({
  table: 'employees',
  // Its name keys are the smart endpoints' alone.
  listColumns: ['id', 'organization_id', 'name', 'email', 'hourly_rate', 'active', 'created_at', 'updated_at'],
  searchColumns: ['employees.name', 'employees.email'],
  orderingColumns: { name: 'employees.name', created_at: 'employees.created_at', id: 'employees.id', hourly_rate: 'employees.hourly_rate' },
  defaultOrdering: '-id',
  filterColumns: { active: 'active', email: 'email' },
});
