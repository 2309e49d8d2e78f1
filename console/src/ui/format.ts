const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function formatTime(iso: string | null | undefined, never = '—'): string {
  return iso ? dateTime.format(new Date(iso)) : never;
}

export function pretty(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

/** An object's id from a page address: digits that make a safe integer, else null (no request for /NaN/ or a rounded id). */
export function idFromPath(text: string): number | null {
  return /^[1-9]\d{0,14}$/.test(text) ? Number(text) : null;
}
