import { plainResourceService } from '../../platform/resource/service.js';
import { normalizeName } from '../smart/normalize.js';
import { employeesTable, rowToEmployee } from './store.js';
export function employeeService({ db }) {
    return plainResourceService({
        db,
        table: employeesTable,
        name: 'The employee',
        toApi: rowToEmployee,
        toColumns: (fields) => ({ ...fields, ...(fields.name !== undefined ? { match_key: normalizeName(fields.name).key } : {}) }),
        withDefaults: (input) => ({ email: '', hourly_rate: '0', active: true, ...input }),
        // Time entries keep their employee (ON DELETE RESTRICT); tasks let go of their assignee.
        inUse: {
            code: 'employee_has_time_entries',
            detail: 'This employee has time entries and cannot be deleted; set `active` to false instead.',
        },
    });
}
//# sourceMappingURL=service.js.map