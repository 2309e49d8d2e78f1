/**
 * Secrets Kontor must read back (webhook and flow signing secrets, the
 * answers kept for Idempotency-Key replays) are stored sealed: AES-256-GCM
 * under the operator's key, as `enc:v1:<key id>:<iv>:<ciphertext>:<tag>`.
 * The key id (the first 8 hex digits of the key's SHA-256) says which key
 * sealed a value, so that during a rotation values sealed under the previous
 * key still open. A value without the `enc:` prefix is one stored before
 * sealing existed and is read as it is (until `rotate-secrets` seals it).
 *
 * The key is `KONTOR_SECRET_KEY`; without it, a key generated once into
 * `<KONTOR_DATA_DIR>/secret.key` (mode 0600), which every process sharing
 * that folder reads.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { createOnce } from './create-once.js';
import path from 'node:path';

const PREFIX = 'enc:v1:';
const IV_BYTES = 12;
export const SECRET_KEY_FILE = 'secret.key';

export class SecretKeyError extends Error {}

export interface SecretBox {
  /** The id of the key that seals. */
  readonly keyId: string;
  /** The ids of every key it opens with: the sealing one first, then KONTOR_SECRET_KEY_PREVIOUS's. */
  readonly keyIds: readonly string[];
  seal(plain: string): string;
  open(stored: string): string;
  /** True when a stored value is in clear or sealed under another key than the current one. */
  isStale(stored: string): boolean;
}

const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

export function secretBox(current: Buffer, previous: readonly Buffer[] = []): SecretBox {
  const keys = new Map([current, ...previous].map((key) => [keyIdOf(key), key] as const));
  const keyId = keyIdOf(current);
  return {
    keyId,
    keyIds: [...keys.keys()],
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${PREFIX}${keyId}:${iv.toString('base64url')}:${sealed.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}`;
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const [id = '', iv = '', sealed = '', tag = ''] = stored.slice(PREFIX.length).split(':');
      const key = keys.get(id);
      if (!key) {
        throw new SecretKeyError(
          `a secret is sealed under key ${id}, which is neither KONTOR_SECRET_KEY (${keyId}) nor in KONTOR_SECRET_KEY_PREVIOUS`,
        );
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
    },
    isStale: (stored) => !stored.startsWith(`${PREFIX}${keyId}:`),
  };
}

/** The data folder's key, made on first use; `wx` keeps two processes starting at once from making two. */
function dataDirKey(dataDir: string): Buffer {
  const file = path.join(dataDir, SECRET_KEY_FILE);
  // Whole or not at all: a process starting beside this one (an API and a worker on one volume) read it still empty.
  try {
    mkdirSync(dataDir, { recursive: true });
    createOnce(file, `${randomBytes(32).toString('hex')}\n`);
  } catch (error) {
    throw new SecretKeyError(`cannot create ${file}: ${(error as Error).message}`, { cause: error });
  }
  const key = parseSecretKey(readFileSync(file, 'utf8').trim());
  if (!key) throw new SecretKeyError(`${file} does not hold a 32-byte key (64 hex characters)`);
  return key;
}

/** The settings a secret box is made from: the operator's key (or the data folder's), and the keys before it. */
export interface SecretSettings {
  readonly secretKey: Buffer | undefined;
  readonly secretKeysPrevious: readonly Buffer[];
  readonly dataDir: string;
}

const boxes = new WeakMap<SecretSettings, SecretBox>();

/** The box for a configuration, made once. */
export function secretBoxFor(config: SecretSettings): SecretBox {
  let box = boxes.get(config);
  if (!box) {
    box = secretBox(config.secretKey ?? dataDirKey(config.dataDir), config.secretKeysPrevious);
    boxes.set(config, box);
  }
  return box;
}

/** An AES-256 key: 64 hex characters, or base64 of 32 bytes. */
export function parseSecretKey(raw: string): Buffer | undefined {
  const key = /^[0-9a-f]{64}$/i.test(raw)
    ? Buffer.from(raw, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(raw)
      ? Buffer.from(raw, 'base64')
      : undefined;
  return key?.length === 32 ? key : undefined;
}
