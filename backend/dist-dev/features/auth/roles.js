export const ROLE_SCOPES = {
    owner: ['*'],
    member: [
        'clients:write',
        'invoices:write',
        'employees:write',
        'tasks:write',
        'time_entries:write',
        'smart:write',
        'events:read',
        'flows:read',
        'webhooks:read',
        'api_keys:read',
    ],
};
export const scopesOfRole = (role) => ROLE_SCOPES[role] ?? [];
//# sourceMappingURL=roles.js.map