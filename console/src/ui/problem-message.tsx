import { ApiError, type Problem } from '../api/client.js';

/**
 * An API error as the user reads it: the detail, then each field's message, unless the detail says them all already
 * (a single refusal was shown twice: "The body is not valid: name …" and "name: …").
 */
export function ProblemMessage({ error }: { error: ApiError | null | undefined }) {
  if (!error) return null;
  // A read's error is typed ApiError (query-client.ts); a bug in the console's own code would still be some other Error.
  const problem: Pick<Problem, 'title' | 'detail' | 'errors'> =
    error instanceof ApiError ? error.problem : { title: 'Error', detail: String((error as Error).message), errors: [] };
  const detail = problem.detail || problem.title;
  const fields = (problem.errors ?? []).filter((fieldError) => !detail.includes(fieldError.message));
  return (
    <div className="problem" role="alert">
      <strong>{detail}</strong>
      {fields.length > 0 && (
        <ul>
          {fields.map((fieldError, index) => (
            <li key={index}>
              <code>{fieldError.field}</code>: {fieldError.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
