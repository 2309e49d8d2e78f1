/**
 * An organization's today: the date in its `time_zone`. A date a request leaves out (an invoice's issue date, a time
 * entry's day), an invoice's going overdue or coming due soon, a promise passing and a hold ending are all counted in
 * the organization's days, as the smart endpoints read "today". Counted in UTC's, an organization in Los Angeles saw
 * its invoices go overdue (and reminders start) at 16:00 on their due date, and evening time entries booked tomorrow.
 */
import type { Queryable } from '../../platform/db/knex.js';
import { todayIn } from './settings.js';
import { timeZoneOf, timeZonesInUse } from './store.js';

export async function organizationToday(db: Queryable, organizationId: number, now: Date): Promise<string> {
  return todayInOrUtc(await timeZoneOf(db, organizationId), now);
}

/** Today in each time zone organizations are in, for the sweeps over all organizations (their SQL looks it up by zone). */
export async function todaysByZone(db: Queryable, now: Date): Promise<Record<string, string>> {
  return Object.fromEntries((await timeZonesInUse(db)).map((zone) => [zone, todayInOrUtc(zone, now)]));
}

/**
 * A zone was checked when it was saved; one this runtime no longer knows (its time zone data changed) counts as UTC,
 * rather than stop every organization's sweep with a RangeError.
 */
export function todayInOrUtc(zone: string, now: Date): string {
  try {
    return todayIn(zone, now);
  } catch {
    return todayIn('UTC', now);
  }
}
