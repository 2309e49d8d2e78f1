import { crudRoutes } from '../../platform/resource/routes.js';
import { Task, TaskCreate, TaskListQuery, TaskPatch } from './schemas.js';
import { taskService } from './service.js';
export function taskRoutes(api, deps) {
    crudRoutes(api, {
        base: '/api/v1/tasks/',
        tag: 'Tasks',
        noun: 'task',
        plural: 'tasks',
        scope: 'tasks',
        schemas: { item: Task, create: TaskCreate, patch: TaskPatch, listQuery: TaskListQuery },
        operations: ['list', 'create', 'get', 'replace', 'update', 'delete'],
        notes: { delete: 'Time entries booked on the task are kept, without the task.' },
    }, taskService(deps));
}
//# sourceMappingURL=routes.js.map