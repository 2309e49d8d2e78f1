/**
 * Where a person changes their own password: a page of the console, reached from their menu; and, after signing in
 * with a one-time password (one someone else gave them), the only thing the console shows until they have chosen
 * their own. The address stays the one they were going to, so the console goes on there once it is changed.
 */
import { useState } from 'react';
import type { PasswordChanged } from '../api/types.js';
import { useSession } from '../session.js';
import { PasswordForm } from './password-form.js';

export function PasswordRequiredPage() {
  const { me, refresh, signOut } = useSession();
  return (
    <div className="sign-in">
      <section className="card" aria-label="Choose your password">
        <h1>Choose your password</h1>
        <p className="muted">
          You signed in to {me?.organization.name} with a one-time password that was given to you. Choose a password of your own to go on;
          the one-time password stops working.
        </p>
        <PasswordForm currentLabel="One-time password" onChanged={() => void refresh()} />
        <button type="button" data-leaves onClick={() => void signOut()}>
          Sign out
        </button>
      </section>
    </div>
  );
}

export function PasswordPage() {
  const { me } = useSession();
  const [changed, setChanged] = useState<PasswordChanged | null>(null);
  if (me?.credential.kind !== 'user')
    return <p className="empty">This session uses an API key, which has no password; a person signs in with e-mail and password.</p>;
  const ended = changed?.other_sessions_ended ?? 0;
  return (
    <div className="page">
      <div className="page-header">
        <h1>Change password</h1>
      </div>
      <p className="muted">
        For {me.credential.label.replace(/^user /, '')}. Your other sessions (other browsers and devices) are signed out; this one stays
        signed in.
      </p>
      {changed && (
        <p className="notice" role="status">
          Your password is changed.{' '}
          {ended === 0 ? 'No other session was open.' : `${ended} other ${ended === 1 ? 'session was' : 'sessions were'} signed out.`}
        </p>
      )}
      <PasswordForm currentLabel="Current password" onChanged={setChanged} />
    </div>
  );
}
