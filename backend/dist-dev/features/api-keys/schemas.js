import { Type } from '@sinclair/typebox';
import { Id, ListQuery, Nullable, Text, Timestamp } from '../../platform/http/schema.js';
import { SCOPE_PATTERN } from '../../platform/principal.js';
const ScopeSchema = Type.String({
    pattern: SCOPE_PATTERN,
    description: '`*`, or `<resource>:<read|write|*>`; write implies read.',
    examples: ['invoices:write'],
});
export const ApiKeyCreate = Type.Object({
    name: Text(100, { minLength: 1, description: 'What the key is for, e.g. "n8n production".' }),
    scopes: Type.Optional(Type.Array(ScopeSchema, {
        minItems: 1,
        maxItems: 50,
        uniqueItems: true,
        description: 'Defaults to the scopes the creator holds (`["*"]` for an owner).',
    })),
}, { additionalProperties: false, $id: 'ApiKeyCreate' });
export const ApiKey = Type.Object({
    id: Id,
    name: Type.String(),
    prefix: Type.String({ description: 'The first characters of the key, to recognise it.', examples: ['sk_Ab12Cd3'] }),
    scopes: Type.Array(Type.String()),
    created_at: Timestamp,
    last_used_at: Nullable(Timestamp),
    revoked_at: Nullable(Timestamp),
}, { $id: 'ApiKey' });
export const ApiKeyCreated = Type.Composite([ApiKey, Type.Object({ key: Type.String({ description: 'The full key. Shown only in this response.', examples: ['sk_…'] }) })], { $id: 'ApiKeyCreated' });
export const ApiKeyListQuery = ListQuery(['created_at', 'name', 'last_used_at'], {
    revoked: Type.Boolean({ description: 'true lists only revoked keys, false only live ones.' }),
});
//# sourceMappingURL=schemas.js.map