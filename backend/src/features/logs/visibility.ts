/**
 * What a `logs:read` credential may see of an entry: the entry itself always
 * (method, URL, status, timing, error code), its stored bodies only when it
 * may read every resource whose data they hold. An API call holds the data of
 * the resource its path names; a delivery that of its event's resource; a
 * flow run or an e-mail may hold anything from the run's context, so those
 * need read access to every resource.
 *
 * A delivery's event type is read from what was recorded beside the body when
 * the entry was written (`event_type` among its request headers), never from
 * the stored body: a long body is kept only as a preview, in which the type
 * may be cut off while the data it carries is not.
 */
import { type Principal, SCOPE_RESOURCES, type ScopeResource, hasScope } from '../../platform/principal.js';
import { resourcesOfEvent } from '../../platform/events/resources.js';
import type { AuditEntry } from './schemas.js';

const API_PATHS: ReadonlyArray<[RegExp, ScopeResource[]]> = [
  [/^\/api\/v1\/clients\//, ['clients']],
  [/^\/api\/v1\/invoices\//, ['invoices']],
  [/^\/api\/v1\/employees\//, ['employees']],
  [/^\/api\/v1\/tasks\//, ['tasks']],
  [/^\/api\/v1\/time-entries\//, ['time_entries']],
  [/^\/api\/v1\/(auth|organization)\//, []],
  [/^\/api\/v1\/users\//, ['users']],
  [/^\/api\/automation\/smart\/invoice\//, ['invoices', 'clients']],
  [/^\/api\/automation\/smart\/task\//, ['tasks', 'clients', 'employees']],
  [/^\/api\/automation\/smart\/time\//, ['time_entries', 'clients', 'employees', 'tasks']],
  [/^\/api\/automation\/webhooks\//, ['webhooks']],
  [/^\/api\/automation\/events\//, ['events']],
  [/^\/api\/automation\/(flows|runs|blocks)\//, ['flows', 'invoices', 'clients', 'tasks']],
  [/^\/api\/automation\/api-keys\//, ['api_keys']],
  [/^\/api\/automation\/logs\//, [...SCOPE_RESOURCES]],
];

/** The resources whose data an entry's bodies may hold. */
export function resourcesOf(entry: Pick<AuditEntry, 'kind' | 'method' | 'url' | 'request'>): readonly ScopeResource[] {
  if (entry.kind === 'api') {
    const path = entry.url.replace(/[?#].*$/, '');
    return API_PATHS.find(([pattern]) => pattern.test(path))?.[1] ?? SCOPE_RESOURCES;
  }
  if (entry.kind === 'webhook') {
    const type = (entry.request.headers as { event_type?: unknown } | null | undefined)?.event_type;
    if (typeof type === 'string') return resourcesOfEvent(type);
    // Kontor's own notes about an endpoint (disabled, …) carry no event, only the endpoint's data.
    if (entry.method !== 'POST') return ['webhooks'];
    // A delivery recorded without its type: it may carry anything.
    return SCOPE_RESOURCES;
  }
  return SCOPE_RESOURCES;
}

/** True when the principal may read every resource: then nothing is withheld and search reaches into bodies. */
export const readsEverything = (principal: Pick<Principal, 'scopes'>) =>
  SCOPE_RESOURCES.every((resource) => hasScope(principal, `${resource}:read`));

/** The entry as this principal may see it: bodies withheld, with the scopes that would show them. */
export function visibleEntry(entry: AuditEntry, principal: Pick<Principal, 'scopes'>): AuditEntry {
  const lacking = resourcesOf(entry).filter((resource) => !hasScope(principal, `${resource}:read`));
  if (lacking.length === 0) return entry;
  const withheld = `[withheld: needs ${lacking.map((resource) => `${resource}:read`).join(', ')}]`;
  const hidden = { ...entry, request: { ...entry.request, body: withheld }, response: { ...entry.response, body: withheld } };
  // An e-mail's address and subject are the run's data too (a client's address, an invoice's number and client).
  if (entry.kind === 'email')
    return {
      ...hidden,
      url: 'mailto:[withheld]',
      request: { ...hidden.request, headers: {} },
      error: entry.error === null ? null : withheld,
    };
  return hidden;
}
