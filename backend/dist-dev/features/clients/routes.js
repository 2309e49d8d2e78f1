import { crudRoutes } from '../../platform/resource/routes.js';
import { Client, ClientCreate, ClientListQuery, ClientPatch } from './schemas.js';
import { clientService } from './service.js';
export function clientRoutes(api, deps) {
    crudRoutes(api, {
        base: '/api/v1/clients/',
        tag: 'Clients',
        noun: 'client',
        plural: 'clients',
        scope: 'clients',
        schemas: { item: Client, create: ClientCreate, patch: ClientPatch, listQuery: ClientListQuery },
        operations: ['list', 'create', 'get', 'replace', 'update', 'delete'],
        notes: {
            list: 'Search covers name, legal name, e-mail, registration and VAT numbers and city.',
            delete: 'A client with invoices cannot be deleted: 409 `client_has_invoices`. Its tasks and time entries are kept, without the client.',
        },
    }, clientService(deps));
}
//# sourceMappingURL=routes.js.map