import { crudTable } from '../../platform/resource/table.js';
import type { Task } from './schemas.js';

export interface TaskRow {
  id: number;
  organization_id: number;
  title: string;
  description: string;
  assignee_id: number | null;
  client_id: number | null;
  due_date: string | null;
  priority: Task['priority'];
  status: Task['status'];
  completed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export const rowToTask = (row: TaskRow): Task => ({
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

export const tasksTable = crudTable<TaskRow>({
  table: 'tasks',
  searchColumns: ['tasks.title', 'tasks.description'],
  orderingColumns: {
    due_date: 'tasks.due_date',
    created_at: 'tasks.created_at',
    updated_at: 'tasks.updated_at',
    id: 'tasks.id',
    title: 'tasks.title',
  },
  nullableOrderings: ['due_date'],
  defaultOrdering: '-id',
  filterColumns: { status: 'status', priority: 'priority', assignee: 'assignee_id', client: 'client_id', due_date: 'due_date' },
});
