/**
 * The form a person changes their own password with: the current one (or the one-time one they were given), the new
 * one twice. The server judges it (length, not the current one, not the e-mail, the current one right) and its
 * refusals are said at the fields; that the two new ones match is the only thing checked here, as only the form has
 * the second.
 */
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { authApi } from '../api/auth.js';
import type { ApiError } from '../api/client.js';
import type { PasswordChanged } from '../api/types.js';
import { Field, useRefusals } from '../ui/field.js';
import { ProblemMessage } from '../ui/problem-message.js';

const FIELDS = ['current_password', 'new_password'] as const;

export function PasswordForm({ currentLabel, onChanged }: { currentLabel: string; onChanged: (changed: PasswordChanged) => void }) {
  const refused = useRefusals(FIELDS);
  const [mismatch, setMismatch] = useState(false);
  const change = useMutation<PasswordChanged, ApiError, { current_password: string; new_password: string; form: HTMLFormElement }>({
    mutationFn: ({ form: _form, ...change }) => authApi.changePassword(change),
    onMutate: () => refused.refuse(null),
    onSuccess: (changed, { form }) => {
      form.reset();
      onChanged(changed);
    },
    onError: refused.refuse,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const next = String(fields.get('new_password') ?? '');
    const differ = next !== String(fields.get('repeat') ?? '');
    setMismatch(differ);
    if (!differ) change.mutate({ current_password: String(fields.get('current_password') ?? ''), new_password: next, form });
  };

  return (
    <form className="settings-form" onSubmit={submit} aria-label="Change password" noValidate>
      <ProblemMessage error={refused.banner} />
      <Field label={currentLabel} errors={refused.at('current_password')}>
        {(control) => (
          <input
            {...control}
            name="current_password"
            type="password"
            autoComplete="current-password"
            required
            onChange={() => refused.markEdited('current_password')}
          />
        )}
      </Field>
      <Field
        label="New password"
        help="At least 12 characters of your own choosing; not your e-mail address."
        errors={refused.at('new_password')}
      >
        {(control) => (
          <input
            {...control}
            name="new_password"
            type="password"
            autoComplete="new-password"
            required
            onChange={() => refused.markEdited('new_password')}
          />
        )}
      </Field>
      <Field label="Repeat the new password" errors={mismatch ? ['The two new passwords differ; type the same one twice.'] : []}>
        {(control) => (
          <input {...control} name="repeat" type="password" autoComplete="new-password" required onChange={() => setMismatch(false)} />
        )}
      </Field>
      <div className="actions">
        <button type="submit" className="primary" disabled={change.isPending}>
          {change.isPending ? 'Changing…' : 'Change password'}
        </button>
      </div>
    </form>
  );
}
