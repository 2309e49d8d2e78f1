/** The organization's own settings: `/api/v1/organization/`, a singleton of the credential's organization. */
import { api } from './client.js';
import type { OrganizationSettings, OrganizationSettingsPatch } from './types.js';

export const organizationApi = {
  get: () => api.get<OrganizationSettings>('/api/v1/organization/'),
  update: (patch: OrganizationSettingsPatch) => api.patch<OrganizationSettings>('/api/v1/organization/', patch),
};
