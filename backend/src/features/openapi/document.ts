/**
 * The OpenAPI 3.1 document, written from the route table: the schemas that
 * validate each request are the ones published here. Named schemas (those
 * with a `$id`) become components.
 */
import { STATUS_CODES } from 'node:http';
import type { TSchema } from '@sinclair/typebox';
import type { ProblemKind, RegisteredRoute } from '../../platform/http/api.js';
import { IDEMPOTENCY_KEY_SCHEMA } from '../../platform/http/idempotency.js';
import { MAX_JSON_MEMBERS, MAX_KEY_LENGTH, MAX_OBJECT_MEMBERS } from '../../platform/http/json-scanner.js';
import { MAX_LISTED_ERRORS, PASSWORD_CHANGE_DETAIL } from '../../platform/errors.js';
import { mcpPathItem } from '../mcp/openapi.js';
import { SCOPE_RESOURCES } from '../../platform/principal.js';

type JsonObject = Record<string, unknown>;

/**
 * A record offered back by the smart resolver. A key that may not read the records (smart:write alone) sees
 * `name`, `city` and `currency` only.
 */
const MATCH_CANDIDATE_SCHEMA = {
  type: 'object',
  required: ['id', 'name', 'score'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    score: { type: 'number', description: 'How well it fits, 0 to 1.' },
    matched_on: { type: 'string', description: '`name`, `legal_name`, `former_name`, `alias`, `name_words`, `email_name`, an identifier.' },
    city: { type: 'string' },
    currency: { type: 'string' },
    registration_no: { type: 'string', description: 'Only for a key that may read clients.' },
    email: { type: 'string', description: 'Only for a key that may read the records.' },
    open_invoices: { type: 'integer', description: "The client's invoices sent or overdue; only for a key that may read invoices." },
  },
};

const PROBLEM_MEMBERS = {
  type: { type: 'string' },
  title: { type: 'string' },
  status: { type: 'integer' },
  code: {
    type: 'string',
    description:
      'A stable machine word: `validation_error`, `parse_error`, `not_found`, `authentication_failed`, `permission_denied`, `password_change_required`, `conflict`, `rate_limited`, `payload_too_large`, `too_many_members`, `unsupported_media_type`, `method_not_allowed`, `idempotency_key_reused`, `idempotency_key_in_use`, `organization_busy`, `server_busy`, `statement_timeout`, ...',
  },
  detail: { type: 'string' },
  limit: {
    type: 'string',
    enum: [
      'credential',
      'organization',
      'address',
      'credential_cost',
      'organization_cost',
      'organization_burst',
      'organization_concurrency',
      'work_concurrency',
      'statement_timeout',
    ],
    description:
      'With `rate_limited` (429): the rate limit reached (`credential`, `organization`, or `address` before sign-in; `credential_cost` or `organization_cost` when requests costing more than one point spent it; `organization_burst` when the organization spent the points of its short window, `KONTOR_RATE_LIMIT_BURST_WINDOW` seconds). With `organization_busy`, `server_busy` and `statement_timeout` (503): `organization_concurrency`, `work_concurrency` or `statement_timeout`.',
  },
};

const FIELD_ERRORS = {
  type: 'array',
  description: `With \`validation_error\` (and \`invalid_graph\`): one entry per field, the first ${MAX_LISTED_ERRORS} of them (see \`error_count\`).`,
  items: {
    type: 'object',
    required: ['field', 'message'],
    properties: {
      field: { type: 'string', description: 'The field at fault, as a path: `amount`, `items[0].quantity`.' },
      message: { type: 'string' },
      code: {
        type: 'string',
        description:
          "The rule broken, when it has a name: `ambiguous_value` (the value reads more than one way; see `readings`), `no_match` or `ambiguous_match` (a smart endpoint's record refused beside a refused value), or a graph rule with `invalid_graph`.",
      },
      node: { type: ['string', 'null'], description: 'With `invalid_graph`: the node at fault.' },
      readings: {
        type: 'array',
        description:
          "With `ambiguous_value`: each way the value can be meant. Send a reading's `value` as the field to mean that reading; it reads one way only. Only readings the field can take are listed.",
        items: {
          type: 'object',
          required: ['value', 'how'],
          properties: {
            value: {
              type: 'string',
              description:
                'The value to send back, e.g. `"1500"` or `"1.5"` for `"1,500"`, `"1.2h"` for a duration, `"1500 EUR"` keeping the currency named.',
            },
            how: { type: 'string', description: 'The reading in words for a person: `1500 ("," grouping thousands)`.' },
          },
        },
      },
    },
  },
};

const ERROR_COUNT = {
  type: 'integer',
  minimum: MAX_LISTED_ERRORS + 1,
  description: `With \`validation_error\`, when more than ${MAX_LISTED_ERRORS} fields were at fault: how many; \`errors\` lists the first ${MAX_LISTED_ERRORS}. Absent when \`errors\` lists them all.`,
};

const problemSchema = (description: string, extensions: Record<string, unknown> = {}) => ({
  type: 'object',
  description: `RFC 9457 problem details, served as \`application/problem+json\`. ${description}`,
  required: ['type', 'title', 'status', 'code', 'detail'],
  properties: { ...PROBLEM_MEMBERS, ...extensions },
});

/**
 * The problem documents, by the extension members they carry: each operation declares, per status, which one it
 * answers (RegisteredRoute.problems), so a typed client reads `candidates` only where they can come.
 */
const PROBLEM_SCHEMAS: Record<ProblemKind, JsonObject> = {
  Problem: problemSchema('No members beyond the standard ones and `code`.'),
  ValidationProblem: problemSchema('A refused input, with `errors` naming each field.', { errors: FIELD_ERRORS, error_count: ERROR_COUNT }),
  MatchProblem: problemSchema(
    "A smart endpoint that could not tell which record was meant: `ambiguous_match` with `candidates`, `no_match` with `suggestions`, both naming the `field`; or a refused input with `errors` (a smart invoice's with the client's refusal among them, its `field` and `candidates` or `suggestions` kept).",
    {
      errors: FIELD_ERRORS,
      error_count: ERROR_COUNT,
      field: { type: 'string', description: 'With `ambiguous_match` and `no_match`: the field whose record was not found for sure.' },
      candidates: {
        type: 'array',
        description: 'With `ambiguous_match`: the records that fit, best first, each with what tells it apart.',
        items: MATCH_CANDIDATE_SCHEMA,
      },
      suggestions: {
        type: 'array',
        description: 'With `no_match`: the nearest records, each with what tells it apart.',
        items: MATCH_CANDIDATE_SCHEMA,
      },
    },
  ),
  AliasTakenProblem: problemSchema('`alias_taken`: the alias is already confirmed for another record, which it names.', {
    field: { type: 'string', description: 'Always `alias`.' },
    client_id: { type: 'integer', description: 'The client the alias belongs to (client aliases).' },
    employee_id: { type: 'integer', description: 'The employee the alias belongs to (employee aliases).' },
  }),
};

/** A problem answer, with an example of its own status (not every status showing the same 422). */
const problem = (
  status: number,
  code: string,
  description: string,
  detail: string,
  errors?: Array<{ field: string; message: string }>,
  kind: ProblemKind = errors ? 'ValidationProblem' : 'Problem',
) => ({
  description,
  content: {
    'application/problem+json': {
      schema: { $ref: `#/components/schemas/${kind}` },
      example: { type: 'about:blank', title: STATUS_CODES[status], status, code, detail, ...(errors ? { errors } : {}) },
    },
  },
});

const RATE_LIMIT_HEADERS = {
  'RateLimit-Policy': {
    description:
      'The policies, one per limit: `"<limit>";q=<points>;w=<seconds>`, e.g. `"credential";q=600;w=60, "organization";q=3000;w=60, "organization_burst";q=200;w=2`.',
    schema: { type: 'string' },
  },
  RateLimit: { description: 'What is left of each: `"<limit>";r=<remaining>;t=<seconds to reset>`.', schema: { type: 'string' } },
};

const WWW_AUTHENTICATE = {
  description: 'The schemes accepted: `Bearer`, `Api-Key` and `Token`, each with `realm="kontor"`.',
  schema: { type: 'string' },
};

const IDEMPOTENT_REPLAYED = {
  description: '`true` when this is the kept answer of an earlier request with the same `Idempotency-Key`, replayed.',
  schema: { type: 'string', enum: ['true'] },
};

const CONFLICT_RETRY_AFTER = {
  description:
    'With a conflict that a retry may not meet again (a concurrent change got in the way, a request with the same `Idempotency-Key` still running): how many seconds to wait.',
  schema: { type: 'integer' },
};

/** The statuses an Idempotency-Key keeps and replays: what the operation did, or how it refused the request. */
const replayable = (status: string) => Number(status) < 500;

/**
 * The headers every answer may carry besides its own, declared on each status (a client generated from the document
 * reads a header only where it is declared): the rate limits' state on every answer the rate limiter saw (sign-in's
 * too when it comes with a credential), `WWW-Authenticate` on a 401, and `Retry-After` on a 409 (a serialization
 * failure or deadlock answers 409 `conflict` with it on any operation that writes).
 */
function withCommonHeaders(answers: JsonObject): JsonObject {
  for (const [status, answer] of Object.entries(answers) as Array<[string, { headers?: JsonObject }]>) {
    answer.headers = {
      ...RATE_LIMIT_HEADERS,
      ...(status === '401' ? { 'WWW-Authenticate': WWW_AUTHENTICATE } : {}),
      ...(status === '409' ? { 'Retry-After': CONFLICT_RETRY_AFTER } : {}),
      ...answer.headers,
    };
  }
  return answers;
}

class Components {
  readonly schemas: Record<string, JsonObject> = { ...PROBLEM_SCHEMAS };

  /** A plain JSON copy of a schema, with named sub-schemas turned into references. */
  toJson(schema: unknown, top = true): unknown {
    if (Array.isArray(schema)) return schema.map((item) => this.toJson(item, false));
    if (schema === null || typeof schema !== 'object') return schema;
    const { $id, ...rest } = schema as JsonObject;
    if (typeof $id === 'string' && !top) return this.ref(schema as TSchema);
    return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, this.toJson(value, false)]));
  }

  ref(schema: TSchema): JsonObject {
    const id = (schema as { $id?: string }).$id;
    if (!id) return this.toJson(schema) as JsonObject;
    if (!this.schemas[id]) {
      this.schemas[id] = {};
      this.schemas[id] = this.toJson(schema) as JsonObject;
    }
    return { $ref: `#/components/schemas/${id}` };
  }
}

function parameters(route: RegisteredRoute, components: Components): JsonObject[] {
  const path = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'integer', minimum: 1 },
  }));
  const querySchema = route.query as (TSchema & { properties?: Record<string, TSchema>; required?: string[] }) | undefined;
  const query = Object.entries(querySchema?.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: false,
    description: (schema as { description?: string }).description,
    schema: components.toJson(schema),
  }));
  const headers =
    route.method === 'post' && route.scope !== null
      ? [
          {
            name: 'Idempotency-Key',
            in: 'header',
            required: false,
            description:
              'Replays the first answer for 24 h when the same key comes with the same body, method and path (`Idempotent-Replayed: true`), also after a crash of the server that answered it; another body, the key on another method or path, or sent by another credential of the organization (a key is one per organization): 422; still running: 409 with `Retry-After`.',
            schema: { ...IDEMPOTENCY_KEY_SCHEMA },
          },
        ]
      : [];
  return [...path, ...query, ...headers];
}

const CHANGE_FIRST =
  'A session signed in with a one-time password must change it first, with `POST /api/v1/auth/password/` (`password_change_required`).';

function responses(route: RegisteredRoute, components: Components): JsonObject {
  const answers: JsonObject = {};
  for (const [status, spec] of Object.entries(route.responses)) {
    answers[status] = {
      description: spec.description,
      headers: {
        ...(status === '201' ? { Location: { description: "The new object's address.", schema: { type: 'string' } } } : {}),
      },
      ...(spec.schema ? { content: { 'application/json': { schema: components.ref(spec.schema) } } } : {}),
    };
  }
  // Every operation refuses a query parameter it does not know (a typo never silently widens a list) or one that
  // breaks its schema. A POST, PUT or PATCH reads a body whenever one comes, also where the operation needs none,
  // and refuses one that is not JSON or holds what no field may hold.
  const readsBody = route.body !== undefined || ['post', 'put', 'patch'].includes(route.method);
  answers['400'] = problem(
    400,
    'validation_error',
    readsBody
      ? 'Malformed JSON, or bytes that are not UTF-8 (`parse_error`); or a query parameter that is unknown or not valid (`validation_error`, with `errors`).'
      : 'A query parameter that is unknown or not valid (`validation_error`, with `errors`).',
    'The query is not valid: page_size must be <= 200',
    [{ field: 'page_size', message: 'must be <= 200' }],
  );
  if (readsBody) {
    answers['408'] = problem(
      408,
      'request_timeout',
      'The whole request did not arrive within `KONTOR_REQUEST_TIMEOUT` seconds (default 30) of its start (`request_timeout`); the connection is closed.',
      'The request did not arrive in time.',
    );
    answers['413'] = problem(
      413,
      'payload_too_large',
      `The body is over this route's size limit (\`payload_too_large\`: ${
        route.largeBody ? '`KONTOR_BODY_LIMIT`, default 1 MiB' : '`KONTOR_ROUTE_BODY_LIMIT`, by default `KONTOR_BODY_LIMIT`'
      }, refused from its \`Content-Length\` unread), or holds more than ${MAX_JSON_MEMBERS} members (object members and array elements, across its nesting), an object of more than ${MAX_OBJECT_MEMBERS} members or a member name over ${MAX_KEY_LENGTH} characters (\`too_many_members\`), refused before validation.`,
      'The body is larger than the limit of 1048576 bytes.',
    );
    answers['415'] = problem(
      415,
      'unsupported_media_type',
      'The body is not JSON, names a charset other than UTF-8 (or US-ASCII), or is compressed (`Content-Encoding`), which is not read (`unsupported_media_type`).',
      'Send the body as JSON with Content-Type: application/json.',
    );
    answers['422'] = problem(
      422,
      'validation_error',
      route.body
        ? 'The body breaks the schema (`validation_error`, with `errors`) or a business rule.'
        : 'A body, which this operation does not need, holds what no field may hold: a name given twice, a number JSON cannot hold exactly (`validation_error`, with `errors`).',
      'The body is not valid: name is required',
      [{ field: 'name', message: 'is required' }],
    );
  }
  if (route.scope !== null) {
    answers['401'] = problem(
      401,
      'authentication_failed',
      'Missing or bad credentials (`authentication_failed`), with `WWW-Authenticate`.',
      'The API key is not valid or has been revoked.',
    );
    // A session signed in with a one-time password is refused everything but what changes it (api.ts).
    const changeFirst = route.duringPasswordChange ? '' : ` ${CHANGE_FIRST}`;
    if (route.scope !== 'authenticated') {
      answers['403'] = problem(
        403,
        'permission_denied',
        `The credential lacks the scope \`${route.scope}\` (\`permission_denied\`).${changeFirst}`,
        `This credential lacks the scope "${route.scope}".`,
      );
    } else if (changeFirst) {
      answers['403'] = problem(403, 'password_change_required', CHANGE_FIRST, PASSWORD_CHANGE_DETAIL);
    }
  }
  if (route.path.includes('{'))
    answers['404'] = problem(404, 'not_found', 'No such object in your organization (`not_found`).', 'The object was not found.');
  if (route.method === 'post' && route.scope !== null) {
    answers['409'] ??= {
      ...problem(
        409,
        'idempotency_key_in_use',
        'A request with the same Idempotency-Key is still running; `Retry-After` says how long to wait (the key of a server that died is free within seconds).',
        'A request with this Idempotency-Key is still being processed; retry in 1 s.',
      ),
      headers: { 'Retry-After': { schema: { type: 'integer' } } },
    };
    // Any POST takes an Idempotency-Key, with a body or without one.
    const reused = 'The Idempotency-Key was used before with another body, method or path (`idempotency_key_reused`).';
    const declared = answers['422'] as { description: string } | undefined;
    if (declared) declared.description = `${declared.description} Or: ${reused}`;
    else
      answers['422'] = problem(
        422,
        'idempotency_key_reused',
        reused,
        'This Idempotency-Key was used with another request; send a new key.',
      );
  }
  if (route.method === 'patch' || route.method === 'put' || route.method === 'delete') {
    answers['409'] ??= problem(
      409,
      'conflict',
      "The change conflicts with the object's state (`conflict` and more specific codes).",
      "The change conflicts with the object's state.",
    );
  }
  answers['429'] = {
    ...problem(
      429,
      'rate_limited',
      'Too many requests (`rate_limited`): `limit` names the limit reached (per credential, per organization, or per address before sign-in); see `Retry-After`. Limits count points, not requests: a request costs one point, and once answered one more per started 25 ms (`KONTOR_RATE_LIMIT_COST_MS`) of database and processing time beyond the first 50 ms, charged to its credential and its organization. Ordinary requests cost one point; a deep search or a very large body costs more, and a limit spent so is named `credential_cost` or `organization_cost`. An organization may also spend at most twice its even share of its points within any short window of `KONTOR_RATE_LIMIT_BURST_WINDOW` seconds (2 by default; `organization_burst`), so that the points of a minute are not spent in its first seconds.',
      'Too many requests: 600 points are allowed per 60 seconds for each credential.',
    ),
    headers: { 'Retry-After': { schema: { type: 'integer' } } },
  };
  answers['503'] = {
    ...problem(
      503,
      'service_unavailable',
      'The database cannot be reached just now (`service_unavailable`, or `audit_unavailable` when a change was made but its audit entry could not be written), the server is still starting (`starting`), the organization has its share of requests at work and this one waited too long (`organization_busy`), every slot of the server was at work and this one waited too long (`server_busy`), or its SQL ran past its statement timeout and was stopped, a write undone (`statement_timeout`); retry after a few seconds (`Retry-After` when given), a POST with the same Idempotency-Key so that it is done once.',
      'The database cannot be reached just now; try again in a few seconds.',
    ),
    headers: { 'Retry-After': { schema: { type: 'integer' } } },
  };
  for (const [status, spec] of Object.entries(route.problems ?? {})) {
    const answer = problem(Number(status), spec.code, spec.description, spec.detail, undefined, spec.kind);
    answers[status] = { ...answer, headers: (answers[status] as { headers?: JsonObject } | undefined)?.headers };
  }
  if (route.method === 'post' && route.scope !== null)
    for (const [status, answer] of Object.entries(answers) as Array<[string, { headers?: JsonObject }]>)
      if (replayable(status)) answer.headers = { ...answer.headers, 'Idempotent-Replayed': IDEMPOTENT_REPLAYED };
  return withCommonHeaders(answers);
}

/** The MCP endpoint's hand-written path item, its answers given the headers every rate-limited answer carries. */
function withMcpHeaders(): JsonObject {
  const copy = structuredClone(mcpPathItem) as Record<string, Record<string, { responses: JsonObject }>>;
  for (const item of Object.values(copy)) for (const operation of Object.values(item)) withCommonHeaders(operation.responses);
  return copy;
}

/** What each tag groups, for the reference page's sections. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  Authentication: 'Access tokens for people: sign in with e-mail and password, sign out.',
  People:
    "The organization's users: invite a colleague by e-mail with a role (owner or member), change the role, reset the password, remove. A new password is e-mailed when SMTP is configured, else shown once in the answer. Scope `users` (an owner holds it; members do not).",
  'API keys': 'Keys for machines (`sk_...`), each limited by its scopes; the full key is shown once, when it is made.',
  Organization: "Your organization's settings: name, number locale, date order, default currency, time zone.",
  Clients: 'The customers invoices are written to, with their aliases for the smart endpoints.',
  Invoices: 'Invoices with their lines, numbered per organization and year, from draft to paid or cancelled.',
  Employees: 'The people whose time is logged and who tasks are assigned to, with their aliases.',
  Tasks: 'Work to do for a client, assigned to an employee.',
  'Time entries': 'Minutes worked by an employee, for a client and optionally a task.',
  'Smart endpoints':
    'Loose input, as an AI agent or a transcript gives it: records found by name, dates, durations and amounts read from text; never a guess.',
  'Events and webhooks':
    'The events Kontor records and the endpoints they are delivered to, signed per Standard Webhooks, with every delivery and attempt.',
  Flows: 'Automations and debt collection as graphs of blocks: save, test-run, simulate and read their runs.',
  'Debt collection': 'The interest rates that late-payment interest is worked out from.',
  'Audit log': 'Every inbound call, outbound delivery and flow run, with its request and answer (credentials never stored).',
  MCP: 'The Model Context Protocol endpoint for AI agents and MCP hosts.',
};

export function openApiDocument(routes: readonly RegisteredRoute[], info: { version: string }): JsonObject {
  const components = new Components();
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const route of routes) {
    paths[route.path] ??= {};
    paths[route.path]![route.method] = {
      operationId: route.operationId,
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      tags: [route.tag],
      ...(route.scope === null ? { security: [] } : route.scope !== 'authenticated' ? { 'x-required-scope': route.scope } : {}),
      parameters: parameters(route, components),
      ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: components.ref(route.body) } } } } : {}),
      responses: responses(route, components),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kontor API',
      version: info.version,
      // The license the project publishes its code under (n8n-nodes/package.json).
      license: { name: 'MIT', identifier: 'MIT' },
      description: [
        'The automation gateway of an accounting back-office.',
        '',
        '**Conventions.** Paths end with `/`; the same path without it is served the same way. Bodies are JSON. Errors are `application/problem+json` with a stable `code`. Lists answer `{count, next, previous, results}` with `page` and `page_size` (default 25, at most 200), `search`, `ordering` and filters; an unknown query parameter is a 400, so a typo never silently widens a list. Money is a decimal string with its `currency`; dates are `YYYY-MM-DD`, timestamps RFC 3339 in UTC. A create answers 201 with `Location`; a delete, 204.',
        '',
        `**Scopes.** \`*\`, or \`<resource>:<read|write|*>\` where resource is one of ${SCOPE_RESOURCES.map((r) => `\`${r}\``).join(', ')}; write implies read. A key can only be given scopes its creator holds.`,
        '',
        '**Validation.** Schema errors in a body answer 422 `validation_error`; in the query string, 400 `validation_error`. A malformed id in a path answers 404, as for an unknown one.',
      ].join('\n'),
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }, { apiKey: [] }, { token: [] }],
    tags: [...new Set([...routes.map((route) => route.tag), 'MCP'])].map((name) => {
      const description = TAG_DESCRIPTIONS[name];
      if (!description) throw new Error(`The tag "${name}" has no description in TAG_DESCRIPTIONS`);
      return { name, description };
    }),
    paths: { ...paths, ...withMcpHeaders() },
    components: {
      schemas: components.schemas,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'An API key: `Authorization: Bearer sk_...`.' },
        apiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'The same API key as `Authorization: Api-Key sk_...`.',
        },
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'A user access token from `POST /api/v1/auth/token/`: `Authorization: Token <token>`.',
        },
      },
    },
  };
}
