import { Type } from '@sinclair/typebox';
import { Id, Text, Timestamp } from '../../platform/http/schema.js';
export const TokenRequest = Type.Object({
    email: Text(254, { minLength: 3 }),
    password: Text(1024, { minLength: 1 }),
}, { additionalProperties: false, $id: 'TokenRequest' });
export const TokenResponse = Type.Object({
    token: Type.String({ description: 'Send as `Authorization: Token <token>`.' }),
    expires_at: Timestamp,
    user: Type.Object({
        id: Id,
        email: Type.String(),
        name: Type.String(),
        organization_id: Id,
        role: Type.Union([Type.Literal('owner'), Type.Literal('member')], {
            description: 'An owner holds every scope; a member the scopes listed in `scopes`.',
        }),
    }),
    scopes: Type.Array(Type.String(), { description: "What the token may do: the user's role's scopes." }),
}, { $id: 'TokenResponse' });
export const Me = Type.Object({
    organization: Type.Object({ id: Id, name: Type.String() }),
    credential: Type.Object({
        kind: Type.Union([Type.Literal('api_key'), Type.Literal('user')]),
        label: Type.String({ description: 'The key prefix or the user e-mail.' }),
        scopes: Type.Array(Type.String()),
    }),
}, { $id: 'Me' });
//# sourceMappingURL=schemas.js.map