/** How far off a moment is, in words: "in 42 s", "in 4 min", "in 2 h 5 min", "in 3 days"; "due now" once it has come. */
export function fromNow(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (seconds <= 0) return 'due now';
  if (seconds < 60) return `in ${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `in ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 === 0 ? `in ${hours} h` : `in ${hours} h ${minutes % 60} min`;
  return `in ${Math.round(hours / 24)} days`;
}

/** The calendar day of an instant in a time zone, as YYYY-MM-DD (the organization's days, not the browser's or UTC's). */
export function dayIn(instant: string, timeZone: string): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return instant.slice(0, 10);
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

export function pretty(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

/** An object's id from a page address: digits that make a safe integer, else null (no request for /NaN/ or a rounded id). */
export function idFromPath(text: string): number | null {
  return /^[1-9]\d{0,14}$/.test(text) ? Number(text) : null;
}
