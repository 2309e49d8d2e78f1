/**
 * Settings → Automation → Debt collection: the interest rates the "Add
 * statutory interest" block (`add_interest`) charges. Without a reference
 * rate that block fails its runs, and the console had no place to set one.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { queryKeys, settingsQueries } from '../api/queries.js';
import { dunningApi } from '../api/settings.js';
import type { InterestSettings } from '../api/types.js';
import { Field, useRefusals } from '../ui/field.js';
import { ProblemMessage } from '../ui/problem-message.js';

const FIELDS = ['reference_interest_rate', 'interest_surcharge'] as const;

export function DebtCollectionSection() {
  const settings = useQuery(settingsQueries.dunningSettings());
  return (
    <section aria-label="Debt collection">
      <p className="muted">
        The <strong>Add statutory interest</strong> block of debt-collection flows charges interest on an overdue invoice's balance: the
        reference rate plus the surcharge, per year, accrued day by day from the due date to the day it runs.
      </p>
      <ProblemMessage error={settings.error} />
      {/* Mounted once the settings are in, so that the fields start from them; a later read does not reset what is typed. */}
      {settings.data && <InterestForm saved={settings.data} />}
    </section>
  );
}

function InterestForm({ saved }: { saved: InterestSettings }) {
  const [reference, setReference] = useState(saved.reference_interest_rate ?? '');
  const [surcharge, setSurcharge] = useState(saved.interest_surcharge);
  const refused = useRefusals(FIELDS);
  const [notice, setNotice] = useState<string | null>(null);
  // The saved settings, for the summary: what runs charge now, whatever is being typed.
  const [current, setCurrent] = useState(saved);

  // Only what changed is sent; an empty reference rate is "not set" (null), which the API takes.
  const patch: Partial<InterestSettings> = {};
  const typedReference = reference.trim() === '' ? null : reference.trim();
  if (typedReference !== current.reference_interest_rate) patch.reference_interest_rate = typedReference;
  if (surcharge.trim() !== current.interest_surcharge) patch.interest_surcharge = surcharge.trim();
  const changed = Object.keys(patch).length > 0;

  const queryClient = useQueryClient();
  const saving = useMutation({
    mutationFn: dunningApi.updateSettings,
    onMutate: () => {
      refused.refuse(null);
      setNotice(null);
    },
    onSuccess: (stored) => {
      // The answer is the settings now: the cache takes it as it is, with no second read.
      queryClient.setQueryData(queryKeys.dunningSettings, stored);
      setCurrent(stored);
      setReference(stored.reference_interest_rate ?? '');
      setSurcharge(stored.interest_surcharge);
      setNotice('Saved. Runs from now on charge these rates.');
    },
    onError: (failure) => refused.refuse(failure),
  });
  const busy = saving.isPending;

  const save = (event: FormEvent) => {
    event.preventDefault();
    saving.mutate(patch);
  };

  return (
    <form className="settings-form" onSubmit={save} aria-label="Interest rates">
      <InterestSummary settings={current} />
      <Field
        label="Reference interest rate (% a year)"
        help={
          <>
            The central bank's reference rate that statutory interest builds on: in the euro area the ECB's main refinancing rate, in
            Czechia the ČNB two-week repo rate. A decimal with a dot, such as <code>4.00</code>. Leave it empty for "not set": Add statutory
            interest then fails.
          </>
        }
        errors={refused.at('reference_interest_rate')}
      >
        {(control) => (
          <input
            {...control}
            name="reference_interest_rate"
            inputMode="decimal"
            autoComplete="off"
            placeholder="not set"
            value={reference}
            onChange={(event) => {
              setReference(event.target.value);
              refused.markEdited('reference_interest_rate');
            }}
          />
        )}
      </Field>
      <Field
        label="Surcharge (percentage points)"
        help="Added to the reference rate. 8 points is the statutory surcharge for business debts in the EU (Directive 2011/7/EU)."
        errors={refused.at('interest_surcharge')}
      >
        {(control) => (
          <input
            {...control}
            name="interest_surcharge"
            inputMode="decimal"
            autoComplete="off"
            value={surcharge}
            onChange={(event) => {
              setSurcharge(event.target.value);
              refused.markEdited('interest_surcharge');
            }}
          />
        )}
      </Field>
      <ProblemMessage error={refused.banner} />
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <div>
        <button type="submit" className="primary" disabled={busy || !changed} title={changed ? undefined : 'Nothing changed'}>
          {busy ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}

/** What Add statutory interest charges with the saved settings, or why it fails. */
function InterestSummary({ settings }: { settings: InterestSettings }) {
  const { reference_interest_rate: reference, interest_surcharge: surcharge } = settings;
  if (reference === null)
    return (
      <p className="warning" role="note">
        No reference rate is set: runs that reach Add statutory interest fail until one is.
      </p>
    );
  // Both have at most three decimals: thousandths add up exactly.
  const total = (Math.round(Number(reference) * 1000) + Math.round(Number(surcharge) * 1000)) / 1000;
  return (
    <p className="note" role="note">
      Add statutory interest charges <strong>{total} % a year</strong> ({Number(reference)} % reference rate + {Number(surcharge)} points).
    </p>
  );
}
