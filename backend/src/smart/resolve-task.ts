/**
 * Finds the open task a loose reference means: by id (a number, or digits
 * written as text, as for clients), or by words of its title. Answers the
 * match with the task's own client, or throws the 422 that asks back
 * (`ambiguous_match` with candidates, `no_match` with suggestions), as for
 * clients and employees.
 */
import type { Db } from '../db/knex.js';
import { Problem } from '../platform/errors.js';
import { normalizeName } from './normalize.js';
import { type Match, isIdText } from './resolve.js';
import { containmentScore, decide } from './score.js';
import { type TaskCandidate, openTasks } from './store.js';

export interface TaskMatch {
  match: Match;
  clientId: number | null;
}

const listed = (items: Array<{ item: TaskCandidate; score: number }>) =>
  items.map(({ item, score }) => ({ id: item.id, name: item.title, score }));

/**
 * An open task by id, or by words of its title, of the client's tasks (and those of no client) when the client is
 * known; with the task's own client.
 */
export async function resolveTask(db: Db, organizationId: number, input: number | string, clientId: number | null): Promise<TaskMatch> {
  const candidates = await openTasks(db, organizationId, clientId);
  const text = String(input).trim();
  // Digits written as text ("12") are an id as for clients (resolve.ts isIdText).
  const id = typeof input === 'number' ? input : isIdText(text) ? Number(text) : null;
  if (id !== null) {
    // Digits that are also a word of a title ("2026" in "Close 2026"): the id or that task? Asked, never guessed.
    const titled =
      typeof input === 'number' ? [] : candidates.filter((task) => task.id !== id && normalizeName(task.title).words.includes(text));
    const task = candidates.find((candidate) => candidate.id === id);
    if (titled.length === 0) return byId(db, organizationId, id, task, clientId);
    if (task)
      throw new Problem(422, 'ambiguous_match', `Several open tasks could be "${text}": task ${id}, or a title holding it.`, {
        extensions: { field: 'task', candidates: listed([task, ...titled].slice(0, 5).map((item) => ({ item, score: 1 }))) },
      });
  }
  return byTitle(candidates, text);
}

async function byId(
  db: Db,
  organizationId: number,
  id: number,
  task: TaskCandidate | undefined,
  clientId: number | null,
): Promise<TaskMatch> {
  if (task) return { match: { id: task.id, name: task.title, score: 1, matched_on: 'id' }, clientId: task.client_id };
  // An open task of another client is not "no open task": say so, not that it does not exist.
  const elsewhere = clientId === null ? undefined : (await openTasks(db, organizationId, null)).find((other) => other.id === id);
  throw new Problem(
    422,
    'no_match',
    elsewhere
      ? `Task ${id} ("${elsewhere.title}") is another client's than the one named; name its client, or leave client out.`
      : `No open task has id ${id}.`,
    { extensions: { field: 'task', suggestions: [] } },
  );
}

function byTitle(candidates: TaskCandidate[], asked: string): TaskMatch {
  const query = normalizeName(asked).words;
  const scored = candidates.map((item) => ({ item, score: containmentScore(query, normalizeName(item.title).words), matchedOn: 'title' }));
  const decision = decide(scored);
  if (decision.kind === 'match')
    return {
      match: { id: decision.best.item.id, name: decision.best.item.title, score: decision.best.score, matched_on: 'title' },
      clientId: decision.best.item.client_id,
    };
  // The contract's codes: `ambiguous_match` (the MCP tools ask the person on it), not the decision's own word.
  if (decision.kind === 'ambiguous')
    throw new Problem(422, 'ambiguous_match', `Several open tasks could be "${asked}".`, {
      extensions: { field: 'task', candidates: listed(decision.candidates) },
    });
  throw new Problem(422, 'no_match', `No open task matches "${asked}".`, {
    extensions: { field: 'task', suggestions: listed(decision.suggestions) },
  });
}
