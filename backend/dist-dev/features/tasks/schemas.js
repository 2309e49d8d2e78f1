import { Type } from '@sinclair/typebox';
import { DateString, Id, ListQuery, Nullable, Partial, Text, Timestamp } from '../../platform/http/schema.js';
export const TASK_STATUSES = ['open', 'done', 'cancelled'];
export const TASK_PRIORITIES = ['low', 'normal', 'high', 'urgent'];
const Status = Type.Union(TASK_STATUSES.map((status) => Type.Literal(status)), { description: '`done` sets `completed_at`.' });
const Priority = Type.Union(TASK_PRIORITIES.map((priority) => Type.Literal(priority)));
const taskFields = {
    title: Text(300, { minLength: 1 }),
    description: Text(10000),
    assignee_id: Nullable(Id),
    client_id: Nullable(Id),
    due_date: Nullable(DateString()),
    priority: Priority,
    status: Status,
};
export const TaskCreate = Type.Object({ ...Type.Partial(Type.Object(taskFields)).properties, title: taskFields.title }, { additionalProperties: false, $id: 'TaskCreate', description: 'Only `title` is required; new tasks are `open` and `normal` priority.' });
export const TaskPatch = Partial(Type.Object(taskFields), 'TaskPatch');
export const Task = Type.Object({
    id: Id,
    title: Type.String(),
    description: Type.String(),
    assignee_id: Nullable(Id),
    client_id: Nullable(Id),
    due_date: Nullable(DateString()),
    priority: Priority,
    status: Status,
    completed_at: Nullable(Timestamp),
    created_at: Timestamp,
    updated_at: Timestamp,
}, { $id: 'Task' });
export const TaskListQuery = ListQuery(['due_date', 'created_at', 'updated_at', 'id', 'title'], {
    status: Status,
    priority: Priority,
    assignee: Id,
    client: Id,
    due_date: DateString(),
});
//# sourceMappingURL=schemas.js.map