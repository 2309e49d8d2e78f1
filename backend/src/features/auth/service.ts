import { type Queryable, inTransaction } from '../../platform/db/knex.js';
import { TOUCH_INTERVAL_MS } from '../api-keys/service.js';
import type { Principal } from '../../platform/principal.js';
import { hashPassword, randomBase62, sha256Hex, verifyPassword } from '../../platform/lib/secrets.js';
import { scopesOfRole } from './roles.js';
import {
  organizationName,
  deleteAccessToken,
  findLiveTokenTouching,
  findUserByEmail,
  insertAccessToken,
  insertUser,
  replacePasswordHash,
  type UserRow,
} from './store.js';

/** Access tokens: `kt_` and 40 base62 characters, stored as a SHA-256 hash. */
const TOKEN_PATTERN = /^kt_[0-9A-Za-z]{40}$/;

// Verifying against a throwaway hash when the e-mail is unknown keeps the
// answer time the same, so sign-in does not reveal which e-mails exist.
let decoyHash: Promise<string> | undefined;

export async function createUser(
  db: Queryable,
  input: { organizationId: number; email: string; name?: string; password: string; role: UserRow['role'] },
): Promise<UserRow> {
  return insertUser(db, {
    organization_id: input.organizationId,
    email: input.email,
    name: input.name ?? '',
    role: input.role,
    password_hash: await hashPassword(input.password),
  });
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
  user: UserRow;
}

/** Checks e-mail and password; answers a new token, or null for wrong credentials. */
/** A sign-in's outcome: the token, or none; and the organization of the user the e-mail names, if any (its Log shows the try). */
export type SignInOutcome = { issued: IssuedToken | null; organizationId: number | null };

export async function signIn(db: Queryable, email: string, password: string, now: Date, ttlHours: number): Promise<SignInOutcome> {
  const user = await findUserByEmail(db, email);
  decoyHash ??= hashPassword(randomBase62(20));
  const valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash));
  if (!user || !valid) return { issued: null, organizationId: user?.organization_id ?? null };
  const token = `kt_${randomBase62(40)}`;
  const expiresAt = new Date(now.getTime() + ttlHours * 3600_000);
  await insertAccessToken(db, {
    user_id: user.id,
    organization_id: user.organization_id,
    token_hash: sha256Hex(token),
    expires_at: expiresAt,
  });
  return { issued: { token, expiresAt, user }, organizationId: user.organization_id };
}

/** The principal of a live token, or null when unknown or expired. */
export async function authenticateToken(db: Queryable, token: string, now: Date): Promise<(Principal & { tokenId: number }) | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  // The hash is the lookup key: knowing where a stored hash differs tells nothing about a token.
  const found = await findLiveTokenTouching(db, sha256Hex(token), now, TOUCH_INTERVAL_MS / 1000);
  if (!found) return null;
  return {
    organizationId: found.token.organization_id,
    kind: 'user',
    id: found.user.id,
    userId: found.user.id,
    scopes: scopesOfRole(found.user.role),
    label: `user ${found.user.email}`,
    passwordChangeRequired: found.user.password_temporary,
    tokenId: found.token.id,
  };
}

export async function signOut(db: Queryable, tokenId: number): Promise<void> {
  await deleteAccessToken(db, tokenId);
}

/**
 * Sets a user's password (operators' CLI) and signs the user out everywhere; null when no user has that e-mail. Not a
 * one-time password: the operator chose it, or reads it in the answer, and hands it over in person.
 */
export async function resetPassword(db: Queryable, email: string, password: string): Promise<UserRow | null> {
  const passwordHash = await hashPassword(password);
  return inTransaction(db, async (trx) => {
    const user = await findUserByEmail(trx, email);
    if (!user) return null;
    await replacePasswordHash(trx, user.id, passwordHash, false);
    return user;
  });
}

/** The caller's organization and credential, as `GET /api/v1/auth/me/` answers them. */
export async function whoAmI(db: Queryable, principal: Principal) {
  return {
    organization: { id: principal.organizationId, name: (await organizationName(db, principal.organizationId)) ?? '' },
    credential: { kind: principal.kind, label: principal.label, scopes: principal.scopes },
    password_change_required: principal.passwordChangeRequired === true,
  };
}
