import type { Deps } from '../../app/deps.js';
import { type Api, created } from '../../platform/http/api.js';
import { readRoutes } from '../../platform/resource/routes.js';
import { PasswordReset, User, UserInvite, UserInvited, UserListQuery, UserPatch } from './people-schemas.js';
import { peopleService } from './people-service.js';

const BASE = '/api/v1/users/';
const ITEM = `${BASE}{id}/`;
const tag = 'People';

const PASSWORD_NOTE =
  'The password is random. With SMTP configured it is e-mailed to the user and left out of this answer (`delivery: "emailed"`); without a mail server, or when it refuses, it is in `password`, shown in this answer only (`delivery: "shown"`), as a new API key is. Neither the audit log nor the process log ever holds it. It is for one use: signing in with it answers `password_change_required: true`, and that session may only change it (`POST /api/v1/auth/password/`), read `/api/v1/auth/me/` and sign out.';
const STRONGER_NOTE = 'A credential acts only on users whose role it could grant (every scope of it): 403 otherwise.';

export function peopleRoutes(api: Api, deps: Deps): void {
  const service = peopleService(deps);
  readRoutes(
    api,
    {
      base: BASE,
      tag,
      noun: 'user',
      plural: 'users',
      scope: 'users',
      schemas: { item: User, listQuery: UserListQuery },
      notes: { list: 'The people who sign in to the organization, by e-mail; `?search=` searches e-mail and name.' },
    },
    service,
  );

  api.route({
    method: 'post',
    path: BASE,
    operationId: 'inviteUser',
    summary: 'Invite a colleague',
    description: `Creates a user of the organization who signs in with this e-mail. ${PASSWORD_NOTE} An e-mail that already has an account answers 409 \`email_taken\`. ${STRONGER_NOTE}`,
    tag,
    scope: 'users:write',
    body: UserInvite,
    responses: { 201: { description: 'The new user, and how the password reached them', schema: UserInvited } },
    handler: async (ctx, { body }) => {
      const user = await service.invite(ctx.state.principal, body);
      created(ctx, `${BASE}${user.id}/`, user);
    },
  });

  api.route({
    method: 'patch',
    path: ITEM,
    operationId: 'updateUser',
    summary: "Change a user's role or name",
    description: `The last owner cannot be made a member: 409 \`last_owner\`. ${STRONGER_NOTE} A role change applies to the user's next request; the API keys they made that hold a scope the new role lacks are revoked.`,
    tag,
    scope: 'users:write',
    body: UserPatch,
    responses: { 200: { description: 'The user', schema: User } },
    handler: async (ctx, { params, body }) => {
      ctx.body = await service.update(ctx.state.principal, params.id!, body);
    },
  });

  api.route({
    method: 'post',
    path: `${ITEM}reset-password/`,
    operationId: 'resetUserPassword',
    summary: "Reset a user's password",
    description: `Gives the user a new password and signs them out everywhere. ${PASSWORD_NOTE} ${STRONGER_NOTE}`,
    tag,
    scope: 'users:write',
    responses: { 200: { description: 'The user, and how the new password reached them', schema: PasswordReset } },
    handler: async (ctx, { params }) => {
      ctx.body = await service.resetPassword(ctx.state.principal, params.id!);
    },
  });

  api.route({
    method: 'delete',
    path: ITEM,
    operationId: 'removeUser',
    summary: 'Remove a user',
    description: `The user can no longer sign in; their sessions end at once, and the API keys they made (signed in, or through a key of theirs) are revoked. The last owner cannot be removed (409 \`last_owner\`), nor can a user remove themselves (409 \`removing_yourself\`). ${STRONGER_NOTE}`,
    tag,
    scope: 'users:write',
    responses: { 204: { description: 'Removed' } },
    handler: async (ctx, { params }) => {
      await service.remove(ctx.state.principal, params.id!);
      ctx.status = 204;
    },
  });
}
