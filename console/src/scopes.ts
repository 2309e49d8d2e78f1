import type { Me } from './api/types.js';

/**
 * Whether the signed-in credential may `action` a resource, by its scopes as the server reads them: `*`,
 * `<resource>:*`, `*:<action>` or the scope itself, write implying read. The console hides what it may not do instead
 * of offering a form the server refuses; the server still decides.
 */
export function mayDo(me: Me | null, resource: string, action: 'read' | 'write'): boolean {
  const granted = new Set(me?.credential.scopes ?? []);
  const actions = action === 'read' ? ['read', 'write', '*'] : ['write', '*'];
  return granted.has('*') || actions.some((one) => granted.has(`${resource}:${one}`) || granted.has(`*:${one}`));
}
