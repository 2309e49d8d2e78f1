/**
 * People: who signs in to the organization, with which role. An owner (or a key holding `users:write`) invites a
 * colleague by e-mail, changes a role, resets a password and removes someone; anyone else sees the list only. A new
 * password is e-mailed to the person when the server has a mail server; otherwise it is shown here once, to hand over,
 * as a new API key is.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { latestError } from '../api/mutations.js';
import { type Role, peopleApi } from '../api/people.js';
import { peopleQueries, queryKeys } from '../api/queries.js';
import type { User } from '../api/types.js';
import { mayDo } from '../scopes.js';
import { useSession } from '../session.js';
import { SecretOnce } from '../ui/copy-button.js';
import { useOrgFormat } from '../ui/org-format.js';
import { ProblemMessage } from '../ui/problem-message.js';
import { Table } from '../ui/table.js';

const ROLES: ReadonlyArray<[Role, string, string]> = [
  ['member', 'Member', 'keeps the books: clients, invoices, employees, tasks, time; sees the automation set-up'],
  ['owner', 'Owner', 'everything, including flows, webhooks, API keys, the log and people'],
];
const roleWords = (role: Role) => ROLES.find(([known]) => known === role)?.[1] ?? role;

/** How a new password reached its person, as the page says it once. */
interface Handover {
  email: string;
  why: 'invited' | 'reset';
  password?: string;
  emailError?: string;
}

export function PeoplePage() {
  const { me } = useSession();
  const people = useQuery(peopleQueries.list());
  const format = useOrgFormat();
  const mayWrite = mayDo(me, 'users', 'write');
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.people });
  const [handover, setHandover] = useState<Handover | null>(null);
  const invitation = useMutation({ mutationFn: peopleApi.invite, onSettled: refresh });
  const roleChange = useMutation({
    mutationFn: ({ id, role }: { id: number; role: Role }) => peopleApi.update(id, { role }),
    onSettled: refresh,
  });
  const reset = useMutation({ mutationFn: (user: User) => peopleApi.resetPassword(user.id) });
  const removal = useMutation({ mutationFn: (user: User) => peopleApi.remove(user.id), onSettled: refresh });
  const error = latestError(invitation, roleChange, reset, removal);
  const myself = (user: User) => me?.credential.label === `user ${user.email}`;

  const invite = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const name = String(fields.get('name') ?? '').trim();
    invitation.mutate(
      { email: String(fields.get('email')).trim(), role: String(fields.get('role')) as Role, ...(name ? { name } : {}) },
      {
        onSuccess: (user) => {
          setHandover({ email: user.email, why: 'invited', password: user.password, emailError: user.email_error });
          form.reset();
        },
      },
    );
  };

  const resetPassword = (user: User) => {
    if (!window.confirm(`Give ${user.email} a new password? They are signed out everywhere and sign in with the new one.`)) return;
    reset.mutate(user, {
      onSuccess: (done) => setHandover({ email: user.email, why: 'reset', password: done.password, emailError: done.email_error }),
    });
  };

  const remove = (user: User) => {
    if (!window.confirm(`Remove ${user.email}? They can no longer sign in, from now on.`)) return;
    removal.mutate(user, { onSuccess: () => setHandover((shown) => (shown?.email === user.email ? null : shown)) });
  };

  return (
    <div className="page">
      <div className="page-header">
        <h1>People</h1>
      </div>
      <p className="muted">Everyone who signs in to {me?.organization.name} with an e-mail and password.</p>
      {mayWrite && (
        <form className="inline-form" onSubmit={invite} aria-label="Invite a colleague">
          <label>
            E-mail
            <input name="email" type="email" required maxLength={254} placeholder="colleague@example.com" />
          </label>
          <label>
            Name
            <input name="name" maxLength={200} placeholder="optional" />
          </label>
          <label>
            Role
            <select name="role" defaultValue="member">
              {ROLES.map(([role, words, what]) => (
                <option key={role} value={role} title={what}>
                  {words}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="primary" disabled={invitation.isPending}>
            Invite
          </button>
        </form>
      )}
      {mayWrite && (
        <ul className="muted small">
          {ROLES.map(([role, words, what]) => (
            <li key={role}>
              {words}: {what}.
            </li>
          ))}
        </ul>
      )}
      <ProblemMessage error={error ?? people.error} />
      {handover && <HandoverNote handover={handover} />}
      <Table
        headings={['Name', 'E-mail', 'Role', 'Added', '']}
        isEmpty={people.data?.results.length === 0}
        busy={people.isFetching}
        empty="Nobody signs in yet."
      >
        {people.data?.results.map((user) => (
          <tr key={user.id}>
            <td>{user.name || '—'}</td>
            <td>
              {user.email}
              {myself(user) && <span className="muted small"> (you)</span>}
            </td>
            <td>
              {mayWrite && !myself(user) ? (
                <select
                  aria-label={`Role of ${user.email}`}
                  value={user.role}
                  onChange={(event) => roleChange.mutate({ id: user.id, role: event.target.value as Role })}
                >
                  {ROLES.map(([role, words]) => (
                    <option key={role} value={role}>
                      {words}
                    </option>
                  ))}
                </select>
              ) : (
                roleWords(user.role)
              )}
            </td>
            <td>{format.moment(user.created_at)}</td>
            <td className="actions">
              {/* One's own reset would end one's own session at once: it is left to another owner (or the CLI). */}
              {mayWrite && !myself(user) && (
                <button type="button" onClick={() => resetPassword(user)}>
                  Reset password
                </button>
              )}
              {mayWrite && !myself(user) && (
                <button type="button" className="danger" onClick={() => remove(user)}>
                  Remove
                </button>
              )}
            </td>
          </tr>
        ))}
      </Table>
    </div>
  );
}

function HandoverNote({ handover }: { handover: Handover }) {
  const done = handover.why === 'invited' ? `${handover.email} is invited` : `${handover.email} has a new password`;
  if (!handover.password)
    return (
      <p className="notice" role="status">
        {done}: the password went to them by e-mail.
      </p>
    );
  return (
    <>
      <p className="notice" role="status">
        {done}.{' '}
        {handover.emailError
          ? `The e-mail could not be sent (${handover.emailError}); hand them the password yourself.`
          : 'Kontor has no mail server to send it, so hand them this password; they sign in with their e-mail and it.'}
      </p>
      <SecretOnce secret={handover.password} what={`password of ${handover.email}`} />
    </>
  );
}
