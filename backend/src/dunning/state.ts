/** Where debt collection stands for an invoice, as its answer tells it: the level reached, what comes next and when. */
import { blockOf } from '@kontor/flow-engine';
import type { DunningState } from './schemas.js';
import type { DunningStateRow } from './store.js';

export function dunningStateOf(row: DunningStateRow | undefined): DunningState {
  if (!row) return { level: null, next_action: null, next_action_at: null };
  const node = row.graph?.nodes.find((candidate) => candidate.id === row.node);
  const block = node ? blockOf('debt_collection', node.type) : undefined;
  const what = node ? `${block?.label ?? node.type} (${node.id})` : null;
  return {
    level: row.level === null ? null : Number(row.level),
    next_action: what && `${what} in "${row.flow_name ?? ''}"${row.held ? ', held until then' : ''}`,
    next_action_at: row.resume_at?.toISOString() ?? null,
  };
}
