import type { Deps } from '../../app/deps.js';
import { conflict, validationError } from '../../platform/errors.js';
import type { Queryable } from '../../platform/db/knex.js';
import { plainResourceService } from '../../platform/resource/service.js';
import type { ClientCreate, ClientListQuery, ClientPatch } from './schemas.js';
import { type ClientRow, clientsTable, clientToColumns, rowToClient } from './store.js';
import { clientPorts } from './ports.js';
import { findSettings } from '../organizations/store.js';
import { organizationToday } from '../organizations/today.js';
import { isLanguage } from '../../platform/lib/locales.js';
import { addAlias } from '../smart/aliases.js';
import { refuseLatinLookalike } from '../smart/lookalike-names.js';
import { normalizeName } from '../smart/normalize.js';

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
  language: null,
};

type Namesake = { id: number; name: string; sameLegalForm: boolean };

/**
 * Clients of the organization with the same name as one being written (the same words), but itself; `sameLegalForm`
 * tells the exact namesakes from those whose legal form differs (or is said by one name only).
 */
async function namesakes(db: Queryable, organizationId: number, name: string, except: number | null): Promise<Namesake[]> {
  const normalized = normalizeName(name);
  const rows: Array<{ id: number | string; name: string }> = await db('clients')
    .where({ organization_id: organizationId, match_key: normalized.key })
    .modify((query) => {
      if (except !== null) query.whereNot({ id: except });
    })
    .select('id', 'name')
    .limit(20);
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    sameLegalForm: normalizeName(row.name).legalForm === normalized.legalForm,
  }));
}

const listed = (clients: Namesake[]) => clients.map((other) => `"${other.name}" (id ${other.id})`).join(', ');

/** What a new client's name shares with others: the same name is asked back every time, the same words but another legal form whenever the form is not said. */
function namesakeWarnings(others: Namesake[]): string[] {
  const exact = others.filter((other) => other.sameLegalForm);
  const otherForm = others.filter((other) => !other.sameLegalForm);
  return [
    ...(exact.length > 0 ? [`name: another client has this name: ${listed(exact)}; the smart endpoints will ask which one is meant.`] : []),
    ...(otherForm.length > 0
      ? [
          `name: another client has the same name with another legal form or none: ${listed(otherForm)}; the smart endpoints will ask which one is meant unless the legal form is said.`,
        ]
      : []),
  ];
}

export function clientService({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  const service = resourceService({ db, clock });
  return {
    ...service,
    /**
     * Another client with the same name makes the smart endpoints ask which one is meant every time: said on create
     * (`warnings`, which also name clients with the same words under another legal form), or refused with 409 `duplicate_name` when the organization's `duplicate_client_names` is `refuse`.
     */
    async create(organizationId: number, input: ClientCreate) {
      const client = await service.create(organizationId, input);
      const warnings = namesakeWarnings(await namesakes(db, organizationId, client.name, client.id));
      return warnings.length === 0 ? client : { ...client, warnings };
    },
  };
}

function resourceService({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
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
      if (fields.name !== undefined && (!existing || normalizeName(existing.name).key !== normalizeName(fields.name).key)) {
        const refuse = (await findSettings(trx, organizationId))?.duplicate_client_names === 'refuse';
        // Concurrent creates of one name each looked before any had committed, and all were made; a lock on the
        // organization and name until commit makes the later ones wait and then see the first (read committed).
        if (refuse)
          await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [
            `kontor:client-name:${organizationId}:${normalizeName(fields.name).key}`,
          ]);
        // A different legal form may be a different company (a subsidiary), so only the same name is refused.
        const others = refuse
          ? (await namesakes(trx, organizationId, fields.name, existing?.id ?? null)).filter((other) => other.sameLegalForm)
          : [];
        if (others.length > 0)
          throw conflict(
            `Another client is named "${others[0]!.name}" (id ${others[0]!.id}); the organization refuses duplicate names.`,
            'duplicate_name',
          );
      }
      if (fields.name !== undefined) await refuseLatinLookalike(trx, 'clients', organizationId, fields.name, existing?.id ?? null);
      if (fields.language && !isLanguage(fields.language))
        throw validationError([{ field: 'language', message: `"${fields.language}" is not a language Kontor can write letters in` }]);
      const today = await organizationToday(trx, organizationId, clock.now());
      if (fields.dunning_hold?.until && fields.dunning_hold.until < today)
        throw validationError([{ field: 'dunning_hold.until', message: `must not be in the past (today is ${today})` }]);
      if (existing && fields.dunning_hold !== undefined)
        await clientPorts().wakeHeldRuns(trx, organizationId, { clientId: existing.id }, clock.now());
      // A renamed client keeps answering to its former name in the smart endpoints (with a warning naming the new one).
      if (existing && fields.name !== undefined && normalizeName(fields.name).key !== normalizeName(existing.name).key)
        await addAlias(trx, organizationId, 'client', existing.id, existing.name, 'former_name');
    },
    // Invoices point at their client with ON DELETE RESTRICT; tasks and time entries let go of it.
    events: { created: 'CLIENT_CREATED', updated: 'CLIENT_UPDATED', deleted: 'CLIENT_DELETED' },
    inUse: { code: 'client_has_invoices', detail: 'This client has invoices and cannot be deleted; cancel or keep them instead.' },
  });
}
