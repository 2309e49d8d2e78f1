/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com/): the
 * signed content is `${id}.${timestamp}.${body}`, the key the secret's
 * base64-decoded bytes after `whsec_`, the signature `v1,` + base64
 * HMAC-SHA256. Several signatures (during a secret rotation) are joined by
 * spaces.
 */
import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';
/** 32 random bytes: the size Standard Webhooks' own libraries generate. */
const SECRET_BYTES = 32;

export class WebhookSecretError extends Error {}

export function generateSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}

function secretKey(secret: string): Buffer {
  if (!secret.startsWith(SECRET_PREFIX)) throw new WebhookSecretError('a signing secret starts with whsec_');
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  // An empty key would sign with nothing: refuse it rather than send signatures anyone can forge.
  if (key.length === 0) throw new WebhookSecretError('a signing secret must not be empty');
  return key;
}

export function sign(secret: string, messageId: string, timestampSeconds: number, body: string): string {
  const digest = createHmac('sha256', secretKey(secret)).update(`${messageId}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${digest}`;
}

/** The three headers of a delivery, signed with every secret given (current first). */
export function signedHeaders(secrets: readonly string[], messageId: string, timestampSeconds: number, body: string): Record<string, string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': secrets.map((secret) => sign(secret, messageId, timestampSeconds, body)).join(' '),
  };
}
