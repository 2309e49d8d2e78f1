import { crudRoutes } from '../../platform/resource/routes.js';
import { TimeEntry, TimeEntryCreate, TimeEntryListQuery, TimeEntryPatch } from './schemas.js';
import { timeEntryService } from './service.js';
export function timeEntryRoutes(api, deps) {
    crudRoutes(api, {
        base: '/api/v1/time-entries/',
        tag: 'Time entries',
        noun: 'time entry',
        plural: 'time entries',
        scope: 'time_entries',
        schemas: { item: TimeEntry, create: TimeEntryCreate, patch: TimeEntryPatch, listQuery: TimeEntryListQuery },
        operations: ['list', 'create', 'get', 'replace', 'update', 'delete'],
    }, timeEntryService(deps));
}
//# sourceMappingURL=routes.js.map