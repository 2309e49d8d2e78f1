/**
 * A debt-collection hold on an invoice or a client: while it applies, reminders, fees and interest wait. Shown as it
 * stands; put on, changed or lifted by a credential that may write. The server checks the dates: a hold that ends in
 * the past is refused, and its refusal is said at the field.
 */
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { ApiError } from '../api/client.js';
import type { Invoice } from '../api/types.js';
import { Field, useRefusals } from '../ui/field.js';
import type { OrgFormat } from '../ui/org-format.js';
import { ProblemMessage } from '../ui/problem-message.js';

type Hold = Invoice['dunning_hold'];

const FIELDS = ['dunning_hold.until', 'dunning_hold.reason'] as const;

export function HoldForm({
  hold,
  covers,
  mayWrite,
  format,
  save,
}: {
  hold: Hold;
  /** What the hold stops, in words: "this invoice", "every invoice of this client". */
  covers: string;
  mayWrite: boolean;
  format: OrgFormat;
  save: (hold: Hold) => Promise<unknown>;
}) {
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const refused = useRefusals(FIELDS);
  const saving = useMutation<unknown, ApiError, Hold>({
    mutationFn: save,
    onMutate: () => {
      refused.refuse(null);
      setNotice(null);
    },
    onSuccess: (_saved, next) => {
      setEditing(false);
      setNotice(next ? 'On hold: debt collection waits.' : 'Hold lifted: debt collection goes on.');
    },
    onError: refused.refuse,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const until = format.readDay(String(fields.get('until') ?? ''));
    saving.mutate({ until, reason: String(fields.get('reason') ?? '').trim() });
  };

  return (
    <section className="panel" aria-label="Hold">
      <h2>Hold</h2>
      {hold ? (
        <p>
          <span className="badge wait">On hold</span> {hold.reason}
          {hold.until ? `, until ${format.day(hold.until)}` : ', until lifted'}. Debt collection waits for {covers}.
        </p>
      ) : (
        <p className="muted">Not on hold: debt collection goes on for {covers}.</p>
      )}
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      {mayWrite && !editing && (
        <div className="actions">
          <button type="button" onClick={() => setEditing(true)}>
            {hold ? 'Change the hold' : 'Put on hold'}
          </button>
          {hold && (
            <button type="button" disabled={saving.isPending} onClick={() => saving.mutate(null)}>
              Lift the hold
            </button>
          )}
        </div>
      )}
      {mayWrite && editing && (
        <form className="settings-form" onSubmit={submit} aria-label="Put on hold" noValidate>
          <ProblemMessage error={refused.banner} />
          <Field label="Why" help="For example: disputed, wrong quantity." errors={refused.at('dunning_hold.reason')}>
            {(control) => (
              <input
                {...control}
                name="reason"
                defaultValue={hold?.reason ?? ''}
                maxLength={500}
                onChange={() => refused.markEdited('dunning_hold.reason')}
              />
            )}
          </Field>
          <Field
            label="Until"
            help={`The last day of the hold, as ${format.dayPattern}; leave it empty to hold until you lift it.`}
            errors={refused.at('dunning_hold.until')}
          >
            {(control) => (
              <input
                {...control}
                name="until"
                inputMode="numeric"
                autoComplete="off"
                placeholder={format.dayPattern}
                // Shown anew when the organization's date order arrives after the form (its settings load apart).
                key={format.dayPattern}
                defaultValue={format.dayField(hold?.until)}
                onChange={() => refused.markEdited('dunning_hold.until')}
              />
            )}
          </Field>
          <div className="actions">
            <button type="submit" className="primary" disabled={saving.isPending}>
              {saving.isPending ? 'Saving…' : 'Save the hold'}
            </button>
            <button type="button" onClick={() => (setEditing(false), refused.refuse(null))}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
