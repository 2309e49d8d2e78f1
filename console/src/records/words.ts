/** Invoice statuses and debt-collection words as a person reads them, not as the API spells them. */
import type { Invoice } from '../api/types.js';

export const STATUS_WORDS: Record<Invoice['status'], string> = {
  draft: 'Draft',
  sent: 'Sent',
  paid: 'Paid',
  overdue: 'Overdue',
  cancelled: 'Cancelled',
};

export const STATUS_BADGE: Record<Invoice['status'], string> = {
  draft: 'badge',
  sent: 'badge wait',
  paid: 'badge ok',
  overdue: 'badge bad',
  cancelled: 'badge',
};

export const BOOKING_WORDS: Record<string, string> = {
  reminder: 'Reminder sent',
  fee: 'Late fee added',
  interest: 'Interest added',
};

export const RUN_WORDS: Record<string, string> = {
  running: 'running',
  waiting: 'waiting',
  completed: 'completed',
  failed: 'failed',
  cancelled: 'cancelled',
};

/** Whether debt collection may still act on it: holds and promises only mean something on an unpaid invoice. */
export const isOpen = (invoice: Pick<Invoice, 'status'>) => invoice.status === 'sent' || invoice.status === 'overdue';
