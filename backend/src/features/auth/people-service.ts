/**
 * The people of an organization, as the console's People page and `/api/v1/users/` manage them: invited by e-mail with
 * a role, given another role, their password reset, removed.
 *
 * A new or reset password is random and goes to the person the way Django's and Stripe's dashboards send a sign-in
 * link: by e-mail when the operator configured SMTP, so the inviter never sees it; without a mail server it is answered
 * once to the inviter (as an API key is), to hand over. It never reaches a log: the answer's `password` member is
 * redacted in the audit log, and the letter that carries it is logged without its text. It is for one use
 * (`password_temporary`): the person's session may do nothing but choose their own (password.ts).
 *
 * Nobody hands out more than they hold: a credential acts on a user only when it could grant every scope of that
 * user's role (old and new), so `users:write` alone cannot make an owner or take over an owner's account.
 */
import type { Deps } from '../../app/deps.js';
import { type Queryable, inTransaction } from '../../platform/db/knex.js';
import { type ListResult, mapRows } from '../../platform/db/list.js';
import { conflict, notFound, permissionDenied } from '../../platform/errors.js';
import { hashPassword, randomBase62 } from '../../platform/lib/secrets.js';
import { type Principal, canGrant } from '../../platform/principal.js';
import { revokeKeysMadeBy } from '../api-keys/store.js';
import { scopesWithin } from '../api-keys/service.js';
import { type Role, scopesOfRole } from './roles.js';
import type { User, UserInvite, UserListQuery, UserPatch } from './people-schemas.js';
import {
  type UserRow,
  deleteUser,
  findUser,
  findUserByEmail,
  insertUserUnlessTaken,
  listUsers,
  lockOwners,
  organizationName,
  replacePasswordHash,
  updateUser,
} from './store.js';

/** 16 base62 characters: about 95 random bits, as the CLI's reset-password gives. */
const PASSWORD_LENGTH = 16;

export const rowToUser = (row: UserRow): User => ({
  id: Number(row.id),
  email: row.email,
  name: row.name,
  role: row.role,
  created_at: row.created_at.toISOString(),
});

export interface Delivered {
  delivery: 'shown' | 'emailed';
  password?: string;
  email_error?: string;
}

function refuseStronger(principal: Principal, ...roles: Role[]): void {
  for (const role of roles)
    if (!canGrant(principal, scopesOfRole(role)))
      throw permissionDenied(`Only a credential holding every scope of the ${role} role may give that role, or act on a user who has it.`);
}

export function peopleService({ db, config, mailer }: Pick<Deps, 'db' | 'config' | 'mailer'>) {
  /** Sends the password by e-mail when SMTP is configured; otherwise (or when the server refuses) answers it once. */
  async function deliver(user: UserRow, password: string, why: 'invited' | 'reset'): Promise<Delivered> {
    if (!config.smtpUrl) return { delivery: 'shown', password };
    const organization = (await organizationName(db, user.organization_id)) ?? 'Kontor';
    const opening =
      why === 'invited' ? `You have been invited to ${organization} on Kontor.` : `Your Kontor password for ${organization} was reset.`;
    try {
      await mailer.send({
        organizationId: user.organization_id,
        to: user.email,
        subject: why === 'invited' ? `Your Kontor account at ${organization}` : 'Your new Kontor password',
        text: `${opening}\n\nSign in with\n  e-mail: ${user.email}\n  password: ${password}\n`,
        logText: `${opening} (The letter's sign-in details are not kept in the log.)`,
      });
      return { delivery: 'emailed' };
    } catch (error) {
      return { delivery: 'shown', password, email_error: (error as Error).message };
    }
  }

  async function existing(organizationId: number, id: number, lock = false, trx: Queryable = db): Promise<UserRow> {
    const row = await findUser(trx, organizationId, id, lock);
    if (!row) throw notFound('The user');
    return row;
  }

  return {
    async list(organizationId: number, query: UserListQuery): Promise<ListResult<User>> {
      return mapRows(await listUsers(db, organizationId, query), rowToUser);
    },
    async get(organizationId: number, id: number): Promise<User> {
      return rowToUser(await existing(organizationId, id));
    },

    async invite(principal: Principal, input: UserInvite): Promise<User & Delivered> {
      const role = input.role ?? 'member';
      refuseStronger(principal, role);
      const taken = () => conflict(`Someone already signs in with ${input.email}; one e-mail is one account.`, 'email_taken');
      if (await findUserByEmail(db, input.email)) throw taken();
      const password = randomBase62(PASSWORD_LENGTH);
      // The password's hash takes a while: an invitation of the same e-mail may commit meanwhile, and is then this
      // one's refusal as if it had come second (no unique violation, which would abort the request's transaction).
      const row = await insertUserUnlessTaken(db, {
        organization_id: principal.organizationId,
        email: input.email.trim(),
        name: input.name ?? '',
        role,
        password_hash: await hashPassword(password),
        password_temporary: true,
      });
      if (!row) throw taken();
      return { ...rowToUser(row), ...(await deliver(row, password, 'invited')) };
    },

    async update(principal: Principal, id: number, patch: UserPatch): Promise<User> {
      return inTransaction(db, async (trx) => {
        const owners = patch.role === 'member' ? await lockOwners(trx, principal.organizationId) : [];
        const row = await existing(principal.organizationId, id, true, trx);
        refuseStronger(principal, row.role, patch.role ?? row.role);
        if (row.role === 'owner' && patch.role === 'member' && owners.length <= 1)
          throw conflict('This is the last owner; make someone else an owner first.', 'last_owner');
        const updated = (await updateUser(trx, principal.organizationId, id, patch))!;
        // The person's keys beyond the new role's reach go with the role: else a demoted owner keeps an owner's key.
        if (patch.role && patch.role !== row.role)
          await revokeKeysMadeBy(trx, principal.organizationId, id, scopesWithin({ scopes: scopesOfRole(patch.role) }));
        return rowToUser(updated);
      });
    },

    /** A new random password, for one use; the user's sessions end with the old one. */
    async resetPassword(principal: Principal, id: number): Promise<{ user: User } & Delivered> {
      const row = await existing(principal.organizationId, id);
      refuseStronger(principal, row.role);
      const password = randomBase62(PASSWORD_LENGTH);
      await replacePasswordHash(db, row.id, await hashPassword(password), true);
      return { user: rowToUser(row), ...(await deliver(row, password, 'reset')) };
    },

    async remove(principal: Principal, id: number): Promise<void> {
      await inTransaction(db, async (trx) => {
        const owners = await lockOwners(trx, principal.organizationId);
        const row = await existing(principal.organizationId, id, true, trx);
        refuseStronger(principal, row.role);
        if (principal.userId === row.id) throw conflict('You cannot remove yourself; another owner can.', 'removing_yourself');
        if (row.role === 'owner' && owners.length <= 1)
          throw conflict('This is the last owner; make someone else an owner first.', 'last_owner');
        // Their keys go with them (and the keys those keys made): a removed person keeps no way in.
        await revokeKeysMadeBy(trx, principal.organizationId, id);
        await deleteUser(trx, principal.organizationId, id);
      });
    },
  };
}
