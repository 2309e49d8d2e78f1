/**
 * Wall-clock time in a time zone, both ways, without a time-zone library:
 * Intl tells a zone's offset at an instant, and a wall-clock time is found
 * by trying the offsets on either side of a change of clocks. Where clocks
 * jump (a gap, in some zones at midnight), the time is the first one after
 * the jump: "midnight on 5 September" in Santiago is 01:00 that day, never
 * 23:00 the day before.
 */

/**
 * One format per zone, kept: making one costs many times what formatting with it does, and a year's simulation asks
 * for thousands of offsets. A zone may be written in any case ("europe/prague" too), so the map is emptied at a
 * bound rather than grow with spellings; a zone the runtime refuses throws before it is kept.
 */
const MAX_FORMATS = 1000;
const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    if (formats.size >= MAX_FORMATS) formats.clear();
    formats.set(timeZone, format);
  }
  return format;
}

/** How far a zone's clocks are ahead of UTC at an instant, in ms (to the second). */
export function offsetMs(at: number, timeZone: string): number {
  const parts = formatIn(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((one) => one.type === type)?.value ?? 0);
  const wallClock = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wallClock - Math.floor(at / 1000) * 1000;
}

/** The wall-clock time at an instant, written as if it were UTC (ms). */
export const wallClockOf = (at: number, timeZone: string): number => at + offsetMs(at, timeZone);

/**
 * The instant a zone's clocks show `wallClock` (written as if UTC, ms): the earlier of two where clocks go back, the
 * first moment after the jump where they skip it.
 */
export function instantOfWallClock(wallClock: number, timeZone: string): number {
  const before = wallClock - offsetMs(wallClock - 86_400_000, timeZone);
  const after = wallClock - offsetMs(wallClock + 86_400_000, timeZone);
  const shown = [before, after].filter((at) => wallClockOf(at, timeZone) === wallClock);
  if (shown.length > 0) return Math.min(...shown);
  // Skipped: clocks jumped over it, between the two candidates; the jump's own moment is the first time after the gap.
  return jumpAt(Math.min(before, after), Math.max(before, after), timeZone);
}

/** The first instant (to the second) in (low, high] whose offset is not low's: the moment clocks jump. */
function jumpAt(low: number, high: number, timeZone: string): number {
  const offsetLow = offsetMs(low, timeZone);
  while (high - low > 1000) {
    const middle = Math.floor((low + high) / 2000) * 1000;
    if (offsetMs(middle, timeZone) === offsetLow) low = middle;
    else high = middle;
  }
  return high;
}
