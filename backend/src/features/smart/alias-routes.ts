/**
 * `/api/v1/clients/{id}/aliases/` and `/api/v1/employees/{id}/aliases/`: the
 * other names a record answers to in the smart endpoints. Listed with the
 * record's read scope, added and deleted with its write scope; the audit
 * middleware records every call.
 */
import { Type } from '@sinclair/typebox';
import type { Api } from '../../platform/http/api.js';
import { created } from '../../platform/http/api.js';
import { Id, Name, Timestamp } from '../../platform/http/schema.js';
import type { Deps } from '../../app/deps.js';
import { ALIAS_MAX_LENGTH, type AliasOwner, addAlias, deleteAlias, listAliases } from './aliases.js';

/** "an employee", "a client": summaries read as written by a person. */
const article = (noun: string) => (/^[aeiou]/.test(noun) ? 'an' : 'a');

export const Alias = Type.Object(
  {
    id: Id,
    alias: Type.String(),
    source: Type.Union([Type.Literal('former_name'), Type.Literal('confirmed'), Type.Literal('manual')], {
      description:
        '`former_name`: kept when a client was renamed; `confirmed`: learned from a choice after an ambiguous_match or no_match; `manual`: added here.',
    }),
    created_at: Timestamp,
  },
  { $id: 'NameAlias' },
);
const AliasList = Type.Object({ results: Type.Array(Alias) });
const AliasCreate = Type.Object(
  { alias: Name(ALIAS_MAX_LENGTH, { minLength: 1, description: 'Another name the record answers to.' }) },
  { additionalProperties: false },
);

export function aliasRoutes(api: Api, deps: Pick<Deps, 'db'>): void {
  for (const owner of ['client', 'employee'] as const) route(api, deps, owner);
}

function route(api: Api, { db }: Pick<Deps, 'db'>, owner: AliasOwner): void {
  const plural = owner === 'client' ? 'clients' : 'employees';
  const Noun = owner === 'client' ? 'Client' : 'Employee';
  const tag = owner === 'client' ? 'Clients' : 'Employees';
  const base = `/api/v1/${plural}/{id}/aliases/`;
  api.route({
    method: 'get',
    path: base,
    operationId: `list${Noun}Aliases`,
    summary: `List ${article(owner)} ${owner}'s aliases`,
    description: `The other names the smart endpoints find this ${owner} by: former names, confirmed phrases, aliases added by hand. A match on one always carries a warning.`,
    tag,
    scope: `${plural}:read`,
    responses: { 200: { description: 'The aliases', schema: AliasList } },
    handler: async (ctx, { params }) => {
      ctx.body = { results: await listAliases(db, ctx.state.principal.organizationId, owner, params.id!) };
    },
  });
  api.route({
    method: 'post',
    path: base,
    operationId: `create${Noun}Alias`,
    summary: `Add an alias to ${article(owner)} ${owner}`,
    description: `An empty alias, one longer than ${ALIAS_MAX_LENGTH} characters or without letters or digits answers 422 naming \`alias\`; one already confirmed for another ${owner} answers 409 \`alias_taken\` naming it. The same alias on the same ${owner} answers 200 with it.`,
    tag,
    scope: `${plural}:write`,
    body: AliasCreate,
    responses: { 201: { description: 'Added', schema: Alias }, 200: { description: 'Already there', schema: Alias } },
    problems: {
      409: {
        kind: 'AliasTakenProblem',
        code: 'alias_taken',
        description: `The alias is already confirmed for another ${owner} (\`alias_taken\`, naming it); or a request with the same Idempotency-Key is still running (\`idempotency_key_in_use\`, with \`Retry-After\`).`,
        detail: `The alias "Acme" is already confirmed for ${owner} "Acme Ltd".`,
      },
    },
    handler: async (ctx, { params, body }) => {
      const organizationId = ctx.state.principal.organizationId;
      const result = await addAlias(db, organizationId, owner, params.id!, body.alias, 'manual');
      if (!result.created) {
        ctx.body = result.alias;
        return;
      }
      created(ctx, `/api/v1/${plural}/${params.id}/aliases/${result.alias.id}/`, result.alias);
    },
  });
  api.route({
    method: 'delete',
    path: `${base}{alias_id}/`,
    operationId: `delete${Noun}Alias`,
    summary: `Delete an alias of ${article(owner)} ${owner}`,
    description: 'The smart endpoints answer the phrase as they did before it was learned.',
    tag,
    scope: `${plural}:write`,
    responses: { 204: { description: 'Deleted' } },
    handler: async (ctx, { params }) => {
      await deleteAlias(db, ctx.state.principal.organizationId, owner, params.id!, params.alias_id!);
      ctx.status = 204;
    },
  });
}
