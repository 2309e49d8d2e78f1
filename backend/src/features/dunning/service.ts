/** The organization's interest settings that `add_interest` charges. */
import type { Deps } from '../../app/deps.js';
import type { InterestSettingsPatch } from './schemas.js';
import { type InterestSettings, interestSettings, updateInterestSettings } from '../organizations/store.js';

export function dunningSettings({ db }: Pick<Deps, 'db'>) {
  return {
    get: (organizationId: number): Promise<InterestSettings> => interestSettings(db, organizationId),
    update: (organizationId: number, patch: InterestSettingsPatch): Promise<InterestSettings> =>
      updateInterestSettings(db, organizationId, patch),
  };
}
