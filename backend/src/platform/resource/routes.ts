/**
 * The REST routes of a resource (list, create, retrieve, replace, update,
 * delete), declared from its schemas and its service. A resource chooses which
 * of them it offers: a read-only one (API keys' listing, the audit log, a
 * webhook's deliveries, a flow's runs) offers `list` and `get` alone, and its
 * list may sit under a parent (`/api/automation/flows/{id}/runs/`).
 */
import type { TSchema } from '@sinclair/typebox';
import type { ListParams, ListResult } from '../db/list.js';
import { type Api, created } from '../http/api.js';
import { listParams } from '../http/cursor.js';
import { pageBody } from '../http/pagination.js';
import type { Principal, ScopeResource } from '../principal.js';
import { Page } from '../http/schema.js';

/** Who asks, for services whose answer depends on it (API keys hide stronger keys, the log withholds bodies). */
export interface Caller {
  principal: Principal;
  /** The `{id}` of a nested collection's path (`/flows/{id}/runs/`). */
  parentId?: number;
}

/** What the list and get routes need. */
export interface ReadService<T, Query extends ListParams = ListParams> {
  list(organizationId: number, query: Query, caller?: Caller): Promise<ListResult<T>>;
  get(organizationId: number, id: number, caller?: Caller): Promise<T>;
}

export interface CrudService<T, Create, Patch, Query extends ListParams = ListParams> extends ReadService<T, Query> {
  create(organizationId: number, input: Create): Promise<T>;
  replace?(organizationId: number, id: number, input: Create): Promise<T>;
  update(organizationId: number, id: number, patch: Patch): Promise<T>;
  remove?(organizationId: number, id: number): Promise<void>;
}

export type CrudOperation = 'list' | 'create' | 'get' | 'replace' | 'update' | 'delete';

export interface CrudSpec {
  /** The collection's path with its trailing slash: `/api/v1/clients/`, or a nested one with `{id}` for its parent. */
  base: string;
  /** An item's path when it is not `${base}{id}/` (items of a nested collection: `/api/automation/runs/{id}/`). */
  itemPath?: string;
  tag: string;
  /** Singular and plural nouns, for summaries and operation ids: `client`, `clients`. */
  noun: string;
  plural: string;
  scope: ScopeResource;
  /** Its create, replace and update take a large body (api.ts `largeBody`): an invoice's 200 items. */
  largeBody?: boolean;
  schemas: { item: TSchema; create?: TSchema; patch?: TSchema; listQuery: TSchema };
  operations: readonly CrudOperation[];
  /** Summaries other than the generated ones ("List flows"). */
  summaries?: Partial<Record<CrudOperation, string>>;
  /** Extra text for the documentation of an operation. */
  notes?: Partial<Record<CrudOperation, string>>;
}

export interface ReadSpec extends Omit<CrudSpec, 'operations' | 'schemas'> {
  schemas: { item: TSchema; listQuery: TSchema };
}

/** The list and get routes of a read-only resource. */
export function readRoutes<T extends { id: number }>(api: Api, spec: ReadSpec, service: ReadService<T, never>): void {
  crudRoutes(api, { ...spec, operations: ['list', 'get'] }, service as unknown as CrudService<T, never, never, never>);
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** "an invoice", "an employee", "a client" (a vowel sound is a good enough guess for our nouns). */
const article = (noun: string) => (/^[aeio]/i.test(noun) ? 'an' : 'a');
const camel = (words: string) => words.toLowerCase().replace(/[ -](\w)/g, (_, char: string) => char.toUpperCase());

export function crudRoutes<T extends { id: number }>(api: Api, spec: CrudSpec, service: CrudService<T, never, never, never>): void {
  const { base, tag, noun, plural, schemas, notes = {}, summaries = {} } = spec;
  const item = spec.itemPath ?? `${base}{id}/`;
  const nested = base.includes('{id}');
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
      summary: summaries.list ?? `List ${plural}`,
      description:
        notes.list ??
        `Within your organization only. \`page_size\` up to 200; follow \`next\` (an absolute URL, or null on the last page) rather than counting pages. The query parameters below filter and order the list.`,
      tag,
      scope: read,
      query: schemas.listQuery,
      responses: { 200: { description: `A page of ${plural}`, schema: Page(schemas.item) } },
      handler: async (ctx, { query, params: path }) => {
        const params = listParams(ctx, query as ListParams);
        const { principal } = ctx.state;
        const result = await loose.list(principal.organizationId, params, { principal, parentId: nested ? path.id : undefined });
        ctx.body = pageBody(ctx, params, result, (row) => row);
      },
    });
  }

  if (has('create') && schemas.create) {
    const createSchema = schemas.create;
    api.route({
      method: 'post',
      path: base,
      operationId: camel(`create ${noun}`),
      summary: summaries.create ?? `Create ${article(noun)} ${noun}`,
      description:
        notes.create ?? `Answers 201 with the new ${noun} and its address in \`Location\`. An \`Idempotency-Key\` makes a retry safe.`,
      tag,
      scope: write,
      auditWithWrites: true,
      body: createSchema,
      largeBody: spec.largeBody,
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
      summary: summaries.get ?? `Get ${article(noun)} ${noun}`,
      description: notes.get ?? `By id, within your organization: another organization's ${noun} answers 404, as an unknown id does.`,
      tag,
      scope: read,
      responses: { 200: { description: `The ${noun}`, schema: schemas.item } },
      handler: async (ctx, { params }) => {
        ctx.body = await loose.get(ctx.state.principal.organizationId, params.id!, { principal: ctx.state.principal });
      },
    });
  }

  if (has('replace') && loose.replace && schemas.create) {
    const replace = loose.replace.bind(loose);
    api.route({
      method: 'put',
      path: item,
      operationId: camel(`replace ${noun}`),
      summary: `Replace ${article(noun)} ${noun}`,
      description: notes.replace ?? `Every field is set as sent; fields left out take their defaults.`,
      tag,
      scope: write,
      auditWithWrites: true,
      body: schemas.create,
      largeBody: spec.largeBody,
      responses: { 200: { description: `The ${noun}`, schema: schemas.item } },
      handler: async (ctx, { body, params }) => {
        ctx.body = await replace(ctx.state.principal.organizationId, params.id!, body);
      },
    });
  }

  if (has('update') && schemas.patch) {
    api.route({
      method: 'patch',
      path: item,
      operationId: camel(`update ${noun}`),
      summary: `Update ${article(noun)} ${noun}`,
      description: notes.update ?? 'Only the fields sent change.',
      tag,
      scope: write,
      auditWithWrites: true,
      body: schemas.patch,
      largeBody: spec.largeBody,
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
      summary: `Delete ${article(noun)} ${noun}`,
      description: notes.delete ?? `Answers 204 without a body; the ${noun} is gone for good.`,
      tag,
      scope: write,
      auditWithWrites: true,
      responses: { 204: { description: `${Noun} deleted` } },
      handler: async (ctx, { params }) => {
        await remove(ctx.state.principal.organizationId, params.id!);
        ctx.status = 204;
      },
    });
  }
}
