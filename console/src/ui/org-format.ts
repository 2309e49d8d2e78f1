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
