import { plainResourceService } from '../../platform/resource/service.js';
import { organizationToday } from '../organizations/today.js';
import { checkReferences } from '../../platform/resource/references.js';
import { validationError } from '../../platform/errors.js';
import { tasksTable } from '../tasks/store.js';
import { rowToTimeEntry, timeEntriesTable } from './store.js';
export function timeEntryService({ db, clock }) {
    return plainResourceService({
        db,
        table: timeEntriesTable,
        name: 'The time entry',
        toApi: rowToTimeEntry,
        toColumns: (fields) => ({ ...fields }),
        // The day is the organization's today, in its time zone.
        withDefaults: async (input, { db: reader, organizationId }) => ({
            client_id: null,
            task_id: null,
            date: input.date ?? (await organizationToday(reader, organizationId, clock.now())),
            description: '',
            billable: true,
            ...input,
        }),
        async beforeWrite(trx, organizationId, fields, existing, partial) {
            await checkReferences(trx, organizationId, {
                employee_id: ['employees', fields.employee_id],
                client_id: ['clients', fields.client_id],
                task_id: ['tasks', fields.task_id],
            });
            // Work on a client's task is work for that client: another client is refused (the entry would be billed to one
            // and counted on the other's task), none is taken to be the task's. Looked at when the write names either: a
            // task moved to another client since leaves its older entries as they were, and editable.
            if (fields.task_id === undefined && fields.client_id === undefined)
                return;
            const taskId = fields.task_id !== undefined ? fields.task_id : (existing?.task_id ?? null);
            const task = taskId === null ? undefined : await tasksTable.find(trx, organizationId, taskId);
            if (!task || task.client_id === null)
                return;
            // A PATCH that takes the client away (client_id: null) from an entry on a client's task, naming the task or not,
            // had answered 200 and kept the client, without a word. (A create or PUT without a client takes the task's.)
            if (partial && fields.client_id === null)
                throw validationError([
                    {
                        field: 'client_id',
                        message: `task ${task.id} is client ${task.client_id}'s, so this entry is too; to take the client away, take the task away as well (task_id: null)`,
                    },
                ]);
            const clientId = fields.client_id !== undefined ? fields.client_id : (existing?.client_id ?? null);
            if (clientId === null)
                return { ...fields, client_id: task.client_id };
            if (clientId !== task.client_id)
                throw validationError([
                    {
                        field: fields.task_id !== undefined ? 'task_id' : 'client_id',
                        message: `task ${task.id} is client ${task.client_id}'s, not client ${clientId}'s; leave client_id out or make them agree`,
                    },
                ]);
        },
        events: { created: 'TIME_ENTRY_CREATED' },
        inUse: { code: 'time_entry_in_use', detail: 'This time entry cannot be deleted.' },
    });
}
//# sourceMappingURL=service.js.map