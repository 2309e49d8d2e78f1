/**
 * `idempotency_key` on the creating tools, with the REST semantics of
 * `Idempotency-Key` (see http/idempotency.ts) and the same store: the same key
 * with the same arguments within 24 hours answers the first result again
 * (`_meta["kontor/idempotent-replayed"]`); with other arguments, an error;
 * while the first call still runs, an error saying so. Keys belong to the
 * credential and are shared with its REST keys.
 *
 * Kept answers are sealed, as REST's are (idempotency/keys.ts).
 *
 * One difference, for agents that ask and then retry: a call that created
 * nothing because it needs a choice (or the person declined one) lets go of
 * its key, so the call again with the chosen id may carry the same key.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Db } from '../../platform/db/knex.js';
import { releaseIdempotencyKey } from '../../platform/db/idempotency-store.js';
import { claimKey, keepAnswer, requestHash } from '../../platform/idempotency/keys.js';
import type { SecretBox } from '../../platform/lib/secret-box.js';
import type { Principal } from '../../platform/principal.js';

const REPLAYED = 'kontor/idempotent-replayed';

/** The outcomes that wrote nothing and wait for the caller's choice. */
const LETS_GO = new Set(['choice_needed', 'no_match', 'declined', 'cancelled']);

export async function withIdempotencyKey(
  { db, box }: { db: Db; box: SecretBox },
  principal: Principal,
  toolName: string,
  key: string,
  args: Record<string, unknown>,
  run: () => Promise<CallToolResult>,
): Promise<CallToolResult> {
  // Keyed like a REST call on its own path: the same key on another tool is another request.
  const path = `mcp tools/call ${toolName}`;
  const scope = { organization_id: principal.organizationId, credential: `${principal.kind}:${principal.id}`, method: 'MCP', path, key };
  const kept = await claimKey(db, box, scope, requestHash(path, args), {
    key: 'idempotency_key',
    request: 'other arguments or another tool',
  });
  if (kept) {
    const replayed = kept.body as CallToolResult;
    return { ...replayed, _meta: { ...replayed._meta, [REPLAYED]: true } };
  }

  let result: CallToolResult;
  try {
    result = await run();
  } catch (error) {
    // Only unexpected failures get here (tool errors are results): the retry runs for real.
    await releaseIdempotencyKey(db, scope);
    throw error;
  }
  const outcome = (result.structuredContent as { outcome?: string } | undefined)?.outcome;
  if (outcome && LETS_GO.has(outcome)) await releaseIdempotencyKey(db, scope);
  else await keepAnswer(db, box, scope, { status: result.isError ? 422 : 200, headers: {}, body: result });
  return result;
}
