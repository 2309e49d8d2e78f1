import { ApiError, type ProblemError } from '../../api/client.js';

/** What the server refused at the last save: messages by node, and the problem itself for the banner. */
export interface ServerErrors {
  byNode: ReadonlyMap<string, string[]>;
  problem: ApiError | null;
}

export const NO_ERRORS: ServerErrors = { byNode: new Map(), problem: null };

/** invalid_graph errors go onto their nodes; the rest (and the summary) into the banner. */
export function serverErrors(error: ApiError): ServerErrors {
  const byNode = new Map<string, string[]>();
  for (const fieldError of error.problem.errors ?? []) {
    if (!fieldError.node) continue;
    byNode.set(fieldError.node, [...(byNode.get(fieldError.node) ?? []), fieldError.message]);
  }
  return { byNode, problem: error };
}

export function withErrors(error: ApiError, errors: ProblemError[]): ApiError {
  return new ApiError({ ...error.problem, errors });
}
