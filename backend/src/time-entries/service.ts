import type { Deps } from '../deps.js';
import { plainResourceService } from '../resource/service.js';
import { organizationToday } from '../organizations/today.js';
import { checkReferences } from '../resource/references.js';
import type { TimeEntry, TimeEntryCreate, TimeEntryListQuery, TimeEntryPatch } from './schemas.js';
import { type TimeEntryRow, rowToTimeEntry, timeEntriesTable } from './store.js';

export function timeEntryService({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  return plainResourceService<TimeEntryRow, TimeEntry, TimeEntryCreate, TimeEntryPatch, TimeEntryListQuery>({
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
    async beforeWrite(trx, organizationId, fields) {
      await checkReferences(trx, organizationId, {
        employee_id: ['employees', fields.employee_id],
        client_id: ['clients', fields.client_id],
        task_id: ['tasks', fields.task_id],
      });
    },
    events: { created: 'TIME_ENTRY_CREATED' },
    inUse: { code: 'time_entry_in_use', detail: 'This time entry cannot be deleted.' },
  });
}
