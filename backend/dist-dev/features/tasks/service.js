import { plainResourceService } from '../../platform/resource/service.js';
import { checkReferences } from '../../platform/resource/references.js';
import { rowToTask, tasksTable } from './store.js';
export function taskService({ db, clock }) {
    return plainResourceService({
        db,
        table: tasksTable,
        name: 'The task',
        toApi: rowToTask,
        toColumns: (fields) => ({ ...fields }),
        withDefaults: (input) => ({
            description: '',
            assignee_id: null,
            client_id: null,
            due_date: null,
            priority: 'normal',
            status: 'open',
            ...input,
        }),
        async beforeWrite(trx, organizationId, fields, existing) {
            await checkReferences(trx, organizationId, {
                assignee_id: ['employees', fields.assignee_id],
                client_id: ['clients', fields.client_id],
            });
            // completed_at follows the status: set when a task becomes done, cleared when it is reopened.
            if (fields.status === undefined || fields.status === existing?.status)
                return fields;
            return { ...fields, completed_at: fields.status === 'done' ? clock.now() : null };
        },
        events: {
            created: 'TASK_CREATED',
            updated: 'TASK_UPDATED',
            alsoOnUpdate: (before, after) => (after.status === 'done' && before.status !== 'done' ? ['TASK_COMPLETED'] : []),
        },
        inUse: { code: 'task_in_use', detail: 'This task cannot be deleted.' },
    });
}
//# sourceMappingURL=service.js.map