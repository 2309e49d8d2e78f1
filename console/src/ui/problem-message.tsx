import type { ApiError } from '../api/client.js';

/** An API error as the user reads it: the detail, then each field's message. */
export function ProblemMessage({ error }: { error: ApiError | null | undefined }) {
  if (!error) return null;
  const { problem } = error;
  return (
    <div className="problem" role="alert">
      <strong>{problem.detail || problem.title}</strong>
      {problem.errors && problem.errors.length > 0 && (
        <ul>
          {problem.errors.map((fieldError, index) => (
            <li key={index}>
              <code>{fieldError.field}</code>: {fieldError.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
