import type { Context } from 'koa';
import type { Api } from '../../platform/http/api.js';
import { Problem, authenticationFailed, badRequest, conflict, validationError } from '../../platform/errors.js';
import type { Deps } from '../../app/deps.js';
import { HASH_QUEUE_DEFAULTS, HashQueue } from './hash-queue.js';
import { scopesOfRole } from './roles.js';
import { ADDRESS_FAILURES, EMAIL_WINDOW_SECONDS, FREE_ATTEMPTS, MAX_DELAY_SECONDS, signInLimiter } from './sign-in-limiter.js';
import { Me, PasswordChange, PasswordChanged, TokenRequest, TokenResponse } from './schemas.js';
import { changePassword, newPasswordFaults, passwordOwner } from './password.js';
import { signIn, signOut, whoAmI } from './service.js';

const tag = 'Authentication';
const BASE = '/api/v1/auth/';

/** The line a password check waits in is its account's: the e-mail as sign-in names it. */
const accountOf = (email: string) => email.trim().toLowerCase();

/**
 * A sign-in: limited by its own route, per account and per address (sign-in-limiter.ts, hash-queue.ts), and so not
 * by its address's allowance for anonymous requests (platform/http/rate-limit.ts).
 */
export const isSignIn = (ctx: Context) => ctx.method === 'POST' && ctx.path === `${BASE}token/`;

const NOT_A_TOKEN =
  'Only a person signed in with e-mail and password (Authorization: Token <token>) changes their own password; an API key has none.';

export function authRoutes(api: Api, { db, clock, config }: Deps): void {
  const limiter = signInLimiter(db);
  // One line for sign-ins and password changes: both check a password, and a flood of either waits behind itself.
  const hashing = new HashQueue();
  api.route({
    method: 'post',
    path: `${BASE}token/`,
    operationId: 'obtainToken',
    summary: 'Sign in: trade e-mail and password for an access token',
    description: `Answers 200 with a token for \`Authorization: Token <token>\`, valid for ${config.tokenTtlHours} hours. Wrong credentials answer 401. Throttled (429 with \`Retry-After\`): past ${FREE_ATTEMPTS} attempts on one e-mail in ${EMAIL_WINDOW_SECONDS / 60} minutes, one try per address per delay that doubles up to ${MAX_DELAY_SECONDS} s (counted per e-mail and address, so the owner of an e-mail under attack still signs in from their own); ${ADDRESS_FAILURES} failed attempts a minute per client address, of those the e-mail's delay let through (a flood on one account does not lock a colleague behind the same address out of theirs). Not counted against the address's allowance of anonymous requests. Passwords are checked ${HASH_QUEUE_DEFAULTS.concurrency} at a time, the waiting sign-ins served in turn by account, so a flood on one account waits in its own line; at most ${HASH_QUEUE_DEFAULTS.perAccount} sign-ins per account, ${HASH_QUEUE_DEFAULTS.perAddress} per address and ${HASH_QUEUE_DEFAULTS.total} in all wait or run at once, past which 429 with \`Retry-After: 1\` names the bound. Each try, failed or not, is in the audit log of the organization whose user the e-mail names (password and token redacted).`,
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
      const { issued, organizationId } = await hashing.run(accountOf(body.email), ctx.ip, () =>
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
        password_change_required: issued.user.password_temporary,
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
    duringPasswordChange: true,
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
    description:
      'A cheap authenticated call, used by the n8n credential test. `password_change_required` says whether a signed-in user must choose their own password before anything else.',
    tag,
    scope: 'authenticated',
    duringPasswordChange: true,
    responses: { 200: { description: 'The caller', schema: Me } },
    handler: async (ctx) => {
      ctx.body = await whoAmI(db, ctx.state.principal);
    },
  });

  api.route({
    method: 'post',
    path: `${BASE}password/`,
    operationId: 'changePassword',
    summary: 'Change your own password',
    description: `For a person signed in with a token (\`Authorization: Token\`): the current password and a new one. Answers 200; the user's other sessions end at once, as after a reset, and this token stays valid. A one-time password (given by an invitation or a colleague's reset: \`password_change_required\`) is changed the same way, which lifts the restriction. Refusals name their field (422 \`validation_error\`): a new password shorter than 12 or longer than 1024 characters, equal to the current one or to the e-mail; and a wrong \`current_password\`, which counts as a failed sign-in of that e-mail from that address and is throttled as sign-ins are (429 with \`Retry-After\`; see \`obtainToken\`). A password reset by a colleague meanwhile answers 409 \`password_changed_meanwhile\`. Neither password is ever kept in the audit log. A request made with an API key is refused with 403 \`not_a_token\`: a key has no password.`,
    tag,
    scope: 'authenticated',
    duringPasswordChange: true,
    body: PasswordChange,
    responses: { 200: { description: 'The password is changed', schema: PasswordChanged } },
    problems: {
      403: {
        kind: 'Problem',
        code: 'not_a_token',
        description: 'The request was made with an API key, which is no person and has no password (`not_a_token`).',
        detail: NOT_A_TOKEN,
      },
    },
    handler: async (ctx, { body }) => {
      const { tokenId } = ctx.state.principal as { tokenId?: number };
      if (tokenId === undefined) throw new Problem(403, 'not_a_token', NOT_A_TOKEN);
      const user = await passwordOwner(db, ctx.state.principal);
      // What needs no hash is refused first and costs no attempt: only a check of the current password is a guess.
      const faults = newPasswordFaults(body, user.email);
      if (faults.length > 0) throw validationError(faults);
      const delaySeconds = await limiter.admit(user.email, ctx.ip);
      const outcome = await hashing.run(accountOf(user.email), ctx.ip, () => changePassword(db, user, body, tokenId));
      if (!outcome.changed && outcome.why === 'wrong_password') {
        await limiter.failed(user.email, ctx.ip, delaySeconds);
        throw validationError([{ field: 'current_password', message: 'is not your current password' }]);
      }
      if (!outcome.changed)
        throw conflict(
          'Your password was reset while you changed it, which signed you out; sign in with the new one.',
          'password_changed_meanwhile',
        );
      await limiter.succeeded(user.email, ctx.ip);
      ctx.body = { other_sessions_ended: outcome.otherSessionsEnded };
    },
  });
}
