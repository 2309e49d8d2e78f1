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
];
export const SCOPE_PATTERN = `^(\\*|(\\*|${SCOPE_RESOURCES.join('|')}):(\\*|read|write))$`;
function grants(held, wanted) {
    if (held === '*')
        return true;
    const [resource, action] = held.split(':');
    const [wantedResource, wantedAction] = wanted.split(':');
    const resourceMatches = resource === '*' || resource === wantedResource;
    const actionMatches = action === '*' || action === wantedAction || (action === 'write' && wantedAction === 'read');
    return resourceMatches && actionMatches;
}
export function hasScope(principal, wanted) {
    return principal.scopes.some((held) => grants(held, wanted));
}
export function requireScope(principal, wanted) {
    if (!hasScope(principal, wanted)) {
        throw permissionDenied(`This credential lacks the scope "${wanted}".`);
    }
}
/** True when everything `requested` allows, `holder` allows too: no one mints a key stronger than their own. */
export function canGrant(holder, requested) {
    const expanded = requested.flatMap((scope) => expandScope(scope));
    return expanded.every((scope) => hasScope(holder, scope));
}
function expandScope(scope) {
    const [resource = '*', action = '*'] = scope === '*' ? ['*', '*'] : scope.split(':');
    const resources = resource === '*' ? SCOPE_RESOURCES : [resource];
    const actions = action === '*' ? ['read', 'write'] : [action];
    return resources.flatMap((r) => actions.map((a) => `${r}:${a}`));
}
//# sourceMappingURL=principal.js.map