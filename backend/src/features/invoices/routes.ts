import type { Api } from '../../platform/http/api.js';
import { crudRoutes } from '../../platform/resource/routes.js';
import type { Deps } from '../../app/deps.js';
import { Invoice, InvoiceCreate, InvoiceListQuery, InvoicePatch } from './schemas.js';
import { invoiceService } from './service.js';

export function invoiceRoutes(api: Api, deps: Deps): void {
  crudRoutes(
    api,
    {
      base: '/api/v1/invoices/',
      tag: 'Invoices',
      noun: 'invoice',
      plural: 'invoices',
      scope: 'invoices',
      schemas: { item: Invoice, create: InvoiceCreate, patch: InvoicePatch, listQuery: InvoiceListQuery },
      operations: ['list', 'create', 'get', 'update'],
      largeBody: true,
      notes: {
        list: 'Search covers the number and the client name. Filter with `status`, `client`, `source`, `currency`, `issue_date`, `due_date`.',
        create:
          'Totals are computed here from the items: each line is rounded half up to cents, then summed. The number is the next of the issue year, with no gaps even under concurrent creation.',
        update: InvoicePatch.description,
      },
    },
    invoiceService(deps),
  );
}
