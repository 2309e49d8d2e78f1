import type { Api } from '../../platform/http/api.js';
import { authenticationFailed, badRequest } from '../../platform/errors.js';
import type { Deps } from '../../app/deps.js';
import { HASH_QUEUE_DEFAULTS, HashQueue } from './hash-queue.js';
import { scopesOfRole } from './roles.js';
import { ADDRESS_FAILURES, EMAIL_WINDOW_SECONDS, FREE_ATTEMPTS, MAX_DELAY_SECONDS, signInLimiter } from './sign-in-limiter.js';
import { Me, TokenRequest, TokenResponse } from './schemas.js';
import { signIn, signOut, whoAmI } from './service.js';

const tag = 'Authentication';
const BASE = '/api/v1/auth/';

export function authRoutes(api: Api, { db, clock, config }: Deps): void {
  const limiter = signInLimiter(db);
  const hashing = new HashQueue();
  api.route({
    method: 'post',
    path: `${BASE}token/`,
    operationId: 'obtainToken',
    summary: 'Sign in: trade e-mail and password for an access token',
    description: `Answers 200 with a token for \`Authorization: Token <token>\`, valid for ${config.tokenTtlHours} hours. Wrong credentials answer 401. Throttled (429 with \`Retry-After\`): ${ADDRESS_FAILURES} failed attempts a minute per client address; past ${FREE_ATTEMPTS} attempts on one e-mail in ${EMAIL_WINDOW_SECONDS / 60} minutes, one try per address per delay that doubles up to ${MAX_DELAY_SECONDS} s (counted per e-mail and address, so the owner of an e-mail under attack still signs in from their own). Passwords are checked ${HASH_QUEUE_DEFAULTS.concurrency} at a time, the waiting sign-ins served in turn by account, so a flood on one account waits in its own line; at most ${HASH_QUEUE_DEFAULTS.perAccount} sign-ins per account, ${HASH_QUEUE_DEFAULTS.perAddress} per address and ${HASH_QUEUE_DEFAULTS.total} in all wait or run at once, past which 429 with \`Retry-After: 1\` names the bound. Each try, failed or not, is in the audit log of the organization whose user the e-mail names (password and token redacted).`,
    tag,
    scope: null,
    body: TokenRequest,
    responses: { 200: { description: 'A new access token', schema: TokenResponse } },
    problems: {
      401: {
        kind: 'Problem',
        code: 'authentication_failed',
        description: 'The e-mail and password do not match a user (`authentication_failed`); which of the two was wrong is not said.',
        detail: 'The e-mail or password is not correct.',
      },
    },
    handler: async (ctx, { body }) => {
      const delaySeconds = await limiter.admit(body.email, ctx.ip);
      const account = body.email.trim().toLowerCase();
      const { issued, organizationId } = await hashing.run(account, ctx.ip, () =>
        signIn(db, body.email, body.password, clock.now(), config.tokenTtlHours),
      );
      // Signing in has no credential yet: the call is logged for the organization of the user it names, failed or not,
      // so that its owners see who signed in and who tried (audit/middleware.ts).
      ctx.state.auditOrganizationId = organizationId;
      if (!issued) {
        await limiter.failed(body.email, ctx.ip, delaySeconds);
        throw authenticationFailed('The e-mail or password is wrong.');
      }
      await limiter.succeeded(body.email, ctx.ip);
      ctx.body = {
        token: issued.token,
        expires_at: issued.expiresAt.toISOString(),
        user: {
          id: issued.user.id,
          email: issued.user.email,
          name: issued.user.name,
          organization_id: issued.user.organization_id,
          role: issued.user.role,
        },
        scopes: scopesOfRole(issued.user.role),
      };
    },
  });

  api.route({
    method: 'delete',
    path: `${BASE}token/`,
    operationId: 'revokeToken',
    summary: 'Sign out: revoke the access token of this request',
    description:
      'The token this request was made with stops working at once; answers 204. A request made with an API key is refused with 400 `not_a_token` (revoke keys at `/api/automation/api-keys/`).',
    tag,
    scope: 'authenticated',
    responses: { 204: { description: 'The token is revoked' } },
    handler: async (ctx) => {
      const tokenId = (ctx.state.principal as { tokenId?: number }).tokenId;
      if (tokenId === undefined)
        throw badRequest('not_a_token', 'This request was not made with an access token; revoke API keys at /api/automation/api-keys/.');
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
