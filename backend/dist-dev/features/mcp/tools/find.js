/**
 * Finding clients and employees the way the creating tools find them (the
 * same resolver), answered as scored candidates with the details that tell
 * near-duplicates apart, so a model can pick an id before it creates anything.
 */
import { Type } from '@sinclair/typebox';
import { Problem } from '../../../platform/errors.js';
import { clientReference, employeeReference, resolveClient, resolveEmployee } from '../../smart/resolve.js';
import { ClientReference, EmployeeReference } from '../../smart/schemas.js';
import { READ_ONLY, tool } from '../tool.js';
import { Candidate, candidateDetails } from './candidates.js';
const FindAnswer = Type.Object({
    outcome: Type.Union([Type.Literal('found'), Type.Literal('several'), Type.Literal('none')], {
        description: 'found: one record clearly fits; several: more than one fits equally well, pick by id; none: nothing fits (candidates are the nearest, if any).',
    }),
    candidates: Type.Array(Type.Composite([
        Candidate,
        Type.Object({
            matched_on: Type.Optional(Type.String({ description: 'What the query matched: name, legal_name, registration_no, vat_no, email or id.' })),
        }),
    ])),
});
export function findTools(deps) {
    const { db } = deps;
    const candidates = candidateDetails(deps);
    async function find(organizationId, kind, resolve) {
        try {
            const match = await resolve();
            const [described] = await candidates.describe(organizationId, kind, [match]);
            return { outcome: 'found', candidates: [{ ...described, matched_on: match.matched_on }] };
        }
        catch (error) {
            if (!(error instanceof Problem) || (error.code !== 'ambiguous_match' && error.code !== 'no_match'))
                throw error;
            const listed = (error.extensions.candidates ?? error.extensions.suggestions ?? []);
            return {
                outcome: error.code === 'ambiguous_match' ? 'several' : 'none',
                candidates: await candidates.describe(organizationId, kind, listed),
            };
        }
    }
    return [
        tool({
            name: 'find_clients',
            title: 'Find clients',
            description: 'Looks up clients (customers) by name, even misspelt or without accents or legal form, or by registration number, VAT number, e-mail or id. ' +
                'Answers the records that fit, each with a score from 0 to 1 and details (legal name, registration number, city, e-mail) that tell similar names apart.',
            scope: 'clients:read',
            input: Type.Object({ query: ClientReference }, { additionalProperties: false }),
            output: FindAnswer,
            annotations: READ_ONLY,
            creates: false,
            run: ({ principal }, { query }) => find(principal.organizationId, 'client', () => resolveClient(db, principal.organizationId, clientReference(query) ?? {}, 'query')),
        }),
        tool({
            name: 'find_employees',
            title: 'Find employees',
            description: 'Looks up active employees by name (first name, surname, misspelt or without accents), by e-mail or by id. Answers the records that fit, each with a score from 0 to 1 and the e-mail address.',
            scope: 'employees:read',
            input: Type.Object({ query: EmployeeReference }, { additionalProperties: false }),
            output: FindAnswer,
            annotations: READ_ONLY,
            creates: false,
            run: ({ principal }, { query }) => find(principal.organizationId, 'employee', () => resolveEmployee(db, principal.organizationId, employeeReference(query) ?? {}, 'query')),
        }),
    ];
}
//# sourceMappingURL=find.js.map