import { type Static, Type } from '@sinclair/typebox';
import { Id, Text, Timestamp } from '../../platform/http/schema.js';

export const TokenRequest = Type.Object(
  {
    email: Text(254, { minLength: 3 }),
    password: Text(1024, { minLength: 1 }),
  },
  { additionalProperties: false, $id: 'TokenRequest' },
);

const PASSWORD_CHANGE_REQUIRED =
  'True when the password was given by someone else (an invitation, or a reset by a colleague): it is for one use. Until the user chooses their own with `POST /api/v1/auth/password/`, the token may only read `/api/v1/auth/me/`, change the password and sign out; anything else answers 403 `password_change_required`. Always false for an API key.';

export const TokenResponse = Type.Object(
  {
    token: Type.String({ description: 'Send as `Authorization: Token <token>`.' }),
    expires_at: Timestamp,
    user: Type.Object({
      id: Id,
      email: Type.String(),
      name: Type.String(),
      organization_id: Id,
      role: Type.Union([Type.Literal('owner'), Type.Literal('member')], {
        description: 'An owner holds every scope; a member the scopes listed in `scopes`.',
      }),
    }),
    scopes: Type.Array(Type.String(), { description: "What the token may do: the user's role's scopes." }),
    password_change_required: Type.Boolean({ description: PASSWORD_CHANGE_REQUIRED }),
  },
  { $id: 'TokenResponse' },
);

export const Me = Type.Object(
  {
    organization: Type.Object({ id: Id, name: Type.String() }),
    credential: Type.Object({
      kind: Type.Union([Type.Literal('api_key'), Type.Literal('user')]),
      label: Type.String({ description: 'The key prefix or the user e-mail.' }),
      scopes: Type.Array(Type.String()),
    }),
    password_change_required: Type.Boolean({ description: PASSWORD_CHANGE_REQUIRED }),
  },
  { $id: 'Me' },
);

/** The shortest password a person may choose, through the API, the console or the operators' CLI. */
export const NEW_PASSWORD_MIN_LENGTH = 12;

export const PasswordChange = Type.Object(
  {
    current_password: Text(1024, {
      minLength: 1,
      description: 'The password this session signed in with (the one-time password, when it was given).',
    }),
    new_password: Text(1024, {
      minLength: NEW_PASSWORD_MIN_LENGTH,
      description: `At least ${NEW_PASSWORD_MIN_LENGTH} and at most 1024 characters of your own choosing; not the current password, not your e-mail address.`,
    }),
  },
  { additionalProperties: false, $id: 'PasswordChange' },
);
export type PasswordChange = Static<typeof PasswordChange>;

export const PasswordChanged = Type.Object(
  {
    other_sessions_ended: Type.Integer({
      minimum: 0,
      description: "How many of the user's other sessions (access tokens) ended; the one that made the change goes on.",
    }),
  },
  { $id: 'PasswordChanged' },
);
