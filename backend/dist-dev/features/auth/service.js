import { inTransaction } from '../../platform/db/knex.js';
import { isStale } from '../api-keys/service.js';
import { hashPassword, randomBase62, sha256Hex, verifyPassword } from '../../platform/lib/secrets.js';
import { scopesOfRole } from './roles.js';
import { organizationName, deleteAccessToken, findLiveToken, findUserByEmail, insertAccessToken, insertUser, replacePasswordHash, touchAccessToken, } from './store.js';
/** Access tokens: `kt_` and 40 base62 characters, stored as a SHA-256 hash. */
const TOKEN_PATTERN = /^kt_[0-9A-Za-z]{40}$/;
// Verifying against a throwaway hash when the e-mail is unknown keeps the
// answer time the same, so sign-in does not reveal which e-mails exist.
let decoyHash;
export async function createUser(db, input) {
    return insertUser(db, {
        organization_id: input.organizationId,
        email: input.email,
        name: input.name ?? '',
        role: input.role,
        password_hash: await hashPassword(input.password),
    });
}
export async function signIn(db, email, password, now, ttlHours) {
    const user = await findUserByEmail(db, email);
    decoyHash ??= hashPassword(randomBase62(20));
    const valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash));
    if (!user || !valid)
        return { issued: null, organizationId: user?.organization_id ?? null };
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
export async function authenticateToken(db, token, now) {
    if (!TOKEN_PATTERN.test(token))
        return null;
    // The hash is the lookup key: knowing where a stored hash differs tells nothing about a token.
    const found = await findLiveToken(db, sha256Hex(token), now);
    if (!found)
        return null;
    if (isStale(found.token.last_used_at))
        await touchAccessToken(db, found.token.id);
    return {
        organizationId: found.token.organization_id,
        kind: 'user',
        id: found.user.id,
        userId: found.user.id,
        scopes: scopesOfRole(found.user.role),
        label: `user ${found.user.email}`,
        tokenId: found.token.id,
    };
}
export async function signOut(db, tokenId) {
    await deleteAccessToken(db, tokenId);
}
/** Sets a user's password (operators' CLI) and signs the user out everywhere; null when no user has that e-mail. */
export async function resetPassword(db, email, password) {
    const passwordHash = await hashPassword(password);
    return inTransaction(db, async (trx) => {
        const user = await findUserByEmail(trx, email);
        if (!user)
            return null;
        await replacePasswordHash(trx, user.id, passwordHash);
        return user;
    });
}
/** The caller's organization and credential, as `GET /api/v1/auth/me/` answers them. */
export async function whoAmI(db, principal) {
    return {
        organization: { id: principal.organizationId, name: (await organizationName(db, principal.organizationId)) ?? '' },
        credential: { kind: principal.kind, label: principal.label, scopes: principal.scopes },
    };
}
//# sourceMappingURL=service.js.map