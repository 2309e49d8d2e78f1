/**
 * Reads the Authorization header: `Bearer sk_...` or `Api-Key sk_...` for an
 * API key, `Token <token>` for a user's access token. It only identifies the
 * caller; each route decides whether it needs one (see api.ts), so a bad
 * credential on a public route does no harm.
 */
import type { Middleware } from 'koa';
import { authenticateApiKey } from '../api-keys/service.js';
import { authenticateToken } from '../auth/service.js';
import type { Deps } from '../deps.js';
import { authenticationFailed } from './problem.js';

export function authenticate({ db, clock }: Pick<Deps, 'db' | 'clock'>): Middleware {
  return async function identifyCaller(ctx, next) {
    const header = ctx.get('authorization');
    if (header) {
      const match = /^(\S+)\s+(\S+)\s*$/.exec(header);
      const scheme = match?.[1]?.toLowerCase();
      const credential = match?.[2] ?? '';
      if (scheme === 'bearer' || scheme === 'api-key') {
        const principal = await authenticateApiKey(db, credential);
        if (principal) ctx.state.principal = principal;
        else ctx.state.authError = authenticationFailed('The API key is not valid or has been revoked.');
      } else if (scheme === 'token') {
        const principal = await authenticateToken(db, credential, clock.now());
        if (principal) ctx.state.principal = principal;
        else ctx.state.authError = authenticationFailed('The access token is not valid or has expired.');
      } else {
        ctx.state.authError = authenticationFailed('Use "Authorization: Bearer sk_...", "Api-Key sk_..." or "Token <token>".');
      }
    }
    await next();
  };
}
