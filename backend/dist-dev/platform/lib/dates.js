/** Calendar dates as the API speaks them: `YYYY-MM-DD`, in UTC. */
export function isoDate(date) {
    return date.toISOString().slice(0, 10);
}
export function addDays(day, days) {
    const date = new Date(`${day}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    return isoDate(date);
}
//# sourceMappingURL=dates.js.map