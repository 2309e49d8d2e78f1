import type { Deps } from '../../app/deps.js';
import { plainResourceService } from '../../platform/resource/service.js';
import { refuseLatinLookalike } from '../smart/lookalike-names.js';
import { NAME_KEYS_REVISION, normalizeName } from '../smart/normalize.js';
import type { Employee, EmployeeCreate, EmployeeListQuery, EmployeePatch } from './schemas.js';
import { type EmployeeRow, employeesTable, rowToEmployee } from './store.js';

export function employeeService({ db }: Pick<Deps, 'db'>) {
  return plainResourceService<EmployeeRow, Employee, EmployeeCreate, EmployeePatch, EmployeeListQuery>({
    db,
    table: employeesTable,
    name: 'The employee',
    toApi: rowToEmployee,
    toColumns: (fields) => ({
      ...fields,
      ...(fields.name !== undefined ? { match_key: normalizeName(fields.name).key, name_keys_revision: NAME_KEYS_REVISION } : {}),
    }),
    withDefaults: (input) => ({ email: '', hourly_rate: '0', active: true, ...input }),
    async beforeWrite(trx, organizationId, fields, existing) {
      if (fields.name !== undefined) await refuseLatinLookalike(trx, 'employees', organizationId, fields.name, existing?.id ?? null);
    },
    // Time entries keep their employee (ON DELETE RESTRICT); tasks let go of their assignee.
    inUse: {
      code: 'employee_has_time_entries',
      detail: 'This employee has time entries and cannot be deleted; set `active` to false instead.',
    },
  });
}
