import { readRoutes } from '../../platform/resource/routes.js';
import { AuditEntry, AuditListQuery } from './schemas.js';
import { logService } from './service.js';
export function logRoutes(api, deps) {
    readRoutes(api, {
        base: '/api/automation/logs/',
        tag: 'Audit log',
        noun: 'log',
        plural: 'logs',
        scope: 'logs',
        schemas: { item: AuditEntry, listQuery: AuditListQuery },
        summaries: { list: 'The audit log, newest first', get: 'One audit entry' },
        notes: {
            list: 'Every inbound API call, outbound delivery attempt, flow run and e-mail, with request and response (credentials and signing secrets redacted, bodies over the configured size cut). Entries are written a fraction of a second after the call. Bodies holding data of a resource the credential cannot read (`clients:read`, ...) are withheld, and `search` looks into bodies only for a credential that can read every resource.',
        },
    }, logService(deps));
}
//# sourceMappingURL=routes.js.map