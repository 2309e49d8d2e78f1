/**
 * A promise to pay: the client said they will pay by a day, so reminders wait until then; unpaid the day after, the
 * promise breaks. The server checks the day (not before the issue date, not in the past) and says why at the field.
 */
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { ApiError } from '../api/client.js';
import type { Invoice } from '../api/types.js';
import { Field, useRefusals } from '../ui/field.js';
import type { OrgFormat } from '../ui/org-format.js';
import { ProblemMessage } from '../ui/problem-message.js';

const FIELDS = ['promised_pay_date'] as const;

export function PromiseForm({
  invoice,
  mayWrite,
  format,
  save,
}: {
  invoice: Invoice;
  mayWrite: boolean;
  format: OrgFormat;
  save: (day: string | null) => Promise<unknown>;
}) {
  const [notice, setNotice] = useState<string | null>(null);
  const refused = useRefusals(FIELDS);
  const saving = useMutation<unknown, ApiError, string | null>({
    mutationFn: save,
    onMutate: () => {
      refused.refuse(null);
      setNotice(null);
    },
    onSuccess: (_saved, day) =>
      setNotice(day ? `Noted: reminders wait until ${format.day(day)}.` : 'Promise removed: reminders follow the due date again.'),
    onError: refused.refuse,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    saving.mutate(format.readDay(String(new FormData(event.currentTarget).get('promised') ?? '')));
  };

  return (
    <section className="panel" aria-label="Promise to pay">
      <h2>Promise to pay</h2>
      <p className={invoice.promised_pay_date ? '' : 'muted'}>
        {invoice.promised_pay_date ? `Promised by ${format.day(invoice.promised_pay_date)}.` : 'No promise noted.'}
      </p>
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      {mayWrite && (
        <form className="settings-form" onSubmit={submit} aria-label="Note a promise to pay" noValidate>
          <ProblemMessage error={refused.banner} />
          <Field
            label="Will pay by"
            help={`Reminders wait until this day (${format.dayPattern}); if it passes unpaid, the promise is broken.`}
            errors={refused.at('promised_pay_date')}
          >
            {(control) => (
              <input
                {...control}
                name="promised"
                inputMode="numeric"
                autoComplete="off"
                placeholder={format.dayPattern}
                defaultValue={format.dayField(invoice.promised_pay_date)}
                // Shown anew when the organization's date order arrives after the page (its settings load apart).
                key={`${invoice.promised_pay_date ?? ''} ${format.dayPattern}`}
                onChange={() => refused.markEdited('promised_pay_date')}
              />
            )}
          </Field>
          <div className="actions">
            <button type="submit" className="primary" disabled={saving.isPending}>
              {saving.isPending ? 'Saving…' : 'Note the promise'}
            </button>
            {invoice.promised_pay_date && (
              <button type="button" disabled={saving.isPending} onClick={() => saving.mutate(null)}>
                Remove the promise
              </button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
