/**
 * Amounts, days and moments as the organization writes them: its number locale and date order, its time zone. A
 * credential that may not read the organization's settings gets the browser's own locale instead. Every page writes
 * moments with it: the settings pages wrote them in the browser's locale and zone ("Nov 29, 2026, 9:34 AM") beside
 * records written in the organization's ("29 Nov 2026, 09:36").
 */
import { useQuery } from '@tanstack/react-query';
import { organizationQueries } from '../api/queries.js';
import type { OrganizationSettings } from '../api/types.js';

export interface OrgFormat {
  money: (amount: string, currency: string) => string;
  /** A calendar day (YYYY-MM-DD), which has no time zone. */
  day: (date: string | null | undefined, none?: string) => string;
  /** An instant, in the organization's time zone. */
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
  // The date order decides the locale of dates when no number locale says more: day first reads as in Britain.
  const locale = settings?.number_locale ?? (settings?.date_order === 'mdy' ? 'en-US' : settings ? 'en-GB' : undefined);
  const timeZone = settings?.time_zone ?? undefined;
  const days = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const moments = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const seconds = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone });
  const clock = new Intl.DateTimeFormat(locale, { timeStyle: 'medium', timeZone });
  const dayOf = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return {
    ...dayFields(settings?.date_order ?? null),
    money: (amount, currency) => {
      try {
        return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(Number(amount));
      } catch {
        return `${amount} ${currency}`;
      }
    },
    day: (date, none = '—') => (date ? days.format(new Date(`${date}T00:00:00Z`)) : none),
    moment: (iso, none = '—') => (iso ? moments.format(new Date(iso)) : none),
    momentSeconds: (iso, none = '—') => (iso ? seconds.format(new Date(iso)) : none),
    soon: (iso, now = Date.now()) => {
      const at = new Date(iso);
      return dayOf.format(at) === dayOf.format(new Date(now)) ? clock.format(at) : seconds.format(at);
    },
  };
}

export function useOrgFormat(): OrgFormat {
  const settings = useQuery({ ...organizationQueries.get(), staleTime: 60_000, retry: false });
  return orgFormat(settings.data);
}
