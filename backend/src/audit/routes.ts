import type { Api } from '../http/api.js';
import { pageBody } from '../http/pagination.js';
import { notFound } from '../http/problem.js';
import { Page } from '../http/schema.js';
import type { Deps } from '../deps.js';
import { AuditEntry, AuditListQuery } from './schemas.js';
import { findAuditEntry, listAuditEntries, rowToAuditEntry } from './store.js';
import { readsEverything, visibleEntry } from './visibility.js';

const BASE = '/api/automation/logs/';
const tag = 'Audit log';

export function auditRoutes(api: Api, { db }: Deps): void {
  api.route({
    method: 'get',
    path: BASE,
    operationId: 'listLogs',
    summary: 'The audit log, newest first',
    description:
      'Every inbound API call, outbound delivery attempt, flow run and e-mail, with request and response (credentials and signing secrets redacted, bodies over the configured size cut). Entries are written a fraction of a second after the call. Bodies holding data of a resource the credential cannot read (`clients:read`, ...) are withheld, and `search` looks into bodies only for a credential that can read every resource.',
    tag,
    scope: 'logs:read',
    query: AuditListQuery,
    responses: { 200: { description: 'A page of entries', schema: Page(AuditEntry) } },
    handler: async (ctx, { query }) => {
      const { principal } = ctx.state;
      const result = await listAuditEntries(db, principal.organizationId, query, { searchBodies: readsEverything(principal) });
      ctx.body = pageBody(ctx, query, result, (row) => visibleEntry(rowToAuditEntry(row), principal));
    },
  });

  api.route({
    method: 'get',
    path: `${BASE}{id}/`,
    operationId: 'getLog',
    summary: 'One audit entry',
    tag,
    scope: 'logs:read',
    responses: { 200: { description: 'The entry', schema: AuditEntry } },
    handler: async (ctx, { params }) => {
      const row = await findAuditEntry(db, ctx.state.principal.organizationId, params.id!);
      if (!row) throw notFound('The log entry');
      ctx.body = visibleEntry(rowToAuditEntry(row), ctx.state.principal);
    },
  });
}
