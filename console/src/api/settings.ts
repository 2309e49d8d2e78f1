/** Settings → Automation: every URL of API keys, webhooks, events, debt collection and the log that the console calls. */
import { api, query } from './client.js';
import type {
  ApiKey,
  ApiKeyCreated,
  AuditEntry,
  Delivery,
  EventType,
  InterestSettings,
  Page,
  Webhook,
  WebhookPatch,
  WebhookWithSecret,
} from './types.js';

const KEYS = '/api/automation/api-keys/';
const WEBHOOKS = '/api/automation/webhooks/';
const LOGS = '/api/automation/logs/';

export const apiKeysApi = {
  list: () => api.get<Page<ApiKey>>(`${KEYS}${query({ revoked: false, ordering: '-created_at', page_size: 100 })}`),
  create: (key: { name: string; scopes?: string[] }) => api.post<ApiKeyCreated>(KEYS, key),
  revoke: (id: number) => api.delete(`${KEYS}${id}/`),
};

export const webhooksApi = {
  list: () => api.get<Page<Webhook>>(`${WEBHOOKS}${query({ ordering: '-created_at', page_size: 100 })}`),
  get: (id: number) => api.get<Webhook>(`${WEBHOOKS}${id}/`),
  create: (webhook: { url: string; events: string[]; description?: string }) => api.post<WebhookWithSecret>(WEBHOOKS, webhook),
  update: (id: number, patch: WebhookPatch) => api.patch<Webhook>(`${WEBHOOKS}${id}/`, patch),
  remove: (id: number) => api.delete(`${WEBHOOKS}${id}/`),
  ping: (id: number) => api.post(`${WEBHOOKS}${id}/test/`),
  deliveries: (id: number) => api.get<Page<Delivery>>(`${WEBHOOKS}${id}/deliveries/${query({ page_size: 50 })}`),
  redeliver: (deliveryId: number) => api.post(`${WEBHOOKS}deliveries/${deliveryId}/redeliver/`),
  events: () => api.get<{ results: EventType[] }>('/api/automation/events/'),
};

const DUNNING_SETTINGS = '/api/automation/dunning/settings/';

export const dunningApi = {
  settings: () => api.get<InterestSettings>(DUNNING_SETTINGS),
  updateSettings: (patch: Partial<InterestSettings>) => api.patch<InterestSettings>(DUNNING_SETTINGS, patch),
};

export interface LogFilter {
  kind?: string;
  status?: string;
  /** false: without GET and HEAD calls (the console's own reads among them). */
  reads?: boolean;
  page: number;
  page_size: number;
}

export const logsApi = {
  list: (filter: LogFilter) => api.get<Page<AuditEntry>>(`${LOGS}${query({ ...filter })}`),
  get: (id: number) => api.get<AuditEntry>(`${LOGS}${id}/`),
};
