import { Type, type Static } from '@sinclair/typebox';
import { Id, ListQuery, Text, Timestamp } from '../../platform/http/schema.js';

const Role = Type.Union([Type.Literal('owner'), Type.Literal('member')], {
  description:
    'An owner holds every scope; a member keeps the books (clients, invoices, employees, tasks, time entries, smart endpoints) and reads the automation set-up.',
});

const SignInEmail = Type.String({
  minLength: 3,
  maxLength: 254,
  pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
  description: 'The e-mail the colleague signs in with; one account per e-mail across Kontor.',
  examples: ['ana@example.com'],
});

export const User = Type.Object(
  {
    id: Id,
    email: Type.String(),
    name: Type.String(),
    role: Role,
    created_at: Timestamp,
  },
  { $id: 'User' },
);
export type User = Static<typeof User>;

export const UserInvite = Type.Object(
  {
    email: SignInEmail,
    name: Type.Optional(Text(200, { description: 'How the console names them; empty by default.' })),
    role: Type.Optional(Type.Union([Type.Literal('owner'), Type.Literal('member')], { description: 'Defaults to `member`.' })),
  },
  { additionalProperties: false, $id: 'UserInvite' },
);
export type UserInvite = Static<typeof UserInvite>;

export const UserPatch = Type.Object(
  {
    name: Type.Optional(Text(200)),
    role: Type.Optional(Role),
  },
  { additionalProperties: false, minProperties: 1, $id: 'UserPatch' },
);
export type UserPatch = Static<typeof UserPatch>;

export const PasswordDelivery = Type.Object({
  delivery: Type.Union([Type.Literal('shown'), Type.Literal('emailed')], {
    description:
      '`emailed`: SMTP is configured and the password went to the user by e-mail, not in this answer. `shown`: no mail server (or it refused), so the password is in `password`, in this answer only.',
  }),
  password: Type.Optional(
    Type.String({
      description:
        'The one-time password, when `delivery` is `shown`: shown only in this answer (never stored in clear, never in the audit log); hand it to the user, who signs in with it and then chooses their own.',
    }),
  ),
  email_error: Type.Optional(Type.String({ description: 'Why the e-mail could not be sent, when SMTP is configured but refused it.' })),
});

export const UserInvited = Type.Composite([User, PasswordDelivery], { $id: 'UserInvited' });
export const PasswordReset = Type.Composite([Type.Object({ user: User }), PasswordDelivery], { $id: 'PasswordReset' });

export const UserListQuery = ListQuery(['email', 'name', 'created_at'], {
  role: Type.Union([Type.Literal('owner'), Type.Literal('member')]),
});
export type UserListQuery = Static<typeof UserListQuery>;
