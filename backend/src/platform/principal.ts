/**
 * Who is calling: an API key or a signed-in user, always of one organization.
 *
 * Scopes are `<resource>:<read|write>`; `*` grants everything, `<resource>:*`
 * a whole resource, `*:read` read access everywhere. Write implies read.
 */
import { permissionDenied } from './errors.js';

export const SCOPE_RESOURCES = [
  'organization',
  'clients',
  'invoices',
  'employees',
  'tasks',
  'time_entries',
  'smart',
  'webhooks',
  'events',
  'flows',
  'api_keys',
  'logs',
  'users',
] as const;

export type ScopeResource = (typeof SCOPE_RESOURCES)[number];
export type Scope = `${ScopeResource}:${'read' | 'write'}`;

export const SCOPE_PATTERN = `^(\\*|(\\*|${SCOPE_RESOURCES.join('|')}):(\\*|read|write))$`;

export interface Principal {
  organizationId: number;
  kind: 'api_key' | 'user';
  /** The api_keys or users row. */
  id: number;
  /** A user's id whether signed in by token; null for keys. */
  userId: number | null;
  scopes: readonly string[];
  /**
   * For a key: the person who made it (signed in, or through a key of theirs), whose removal or demotion revokes it
   * (features/api-keys/creators.ts); null for keys nobody made (the CLI, the first start). Unset for a user.
   */
  madeBy?: number | null;
  /** How the audit log names the caller: `key sk_AbCd123` or `user ana@example.com`. Never a secret. */
  label: string;
  /**
   * A user who signed in with a password someone else gave them (an invitation, a colleague's reset): until they
   * choose their own, only the routes marked `duringPasswordChange` answer them (http/api.ts). Never set for a key.
   */
  passwordChangeRequired?: boolean;
}

function grants(held: string, wanted: Scope): boolean {
  if (held === '*') return true;
  const [resource, action] = held.split(':');
  const [wantedResource, wantedAction] = wanted.split(':');
  const resourceMatches = resource === '*' || resource === wantedResource;
  const actionMatches = action === '*' || action === wantedAction || (action === 'write' && wantedAction === 'read');
  return resourceMatches && actionMatches;
}

export function hasScope(principal: Pick<Principal, 'scopes'>, wanted: Scope): boolean {
  return principal.scopes.some((held) => grants(held, wanted));
}

export function requireScope(principal: Principal, wanted: Scope): void {
  if (!hasScope(principal, wanted)) {
    throw permissionDenied(`This credential lacks the scope "${wanted}".`);
  }
}

/** True when everything `requested` allows, `holder` allows too: no one mints a key stronger than their own. */
export function canGrant(holder: Pick<Principal, 'scopes'>, requested: readonly string[]): boolean {
  const expanded = requested.flatMap((scope) => expandScope(scope));
  return expanded.every((scope) => hasScope(holder, scope));
}

function expandScope(scope: string): Scope[] {
  const [resource = '*', action = '*'] = scope === '*' ? ['*', '*'] : scope.split(':');
  const resources = resource === '*' ? SCOPE_RESOURCES : [resource as ScopeResource];
  const actions = action === '*' ? (['read', 'write'] as const) : [action as 'read' | 'write'];
  return resources.flatMap((r) => actions.map((a) => `${r}:${a}` as Scope));
}
