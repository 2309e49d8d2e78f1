import type { Api } from '../../platform/http/api.js';
import { crudRoutes } from '../../platform/resource/routes.js';
import type { Deps } from '../../app/deps.js';
import { Task, TaskCreate, TaskListQuery, TaskPatch } from './schemas.js';
import { taskService } from './service.js';

export function taskRoutes(api: Api, deps: Deps): void {
  crudRoutes(
    api,
    {
      base: '/api/v1/tasks/',
      tag: 'Tasks',
      noun: 'task',
      plural: 'tasks',
      scope: 'tasks',
      schemas: { item: Task, create: TaskCreate, patch: TaskPatch, listQuery: TaskListQuery },
      operations: ['list', 'create', 'get', 'replace', 'update', 'delete'],
      notes: { delete: 'Time entries booked on the task are kept, without the task.' },
    },
    taskService(deps),
  );
}
