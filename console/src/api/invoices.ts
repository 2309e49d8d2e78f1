/** Invoices and clients as the console reads and changes them: `/api/v1/invoices/`, `/api/v1/clients/` and their aliases. */
import { api, query } from './client.js';
import type { Alias, Client, ClientPatch, Invoice, InvoiceDunningHistory, InvoicePatch, Page } from './types.js';

/** What the console reads of an invoice found by its number. */
export type InvoiceSummary = Pick<Invoice, 'id' | 'number' | 'status'>;

export interface InvoiceFilter {
  search: string;
  status: string;
  client?: number;
  page: number;
}

export interface ClientFilter {
  search: string;
  page: number;
}

export const LIST_PAGE_SIZE = 25;

const INVOICES = '/api/v1/invoices/';
const CLIENTS = '/api/v1/clients/';

export const invoicesApi = {
  /** The API's search covers the number and the client's name: a number finds itself and any that contain it. */
  search: (text: string) => api.get<Page<InvoiceSummary>>(`${INVOICES}${query({ search: text, page_size: 50 })}`),
  list: (filter: InvoiceFilter) =>
    api.get<Page<Invoice>>(
      `${INVOICES}${query({
        search: filter.search.trim(),
        status: filter.status,
        client: filter.client,
        ordering: '-issue_date',
        page: filter.page,
        page_size: LIST_PAGE_SIZE,
      })}`,
    ),
  get: (id: number) => api.get<Invoice>(`${INVOICES}${id}/`),
  update: (id: number, patch: InvoicePatch) => api.patch<Invoice>(`${INVOICES}${id}/`, patch),
  dunning: (id: number) => api.get<InvoiceDunningHistory>(`${INVOICES}${id}/dunning/`),
};

export const clientsApi = {
  list: (filter: ClientFilter) =>
    api.get<Page<Client>>(
      `${CLIENTS}${query({ search: filter.search.trim(), ordering: 'name', page: filter.page, page_size: LIST_PAGE_SIZE })}`,
    ),
  get: (id: number) => api.get<Client>(`${CLIENTS}${id}/`),
  update: (id: number, patch: ClientPatch) => api.patch<Client>(`${CLIENTS}${id}/`, patch),
  aliases: (id: number) => api.get<{ results: Alias[] }>(`${CLIENTS}${id}/aliases/`),
  addAlias: (id: number, alias: string) => api.post<Alias>(`${CLIENTS}${id}/aliases/`, { alias }),
  removeAlias: (id: number, aliasId: number) => api.delete(`${CLIENTS}${id}/aliases/${aliasId}/`),
};
