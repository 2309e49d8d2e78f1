/**
 * The REST routes of a resource (list, create, retrieve, replace, update,
 * delete), declared from its schemas and its service. A resource chooses which
 * of them it offers.
 */
import type { TSchema } from '@sinclair/typebox';
import type { ListParams, ListResult } from '../db/list.js';
import { type Api, created } from './api.js';
import { pageBody } from './pagination.js';
import type { ScopeResource } from './principal.js';
import { Page } from './schema.js';

export interface CrudService<T, Create, Patch, Query extends ListParams = ListParams> {
  list(organizationId: number, query: Query): Promise<ListResult<T>>;
  get(organizationId: number, id: number): Promise<T>;
  create(organizationId: number, input: Create): Promise<T>;
  replace?(organizationId: number, id: number, input: Create): Promise<T>;
  update(organizationId: number, id: number, patch: Patch): Promise<T>;
  remove?(organizationId: number, id: number): Promise<void>;
}

export type CrudOperation = 'list' | 'create' | 'get' | 'replace' | 'update' | 'delete';

export interface CrudSpec {
  /** The collection's path with its trailing slash: `/api/v1/clients/`. */
  base: string;
  tag: string;
  /** Singular and plural nouns, for summaries and operation ids: `client`, `clients`. */
  noun: string;
  plural: string;
  scope: ScopeResource;
  schemas: { item: TSchema; create: TSchema; patch: TSchema; listQuery: TSchema };
  operations: readonly CrudOperation[];
  /** Extra text for the documentation of an operation. */
  notes?: Partial<Record<CrudOperation, string>>;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** "an invoice", "an employee", "a task": by the first letter, which is enough for our nouns. */
const withArticle = (noun: string) => `${/^[aeio]/i.test(noun) ? 'an' : 'a'} ${noun}`;
const camel = (words: string) => words.replace(/[ -](\w)/g, (_, char: string) => char.toUpperCase());

export function crudRoutes<T extends { id: number }>(api: Api, spec: CrudSpec, service: CrudService<T, never, never, never>): void {
  const { base, tag, noun, plural, schemas, notes = {} } = spec;
  const item = `${base}{id}/`;
  const Noun = capitalise(noun);
  const has = (operation: CrudOperation) => spec.operations.includes(operation);
  const read = `${spec.scope}:read` as const;
  const write = `${spec.scope}:write` as const;
  // The service's input types are checked where it is written; here they are what the schemas validated.
  const loose = service as unknown as CrudService<T, unknown, unknown, ListParams>;

  if (has('list')) {
    api.route({
      method: 'get',
      path: base,
      operationId: camel(`list ${plural}`),
      summary: `List ${plural}`,
      description: notes.list,
      tag,
      scope: read,
      query: schemas.listQuery,
      responses: { 200: { description: `A page of ${plural}`, schema: Page(schemas.item) } },
      handler: async (ctx, { query }) => {
        const params = query as ListParams;
        const result = await loose.list(ctx.state.principal.organizationId, params);
        ctx.body = pageBody(ctx, params, result, (row) => row);
      },
    });
  }

  if (has('create')) {
    api.route({
      method: 'post',
      path: base,
      operationId: camel(`create ${noun}`),
      summary: `Create ${withArticle(noun)}`,
      description: notes.create,
      tag,
      scope: write,
      body: schemas.create,
      responses: { 201: { description: `The new ${noun}`, schema: schemas.item } },
      handler: async (ctx, { body }) => {
        const object = await loose.create(ctx.state.principal.organizationId, body);
        created(ctx, `${base}${object.id}/`, object);
      },
    });
  }

  if (has('get')) {
    api.route({
      method: 'get',
      path: item,
      operationId: camel(`get ${noun}`),
      summary: `Get ${withArticle(noun)}`,
      description: notes.get,
      tag,
      scope: read,
      responses: { 200: { description: `The ${noun}`, schema: schemas.item } },
      handler: async (ctx, { params }) => {
        ctx.body = await loose.get(ctx.state.principal.organizationId, params.id!);
      },
    });
  }

  if (has('replace') && loose.replace) {
    const replace = loose.replace.bind(loose);
    api.route({
      method: 'put',
      path: item,
      operationId: camel(`replace ${noun}`),
      summary: `Replace ${withArticle(noun)}`,
      description: notes.replace ?? `Every field is set as sent; fields left out take their defaults.`,
      tag,
      scope: write,
      body: schemas.create,
      responses: { 200: { description: `The ${noun}`, schema: schemas.item } },
      handler: async (ctx, { body, params }) => {
        ctx.body = await replace(ctx.state.principal.organizationId, params.id!, body);
      },
    });
  }

  if (has('update')) {
    api.route({
      method: 'patch',
      path: item,
      operationId: camel(`update ${noun}`),
      summary: `Update ${withArticle(noun)}`,
      description: notes.update ?? 'Only the fields sent change.',
      tag,
      scope: write,
      body: schemas.patch,
      responses: { 200: { description: `The ${noun}`, schema: schemas.item } },
      handler: async (ctx, { body, params }) => {
        ctx.body = await loose.update(ctx.state.principal.organizationId, params.id!, body);
      },
    });
  }

  if (has('delete') && loose.remove) {
    const remove = loose.remove.bind(loose);
    api.route({
      method: 'delete',
      path: item,
      operationId: camel(`delete ${noun}`),
      summary: `Delete ${withArticle(noun)}`,
      description: notes.delete,
      tag,
      scope: write,
      responses: { 204: { description: `${Noun} deleted` } },
      handler: async (ctx, { params }) => {
        await remove(ctx.state.principal.organizationId, params.id!);
        ctx.status = 204;
      },
    });
  }
}
