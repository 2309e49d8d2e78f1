import { type FormEvent, useState } from 'react';
import type { ApiError } from './api/client.js';
import { useSession } from './session.js';
import { ProblemMessage } from './ui/problem-message.js';

export function SignInPage() {
  const { ended, signInWithPassword, signInWithKey } = useSession();
  const [method, setMethod] = useState<'password' | 'key'>('password');
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      if (method === 'password') await signInWithPassword(String(form.get('email')), String(form.get('password')));
      else await signInWithKey(String(form.get('key')));
    } catch (failure) {
      setError(failure as ApiError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="sign-in">
      <form className="card" onSubmit={submit} aria-label="Sign in">
        <h1>Kontor</h1>
        <p className="muted">Sign in to the automation console.</p>
        {ended && (
          <p className="warning session-ended" role="status">
            {ended}
          </p>
        )}
        <div className="segmented" role="tablist">
          <button type="button" role="tab" aria-selected={method === 'password'} onClick={() => setMethod('password')}>
            E-mail and password
          </button>
          <button type="button" role="tab" aria-selected={method === 'key'} onClick={() => setMethod('key')}>
            API key
          </button>
        </div>
        {method === 'password' ? (
          <>
            <label>
              E-mail
              <input name="email" type="email" autoComplete="username" required autoFocus />
            </label>
            <label>
              Password
              <input name="password" type="password" autoComplete="current-password" required />
            </label>
          </>
        ) : (
          <label>
            API key
            <input name="key" type="password" placeholder="sk_..." pattern="sk_.+" required autoFocus />
          </label>
        )}
        <ProblemMessage error={error} />
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
        <p className="muted small">The credential stays in this browser tab only.</p>
      </form>
    </div>
  );
}
