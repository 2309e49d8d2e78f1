export async function insertUser(db, values) {
    const [row] = await db('users').insert(values).returning('*');
    return row;
}
export async function findUserByEmail(db, email) {
    return db('users').whereRaw('lower(email) = lower(?)', [email]).first();
}
export async function insertAccessToken(db, values) {
    const [row] = await db('access_tokens').insert(values).returning('*');
    return row;
}
export async function findLiveToken(db, tokenHash, now) {
    const row = await db('access_tokens as t')
        .join('users as u', 'u.id', 't.user_id')
        .where('t.token_hash', tokenHash)
        .andWhere('t.expires_at', '>', now)
        .first('t.*', 'u.email as user_email', 'u.role as user_role');
    if (!row)
        return undefined;
    const { user_email, user_role, ...token } = row;
    return { token, user: { id: token.user_id, email: user_email, role: user_role } };
}
export async function deleteAccessToken(db, id) {
    await db('access_tokens').where({ id }).delete();
}
export async function touchAccessToken(db, id) {
    await db('access_tokens').where({ id }).update({ last_used_at: db.fn.now() });
}
/** A new password hash; the user's access tokens end with the old password. */
export async function replacePasswordHash(db, userId, passwordHash) {
    await db('users').where({ id: userId }).update({ password_hash: passwordHash });
    await db('access_tokens').where({ user_id: userId }).delete();
}
export async function organizationName(db, organizationId) {
    const row = await db('organizations').where({ id: organizationId }).first('name');
    return row?.name;
}
//# sourceMappingURL=store.js.map