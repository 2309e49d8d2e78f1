/**
 * Every call the console makes goes through here: the credential from the
 * browser session, JSON in and out, problem+json errors as ApiError.
 */
import type { FieldError, ProblemBody } from '@kontor/backend/api-types';

export interface Credential {
  /** `Token` for a signed-in user, `Bearer` for an API key. */
  scheme: 'Token' | 'Bearer';
  secret: string;
}

export type ProblemError = FieldError;
export type Problem = ProblemBody;

export class ApiError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail || problem.title);
  }

  get status(): number {
    return this.problem.status;
  }
}

// sessionStorage: the credential lives as long as the tab, never on disk across sessions.
const STORAGE_KEY = 'kontor.credential';

export function storedCredential(): Credential | null {
  const raw = sessionStorage.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Credential;
  } catch {
    return null;
  }
}

export function storeCredential(credential: Credential | null): void {
  if (credential) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(credential));
  else sessionStorage.removeItem(STORAGE_KEY);
}

let onUnauthorized: (credential: Credential) => void = () => undefined;
/**
 * What to do when the API no longer accepts the tab's credential (expired token, revoked key). A credential being
 * tried at sign-in is not the tab's yet: its refusal is the sign-in form's to show.
 */
export function whenUnauthorized(handler: (credential: Credential) => void): void {
  onUnauthorized = handler;
}

export async function request<T>(method: string, path: string, body?: unknown, credential = storedCredential()): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (credential) headers.Authorization = `${credential.scheme} ${credential.secret}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError({
      type: 'about:blank',
      title: 'Network error',
      status: 0,
      code: 'network_error',
      detail: 'Kontor did not answer. Is it running?',
    });
  }
  if (response.status === 204) return undefined as T;
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) return answer as T;
  const problem = (answer ?? {
    type: 'about:blank',
    title: response.statusText,
    status: response.status,
    code: 'http_error',
    detail: `${response.status} ${response.statusText}`,
  }) as Problem;
  if (response.status === 401 && credential && credential.secret === storedCredential()?.secret) onUnauthorized(credential);
  throw new ApiError(problem);
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body: unknown = {}) => request<T>('POST', path, body),
  patch: <T>(path: string, body: unknown) => request<T>('PATCH', path, body),
  delete: (path: string) => request<void>('DELETE', path),
};

/** A query string from the set values only. */
export function query(params: Record<string, string | number | boolean | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}
