import type { Deps } from '../deps.js';
import type { Api } from '../http/api.js';
import { readRoutes } from '../resource/routes.js';
import { AuditEntry, AuditListQuery } from './schemas.js';
import { logService } from './service.js';

export function logRoutes(api: Api, deps: Deps): void {
  readRoutes(
    api,
    {
      base: '/api/automation/logs/',
      tag: 'Audit log',
      noun: 'log',
      plural: 'logs',
      scope: 'logs',
      schemas: { item: AuditEntry, listQuery: AuditListQuery },
      summaries: { list: 'The audit log, newest first', get: 'One audit entry' },
      notes: {
        list: 'Every inbound API call, outbound delivery attempt, flow run and e-mail, with request and response (credentials and signing secrets redacted, bodies over the configured size cut). Entries are written a fraction of a second after the call.',
      },
    },
    logService(deps),
  );
}
