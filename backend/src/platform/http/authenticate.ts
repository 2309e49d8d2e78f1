/**
 * Reads the Authorization header: `Bearer sk_...` or `Api-Key sk_...` for an
 * API key, `Token <token>` for a user's access token. It only identifies the
 * caller; each route decides whether it needs one (see api.ts), so a bad
 * credential on a public route does no harm.
 */
import type { Middleware } from 'koa';
import { authenticationFailed } from '../errors.js';
import type { Principal } from '../principal.js';

/** Who a credential belongs to, or null when it is unknown, revoked or expired. */
export interface CredentialLookups {
  apiKey(key: string): Promise<Principal | null>;
  token(token: string): Promise<Principal | null>;
}

export function authenticate(lookups: CredentialLookups): Middleware {
  return async function identifyCaller(ctx, next) {
    const header = ctx.get('authorization');
    if (header) {
      const match = /^(\S+)\s+(\S+)\s*$/.exec(header);
      const scheme = match?.[1]?.toLowerCase();
      const credential = match?.[2] ?? '';
      if (scheme === 'bearer' || scheme === 'api-key') {
        const principal = await lookups.apiKey(credential);
        if (principal) ctx.state.principal = principal;
        else ctx.state.authError = authenticationFailed('The API key is not valid or has been revoked.');
      } else if (scheme === 'token') {
        const principal = await lookups.token(credential);
        if (principal) ctx.state.principal = principal;
        else ctx.state.authError = authenticationFailed('The access token is not valid or has expired.');
      } else {
        ctx.state.authError = authenticationFailed('Use "Authorization: Bearer sk_...", "Api-Key sk_..." or "Token <token>".');
      }
    } else if (ctx.get('x-api-key')) {
      // Many APIs (and MCP hosts' presets) send keys this way; the key is not read from it, but the answer says where to put it.
      ctx.state.authError = authenticationFailed(
        'Kontor does not read the X-API-Key header: send the key as "Authorization: Bearer sk_..." (or "Authorization: Api-Key sk_..."; a user\'s access token as "Authorization: Token <token>").',
      );
    }
    await next();
  };
}
