/**
 * Kontor sends a message again (same `webhook-id`) when an attempt's answer
 * was lost: the trigger remembers the most recent ids in the workflow's static
 * data and starts nothing for one it has seen. The memory is bounded: the
 * oldest ids are forgotten first.
 */
export const REMEMBERED_IDS = 1000;

export interface SeenIds {
	recentIds?: string[];
}

/** True when `id` was seen already; otherwise remembers it (forgetting the oldest past the bound). */
export function seenBefore(memory: SeenIds, id: string, limit = REMEMBERED_IDS): boolean {
	const ids = memory.recentIds ?? [];
	if (ids.includes(id)) return true;
	ids.push(id);
	if (ids.length > limit) ids.splice(0, ids.length - limit);
	memory.recentIds = ids;
	return false;
}
