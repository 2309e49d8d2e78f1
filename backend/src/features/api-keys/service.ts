import type { Logger } from 'pino';
import type { Queryable } from '../../platform/db/knex.js';
import { type ListResult, mapRows } from '../../platform/db/list.js';
import type { Deps } from '../../app/deps.js';
import { randomBase62, sha256Hex } from '../../platform/lib/secrets.js';
import { notFound, permissionDenied } from '../../platform/errors.js';
import { type Principal, SCOPE_RESOURCES, canGrant } from '../../platform/principal.js';
import type { Caller } from '../../platform/resource/routes.js';
import type { ApiKey, ApiKeyCreate, ApiKeyListQuery } from './schemas.js';
import {
  type ApiKeyRow,
  findApiKey,
  findLiveKeyTouching,
  insertApiKey,
  listApiKeys,
  revokeApiKey,
  rowToApiKey,
  touchApiKey,
} from './store.js';
import type { KeyCache } from './cache.js';

/** `sk_` and 40 base62 characters (about 238 random bits). */
const KEY_RANDOM_LENGTH = 40;
/** How much of the key the listing shows: `sk_` and 7 characters. */
const PREFIX_LENGTH = 10;
/** `last_used_at` is written at most once a minute, so a busy key does not write on every request. */
export const TOUCH_INTERVAL_MS = 60_000;

export const API_KEY_PATTERN = /^sk_[0-9A-Za-z]{32,}$/;

export interface NewApiKey {
  row: ApiKeyRow;
  /** The full key, to show once and never again. */
  key: string;
}

export async function createApiKey(
  db: Queryable,
  organizationId: number,
  input: { name: string; scopes?: readonly string[] },
  madeBy: number | null = null,
): Promise<NewApiKey> {
  const key = `sk_${randomBase62(KEY_RANDOM_LENGTH)}`;
  const row = await insertApiKey(db, {
    organization_id: organizationId,
    name: input.name,
    prefix: key.slice(0, PREFIX_LENGTH),
    key_hash: sha256Hex(key),
    scopes: [...(input.scopes ?? ['*'])],
    created_by_user_id: madeBy,
  });
  return { row, key };
}

/**
 * The principal of a live key, or null. With a cache (cache.ts), a key already looked up costs no query; its
 * `last_used_at` is still written once a minute, after the answer rather than before it.
 */
export async function authenticateApiKey(
  db: Queryable,
  key: string,
  { cache, logger }: { cache?: KeyCache; logger?: Pick<Logger, 'error'> } = {},
): Promise<Principal | null> {
  if (!API_KEY_PATTERN.test(key)) return null;
  const hash = sha256Hex(key);
  const lookup = async () => {
    const row = await findLiveKeyTouching(db, hash, TOUCH_INTERVAL_MS / 1000);
    return row ? { principal: principalOf(row), touchedAt: row.last_used_at?.getTime() ?? Date.now() } : null;
  };
  if (!cache) return (await lookup())?.principal ?? null;
  const kept = cache.get(hash);
  if (!kept) return (await cache.remember(hash, lookup))?.principal ?? null;
  if (Date.now() - kept.touchedAt > TOUCH_INTERVAL_MS) {
    kept.touchedAt = Date.now();
    touchApiKey(db, kept.principal.id).catch((error: unknown) => logger?.error({ err: error }, "could not write an API key's last use"));
  }
  return kept.principal;
}

function principalOf(row: ApiKeyRow): Principal {
  return {
    organizationId: row.organization_id,
    kind: 'api_key',
    id: row.id,
    userId: null,
    madeBy: row.created_by_user_id === null ? null : Number(row.created_by_user_id),
    scopes: row.scopes,
    label: `key ${row.prefix}`,
  };
}

/** Every scope a key can be given: `*`, and `<resource|*>:<read|write|*>`. */
const ALL_SCOPES = [
  '*',
  ...['*', ...SCOPE_RESOURCES].flatMap((resource) => ['read', 'write', '*'].map((action) => `${resource}:${action}`)),
];

/**
 * The scopes a credential may see on other keys: those it could grant itself.
 * A key holding any other is stronger, and stays out of its sight and reach.
 */
export function scopesWithin(holder: Pick<Principal, 'scopes'>): string[] {
  return ALL_SCOPES.filter((scope) => canGrant(holder, [scope]));
}

/** A credential neither reads nor revokes a key that holds a scope it lacks (the owner's `*` key, for one). */
function refuseStronger(principal: Principal, row: ApiKeyRow): void {
  if (!canGrant(principal, row.scopes))
    throw permissionDenied('This key holds scopes your credential lacks; only a credential at least as strong may see or revoke it.');
}

/** The API keys of an organization as the API shows them: listed, read, created (secret once), revoked. */
export function apiKeyService({ db }: Pick<Deps, 'db'>, cache?: Pick<KeyCache, 'revoking' | 'forget'>) {
  return {
    /** Keys holding a scope the caller lacks are not listed. */
    async list(organizationId: number, query: ApiKeyListQuery, { principal }: Caller): Promise<ListResult<ApiKey>> {
      const result = await listApiKeys(db, organizationId, query, scopesWithin(principal));
      return mapRows(result, rowToApiKey);
    },
    async get(organizationId: number, id: number, { principal }: Caller): Promise<ApiKey> {
      const row = await findApiKey(db, organizationId, id);
      if (!row) throw notFound('The API key');
      refuseStronger(principal, row);
      return rowToApiKey(row);
    },
    /** A credential can only grant scopes it holds itself. */
    async create(principal: Principal, input: ApiKeyCreate): Promise<ApiKey & { key: string }> {
      // Left out, the new key gets what its creator holds: a member's key is a member's, never `*`.
      const scopes = input.scopes ?? [...principal.scopes];
      if (!canGrant(principal, scopes)) throw permissionDenied('A key cannot be given scopes that your own credential lacks.');
      // A key made by a key is its maker's too, so that minting from a key does not outlast the person.
      const madeBy = principal.kind === 'user' ? principal.userId : (principal.madeBy ?? null);
      const { row, key } = await createApiKey(db, principal.organizationId, { name: input.name, scopes }, madeBy);
      return { ...rowToApiKey(row), key };
    },
    /** A key holding a scope the caller lacks answers 403. */
    async revoke(principal: Principal, id: number): Promise<void> {
      const found = await findApiKey(db, principal.organizationId, id);
      if (!found) throw notFound('The API key');
      refuseStronger(principal, found);
      // Not kept again by this process while the revocation commits (with the request's unit of work, maybe later).
      cache?.revoking(id);
      const row = await revokeApiKey(db, principal.organizationId, id);
      cache?.forget(id);
      if (!row) throw notFound('The API key');
    },
  };
}
