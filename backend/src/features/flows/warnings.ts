/**
 * What saving a flow warns of, without refusing it: a step that will fail for every record it may meet, or for a
 * kind of record the organization has. Test runs on the sample pass such a flow while its live runs fail: a debt flow
 * adding interest while the organization has no reference rate, an e-mail whose `to` renders empty for clients
 * without an address. The flow is saved (201/200) with these in `warnings`, each naming its node, so the editor
 * shows it on the block.
 */
import { type Context, type Graph, compileTemplate } from '@kontor/flow-engine';
import type { Queryable } from '../../platform/db/knex.js';
import { clientsWithoutEmail } from '../clients/store.js';
import { interestSettings } from '../organizations/store.js';
import type { FlowWarning } from './schemas.js';

const MAILING = new Set(['send_email', 'send_reminder']);

/** A client and invoice as a run would carry them, the e-mail as given: what `to` is rendered over. */
function contextWithEmail(email: string): Context {
  return {
    event: { id: 1, type: 'INVOICE_OVERDUE', timestamp: '2026-01-01T00:00:00Z' },
    invoice: { id: 1, number: '2026-0001', client_id: 1, client: { id: 1, name: 'Client' }, currency: 'EUR' },
    client: { id: 1, name: 'Client', email, currency: 'EUR' },
  };
}

/** What `to` renders as, or null when it does not compile (saving reports that as an error already). */
function renderedTo(to: string, email: string): string | null {
  try {
    return compileTemplate(to).render(contextWithEmail(email)).text.trim();
  } catch {
    return null;
  }
}

export async function saveWarnings(db: Queryable, organizationId: number, graph: Graph): Promise<FlowWarning[]> {
  const warnings: FlowWarning[] = [];
  const interest = graph.nodes.filter((node) => node.type === 'add_interest');
  if (interest.length > 0 && ((await interestSettings(db, organizationId))?.reference_interest_rate ?? null) === null)
    for (const node of interest)
      warnings.push({
        node: node.id,
        field: null,
        code: 'no_reference_rate',
        message:
          'The organization has no reference interest rate, so this step fails for every invoice until one is set (Settings → Debt collection, or PATCH /api/automation/dunning/settings/).',
      });
  let withoutEmail: { count: number; example: string | null } | undefined;
  for (const node of graph.nodes) {
    const to = node.params.to;
    if (!MAILING.has(node.type) || typeof to !== 'string' || !to.includes('{{')) continue;
    if (renderedTo(to, 'accounts@example.com') === '') {
      warnings.push({
        node: node.id,
        field: 'params.to',
        code: 'empty_recipient',
        message: `"To" renders empty even for a client with an e-mail, so this step fails for every record; write {{client.email}} or an address.`,
      });
      continue;
    }
    if (renderedTo(to, '') !== '') continue;
    withoutEmail ??= await clientsWithoutEmail(db, organizationId);
    if (withoutEmail.count === 0) continue;
    const which =
      withoutEmail.count === 1
        ? `1 client ("${withoutEmail.example}") has`
        : `${withoutEmail.count} clients (such as "${withoutEmail.example}") have`;
    warnings.push({
      node: node.id,
      field: 'params.to',
      code: 'recipient_may_be_empty',
      message: `"To" renders empty for a client without an e-mail, and ${which} none: runs for them fail at this step. Add their e-mail, or check {{client.email}} with a condition before it.`,
    });
  }
  return warnings;
}
