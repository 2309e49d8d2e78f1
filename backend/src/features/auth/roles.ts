/**
 * What a signed-in user may do follows from their role. An owner holds every
 * scope. A member keeps the books (clients, invoices, employees, tasks, time
 * entries, the smart endpoints) and may look at the automation set-up, but
 * changing flows, webhooks and API keys, and reading the audit log, is the
 * owner's: those reach every record and send data out.
 */
import type { Scope } from '../../platform/principal.js';

export type Role = 'owner' | 'member';

export const ROLE_SCOPES: Readonly<Record<Role, readonly (Scope | '*')[]>> = {
  owner: ['*'],
  member: [
    'clients:write',
    'invoices:write',
    'employees:write',
    'tasks:write',
    'time_entries:write',
    'smart:write',
    'events:read',
    'flows:read',
    'webhooks:read',
    'api_keys:read',
  ],
};

export const scopesOfRole = (role: Role): readonly string[] => ROLE_SCOPES[role] ?? [];
