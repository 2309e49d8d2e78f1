/**
 * The console's one QueryClient: what it caches, when it reads again and
 * what it tries twice. Every read of the API goes through TanStack Query
 * (queries.ts names them); every write is a mutation that invalidates what
 * it changed, so no screen reloads by hand.
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client.js';

declare module '@tanstack/react-query' {
  interface Register {
    // Every call goes through request() (client.ts), which throws nothing else; ProblemMessage copes with anything else.
    defaultError: ApiError;
  }
}

/** Tries after the first failure, for a network error or a 5xx only. */
export const READ_RETRIES = 2;

/**
 * A read is tried again only when trying again can help: Kontor did not answer (status 0) or answered 5xx. A 4xx is
 * the API's answer and stays one: a 401 (the session ended) goes to sign-in at once through whenUnauthorized, a 403
 * or a 404 is shown as it is, a 429 says to wait.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= READ_RETRIES) return false;
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        // staleTime 0: a screen shows what it read before at once and reads again when it mounts or the window regains
        // focus, so what another tab or an n8n workflow changed shows up. Catalogues that only a deployment changes (the
        // blocks, the event types) and the flow being edited say otherwise where they are read (queries.ts).
        staleTime: 0,
        // Screens left are kept five minutes (the default): going back to the flows shows them at once.
        gcTime: 5 * 60_000,
      },
      // A write is never repeated behind the user's back: a POST that timed out may have been done.
      mutations: { retry: false },
    },
  });
}
