import type { Api } from '../../platform/http/api.js';
import type { Deps } from '../../app/deps.js';
import { OrganizationSettings, OrganizationSettingsPatch } from './schemas.js';
import { organizationService } from './service.js';

const tag = 'Organization';

/** The caller's own organization, a singleton as Stripe's `/v1/account`: no id in the path. */
export function organizationRoutes(api: Api, deps: Deps): void {
  const organizations = organizationService(deps);
  api.route({
    method: 'get',
    path: '/api/v1/organization/',
    operationId: 'getOrganization',
    summary: "Get the organization's settings",
    description: 'The organization of the credential: its name and how the smart endpoints read loose text.',
    tag,
    scope: 'organization:read',
    responses: { 200: { description: 'The settings', schema: OrganizationSettings } },
    handler: async (ctx) => {
      ctx.body = await organizations.get(ctx.state.principal.organizationId);
    },
  });
  api.route({
    method: 'patch',
    path: '/api/v1/organization/',
    operationId: 'updateOrganization',
    largeBody: true,
    summary: "Update the organization's settings",
    description: 'Only the fields sent change. An unknown locale or time zone answers 422 naming the field, and nothing changes.',
    tag,
    scope: 'organization:write',
    body: OrganizationSettingsPatch,
    responses: { 200: { description: 'The settings', schema: OrganizationSettings } },
    handler: async (ctx, { body }) => {
      ctx.body = await organizations.update(ctx.state.principal.organizationId, body);
    },
  });
}
