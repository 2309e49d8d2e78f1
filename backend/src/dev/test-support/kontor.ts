/**
 * A real Kontor for one test file: its own database copied from the migrated
 * template, the whole Koa app listening on 127.0.0.1, and helpers to make
 * organizations and call the API over real HTTP.
 */
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../../app/app.js';
import type { AuditWriter } from '../../platform/audit/writer.js';
import { type Deps, closeDeps, createDeps } from '../../app/deps.js';
import { flowRunner } from '../../features/flows/runner.js';
import { type Config, configWith } from '../../app/config.js';
import { type Db, createDb } from '../../platform/db/knex.js';
import type { Clock } from '../../platform/clock.js';
import { createHttpServer } from '../../platform/http/http-server.js';
import { createOrganization } from '../../features/organizations/service.js';
import { startWorker } from '../../app/worker.js';
import { TEMPLATE_DATABASE, withDatabase } from './global-setup.js';
import { until } from './until.js';
import { AnswerChecker } from './answers-check.js';
import { openApiDocument } from '../../features/openapi/document.js';

/** The key test Kontors seal secrets with (a restart on the same database must open them). */
export const TEST_SECRET_KEY = Buffer.alloc(32, 7);

export interface TestOrganization {
  id: number;
  apiKey: string;
  ownerEmail: string;
  ownerPassword: string;
  api: ApiClient;
}

export interface TestKontor {
  url: string;
  databaseUrl: string;
  config: Config;
  db: Db;
  audit: AuditWriter;
  /** What the app and worker were built from, for tests that call a service directly. */
  deps: Deps;
  clock: TestClock;
  createOrganization(name?: string): Promise<TestOrganization>;
  client(authorization?: string): ApiClient;
  /** Stops the app and worker and closes the pool, keeping the database (for a restart). */
  stop(): Promise<void>;
  /** Stops and drops the database. */
  close(): Promise<void>;
}

export class TestClock implements Clock {
  constructor(private current: Date | null = null) {}
  now(): Date {
    return this.current ? new Date(this.current) : new Date();
  }
  set(date: Date | string): void {
    this.current = new Date(date);
  }
}

export async function createTestDatabase(): Promise<{ db: Db; url: string; drop(): Promise<void> }> {
  const serverUrl = inject('postgresUrl');
  const name = `kontor_test_${randomBytes(6).toString('hex')}`;
  const admin = createDb({ connectionString: serverUrl, poolMax: 1 });
  await admin.raw(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  const url = withDatabase(serverUrl, name);
  const db = createDb({ connectionString: url, poolMax: 20 });
  return {
    db,
    url,
    async drop() {
      await db.destroy();
      // A pool still saying goodbye (graphile-worker ends its connections around its stop()) would be cut mid-way by
      // FORCE, an uncaught error in this process during whichever test runs next: give them a second to go.
      // Dropped with FORCE after that second either way.
      await until(
        async () =>
          (await admin.raw('SELECT count(*)::integer AS n FROM pg_stat_activity WHERE datname = ?', [name])).rows[0] as { n: number },
        (open) => open.n === 0,
        `the connections to ${name} to close`,
        1_000,
        25,
      ).catch(() => undefined);
      await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.destroy();
    },
  };
}

export interface TestKontorOptions extends Partial<Config> {
  /** Run a queue worker in this process too (webhook deliveries, event dispatch). */
  worker?: boolean;
  /** Start on this database instead of a fresh one (a restart), and leave it on close. */
  databaseUrl?: string;
  /** The clock to start with (a restart keeps its time). */
  clock?: TestClock;
}

function reuseDatabase(url: string): { db: Db; url: string; drop(): Promise<void> } {
  const db = createDb({ connectionString: url, poolMax: 20 });
  return { db, url, drop: () => db.destroy() };
}

export async function startTestKontor(options: TestKontorOptions = {}): Promise<TestKontor> {
  const { worker: withWorker = false, databaseUrl, clock: givenClock, ...overrides } = options;
  const database = databaseUrl ? reuseDatabase(databaseUrl) : await createTestDatabase();
  const { db } = database;
  const config = configWith({
    rateLimitPoints: 100_000,
    rateLimitOrganizationPoints: 100_000,
    webhookAllowPrivate: true,
    workerStaleAfterSeconds: 5,
    // Refusals answered at once: tests draw 429s on purpose; the hold is refusal-pace.test.ts's.
    refusalHoldMs: 0,
    secretKey: TEST_SECRET_KEY,
    // Test databases live for one test file: a journal left by a killed test would wait for a process that never comes.
    auditJournalDir: null,
    ...overrides,
  });
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const clock = givenClock ?? new TestClock();
  const deps = createDeps({ db, config, logger, clock }, { auditFlushIntervalMs: 50 });
  const { audit } = deps;
  const flows = flowRunner(deps);
  const { app, api, close: closeApp } = buildApp(deps, { flows });
  const worker = withWorker ? await startWorker(deps, { flows }) : null;
  const answers = new AnswerChecker(openApiDocument(api.routes, { version: 'test' }));
  const server: Server = createHttpServer(answers.wrap(app.callback()), config);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let counter = 0;

  return {
    url,
    databaseUrl: database.url,
    config,
    db,
    audit,
    deps,
    clock,
    client: (authorization) => new ApiClient(url, authorization),
    async createOrganization(name) {
      counter += 1;
      const ownerEmail = `owner${counter}-${randomBytes(3).toString('hex')}@example.com`;
      const ownerPassword = 'correct horse battery staple';
      const created = await createOrganization(db, { name: name ?? `Org ${counter}`, ownerEmail, ownerPassword });
      return {
        id: created.organization.id,
        apiKey: created.apiKey,
        ownerEmail,
        ownerPassword,
        api: new ApiClient(url, `Bearer ${created.apiKey}`),
      };
    },
    async stop() {
      await closeApp();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeApp();
      await worker?.stop();
      await closeDeps(deps);
      await database.db.destroy();
    },
    async close() {
      await closeApp();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeApp();
      await worker?.stop();
      await closeDeps(deps);
      await database.drop();
    },
  };
}

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** Calls the API over HTTP as any client would. */
export class ApiClient {
  constructor(
    readonly baseUrl: string,
    readonly authorization?: string,
  ) {}

  async request<T = any>(
    method: string,
    path: string,
    options: { json?: unknown; body?: string; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.authorization) headers.authorization = this.authorization;
    let body = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, { headers });
  }
  post<T = any>(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, { json, headers });
  }
  put<T = any>(path: string, json?: unknown) {
    return this.request<T>('PUT', path, { json });
  }
  patch<T = any>(path: string, json?: unknown) {
    return this.request<T>('PATCH', path, { json });
  }
  delete<T = any>(path: string) {
    return this.request<T>('DELETE', path);
  }
  with(authorization: string): ApiClient {
    return new ApiClient(this.baseUrl, authorization);
  }
}
