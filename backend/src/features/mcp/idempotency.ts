/**
 * `idempotency_key` on the creating tools, with the REST semantics of
 * `Idempotency-Key` (see platform/http/idempotency.ts) and the same store: the
 * same key with the same arguments within 24 hours answers the first result
 * again (`_meta["kontor/idempotent-replayed"]`); with other arguments or on
 * another tool, an error; while the first call still runs, an error saying so.
 * Keys are one per organization, shared with its REST keys (another credential's is refused).
 *
 * As on REST, the call's writes and its kept result commit in one unit of work
 * (a crash replays, never writes twice), and a running call holds its key by a
 * lease. Kept answers are sealed, as REST's are (idempotency/keys.ts).
 *
 * One difference, for agents that ask and then retry: a call that created
 * nothing because it needs a choice (or the person declined one, or went away
 * while asked) lets go of its key, so the call again with the chosen id may
 * carry the same key.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Db } from '../../platform/db/knex.js';
import { RequestUnit } from '../../platform/db/unit-of-work.js';
import { claimKey, requestHash } from '../../platform/idempotency/keys.js';
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
  // Keyed like a REST call on a path of its own: the same key on another tool is another request, refused.
  const path = `mcp tools/call ${toolName}`;
  const claim = { organization_id: principal.organizationId, credential: `${principal.kind}:${principal.id}`, method: 'MCP', path, key };
  const claimed = await claimKey(db, box, claim, requestHash(`MCP ${path}`, args), {
    key: 'idempotency_key',
    request: 'other arguments or another tool',
  });
  if ('kept' in claimed) {
    const replayed = claimed.kept.body as CallToolResult;
    return { ...replayed, _meta: { ...replayed._meta, [REPLAYED]: true } };
  }

  const { lease } = claimed;
  const unit = new RequestUnit(db);
  let result: CallToolResult;
  try {
    result = await unit.run(run);
  } catch (error) {
    // Only unexpected failures get here (tool errors are results): undone, and the retry runs for real.
    await unit.rollback();
    await lease.release();
    throw error;
  }
  const outcome = (result.structuredContent as { outcome?: string } | undefined)?.outcome;
  if (outcome && LETS_GO.has(outcome)) {
    await unit.rollback();
    await lease.release();
    return result;
  }
  try {
    await unit.commit((trx) => lease.keep(trx, { status: result.isError ? 422 : 200, headers: {}, body: result }));
  } catch (error) {
    await lease.release();
    throw error;
  }
  return result;
}
