/**
 * The rules of debt collection as plain functions, shared by live runs and
 * the simulator so that both compute the same dates and amounts: when a hold
 * applies, what a late fee and statutory interest come to.
 *
 * - hold: reminders stop for an invoice (or all of a client's invoices) until a date, or until lifted (`until: null`).
 * - promise: the client promised to pay by a date; reminders wait until then, and the promise breaks the day after, unpaid.
 * - level: a reminder's rank (1, 2, 3, ...); each level's reminder, fee and interest happen once per invoice.
 */
import { Decimal } from 'decimal.js';
import { addDays } from '../../platform/lib/dates.js';
import { MAX_MINOR_UNITS, minorUnits } from '../../platform/lib/currencies.js';
import { MAX_AMOUNT, exceedsMaxAmount, sum } from '../../platform/lib/money.js';
import { startOfDayIn } from '../organizations/settings.js';

const Exact = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });
const DAY_MS = 86_400_000;
/** Interest accrues per day on an actual/365 basis, as EU late-payment rules are commonly applied. */
export const DAYS_PER_YEAR = 365;

/**
 * When an invoice_overdue trigger waiting `days` starts: that many days after the invoice became overdue (the day
 * after its due date, from midnight in the organization's time zone, as the overdue sweep marks it), and not before
 * `from`. The live runner and the simulator both ask here, so a preview shows the day the live flow acts; an invoice
 * marked overdue late (sent after its due date) does not wait its days again from the marking.
 */
export function overdueTriggerStart(dueDate: string, days: number, from: Date, timeZone = 'UTC'): Date {
  // Counted in calendar days, then midnight of that day: days of 24 h drifted an hour across a change of clocks
  // (14 days after 20 October in Prague started at 23:00 on the 13th day).
  const start = startOfDayIn(timeZone, addDays(dueDate, 1 + days));
  return start > from ? start : from;
}

export interface DunningHold {
  until: string | null;
  reason: string;
}

export interface HoldSubject {
  dunning_hold: DunningHold | null;
  promised_pay_date: string | null;
  client_hold: DunningHold | null;
}

export interface ActiveHold {
  source: 'invoice' | 'client' | 'promise';
  reason: string;
  /** The first day reminders may act again; null: until lifted. */
  ends: string | null;
}

const applies = (hold: DunningHold | null, today: string) => hold !== null && (hold.until === null || hold.until >= today);

/** The hold that keeps reminders back today, the longest when several do; null when none. */
export function activeHold(subject: HoldSubject, today: string): ActiveHold | null {
  const holds: ActiveHold[] = [];
  if (applies(subject.dunning_hold, today))
    holds.push({
      source: 'invoice',
      reason: subject.dunning_hold!.reason,
      ends: subject.dunning_hold!.until && addDays(subject.dunning_hold!.until, 1),
    });
  if (applies(subject.client_hold, today))
    holds.push({
      source: 'client',
      reason: subject.client_hold!.reason,
      ends: subject.client_hold!.until && addDays(subject.client_hold!.until, 1),
    });
  if (subject.promised_pay_date !== null && subject.promised_pay_date >= today) {
    holds.push({
      source: 'promise',
      reason: `promised to pay by ${subject.promised_pay_date}`,
      ends: addDays(subject.promised_pay_date, 1),
    });
  }
  if (holds.length === 0) return null;
  return holds.find((hold) => hold.ends === null) ?? holds.reduce((longest, hold) => (hold.ends! > longest.ends! ? hold : longest));
}

/** True when a promise to pay has passed unpaid: the day after the promised date. */
export function promiseBroken(promisedPayDate: string | null, balance: string, today: string): boolean {
  return promisedPayDate !== null && promisedPayDate < today && new Exact(balance).greaterThan(0);
}

/**
 * When a held run looks again: the hold's end (its day's start in the organization's time zone), or tomorrow for a
 * hold until lifted (lifting it wakes the run at once).
 */
export function holdWakeTime(hold: ActiveHold, now: Date, timeZone = 'UTC'): Date {
  return hold.ends ? startOfDayIn(timeZone, hold.ends) : new Date(now.getTime() + DAY_MS);
}

/** As the add_late_fee block's schema says of a literal amount. */
const LATE_FEE_AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

/** Decimal places of amounts in the invoice's currency: cents, or whole units where it has none (JPY). */
const decimalsOf = (currency: string) => Math.min(minorUnits(currency), MAX_MINOR_UNITS);

/**
 * The fee to add: a fixed amount, or a percent of the balance rounded half up to the currency's minor units. The
 * amount may be a template, so what it rendered to is checked here, as the block's schema checks a literal: never
 * zero, negative or not a number; a fixed amount finer than the currency's (10.50 on a JPY invoice) is refused.
 */
export function lateFeeAmount(kind: string, amount: string, balance: string, currency: string): string {
  const given = amount.trim();
  if (!LATE_FEE_AMOUNT.test(given) || new Exact(given).isZero())
    throw new Error(`the late fee amount "${given.slice(0, 40)}" is not an amount above 0 with at most two decimals`);
  const decimals = decimalsOf(currency);
  if (kind === 'percent') return new Exact(balance).times(given).dividedBy(100).toDecimalPlaces(decimals).toFixed(2);
  if (new Exact(given).decimalPlaces() > decimals)
    throw new Error(
      `the late fee amount "${given}" is finer than ${currency} amounts go (${decimals === 0 ? 'whole units' : `${decimals} decimals`})`,
    );
  return new Exact(given).toFixed(2);
}

/**
 * A percent fee that comes to nothing on this balance (0.00, or less on a credit): nothing is added and the level is
 * not used up, live and simulated.
 */
export const noFeeNote = (percent: unknown, balance: string, amount: string) =>
  `a ${String(percent).trim()} % fee on ${balance} comes to ${amount}: nothing added`;

export interface Interest {
  amount: string;
  /** Percent per year: reference rate + surcharge. */
  rate: string;
  from: string;
  to: string;
  days: number;
  principal: string;
}

/**
 * Statutory interest on `principal` from the due date to `day`: rate percent
 * per year, accrued per day (actual/365), computed exactly and rounded half up
 * to cents once, at the end. Zero days (or none owed) is no interest.
 */
export function interestFor(
  principal: string,
  referenceRate: string,
  surcharge: string,
  dueDate: string,
  day: string,
  currency: string,
): Interest {
  const days = Math.max(0, Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / DAY_MS));
  const rate = new Exact(referenceRate).plus(surcharge);
  // Settings saved before rates were bounded may still hold one below zero: interest would pay the debtor.
  if (rate.isNegative())
    throw new Error(
      `the interest rate ${rate.toFixed()} % is below zero; set reference_interest_rate and interest_surcharge from 0 to 100`,
    );
  // Exact.max, not Decimal.max: that answers the 20-digit Decimal, and 8,253,753,955,824.01 at 22.817 % over 47 days came
  // to …999.23 instead of …999.22.
  const owed = Exact.max(principal, 0);
  const amount = owed.times(rate).dividedBy(100).times(days).dividedBy(DAYS_PER_YEAR).toDecimalPlaces(decimalsOf(currency));
  return {
    amount: amount.toFixed(2),
    rate: rate.toFixed(Math.max(2, rate.decimalPlaces())),
    from: dueDate,
    to: day,
    days,
    principal: owed.toFixed(2),
  };
}

/**
 * The day interest accrues from: the due date, or the last day interest was charged to, when later. Each level
 * charged from the due date again, and a second level charged the first one's days twice.
 */
export function interestStart(dueDate: string, bookings: ReadonlyArray<{ interest_to?: string | null }>): string {
  return bookings.reduce((from, booking) => (booking.interest_to && booking.interest_to > from ? booking.interest_to : from), dueDate);
}

export function interestItemText(interest: Interest, currency: string): string {
  return `Interest ${interest.rate} % p.a. on ${interest.principal} ${currency}, ${interest.from} to ${interest.to} (${interest.days} days)`;
}

/**
 * Refuses a fee or interest that would take the invoice's total past the largest amount Kontor keeps. Live runs and
 * the simulator both ask before booking, so a preview never shows an amount the run then fails to store.
 */
export function checkItemFits(total: string, amount: string, what: 'fee' | 'interest'): void {
  if (exceedsMaxAmount(sum([total, amount])))
    throw new Error(
      `${what === 'fee' ? 'a late fee' : 'interest'} of ${amount} would take the invoice's total of ${total} past ${MAX_AMOUNT.toFixed(2)}, the largest amount Kontor keeps: nothing added`,
    );
}
