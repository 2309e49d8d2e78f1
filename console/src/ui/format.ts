const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function formatTime(iso: string | null | undefined, never = '—'): string {
  return iso ? dateTime.format(new Date(iso)) : never;
}

export function pretty(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
