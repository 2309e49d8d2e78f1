/**
 * A person changes their own password. The current password proves it is them (a session left open is not enough
 * to lock its owner out), and a wrong one is counted by the sign-in limiter as a failed sign-in would be, so that the
 * endpoint is no second door for guessing. The new password is the person's own choice: at least 12 characters (the
 * random ones Kontor hands out have 16), at most 1024 (what sign-in accepts; scrypt's cost hardly grows with the
 * length, and the bound keeps it so), neither the current one nor the e-mail. The change ends every other session of
 * theirs, as a reset does; the session that made it goes on (so the console need not sign in again).
 *
 * A password someone else gave them (an invitation, a colleague's reset) is temporary (`users.password_temporary`):
 * until it is changed, their sessions may only read `me/`, change it and sign out (platform/http/api.ts).
 */
import type { Queryable } from '../../platform/db/knex.js';
import { type FieldError, notFound } from '../../platform/errors.js';
import { hashPassword, verifyPassword } from '../../platform/lib/secrets.js';
import type { Principal } from '../../platform/principal.js';
import type { PasswordChange } from './schemas.js';
import { type UserRow, findUser, replaceOwnPasswordHash } from './store.js';

/** The signed-in person whose password is to change. */
export async function passwordOwner(db: Queryable, principal: Principal): Promise<UserRow> {
  const user = principal.userId === null ? undefined : await findUser(db, principal.organizationId, principal.userId);
  if (!user) throw notFound('The user');
  return user;
}

/** What is wrong with the new password that needs no hash to see; the length is the schema's. */
export function newPasswordFaults(input: PasswordChange, email: string): FieldError[] {
  const faults: FieldError[] = [];
  if (input.new_password === input.current_password)
    faults.push({ field: 'new_password', message: 'must differ from the current password' });
  else if (input.new_password.trim().toLowerCase() === email.trim().toLowerCase())
    faults.push({ field: 'new_password', message: 'must not be your e-mail address' });
  return faults;
}

export type PasswordChangeOutcome =
  { changed: true; otherSessionsEnded: number } | { changed: false; why: 'wrong_password' | 'changed_meanwhile' };

/**
 * Checks the current password and stores the new one, ending the user's other sessions; `keepTokenId` is the
 * session making the change. Two hashes: run it in the sign-in hashing line (hash-queue.ts).
 */
export async function changePassword(
  db: Queryable,
  user: UserRow,
  input: PasswordChange,
  keepTokenId: number,
): Promise<PasswordChangeOutcome> {
  if (!(await verifyPassword(input.current_password, user.password_hash))) return { changed: false, why: 'wrong_password' };
  const ended = await replaceOwnPasswordHash(db, user.id, user.password_hash, await hashPassword(input.new_password), keepTokenId);
  return ended === null ? { changed: false, why: 'changed_meanwhile' } : { changed: true, otherSessionsEnded: ended };
}
