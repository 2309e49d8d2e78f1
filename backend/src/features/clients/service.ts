import type { Deps } from '../../app/deps.js';
import { validationError } from '../../platform/errors.js';
import { plainResourceService } from '../../platform/resource/service.js';
import type { ClientCreate, ClientListQuery, ClientPatch } from './schemas.js';
import { type ClientRow, clientsTable, clientToColumns, rowToClient } from './store.js';
import { clientPorts } from './ports.js';
import { findSettings } from '../organizations/store.js';
import { organizationToday } from '../organizations/today.js';

/** What a client is when a field is not given (PUT and POST); the currency is the organization's default, else this one. */
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
  dunning_hold: null,
};

export function clientService({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  return plainResourceService<ClientRow, ReturnType<typeof rowToClient>, ClientCreate, ClientPatch, ClientListQuery>({
    db,
    table: clientsTable,
    name: 'The client',
    toApi: rowToClient,
    toColumns: clientToColumns,
    // A client made without a currency in an organization billing in CZK had been billed in EUR, without a word.
    withDefaults: async (input, { db: reader, organizationId }) => ({
      ...CLIENT_DEFAULTS,
      currency: input.currency ?? (await findSettings(reader, organizationId))?.default_currency ?? CLIENT_DEFAULTS.currency,
      ...input,
      address: { ...CLIENT_DEFAULTS.address, ...input.address },
    }),
    // A hold ending in the past is refused; a changed hold wakes the client's held debt-collection runs to look again.
    async beforeWrite(trx, organizationId, fields, existing) {
      const today = await organizationToday(trx, organizationId, clock.now());
      if (fields.dunning_hold?.until && fields.dunning_hold.until < today)
        throw validationError([{ field: 'dunning_hold.until', message: `must not be in the past (today is ${today})` }]);
      if (existing && fields.dunning_hold !== undefined)
        await clientPorts().wakeHeldRuns(trx, organizationId, { clientId: existing.id }, clock.now());
    },
    // Invoices point at their client with ON DELETE RESTRICT; tasks and time entries let go of it.
    events: { created: 'CLIENT_CREATED', updated: 'CLIENT_UPDATED', deleted: 'CLIENT_DELETED' },
    inUse: { code: 'client_has_invoices', detail: 'This client has invoices and cannot be deleted; cancel or keep them instead.' },
  });
}
