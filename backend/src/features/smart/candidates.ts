/**
 * What a caller sees of the records offered back in an ambiguous_match or
 * no_match: enough to tell them apart, and no more than the calling key may
 * read. Every key sees id, name, score, what matched, city and currency; a
 * key that may read the records also their registration number and e-mail;
 * one that may read invoices also a client's open invoices.
 */
import type { Queryable } from '../../platform/db/knex.js';
import type { Problem } from '../../platform/errors.js';
import { type Principal, hasScope } from '../../platform/principal.js';
import { openInvoiceCounts } from './store.js';

type Listed = { id: number; [member: string]: unknown };

const READ_SCOPE = { client: 'clients:read', employee: 'employees:read' } as const;

/** The record kind a smart field names. */
const kindOf = (field: string): 'client' | 'employee' | null =>
  field === 'client' ? 'client' : field === 'employee' || field === 'assignee' ? 'employee' : null;

/** One offered record cut to what the key may read. */
export function visibleCandidate<T extends { id: number }>(item: T, principal: Pick<Principal, 'scopes'>, field: string): T {
  const kind = kindOf(field);
  if (kind && hasScope(principal, READ_SCOPE[kind])) return item;
  const { registration_no: _registration, email: _email, open_invoices: _open, ...seen } = item as T & Listed;
  return seen as T;
}

/** Cuts a refusal's candidates and suggestions to what the key may read, adding a client's open invoices where it may. */
export async function tellApart(db: Queryable, principal: Principal, problem: Problem): Promise<void> {
  if (problem.code !== 'ambiguous_match' && problem.code !== 'no_match') return;
  const field = String(problem.extensions.field ?? '');
  for (const key of ['candidates', 'suggestions'] as const) {
    const listed = problem.extensions[key] as Listed[] | undefined;
    if (!Array.isArray(listed) || listed.length === 0) continue;
    if (kindOf(field) === 'client' && hasScope(principal, 'invoices:read') && hasScope(principal, 'clients:read')) {
      const open = await openInvoiceCounts(
        db,
        principal.organizationId,
        listed.map((item) => item.id),
      );
      for (const item of listed) item.open_invoices = open.get(item.id) ?? 0;
    }
    problem.extensions[key] = listed.map((item) => visibleCandidate(item, principal, field));
  }
}
