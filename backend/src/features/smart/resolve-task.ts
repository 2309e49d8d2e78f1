/**
 * Finds the open task a loose reference means: by id (a number, or digits
 * written as text, as for clients), or by words of its title. Answers the
 * match with the task's own client, or throws the 422 that asks back
 * (`ambiguous_match` with candidates, `no_match` with suggestions), as for
 * clients and employees.
 */
import type { Db } from '../../platform/db/knex.js';
import { Problem } from '../../platform/errors.js';
import { normalizeName } from './normalize.js';
import { type Match, isIdText } from './resolve.js';
import { containmentScore, decide } from './score.js';
import { type TaskCandidate, clientNames, openTasks } from './store.js';

export interface TaskMatch {
  match: Match;
  clientId: number | null;
}

/** Offered best first, equals by id, as clients and employees are (score.ts byRank). */
const listed = (items: Array<{ item: TaskCandidate; score: number }>) =>
  [...items]
    .sort((a, b) => b.score - a.score || a.item.id - b.item.id)
    .map(({ item, score }) => ({ id: item.id, name: item.title, score }));

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
  const found = byTitle(candidates, text);
  if (found.kind === 'match') return found.match;
  if (found.problem.code === 'no_match' && clientId !== null) await refuseAnotherClients(db, organizationId, text, clientId);
  throw found.problem;
}

/**
 * No open task of the client named, nor of no client, matches: when another client's does, it is said, naming the
 * client ("No open task matches" hid that "Quarterly report" is Thames's while Tokyo was named).
 */
async function refuseAnotherClients(db: Db, organizationId: number, asked: string, clientId: number): Promise<void> {
  const others = (await openTasks(db, organizationId, null)).filter((task) => task.client_id !== null && task.client_id !== clientId);
  const found = byTitle(others, asked);
  const suggested: Array<{ id: number; name: string; score: number }> =
    found.kind === 'match'
      ? [{ id: found.match.match.id, name: found.match.match.name, score: found.match.match.score }]
      : found.problem.code === 'ambiguous_match'
        ? (found.problem.extensions.candidates as Array<{ id: number; name: string; score: number }>)
        : [];
  const tasks = suggested.map(({ id }) => others.find((task) => task.id === id)!);
  if (tasks.length === 0) return;
  const names = await clientNames(db, organizationId, [clientId, ...tasks.map((task) => task.client_id!)]);
  const nameOf = (id: number) => names.get(id) ?? `client ${id}`;
  const detail =
    tasks.length === 1
      ? `No open task of ${nameOf(clientId)} matches "${asked}"; ${anotherClients(tasks[0]!, nameOf(tasks[0]!.client_id!), nameOf(clientId))}`
      : `No open task of ${nameOf(clientId)} matches "${asked}"; open tasks of other clients do: ${tasks.map((task) => `task ${task.id} ("${task.title}", ${nameOf(task.client_id!)})`).join(', ')}. Name the task's client, or leave client out.`;
  throw new Problem(422, 'no_match', detail, {
    extensions: { field: 'task', suggestions: suggested },
  });
}

/** Said of an open task that is another client's than the one named. */
function anotherClients(task: TaskCandidate, owner: string, named: string): string {
  return `task ${task.id} ("${task.title}") is another client's: it belongs to ${owner}, not ${named}. Name that client, or leave client out.`;
}

async function byId(
  db: Db,
  organizationId: number,
  id: number,
  task: TaskCandidate | undefined,
  clientId: number | null,
): Promise<TaskMatch> {
  if (task) return { match: { id: task.id, name: task.title, score: 1, matched_on: 'id' }, clientId: task.client_id };
  // An open task of another client is not "no open task": say so, naming both clients, not that it does not exist.
  const elsewhere = clientId === null ? undefined : (await openTasks(db, organizationId, null)).find((other) => other.id === id);
  if (elsewhere && clientId !== null) {
    const names = await clientNames(db, organizationId, [clientId, elsewhere.client_id!]);
    const said = anotherClients(
      elsewhere,
      names.get(elsewhere.client_id!) ?? 'another client',
      names.get(clientId) ?? `client ${clientId}`,
    );
    throw new Problem(422, 'no_match', `${said[0]!.toUpperCase()}${said.slice(1)}`, { extensions: { field: 'task', suggestions: [] } });
  }
  throw new Problem(422, 'no_match', `No open task has id ${id}.`, { extensions: { field: 'task', suggestions: [] } });
}

/** The task a title's words find, or the 422 that asks back. */
function byTitle(candidates: TaskCandidate[], asked: string): { kind: 'match'; match: TaskMatch } | { kind: 'refused'; problem: Problem } {
  const query = normalizeName(asked).words;
  const scored = candidates.map((item) => ({ item, score: containmentScore(query, normalizeName(item.title).words), matchedOn: 'title' }));
  const decision = decide(scored);
  if (decision.kind === 'match')
    return {
      kind: 'match',
      match: {
        match: { id: decision.best.item.id, name: decision.best.item.title, score: decision.best.score, matched_on: 'title' },
        clientId: decision.best.item.client_id,
      },
    };
  // The contract's codes: `ambiguous_match` (the MCP tools ask the person on it), not the decision's own word.
  if (decision.kind === 'ambiguous')
    return {
      kind: 'refused',
      problem: new Problem(422, 'ambiguous_match', `Several open tasks could be "${asked}".`, {
        extensions: { field: 'task', candidates: listed(decision.candidates) },
      }),
    };
  return {
    kind: 'refused',
    problem: new Problem(422, 'no_match', `No open task matches "${asked}".`, {
      extensions: { field: 'task', suggestions: listed(decision.suggestions) },
    }),
  };
}
