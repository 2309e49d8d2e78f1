import { created } from '../http/api.js';
import { pageBody } from '../http/pagination.js';
import { Page } from '../http/schema.js';
/** The list and get routes of a read-only resource. */
export function readRoutes(api, spec, service) {
    crudRoutes(api, { ...spec, operations: ['list', 'get'] }, service);
}
const capitalise = (word) => word.charAt(0).toUpperCase() + word.slice(1);
/** "an invoice", "an employee", "a client" (a vowel sound is a good enough guess for our nouns). */
const article = (noun) => (/^[aeio]/i.test(noun) ? 'an' : 'a');
const camel = (words) => words.toLowerCase().replace(/[ -](\w)/g, (_, char) => char.toUpperCase());
export function crudRoutes(api, spec, service) {
    const { base, tag, noun, plural, schemas, notes = {}, summaries = {} } = spec;
    const item = spec.itemPath ?? `${base}{id}/`;
    const nested = base.includes('{id}');
    const Noun = capitalise(noun);
    const has = (operation) => spec.operations.includes(operation);
    const read = `${spec.scope}:read`;
    const write = `${spec.scope}:write`;
    // The service's input types are checked where it is written; here they are what the schemas validated.
    const loose = service;
    if (has('list')) {
        api.route({
            method: 'get',
            path: base,
            operationId: camel(`list ${plural}`),
            summary: summaries.list ?? `List ${plural}`,
            description: notes.list,
            tag,
            scope: read,
            query: schemas.listQuery,
            responses: { 200: { description: `A page of ${plural}`, schema: Page(schemas.item) } },
            handler: async (ctx, { query, params: path }) => {
                const params = query;
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
            description: notes.create,
            tag,
            scope: write,
            body: createSchema,
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
            description: notes.get,
            tag,
            scope: read,
            responses: { 200: { description: `The ${noun}`, schema: schemas.item } },
            handler: async (ctx, { params }) => {
                ctx.body = await loose.get(ctx.state.principal.organizationId, params.id, { principal: ctx.state.principal });
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
            body: schemas.create,
            responses: { 200: { description: `The ${noun}`, schema: schemas.item } },
            handler: async (ctx, { body, params }) => {
                ctx.body = await replace(ctx.state.principal.organizationId, params.id, body);
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
            body: schemas.patch,
            responses: { 200: { description: `The ${noun}`, schema: schemas.item } },
            handler: async (ctx, { body, params }) => {
                ctx.body = await loose.update(ctx.state.principal.organizationId, params.id, body);
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
            description: notes.delete,
            tag,
            scope: write,
            responses: { 204: { description: `${Noun} deleted` } },
            handler: async (ctx, { params }) => {
                await remove(ctx.state.principal.organizationId, params.id);
                ctx.status = 204;
            },
        });
    }
}
//# sourceMappingURL=routes.js.map