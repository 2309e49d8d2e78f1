/**
 * Candidates as a person tells them apart: the name with the details that
 * differ between near-duplicates (legal name, registration number, city,
 * e-mail), for the choices of a question and for `find_*` answers.
 */
import { Type } from '@sinclair/typebox';
import { clientService } from '../../clients/service.js';
import { employeeService } from '../../employees/service.js';
import { Id } from '../../../platform/http/schema.js';
import { taskService } from '../../tasks/service.js';
export const Candidate = Type.Object({
    id: Id,
    name: Type.String(),
    score: Type.Number({ description: 'How well it matches, from 0 to 1.' }),
    details: Type.String({ description: 'What tells it apart from similar records.' }),
});
/** The record kind a smart field names. */
export const KIND_OF_FIELD = { client: 'client', assignee: 'employee', employee: 'employee', task: 'task' };
export function candidateDetails(deps) {
    const clients = clientService(deps);
    const employees = employeeService(deps);
    const tasks = taskService(deps);
    async function details(organizationId, kind, id) {
        if (kind === 'client') {
            const client = await clients.get(organizationId, id);
            const parts = [
                client.legal_name && client.legal_name !== client.name ? client.legal_name : '',
                client.registration_no ? `reg. no. ${client.registration_no}` : '',
                client.address.city,
                client.email,
            ];
            return parts.filter(Boolean).join(', ');
        }
        if (kind === 'employee') {
            const employee = await employees.get(organizationId, id);
            return [employee.email, employee.active ? '' : 'inactive'].filter(Boolean).join(', ');
        }
        const task = await tasks.get(organizationId, id);
        return [task.due_date ? `due ${task.due_date}` : '', `${task.priority} priority`].filter(Boolean).join(', ');
    }
    return {
        /** Each candidate with its details; at most 10, best first as given. */
        async describe(organizationId, kind, scored) {
            return Promise.all(scored.slice(0, 10).map(async (item) => ({
                id: item.id,
                name: item.name,
                score: item.score,
                details: await details(organizationId, kind, item.id),
            })));
        },
    };
}
/** "Novák Stavby a.s. (reg. no. 123, Brno) #12": unique, since the id is in it. */
export function choiceOf(candidate) {
    return { value: candidate.id, label: `${candidate.name}${candidate.details ? ` (${candidate.details})` : ''} #${candidate.id}` };
}
//# sourceMappingURL=candidates.js.map