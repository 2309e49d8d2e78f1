/**
 * The document is the answers: every answer a test Kontor gives (to the test's own requests, the MCP SDK, a real
 * n8n, a raw fetch) is checked against the OpenAPI document built from the same app. Its status must be declared for
 * the operation, its content type must be one the status declares, its JSON body must pass the declared schema, and
 * an object may carry no member its schema does not declare unless the schema says more are allowed
 * (`additionalProperties`). A mismatch is kept here and fails the test it happened in (answers-setup.ts), naming the
 * operation, the status and the JSON path, so that whoever changes an answer or the document sees which one to fix.
 *
 * Answers outside the document (the console, `/api/docs/`, an unknown path, a method the path does not have) are not
 * checked: the document makes no promise about them.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';

const addFormats = addFormatsImport as unknown as typeof addFormatsImport.default;

type Json = Record<string, unknown>;

interface Operation {
  id: string;
  method: string;
  path: string;
  responses: Record<string, { content?: Record<string, unknown>; headers?: Record<string, { required?: boolean }> }>;
}

const mismatches: string[] = [];

/** The mismatches seen since the last call, emptied. */
export function takeMismatches(): string[] {
  return mismatches.splice(0, mismatches.length);
}

// Keywords whose value is one schema, a list of schemas, or a map of names to schemas.
const ONE = ['items', 'additionalProperties', 'unevaluatedProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames'];
const LIST = ['anyOf', 'oneOf', 'prefixItems'];
const MAP = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];

/**
 * A copy of a schema in which an object that lists its members and says nothing about others allows no others, as
 * a typed client generated from the document would read it. Parts of an `allOf` stay open: each sees only its own
 * members.
 */
export function closed(schema: unknown, open = false): unknown {
  if (Array.isArray(schema)) return schema.map((item) => closed(item));
  if (schema === null || typeof schema !== 'object') return schema;
  const result: Json = {};
  for (const [key, value] of Object.entries(schema as Json)) {
    if (ONE.includes(key)) result[key] = closed(value);
    else if (LIST.includes(key)) result[key] = (value as unknown[]).map((item) => closed(item));
    else if (key === 'allOf') result[key] = (value as unknown[]).map((item) => closed(item, true));
    else if (MAP.includes(key) && value && typeof value === 'object')
      result[key] = Object.fromEntries(Object.entries(value as Json).map(([name, sub]) => [name, closed(sub)]));
    else result[key] = value;
  }
  const saysNothing = !('additionalProperties' in result) && !('unevaluatedProperties' in result) && !('patternProperties' in result);
  if (!open && 'properties' in result && saysNothing) result.additionalProperties = false;
  if (!open && 'allOf' in result && saysNothing) result.unevaluatedProperties = false;
  return result;
}

/** `/items/0/quantity` as `$.items[0].quantity`, with the member an `additionalProperties` error names. */
function jsonPath(error: ErrorObject): string {
  const parts = error.instancePath.split('/').slice(1);
  if (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties') {
    const params = error.params as { additionalProperty?: string; unevaluatedProperty?: string };
    parts.push(params.additionalProperty ?? params.unevaluatedProperty ?? '');
  }
  if (error.keyword === 'required') parts.push((error.params as { missingProperty: string }).missingProperty);
  return `$${parts.map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part.replaceAll('~1', '/').replaceAll('~0', '~')}`)).join('')}`;
}

function describe(error: ErrorObject): string {
  if (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties')
    return `${jsonPath(error)} is not declared (the schema allows no other members)`;
  if (error.keyword === 'required') return `${jsonPath(error)} is required but missing`;
  return `${jsonPath(error)} ${error.message ?? error.keyword}`;
}

const pointer = (...parts: string[]) => parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

export class AnswerChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  private readonly operations: Array<{ pattern: RegExp; params: number; operation: Operation }> = [];
  private readonly validators = new Map<string, ValidateFunction>();
  /** Every response header the document declares somewhere, lower case: the headers that are Kontor's own. */
  private readonly ownHeaders = new Set<string>();

  constructor(document: Json) {
    addFormats(this.ajv, ['date', 'date-time', 'email', 'uri']);
    const copy = JSON.parse(JSON.stringify(document)) as { paths: Record<string, Record<string, Json>>; components?: Json };
    const schemas = (copy.components?.schemas ?? {}) as Json;
    for (const name of Object.keys(schemas)) schemas[name] = closed(schemas[name]);
    for (const methods of Object.values(copy.paths))
      for (const operation of Object.values(methods))
        for (const answer of Object.values((operation.responses ?? {}) as Record<string, { content?: Record<string, Json> }>))
          for (const media of Object.values(answer.content ?? {})) if (media.schema) media.schema = closed(media.schema);
    this.ajv.addSchema(copy, 'openapi');
    for (const [path, methods] of Object.entries(copy.paths)) {
      const source = path
        .replace(/\/$/, '')
        .split(/\{\w+\}/)
        .map((literal) => literal.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
        .join('[^/]+');
      for (const [method, operation] of Object.entries(methods))
        this.operations.push({
          pattern: new RegExp(`^${source}/?$`),
          params: (path.match(/\{/g) ?? []).length,
          operation: {
            id: String(operation.operationId ?? `${method} ${path}`),
            method,
            path,
            responses: operation.responses as Operation['responses'],
          },
        });
    }
    for (const { operation } of this.operations)
      for (const answer of Object.values(operation.responses ?? {}))
        for (const name of Object.keys(answer.headers ?? {})) this.ownHeaders.add(name.toLowerCase());
    // A literal path wins over a template that also matches it (`/clients/search/` before `/clients/{id}/`).
    this.operations.sort((a, b) => a.params - b.params);
  }

  operationFor(method: string, url: string): Operation | undefined {
    const path = url.split('?')[0]!;
    const lower = method.toLowerCase();
    return this.operations.find((entry) => entry.operation.method === lower && entry.pattern.test(path))?.operation;
  }

  /**
   * What is wrong with one answer, or nothing. `headers` are the names of the headers it carries: one of Kontor's own
   * headers (declared on some answer of the document) must be declared on this status too, where a client generated
   * from the document looks for it; a header declared `required` must come.
   */
  check(operation: Operation, status: number, contentType: string | undefined, body: Buffer, headers: string[] = []): string[] {
    const name = `${operation.method.toUpperCase()} ${operation.path} (${operation.id}) → ${status}`;
    const declared = operation.responses[String(status)];
    if (!declared) return [`${name}: status ${status} is not declared (declared: ${Object.keys(operation.responses).join(', ')})`];
    const declaredHeaders = Object.entries(declared.headers ?? {}).map(([header, spec]) => [header.toLowerCase(), spec] as const);
    const sent = new Set(headers.map((header) => header.toLowerCase()));
    const headerMismatches = [
      ...[...sent]
        .filter((header) => this.ownHeaders.has(header) && !declaredHeaders.some(([known]) => known === header))
        .map((header) => `${name}: the header ${header} is sent but not declared for this status`),
      ...declaredHeaders
        .filter(([header, spec]) => spec.required === true && !sent.has(header))
        .map(([header]) => `${name}: the required header ${header} is missing`),
    ];
    return [...headerMismatches, ...this.checkBody(operation, status, contentType, body)];
  }

  private checkBody(operation: Operation, status: number, contentType: string | undefined, body: Buffer): string[] {
    const name = `${operation.method.toUpperCase()} ${operation.path} (${operation.id}) → ${status}`;
    const declared = operation.responses[String(status)]!;
    const media = contentType?.split(';')[0]!.trim().toLowerCase();
    const content = declared.content ?? {};
    if (Object.keys(content).length === 0) {
      return body.length > 0 ? [`${name}: the status declares no body, but a ${media ?? 'body without a type'} came`] : [];
    }
    if (!media || !(media in content))
      return [`${name}: content type ${media ?? '(none)'} is not declared (declared: ${Object.keys(content).join(', ')})`];
    if (!media.endsWith('json')) return [];
    let value: unknown;
    try {
      value = JSON.parse(body.toString('utf8'));
    } catch {
      return [`${name}: the body is not JSON: ${body.toString('utf8').slice(0, 200)}`];
    }
    const validate = this.validatorFor(
      pointer('paths', operation.path, operation.method, 'responses', String(status), 'content', media, 'schema'),
    );
    if (validate(value)) return [];
    return (validate.errors ?? []).map((error) => `${name}: ${describe(error)}`);
  }

  private validatorFor(ref: string): ValidateFunction {
    let validate = this.validators.get(ref);
    if (!validate) {
      validate = this.ajv.getSchema(`openapi#/${ref}`);
      if (!validate) throw new Error(`no schema at ${ref}`);
      this.validators.set(ref, validate);
    }
    return validate;
  }

  /** A request listener that checks every answer `listener` gives to an operation of the document. */
  wrap(listener: RequestListener): RequestListener {
    return (req: IncomingMessage, res: ServerResponse) => {
      const operation = req.method && req.url ? this.operationFor(req.method, req.url) : undefined;
      if (operation) this.observe(operation, res);
      return listener(req, res);
    };
  }

  private observe(operation: Operation, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(
        Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
      );
    };
    // Headers given to writeHead() are not readable with getHeader(): kept as they pass.
    const given: Record<string, unknown> = {};
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    res.writeHead = ((...args: unknown[]) => {
      const headers = args.find((arg, index) => index > 0 && arg !== null && typeof arg === 'object' && !Array.isArray(arg));
      for (const [name, value] of Object.entries((headers ?? {}) as Record<string, unknown>)) given[name.toLowerCase()] = value;
      return writeHead(...args);
    }) as ServerResponse['writeHead'];
    const header = (name: string) => res.getHeader(name) ?? given[name];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.write = ((...args: unknown[]) => {
      keep(args[0], args[1]);
      return write(...args);
    }) as ServerResponse['write'];
    res.end = ((...args: unknown[]) => {
      keep(args[0], args[1]);
      // An answer whose connection is already closed reaches nobody: a request the time-out answered (408, on the
      // socket itself) still ends in Koa with whatever its aborted body gave.
      if (!res.socket?.writable) return end(...args);
      // Checked before the last bytes leave, so the mismatch is kept before the test can read the answer.
      const contentType = header('content-type');
      // An event stream's events are JSON-RPC messages the MCP SDK checks; here only its status and type.
      const stream = String(contentType ?? '').startsWith('text/event-stream');
      const body = stream ? Buffer.alloc(0) : decoded(Buffer.concat(chunks), header('content-encoding'));
      const sent = [...new Set([...res.getHeaderNames(), ...Object.keys(given)])];
      mismatches.push(...this.check(operation, res.statusCode, contentType === undefined ? undefined : String(contentType), body, sent));
      return end(...args);
    }) as ServerResponse['end'];
  }
}

function decoded(body: Buffer, encoding: unknown): Buffer {
  switch (String(encoding ?? '').toLowerCase()) {
    case 'gzip':
      return gunzipSync(body);
    case 'br':
      return brotliDecompressSync(body);
    case 'deflate':
      return inflateSync(body);
    default:
      return body;
  }
}
