/**
 * Amounts, days and moments as the organization writes them: amounts in its number locale, days in its date order
 * (as its forms take them, "01/12/2026"), times of day in its locale, all in its time zone. A credential that may not
 * read the organization's settings gets the browser's own locale, and days as ISO. Every page writes days and moments
 * with it: beside a field that takes DD/MM/YYYY, a day written in the number locale's own order (de-DE "01.12.2026",
 * en-US "Dec 1, 2026") said another order than the one the field reads.
 */
import { useQuery } from '@tanstack/react-query';
import { organizationQueries } from '../api/queries.js';
import type { OrganizationSettings } from '../api/types.js';

export interface OrgFormat {
  money: (amount: string, currency: string) => string;
  /** A calendar day (YYYY-MM-DD), which has no time zone, in the organization's date order as its forms show it. */
  day: (date: string | null | undefined, none?: string) => string;
  /** An instant, in the organization's time zone: its day in the date order, its time in the locale. */
  moment: (iso: string | null | undefined, none?: string) => string;
  /** To the second: the attempts of one delivery are seconds apart, and minutes alone told them apart from nothing. */
  momentSeconds: (iso: string | null | undefined, none?: string) => string;
  /** A moment soon: its time to the second, with its day only when that is not today in the organization's zone. */
  soon: (iso: string, now?: number) => string;
  /** How a day is typed in a form, in the organization's date order ("DD/MM/YYYY"), or ISO when none is known. */
  dayPattern: string;
  /** A day (YYYY-MM-DD) as a form's field shows it, in that order. */
  dayField: (date: string | null | undefined) => string;
  /**
   * A day typed in a form: in the organization's order, or ISO; YYYY-MM-DD, or null for nothing typed. Text that reads
   * as no day is sent as typed, for the server to refuse at the field: no other order is tried.
   */
  readDay: (text: string) => string | null;
}

type DateOrder = 'dmy' | 'mdy';

const pad = (n: string) => n.padStart(2, '0');
const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
/** Day, month and year as digits, apart by a slash, a dot, a dash or spaces. */
const NUMERIC_DAY = /^(\d{1,2})\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{4})$|^(\d{1,2})\s+(\d{1,2})\s+(\d{4})$/;

function dayFields(order: DateOrder | null) {
  const dayPattern = order === 'mdy' ? 'MM/DD/YYYY' : order === 'dmy' ? 'DD/MM/YYYY' : 'YYYY-MM-DD';
  const dayField = (date: string | null | undefined): string => {
    const iso = date ? ISO_DAY.exec(date) : null;
    if (!iso || !order) return date ?? '';
    const [, year, month, day] = iso as unknown as [string, string, string, string];
    return order === 'mdy' ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
  };
  const readDay = (text: string): string | null => {
    const typed = text.trim();
    if (typed === '') return null;
    const iso = ISO_DAY.exec(typed);
    if (iso) return `${iso[1]}-${pad(iso[2]!)}-${pad(iso[3]!)}`;
    const numeric = order ? NUMERIC_DAY.exec(typed) : null;
    if (!numeric) return typed;
    const [first, second, year] = (numeric[1] ? numeric.slice(1, 4) : numeric.slice(4, 7)) as [string, string, string];
    const [day, month] = order === 'mdy' ? [second, first] : [first, second];
    return `${year}-${pad(month)}-${pad(day)}`;
  };
  return { dayPattern, dayField, readDay };
}

export function orgFormat(settings: Pick<OrganizationSettings, 'number_locale' | 'date_order' | 'time_zone'> | undefined): OrgFormat {
  // The date order decides the locale of times when no number locale says more: day first reads as in Britain.
  const locale = settings?.number_locale ?? (settings?.date_order === 'mdy' ? 'en-US' : settings ? 'en-GB' : undefined);
  const timeZone = settings?.time_zone ?? undefined;
  const fields = dayFields(settings?.date_order ?? null);
  const minutes = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone });
  const clock = new Intl.DateTimeFormat(locale, { timeStyle: 'medium', timeZone });
  const dayOf = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const at = (moment: Date, time: Intl.DateTimeFormat) => `${fields.dayField(dayOf.format(moment))}, ${time.format(moment)}`;
  return {
    ...fields,
    money: (amount, currency) => {
      try {
        return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(Number(amount));
      } catch {
        return `${amount} ${currency}`;
      }
    },
    day: (date, none = '—') => (date ? fields.dayField(date) : none),
    moment: (iso, none = '—') => (iso ? at(new Date(iso), minutes) : none),
    momentSeconds: (iso, none = '—') => (iso ? at(new Date(iso), clock) : none),
    soon: (iso, now = Date.now()) => {
      const moment = new Date(iso);
      return dayOf.format(moment) === dayOf.format(new Date(now)) ? clock.format(moment) : at(moment, clock);
    },
  };
}

export function useOrgFormat(): OrgFormat {
  const settings = useQuery({ ...organizationQueries.get(), staleTime: 60_000, retry: false });
  return orgFormat(settings.data);
}
