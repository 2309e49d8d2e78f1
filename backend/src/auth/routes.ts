import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Api } from '../http/api.js';
import { Problem, authenticationFailed, badRequest } from '../platform/errors.js';
import type { Deps } from '../deps.js';
import { Me, TokenRequest, TokenResponse } from './schemas.js';
import { signIn, signOut, whoAmI } from './service.js';

const tag = 'Authentication';
const BASE = '/api/v1/auth/';

// Sign-in guesses are limited per e-mail address, whatever address they come from.
const FAILED_SIGN_INS_PER_EMAIL = 10;
const FAILED_SIGN_IN_WINDOW_SECONDS = 15 * 60;

export function authRoutes(api: Api, { db, clock, config }: Deps): void {
  const failures = new RateLimiterMemory({ points: FAILED_SIGN_INS_PER_EMAIL, duration: FAILED_SIGN_IN_WINDOW_SECONDS });

  api.route({
    method: 'post',
    path: `${BASE}token/`,
    operationId: 'obtainToken',
    summary: 'Sign in: trade e-mail and password for an access token',
    description: `Answers 200 with a token for \`Authorization: Token <token>\`, valid for ${config.tokenTtlHours} hours. Wrong credentials answer 401; after ${FAILED_SIGN_INS_PER_EMAIL} failures for one e-mail in ${FAILED_SIGN_IN_WINDOW_SECONDS / 60} minutes, 429.`,
    tag,
    scope: null,
    body: TokenRequest,
    responses: { 200: { description: 'A new access token', schema: TokenResponse } },
    handler: async (ctx, { body }) => {
      const limiterKey = body.email.toLowerCase();
      const seen = await failures.get(limiterKey);
      if (seen && seen.consumedPoints >= FAILED_SIGN_INS_PER_EMAIL) {
        const retryAfter = Math.ceil(seen.msBeforeNext / 1000);
        throw new Problem(429, 'rate_limited', 'Too many failed sign-ins for this e-mail; try again later.', { headers: { 'Retry-After': String(retryAfter) } });
      }
      const issued = await signIn(db, body.email, body.password, clock.now(), config.tokenTtlHours);
      if (!issued) {
        await failures.penalty(limiterKey, 1);
        throw authenticationFailed('The e-mail or password is wrong.');
      }
      await failures.delete(limiterKey);
      ctx.body = {
        token: issued.token,
        expires_at: issued.expiresAt.toISOString(),
        user: { id: issued.user.id, email: issued.user.email, name: issued.user.name, organization_id: issued.user.organization_id },
      };
    },
  });

  api.route({
    method: 'delete',
    path: `${BASE}token/`,
    operationId: 'revokeToken',
    summary: 'Sign out: revoke the access token of this request',
    tag,
    scope: 'authenticated',
    responses: { 204: { description: 'The token is revoked' } },
    handler: async (ctx) => {
      const tokenId = (ctx.state.principal as { tokenId?: number }).tokenId;
      if (tokenId === undefined) throw badRequest('not_a_token', 'This request was not made with an access token; revoke API keys at /api/automation/api-keys/.');
      await signOut(db, tokenId);
      ctx.status = 204;
    },
  });

  api.route({
    method: 'get',
    path: `${BASE}me/`,
    operationId: 'whoAmI',
    summary: 'The caller: organization and credential',
    description: 'A cheap authenticated call, used by the n8n credential test.',
    tag,
    scope: 'authenticated',
    responses: { 200: { description: 'The caller', schema: Me } },
    handler: async (ctx) => {
      ctx.body = await whoAmI(db, ctx.state.principal);
    },
  });
}
