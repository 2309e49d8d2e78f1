/** Invoices as the console reads them: `/api/v1/invoices/`, searched by number for the preview of a debt-collection flow. */
import { api, query } from './client.js';
import type { Page } from './types.js';

/**
 * What the console reads of an invoice. The backend's Invoice schema is not among its api-types (yet); these fields are
 * stable parts of it (`backend/src/features/invoices/schemas.ts`).
 */
export interface InvoiceSummary {
  id: number;
  number: string;
  status: string;
}

export const invoicesApi = {
  /** The API's search covers the number and the client's name: a number finds itself and any that contain it. */
  search: (text: string) => api.get<Page<InvoiceSummary>>(`/api/v1/invoices/${query({ search: text, page_size: 50 })}`),
};
