/**
 * The API's reads as TanStack Query knows them: a key per resource, so that
 * a write (or a later feature) invalidates all that it changed by naming a
 * prefix: ['flows'] is every flow read, ['flows', 7] one flow and what hangs
 * under it (['flows', 7, 'runs']), ['webhooks'] every webhook read.
 */
import { queryOptions } from '@tanstack/react-query';
import { flowsApi } from './flows.js';
import { type ClientFilter, clientsApi, type InvoiceFilter, invoicesApi } from './invoices.js';
import { organizationApi } from './organization.js';
import { peopleApi } from './people.js';
import { apiKeysApi, dunningApi, type LogFilter, logsApi, webhooksApi } from './settings.js';
import type { Mode } from './types.js';

export const queryKeys = {
  flows: ['flows'] as const,
  flowLists: ['flows', 'list'] as const,
  flowList: (mode: Mode) => ['flows', 'list', mode] as const,
  flow: (id: number) => ['flows', id] as const,
  flowRuns: (id: number) => ['flows', id, 'runs'] as const,
  blocks: (mode: Mode) => ['blocks', mode] as const,
  apiKeys: ['api-keys'] as const,
  people: ['people'] as const,
  webhooks: ['webhooks'] as const,
  webhookList: ['webhooks', 'list'] as const,
  webhook: (id: number) => ['webhooks', id] as const,
  deliveries: (id: number) => ['webhooks', id, 'deliveries'] as const,
  eventTypes: ['event-types'] as const,
  dunningSettings: ['dunning', 'settings'] as const,
  logs: ['logs'] as const,
  logList: (filter: LogFilter) => ['logs', 'list', filter] as const,
  logEntry: (id: number) => ['logs', id] as const,
  invoices: ['invoices'] as const,
  invoiceSearch: (text: string) => ['invoices', 'list', { search: text }] as const,
  invoiceList: (filter: InvoiceFilter) => ['invoices', 'list', filter] as const,
  invoice: (id: number) => ['invoices', id] as const,
  invoiceDunning: (id: number) => ['invoices', id, 'dunning'] as const,
  clients: ['clients'] as const,
  clientList: (filter: ClientFilter) => ['clients', 'list', filter] as const,
  client: (id: number) => ['clients', id] as const,
  clientAliases: (id: number) => ['clients', id, 'aliases'] as const,
  organization: ['organization'] as const,
};

export const flowQueries = {
  list: (mode: Mode) => queryOptions({ queryKey: queryKeys.flowList(mode), queryFn: () => flowsApi.list(mode) }),
  /**
   * The flow an editor opens. The editor's canvas is the truth while it is open: this read does not run again on its
   * own (no focus or reconnect refetch, never stale), so it can never reset a graph being drawn; a concurrent change is
   * caught by the version on save. It is not kept once the editor closes (gcTime 0): opening a flow again reads the
   * server's current version, not the one cached when it was last open.
   */
  get: (id: number) =>
    queryOptions({
      queryKey: queryKeys.flow(id),
      queryFn: () => flowsApi.get(id),
      staleTime: Infinity,
      gcTime: 0,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    }),
  runs: (id: number) => queryOptions({ queryKey: queryKeys.flowRuns(id), queryFn: () => flowsApi.runs(id) }),
  /** The blocks of a mode change only with a deployment. */
  blocks: (mode: Mode) => queryOptions({ queryKey: queryKeys.blocks(mode), queryFn: () => flowsApi.blocks(mode), staleTime: Infinity }),
};

export const settingsQueries = {
  apiKeys: () => queryOptions({ queryKey: queryKeys.apiKeys, queryFn: () => apiKeysApi.list() }),
  webhooks: () => queryOptions({ queryKey: queryKeys.webhookList, queryFn: () => webhooksApi.list() }),
  webhook: (id: number) => queryOptions({ queryKey: queryKeys.webhook(id), queryFn: () => webhooksApi.get(id) }),
  deliveries: (id: number) => queryOptions({ queryKey: queryKeys.deliveries(id), queryFn: () => webhooksApi.deliveries(id) }),
  /** The event catalogue changes only with a deployment. */
  eventTypes: () => queryOptions({ queryKey: queryKeys.eventTypes, queryFn: () => webhooksApi.events(), staleTime: Infinity }),
  dunningSettings: () => queryOptions({ queryKey: queryKeys.dunningSettings, queryFn: () => dunningApi.settings() }),
  logs: (filter: LogFilter) => queryOptions({ queryKey: queryKeys.logList(filter), queryFn: () => logsApi.list(filter) }),
  logEntry: (id: number) => queryOptions({ queryKey: queryKeys.logEntry(id), queryFn: () => logsApi.get(id) }),
};

export const invoiceQueries = {
  search: (text: string) => queryOptions({ queryKey: queryKeys.invoiceSearch(text), queryFn: () => invoicesApi.search(text) }),
  list: (filter: InvoiceFilter) => queryOptions({ queryKey: queryKeys.invoiceList(filter), queryFn: () => invoicesApi.list(filter) }),
  get: (id: number) => queryOptions({ queryKey: queryKeys.invoice(id), queryFn: () => invoicesApi.get(id) }),
  dunning: (id: number) => queryOptions({ queryKey: queryKeys.invoiceDunning(id), queryFn: () => invoicesApi.dunning(id) }),
};

export const clientQueries = {
  list: (filter: ClientFilter) => queryOptions({ queryKey: queryKeys.clientList(filter), queryFn: () => clientsApi.list(filter) }),
  get: (id: number) => queryOptions({ queryKey: queryKeys.client(id), queryFn: () => clientsApi.get(id) }),
  aliases: (id: number) => queryOptions({ queryKey: queryKeys.clientAliases(id), queryFn: () => clientsApi.aliases(id) }),
};

export const organizationQueries = {
  get: () => queryOptions({ queryKey: queryKeys.organization, queryFn: () => organizationApi.get() }),
};

export const peopleQueries = {
  list: () => queryOptions({ queryKey: queryKeys.people, queryFn: () => peopleApi.list() }),
};
