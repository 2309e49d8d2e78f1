import { todayIn } from './settings.js';
import { timeZoneOf, timeZonesInUse } from './store.js';
export async function organizationToday(db, organizationId, now) {
    return todayInOrUtc(await timeZoneOf(db, organizationId), now);
}
/** Today in each time zone organizations are in, for the sweeps over all organizations (their SQL looks it up by zone). */
export async function todaysByZone(db, now) {
    return Object.fromEntries((await timeZonesInUse(db)).map((zone) => [zone, todayInOrUtc(zone, now)]));
}
/**
 * A zone was checked when it was saved; one this runtime no longer knows (its time zone data changed) counts as UTC,
 * rather than stop every organization's sweep with a RangeError.
 */
export function todayInOrUtc(zone, now) {
    try {
        return todayIn(zone, now);
    }
    catch {
        return todayIn('UTC', now);
    }
}
//# sourceMappingURL=today.js.map