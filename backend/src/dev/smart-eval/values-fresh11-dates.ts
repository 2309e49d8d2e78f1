/**
 * Dates of the twelfth held-out value set (values-fresh11.ts), by its own arithmetic (Date): dates said with a year of
 * two digits or none near a year's end ("on 3/1" said on 28 December is next January's; "am 30.12." said on 2 January
 * for work done is last December's; "Anfang Januar", "začátkem ledna"), and dates said relative to another date ("a
 * week after the 15th", "zwei Tage vor Monatsende", "den před Štědrým dnem", "the Monday after the 15th"), where a
 * reading of the other date alone is wrong, and a date relative to an event the text does not date ("a week after
 * delivery") is no date.
 */
import { type Case6, type Expected6, lastOf, plus, weekday, ymd } from './values-fresh6-judge.js';
import { CS_MONTHS, DE_MONTHS, EN_DAYS, DE_DAYS } from './calendar-words.js';
import { type AddDate, type Int, type Pick, dateCaseAdder, seededDraws } from './seeded-draws.js';
import { easter } from './values-fresh7-dates.js';

const NO: Expected6 = { any: ['refuse', 'ask'] };
const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];

/** Todays at a year's end for due dates: a Monday and a Wednesday of late December, and the last day of 2027. */
const YEAR_END_AHEAD = ['2026-12-28', '2026-12-30', '2027-12-31'];
/** Todays just after a year's turn for work done: a Saturday, a Monday, a Tuesday. */
const YEAR_START_PAST = ['2027-01-02', '2027-01-04', '2028-01-04'];
/** Todays early in a month, so that the month's 15th and end are ahead: a Thursday, a Friday, a Monday, a Tuesday. */
const EARLY_IN_MONTH = ['2026-12-03', '2027-02-05', '2027-03-08', '2027-06-01', '2028-02-04'];

const EN_ORDINAL = (d: number) =>
  `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;

export function dateCases11(seed: number, perKind: number): Case6[] {
  const { int, pick } = seededDraws(seed * 15_485_863 + 29);
  const cases: Case6[] = [];
  const add = dateCaseAdder(cases);
  for (let i = 0; i < perKind; i++) {
    if (int(0, 1) === 0) yearEndAheadCase(pick(YEAR_END_AHEAD), int, pick, add);
    else yearStartPastCase(pick(YEAR_START_PAST), int, pick, add);
    relativeCase(pick(EARLY_IN_MONTH), int, pick, add);
  }
  return cases;
}

/** A due date in early January said in late December: next year's, whatever of the year is left unsaid. */
function yearEndAheadCase(today: string, int: Int, pick: Pick, add: AddDate) {
  const [y] = parts(today);
  const d = int(2, 9);
  const jan = ymd(y + 1, 1, d);
  const yy = String((y + 1) % 100);
  const order = pick(['DMY', 'MDY', null] as const);
  // Both orders give a date for d/1 and 1/d: said back under an order, asked without one.
  const slashed: Expected6 = order === null ? 'ask' : { warned: jan };
  const slash = order === 'MDY' ? `1/${d}` : `${d}/1`;
  const [text, expected, dotted] = pick([
    [`on ${slash}`, slashed, false],
    [`${slash}`, slashed, false],
    [`by ${slash}`, slashed, false],
    [`${slash}/${yy}`, slashed, false],
    [`${d}.1.`, { value: jan }, true],
    [`${d}. 1.`, { value: jan }, true],
    [`do ${d}.1.`, { value: jan }, true],
    [`bis ${d}.1.`, { value: jan }, true],
    [`${d}.1.${yy}`, { value: jan }, true],
    [`${d}. ledna`, { value: jan }, true],
    [`do ${d}. ledna`, { value: jan }, true],
    [`am ${d}. Januar`, { value: jan }, true],
    [`bis zum ${d}. Januar`, { value: jan }, true],
    [`January ${d}`, { value: jan }, true],
    [`on the ${EN_ORDINAL(d)} of January`, { value: jan }, true],
    [`${EN_ORDINAL(d)} Jan`, { value: jan }, true],
    [`Jan ${d} '${yy}`, { value: jan }, true],
    ['Anfang Januar', { any: [{ within: [ymd(y + 1, 1, 1), ymd(y + 1, 1, 10)] }, 'ask', 'refuse'] }, true],
    ['začátkem ledna', { any: [{ within: [ymd(y + 1, 1, 1), ymd(y + 1, 1, 10)] }, 'ask', 'refuse'] }, true],
    ['early January', { any: [{ within: [ymd(y + 1, 1, 1), ymd(y + 1, 1, 10)] }, 'ask', 'refuse'] }, true],
    ['Mitte Januar', { any: [{ warned: ymd(y + 1, 1, 15) }, 'ask'] }, true],
    ['v polovině ledna', { any: [{ warned: ymd(y + 1, 1, 15) }, 'ask'] }, true],
    ['Ende Januar', { any: [{ value: ymd(y + 1, 1, 31) }, 'ask'] }, true],
    ['koncem ledna', { any: [{ value: ymd(y + 1, 1, 31) }, 'ask'] }, true],
    ['end of January', { any: [{ value: ymd(y + 1, 1, 31) }, 'ask'] }, true],
    // A year of two digits already past: as written (the service warns of a past due date), or asked; never next year.
    [`${d}.1.${String(y % 100).padStart(2, '0')}`, { any: [{ value: ymd(y, 1, d) }, 'ask', 'refuse'] }, true],
    // Between the years is a span, not a day.
    ['zwischen den Jahren', NO, true],
    ['mezi svátky', NO, true],
  ] as [string, Expected6, boolean][]);
  add('date-yearedge11', text, today, dotted ? 'DMY' : order, expected);
}

/** A day of late December said just after the year's turn for work done: last year's. */
function yearStartPastCase(today: string, int: Int, pick: Pick, add: AddDate) {
  const [y] = parts(today);
  const d = int(27, 31);
  const dec = ymd(y - 1, 12, d);
  const yy = String((y - 1) % 100);
  const order = pick(['DMY', 'MDY', null] as const);
  // d over 12 gives one reading: as the order puts it, read; against the order, said back; with no order, read or asked.
  const slashed = (dayFirst: boolean): Expected6 =>
    order === null ? { any: [{ value: dec }, 'ask'] } : (order === 'DMY') === dayFirst ? { value: dec } : { warned: dec };
  const [text, expected, dotted] = pick([
    [`${d}/12`, slashed(true), false],
    [`12/${d}`, slashed(false), false],
    [`on 12/${d}/${yy}`, slashed(false), false],
    [`${d}.12.`, { value: dec }, true],
    [`am ${d}.12.`, { value: dec }, true],
    [`${d}.12.${yy}`, { value: dec }, true],
    [`${d}. prosince`, { value: dec }, true],
    [`${d}. Dezember`, { value: dec }, true],
    [`December ${d}`, { value: dec }, true],
    [`on the ${EN_ORDINAL(d)} of December`, { value: dec }, true],
    [`Dec ${d}`, { value: dec }, true],
    [`on the ${EN_ORDINAL(d)}`, { warned: dec }, true],
    [`${d}.`, { any: [{ warned: dec }, 'ask', 'refuse'] }, true],
  ] as [string, Expected6, boolean][]);
  add('date-yearedge11', text, today, dotted ? 'DMY' : order, expected, true);
}

/** A date said relative to another: the day, the month's end, a holiday, the invoice's date; an undated event is no date. */
function relativeCase(today: string, int: Int, pick: Pick, add: AddDate) {
  const [y, m] = parts(today);
  const fifteenth = ymd(y, m, 15);
  const end = lastOf(y, m);
  const k = int(2, 5);
  const dny = k < 5 ? 'dny' : 'dní';
  const w = int(1, 3);
  const mondayAfter = (iso: string, day: number) => {
    let at = plus(iso, 1);
    while (weekday(at) !== day) at = plus(at, 1);
    return at;
  };
  const wd = int(1, 5);
  const christmasYear = m === 12 && parts(today)[2] > 23 ? y + 1 : y;
  const easterMondayThisYear = plus(easter(y), 1);
  const easterMondayAhead = easterMondayThisYear > today ? easterMondayThisYear : plus(easter(y + 1), 1);
  const newYear = ymd(y + 1, 1, 1);
  const nextFirst = ymd(y, m + 1, 1);
  const n = pick([7, 10, 14, 30]);
  const cs = CS_MONTHS[m - 1]!;
  const de = DE_MONTHS[m - 1]!;
  const [text, expected] = pick([
    [`a week after the 15th`, { value: plus(fifteenth, 7) }],
    [`${k} days after the 15th`, { value: plus(fifteenth, k) }],
    [`eine Woche nach dem 15.`, { value: plus(fifteenth, 7) }],
    [`${k} Tage nach dem 15.`, { value: plus(fifteenth, k) }],
    [`týden po 15.`, { value: plus(fifteenth, 7) }],
    [`${k} ${dny} po 15. ${cs}`, { value: plus(fifteenth, k) }],
    [`${k} days before the 15th`, { value: plus(fifteenth, -k) }],
    [`${k} Tage vor dem 15. ${de}`, { value: plus(fifteenth, -k) }],
    [`the ${EN_DAYS[wd]} after the 15th`, { value: mondayAfter(fifteenth, wd) }],
    [`den ${DE_DAYS[wd]} nach dem 15.`, { value: mondayAfter(fifteenth, wd) }],
    [`${k} days before the end of the month`, { value: plus(end, -k) }],
    [`zwei Tage vor Monatsende`, { value: plus(end, -2) }],
    [`${k} Tage vor Monatsende`, { value: plus(end, -k) }],
    [`eine Woche vor Monatsende`, { value: plus(end, -7) }],
    [`${k} ${dny} před koncem měsíce`, { value: plus(end, -k) }],
    [`den před koncem měsíce`, { value: plus(end, -1) }],
    [`a week after the end of the month`, { value: plus(end, 7) }],
    [`${w} Wochen nach Monatsende`, { value: plus(end, 7 * w) }],
    [`týden po konci měsíce`, { value: plus(end, 7) }],
    [`two weeks after the 1st of next month`, { value: plus(nextFirst, 14) }],
    [`the day before Christmas Eve`, { value: ymd(christmasYear, 12, 23) }],
    [`der Tag vor Heiligabend`, { value: ymd(christmasYear, 12, 23) }],
    [`den před Štědrým dnem`, { value: ymd(christmasYear, 12, 23) }],
    [`den před Vánocemi`, { value: ymd(christmasYear, 12, 23) }],
    [`the day after New Year's Day`, { value: plus(newYear, 1) }],
    [`zwei Tage nach Neujahr`, { value: plus(newYear, 2) }],
    [`a week after Easter Monday`, { value: plus(easterMondayAhead, 7) }],
    [`${n} days after the invoice date`, { value: plus(today, n) }],
    [`${n} Tage nach Rechnungsdatum`, { value: plus(today, n) }],
    [`${n} dní od data vystavení`, { value: plus(today, n) }],
    // Relative to an event the text does not date: no date to count from.
    [`a week after delivery`, NO],
    [`${k} days after approval`, NO],
    [`zwei Wochen nach Lieferung`, NO],
    [`${k} Tage nach Abnahme`, NO],
    [`týden po dodání`, NO],
    [`${k} ${dny} po převzetí`, NO],
    [`a week after the meeting`, NO],
  ] as [string, Expected6][]);
  add('date-relative11', text, today, 'DMY', expected);
}
