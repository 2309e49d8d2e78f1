import type { Deps } from '../deps.js';
import { plainResourceService } from '../resource/service.js';
import type { ClientCreate, ClientListQuery, ClientPatch } from './schemas.js';
import { type ClientRow, clientsTable, clientToColumns, rowToClient } from './store.js';

/** What a client is when a field is not given (PUT and POST). */
const CLIENT_DEFAULTS: Required<Omit<ClientCreate, 'name'>> = {
  legal_name: '',
  registration_no: '',
  vat_no: '',
  email: '',
  phone: '',
  address: { street: '', city: '', zip: '', country: '' },
  currency: 'EUR',
  payment_terms_days: 14,
  notes: '',
};

export function clientService({ db }: Pick<Deps, 'db'>) {
  return plainResourceService<ClientRow, ReturnType<typeof rowToClient>, ClientCreate, ClientPatch, ClientListQuery>({
    db,
    table: clientsTable,
    name: 'The client',
    toApi: rowToClient,
    toColumns: clientToColumns,
    withDefaults: (input) => ({ ...CLIENT_DEFAULTS, ...input, address: { ...CLIENT_DEFAULTS.address, ...input.address } }),
    // Invoices point at their client with ON DELETE RESTRICT; tasks and time entries let go of it.
    events: { created: 'CLIENT_CREATED', updated: 'CLIENT_UPDATED', deleted: 'CLIENT_DELETED' },
    inUse: { code: 'client_has_invoices', detail: 'This client has invoices and cannot be deleted; cancel or keep them instead.' },
  });
}
