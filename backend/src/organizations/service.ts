import { createApiKey } from '../api-keys/service.js';
import { createUser } from '../auth/service.js';
import { type Queryable, inTransaction } from '../db/knex.js';
import { insertOrganization, type OrganizationRow } from './store.js';

export interface NewOrganization {
  organization: OrganizationRow;
  owner: { id: number; email: string };
  apiKey: string;
}

/** An organization with its owner and a first API key, all or nothing. */
export async function createOrganization(db: Queryable, input: { name: string; ownerEmail: string; ownerPassword: string }): Promise<NewOrganization> {
  return inTransaction(db, async (trx) => {
    const organization = await insertOrganization(trx, input.name);
    const owner = await createUser(trx, { organizationId: organization.id, email: input.ownerEmail, password: input.ownerPassword, role: 'owner' });
    const { key } = await createApiKey(trx, organization.id, { name: 'First key', scopes: ['*'] });
    return { organization, owner: { id: owner.id, email: owner.email }, apiKey: key };
  });
}
