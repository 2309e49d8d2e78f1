/**
 * Edit a webhook: what `PATCH /api/automation/webhooks/{id}/` changes, less
 * `is_active` (the row's Activate / Deactivate). Only the fields changed are
 * sent, and what the API refuses is said at the field it names.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { queryKeys } from '../api/queries.js';
import { webhooksApi } from '../api/settings.js';
import type { EventType, Webhook, WebhookPatch } from '../api/types.js';
import { Dialog } from '../ui/dialog.js';
import { Field, useRefusals } from '../ui/field.js';
import { pretty } from '../ui/format.js';
import { ProblemMessage } from '../ui/problem-message.js';
import { EVERY_EVENT, EventChoices } from './event-choices.js';

const FIELDS = ['url', 'events', 'description', 'filter', 'max_concurrency', 'rate_limit', 'ordered'] as const;
const FILTER_EXAMPLE = '{ "data.total": { "gte": "1000" } }';

/** Each field of the draft, by the name the API gives it in its refusals. */
const API_NAME: Readonly<Record<keyof Draft, (typeof FIELDS)[number]>> = {
  url: 'url',
  events: 'events',
  description: 'description',
  filter: 'filter',
  maxConcurrency: 'max_concurrency',
  rateLimit: 'rate_limit',
  ordered: 'ordered',
};

interface Draft {
  url: string;
  events: string[];
  description: string;
  filter: string;
  maxConcurrency: string;
  rateLimit: string;
  ordered: boolean;
}

export function WebhookEditDialog({
  webhook,
  eventTypes,
  onSaved,
  onClose,
}: {
  webhook: Webhook;
  eventTypes: readonly EventType[];
  onSaved: (webhook: Webhook) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => ({
    url: webhook.url,
    events: webhook.events,
    description: webhook.description,
    filter: webhook.filter === null ? '' : pretty(webhook.filter),
    maxConcurrency: String(webhook.max_concurrency),
    rateLimit: webhook.rate_limit === null ? '' : String(webhook.rate_limit),
    ordered: webhook.ordered,
  }));
  const refused = useRefusals(FIELDS);
  const queryClient = useQueryClient();
  const saving = useMutation({
    mutationFn: (patch: WebhookPatch) => webhooksApi.update(webhook.id, patch),
    onMutate: () => refused.refuse(null),
    onSuccess: (saved) => {
      // ['webhooks']: the list behind the dialog, and this webhook's own reads.
      void queryClient.invalidateQueries({ queryKey: queryKeys.webhooks });
      onSaved(saved);
    },
    onError: (failure) => refused.refuse(failure),
  });
  const busy = saving.isPending;
  const set = (change: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...change }));
    for (const key of Object.keys(change) as Array<keyof Draft>) refused.markEdited(API_NAME[key]);
  };

  const built = patchOf(webhook, draft);
  const changed = 'patch' in built && Object.keys(built.patch).length > 0;
  const errorsOf = (field: string) => [...(field === 'filter' && 'filterError' in built ? [built.filterError] : []), ...refused.at(field)];

  const save = (event: FormEvent) => {
    event.preventDefault();
    if ('patch' in built) saving.mutate(built.patch);
  };

  return (
    <Dialog title="Edit webhook" onClose={onClose} wide>
      <form className="settings-form" onSubmit={save} aria-label="Edit webhook" noValidate>
        <Field label="Address" help="Where Kontor POSTs each event (http or https)." errors={errorsOf('url')}>
          {(control) => (
            <input {...control} name="url" type="url" required value={draft.url} onChange={(event) => set({ url: event.target.value })} />
          )}
        </Field>
        <Field
          label="Events"
          group
          help="The events sent to this address. Every event includes those added to Kontor later."
          errors={errorsOf('events')}
        >
          {() => <EventChoices eventTypes={eventTypes} chosen={draft.events} onChange={(events) => set({ events })} />}
        </Field>
        <Field label="Description" errors={errorsOf('description')}>
          {(control) => (
            <input
              {...control}
              name="description"
              maxLength={500}
              placeholder="optional"
              value={draft.description}
              onChange={(event) => set({ description: event.target.value })}
            />
          )}
        </Field>
        <Field
          label="Filter (JSON)"
          help={
            <>
              Send only events whose payload meets every condition: a path (<code>type</code>, <code>data.total</code>,{' '}
              <code>data.client.country</code>) to operators <code>eq</code>, <code>ne</code>, <code>gt</code>, <code>gte</code>,{' '}
              <code>lt</code>, <code>lte</code>, <code>in</code> (a list) or <code>exists</code>. Empty: every event subscribed to.
            </>
          }
          errors={errorsOf('filter')}
        >
          {(control) => (
            <textarea
              {...control}
              name="filter"
              className="code"
              rows={4}
              spellCheck={false}
              placeholder={FILTER_EXAMPLE}
              value={draft.filter}
              onChange={(event) => set({ filter: event.target.value })}
            />
          )}
        </Field>
        <div className="field-row">
          <Field
            label="At most in flight"
            help="Deliveries to this address at once, 1 to 100 (10 unless changed)."
            errors={errorsOf('max_concurrency')}
          >
            {(control) => (
              <input
                {...control}
                name="max_concurrency"
                type="number"
                min={1}
                max={100}
                step={1}
                value={draft.maxConcurrency}
                onChange={(event) => set({ maxConcurrency: event.target.value })}
              />
            )}
          </Field>
          <Field
            label="Rate limit (per second)"
            help="Deliveries started per second, 1 to 10000. Empty: no limit."
            errors={errorsOf('rate_limit')}
          >
            {(control) => (
              <input
                {...control}
                name="rate_limit"
                type="number"
                min={1}
                max={10000}
                step={1}
                placeholder="no limit"
                value={draft.rateLimit}
                onChange={(event) => set({ rateLimit: event.target.value })}
              />
            )}
          </Field>
        </div>
        <Field
          label="Order"
          help="The next delivery waits until the one before it succeeds or is given up: one failing delivery holds back the rest through its whole retry schedule."
          errors={errorsOf('ordered')}
        >
          {(control) => (
            <label className="checkbox">
              <input {...control} type="checkbox" checked={draft.ordered} onChange={(event) => set({ ordered: event.target.checked })} />
              Deliver in event order
            </label>
          )}
        </Field>
        <p className="muted small">
          Signed with {webhook.signature_scheme === 'v1a' ? 'v1a (ed25519)' : 'v1 (HMAC-SHA256)'}; the scheme is chosen when a webhook is
          made.
        </p>
        <ProblemMessage error={refused.banner} />
        <div className="dialog-actions">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            className="primary"
            disabled={busy || !changed}
            title={'filterError' in built ? 'The filter is not valid JSON' : changed ? undefined : 'Nothing changed'}
          >
            {busy ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** The fields that differ from the webhook, as the API takes them; or why the filter cannot be read. */
function patchOf(webhook: Webhook, draft: Draft): { patch: WebhookPatch } | { filterError: string } {
  const patch: WebhookPatch = {};
  if (draft.url.trim() !== webhook.url) patch.url = draft.url.trim();
  const events = draft.events.includes(EVERY_EVENT) ? [EVERY_EVENT] : draft.events;
  if ([...events].sort().join() !== [...webhook.events].sort().join()) patch.events = events;
  if (draft.description.trim() !== webhook.description) patch.description = draft.description.trim();
  let filter: unknown = null;
  if (draft.filter.trim() !== '') {
    try {
      filter = JSON.parse(draft.filter);
    } catch (failure) {
      return { filterError: `Not valid JSON: ${(failure as Error).message}` };
    }
  }
  if (JSON.stringify(filter) !== JSON.stringify(webhook.filter)) patch.filter = filter as WebhookPatch['filter'];
  // A number field that is no whole number goes as typed: the API says what it takes.
  const maxConcurrency = wholeNumber(draft.maxConcurrency);
  if (maxConcurrency !== webhook.max_concurrency) patch.max_concurrency = maxConcurrency as number;
  const rateLimit = draft.rateLimit.trim() === '' ? null : wholeNumber(draft.rateLimit);
  if (rateLimit !== webhook.rate_limit) patch.rate_limit = rateLimit as number | null;
  if (draft.ordered !== webhook.ordered) patch.ordered = draft.ordered;
  return { patch };
}

const wholeNumber = (text: string): number | string => (/^-?\d+$/.test(text.trim()) ? Number(text.trim()) : text.trim());
