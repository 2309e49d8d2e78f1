import { crudRoutes } from '../../platform/resource/routes.js';
import { Employee, EmployeeCreate, EmployeeListQuery, EmployeePatch } from './schemas.js';
import { employeeService } from './service.js';
export function employeeRoutes(api, deps) {
    crudRoutes(api, {
        base: '/api/v1/employees/',
        tag: 'Employees',
        noun: 'employee',
        plural: 'employees',
        scope: 'employees',
        schemas: { item: Employee, create: EmployeeCreate, patch: EmployeePatch, listQuery: EmployeeListQuery },
        operations: ['list', 'create', 'get', 'replace', 'update', 'delete'],
        notes: {
            delete: 'An employee with time entries cannot be deleted: 409 `employee_has_time_entries`; deactivate instead. Tasks assigned to them become unassigned.',
        },
    }, employeeService(deps));
}
//# sourceMappingURL=routes.js.map