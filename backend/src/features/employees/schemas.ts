import { Type, type Static } from '@sinclair/typebox';
import { DecimalOut, DecimalString, Email, Id, ListQuery, Name, Partial, Timestamp } from '../../platform/http/schema.js';

const employeeFields = {
  name: Name(200, { minLength: 1 }),
  email: Email,
  hourly_rate: DecimalString(
    { scale: 2, integerDigits: 12, minimum: '0' },
    { description: 'Hourly rate as a decimal string.', example: '45.00' },
  ),
  active: Type.Boolean({ description: 'Inactive employees stay for history but are not matched by smart endpoints.' }),
};

export const EmployeeCreate = Type.Object(
  { ...Type.Partial(Type.Object(employeeFields)).properties, name: employeeFields.name },
  { additionalProperties: false, $id: 'EmployeeCreate', description: 'Only `name` is required.' },
);
export type EmployeeCreate = Static<typeof EmployeeCreate>;

export const EmployeePatch = Partial(Type.Object(employeeFields), 'EmployeePatch');
export type EmployeePatch = Static<typeof EmployeePatch>;

export const Employee = Type.Object(
  {
    id: Id,
    name: Type.String(),
    email: Type.String(),
    hourly_rate: DecimalOut(),
    active: Type.Boolean(),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { $id: 'Employee' },
);
export type Employee = Static<typeof Employee>;

export const EmployeeListQuery = ListQuery(['name', 'created_at', 'id', 'hourly_rate'], {
  active: Type.Boolean(),
  email: Type.String({ maxLength: 254 }),
});
export type EmployeeListQuery = Static<typeof EmployeeListQuery>;
