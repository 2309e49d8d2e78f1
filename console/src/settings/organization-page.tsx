/**
 * Settings → Organization: its name, how it writes numbers and dates, the currency new clients are billed in, the time
 * zone its days are counted in, and (for whoever may see debt collection) the reference rate interest builds on.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { ApiError } from '../api/client.js';
import { organizationApi } from '../api/organization.js';
import { organizationQueries, queryKeys } from '../api/queries.js';
import type { OrganizationSettings, OrganizationSettingsPatch } from '../api/types.js';
import { mayDo } from '../scopes.js';
import { useSession } from '../session.js';
import { Field, useRefusals } from '../ui/field.js';
import { orgFormat } from '../ui/org-format.js';
import { ProblemMessage } from '../ui/problem-message.js';
import { DebtCollectionSection } from './debt-collection-section.js';

const FIELDS = ['name', 'number_locale', 'date_order', 'default_currency', 'time_zone'] as const;

/** Locales whose separators Kontor reads, named as people know them; a saved one not listed here is offered too. */
const LOCALES: ReadonlyArray<[string, string]> = [
  ['cs-CZ', 'Czech (1 500,50)'],
  ['sk-SK', 'Slovak (1 500,50)'],
  ['de-DE', 'German (1.500,50)'],
  ['de-AT', 'Austrian German (1 500,50)'],
  ['de-CH', 'Swiss German (1’500.50)'],
  ['pl-PL', 'Polish (1 500,50)'],
  ['fr-FR', 'French (1 500,50)'],
  ['en-GB', 'English, UK (1,500.50)'],
  ['en-US', 'English, US (1,500.50)'],
];

const timeZones = (): string[] => {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return supported.includes('UTC') ? supported : ['UTC', ...supported];
};

export function OrganizationPage() {
  const settings = useQuery(organizationQueries.get());
  const { me } = useSession();
  const mayWrite = mayDo(me, 'organization', 'write');
  return (
    <div className="page">
      <h1>Settings → Organization</h1>
      <ProblemMessage error={settings.error} />
      {/* Mounted once the settings are in, so that the fields start from them. */}
      {settings.data && <OrganizationForm saved={settings.data} mayWrite={mayWrite} />}
      {mayDo(me, 'flows', 'read') && (
        <>
          <h2>Interest on late payments</h2>
          <DebtCollectionSection />
        </>
      )}
    </div>
  );
}

function OrganizationForm({ saved, mayWrite }: { saved: OrganizationSettings; mayWrite: boolean }) {
  const [current, setCurrent] = useState(saved);
  const [notice, setNotice] = useState<string | null>(null);
  const refused = useRefusals(FIELDS);
  const queryClient = useQueryClient();
  const saving = useMutation<OrganizationSettings, ApiError, OrganizationSettingsPatch>({
    mutationFn: organizationApi.update,
    onMutate: () => {
      refused.refuse(null);
      setNotice(null);
    },
    onSuccess: (stored) => {
      queryClient.setQueryData(queryKeys.organization, stored);
      setCurrent(stored);
      setNotice('Saved.');
    },
    onError: refused.refuse,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const text = (name: string) => String(fields.get(name) ?? '').trim();
    const patch: OrganizationSettingsPatch = {};
    if (text('name') !== current.name) patch.name = text('name');
    const locale = text('number_locale') || null;
    if (locale !== current.number_locale) patch.number_locale = locale;
    const order = text('date_order') === 'mdy' ? 'mdy' : 'dmy';
    if (order !== current.date_order) patch.date_order = order;
    const currency = text('default_currency').toUpperCase() || null;
    if (currency !== current.default_currency) patch.default_currency = currency;
    if (text('time_zone') !== current.time_zone) patch.time_zone = text('time_zone');
    if (Object.keys(patch).length === 0) return setNotice('Nothing changed.');
    saving.mutate(patch);
  };
  const example = orgFormat(current);
  const locales =
    LOCALES.some(([code]) => code === current.number_locale) || !current.number_locale
      ? LOCALES
      : [...LOCALES, [current.number_locale, current.number_locale] as [string, string]];

  return (
    <form className="settings-form" onSubmit={submit} aria-label="Organization" noValidate>
      <p className="note" role="note">
        Amounts read as {example.money('1500.5', current.default_currency ?? 'EUR')}, days as {example.day('2026-12-01')}.
      </p>
      <fieldset disabled={!mayWrite} className="plain">
        <Field label="Name" errors={refused.at('name')}>
          {(control) => (
            <input {...control} name="name" defaultValue={current.name} maxLength={200} onChange={() => refused.markEdited('name')} />
          )}
        </Field>
        <Field
          label="Numbers"
          help="How amounts are written, in the console and in text sent to the smart endpoints."
          errors={refused.at('number_locale')}
        >
          {(control) => (
            <select
              {...control}
              name="number_locale"
              defaultValue={current.number_locale ?? ''}
              onChange={() => refused.markEdited('number_locale')}
            >
              <option value="">Not set: ask when a separator could be either</option>
              {locales.map(([code, words]) => (
                <option key={code} value={code}>
                  {words}
                </option>
              ))}
            </select>
          )}
        </Field>
        {current.number_locale_note && <p className="warning small">{current.number_locale_note}</p>}
        <Field label="Dates" help="How a date such as 12/01/2026 is read." errors={refused.at('date_order')}>
          {(control) => (
            <select {...control} name="date_order" defaultValue={current.date_order} onChange={() => refused.markEdited('date_order')}>
              <option value="dmy">Day first: 12/01/2026 is 12 January</option>
              <option value="mdy">Month first: 12/01/2026 is 1 December</option>
            </select>
          )}
        </Field>
        <Field
          label="Currency"
          help="New clients are billed in it when they name none (euro when empty). A three-letter code, such as CZK."
          errors={refused.at('default_currency')}
        >
          {(control) => (
            <input
              {...control}
              name="default_currency"
              defaultValue={current.default_currency ?? ''}
              maxLength={3}
              placeholder="EUR"
              autoComplete="off"
              onChange={() => refused.markEdited('default_currency')}
            />
          )}
        </Field>
        <Field
          label="Time zone"
          help="The organization's days are counted in it: when an invoice becomes overdue, what “today” means."
          errors={refused.at('time_zone')}
        >
          {(control) => (
            <select {...control} name="time_zone" defaultValue={current.time_zone} onChange={() => refused.markEdited('time_zone')}>
              {(timeZones().includes(current.time_zone) ? timeZones() : [current.time_zone, ...timeZones()]).map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replace(/_/g, ' ')}
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>
      <ProblemMessage error={refused.banner} />
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      {mayWrite && (
        <div>
          <button type="submit" className="primary" disabled={saving.isPending}>
            {saving.isPending ? 'Saving…' : 'Save'}
          </button>
        </div>
      )}
    </form>
  );
}
