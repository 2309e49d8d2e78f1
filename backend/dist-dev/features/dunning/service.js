import { interestSettings, updateInterestSettings } from './store.js';
export function dunningSettings({ db }) {
    return {
        get: (organizationId) => interestSettings(db, organizationId),
        update: (organizationId, patch) => updateInterestSettings(db, organizationId, patch),
    };
}
//# sourceMappingURL=service.js.map