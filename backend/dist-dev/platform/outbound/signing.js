/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com/): the
 * signed content is `${id}.${timestamp}.${body}`.
 * - `v1` (symmetric): the key is the secret's base64-decoded bytes after
 *   `whsec_`, the signature `v1,` + base64 HMAC-SHA256.
 * - `v1a` (asymmetric): an ed25519 key pair, the secret key `whsk_` + base64
 *   of its 32-byte seed, the public key `whpk_` + base64 of its 32 raw bytes;
 *   the signature `v1a,` + base64 of the 64-byte ed25519 signature.
 * Several signatures (during a secret rotation) are joined by spaces; each
 * secret's prefix says which scheme signs with it.
 */
import { createHmac, createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, sign as signWith, } from 'node:crypto';
const SECRET_PREFIX = 'whsec_';
const ED25519_SECRET_PREFIX = 'whsk_';
const ED25519_PUBLIC_PREFIX = 'whpk_';
/** DER of a PKCS#8 ed25519 private key, less its last 32 bytes (the seed). */
const PKCS8_ED25519_HEAD = Buffer.from('302e020100300506032b657004220420', 'hex');
const ED25519_SEED_BYTES = 32;
/** 32 random bytes: the size Standard Webhooks' own libraries generate. */
const SECRET_BYTES = 32;
export class WebhookSecretError extends Error {
}
export function generateSecret() {
    return `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}
function secretKey(secret) {
    if (!secret.startsWith(SECRET_PREFIX))
        throw new WebhookSecretError('a signing secret starts with whsec_');
    const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
    // An empty key would sign with nothing: refuse it rather than send signatures anyone can forge.
    if (key.length === 0)
        throw new WebhookSecretError('a signing secret must not be empty');
    return key;
}
/** A new ed25519 key pair for `v1a`: the secret key (kept by Kontor) and the public key (given to receivers). */
export function generateSigningKeyPair() {
    const { privateKey } = generateKeyPairSync('ed25519');
    const seed = privateKey.export({ format: 'der', type: 'pkcs8' }).subarray(-ED25519_SEED_BYTES);
    const secretKey = `${ED25519_SECRET_PREFIX}${seed.toString('base64')}`;
    return { secretKey, publicKey: publicKeyOf(secretKey) };
}
function ed25519Key(secretKey) {
    const seed = Buffer.from(secretKey.slice(ED25519_SECRET_PREFIX.length), 'base64');
    if (seed.length !== ED25519_SEED_BYTES)
        throw new WebhookSecretError('an ed25519 secret key (whsk_) holds a 32-byte seed');
    return createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_HEAD, seed]), format: 'der', type: 'pkcs8' });
}
/** The `whpk_` public key of a `whsk_` secret key. */
export function publicKeyOf(secretKey) {
    const raw = createPublicKey(ed25519Key(secretKey)).export({ format: 'der', type: 'spki' }).subarray(-32);
    return `${ED25519_PUBLIC_PREFIX}${raw.toString('base64')}`;
}
/** The raw ed25519 signature of `content` (bytes), base64. */
export function signEd25519(secretKey, content) {
    return signWith(null, typeof content === 'string' ? Buffer.from(content) : content, ed25519Key(secretKey)).toString('base64');
}
export function sign(secret, messageId, timestampSeconds, body) {
    if (secret.startsWith(ED25519_SECRET_PREFIX))
        return `v1a,${signEd25519(secret, `${messageId}.${timestampSeconds}.${body}`)}`;
    const digest = createHmac('sha256', secretKey(secret)).update(`${messageId}.${timestampSeconds}.${body}`).digest('base64');
    return `v1,${digest}`;
}
/** The three headers of a delivery, signed with every secret given (current first). */
export function signedHeaders(secrets, messageId, timestampSeconds, body) {
    return {
        'webhook-id': messageId,
        'webhook-timestamp': String(timestampSeconds),
        'webhook-signature': secrets.map((secret) => sign(secret, messageId, timestampSeconds, body)).join(' '),
    };
}
//# sourceMappingURL=signing.js.map