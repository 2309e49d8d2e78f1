/**
 * `npm run kontor -- <command>`: JSON on stdout, errors as JSON on stderr with
 * a non-zero exit, against a real database; and beside `npm start` on the
 * embedded database, whose running Postgres it finds in the data folder.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../backend/src/platform/db/knex.js';
import { secretBox } from '../backend/src/platform/lib/secret-box.js';
import { authenticateToken, signIn } from '../backend/src/features/auth/service.js';
import { readPostmasterPid } from '../backend/src/platform/db/embedded.js';
import { createTestDatabase } from '../backend/src/dev/test-support/kontor.js';
import { unusedPort } from '../backend/src/dev/test-support/ports.js';
import { cliEntry, firstCredentials, runNode, startServer } from './support.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const kontor = (...args: string[]) => runNode(cliEntry, args, { DATABASE_URL: database.url, LOG_LEVEL: 'warn' });

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('operator CLI', () => {
  it('creates an organization with its owner and a first key', async () => {
    const result = await kontor(
      'create-org',
      '--name',
      'Účetní kancelář',
      '--owner-email',
      'eva@example.com',
      '--owner-password',
      'long enough password',
    );
    expect(result.code, result.stderr).toBe(0);
    const answer = JSON.parse(result.stdout);
    expect(answer).toMatchObject({
      organization: { id: expect.any(Number), name: 'Účetní kancelář' },
      api_key: expect.stringMatching(/^sk_[0-9A-Za-z]{40}$/),
    });

    const key = await kontor(
      'create-api-key',
      '--org',
      String(answer.organization.id),
      '--name',
      'n8n',
      '--scopes',
      'invoices:read,clients:write',
    );
    expect(key.code, key.stderr).toBe(0);
    expect(JSON.parse(key.stdout)).toMatchObject({ key: expect.stringMatching(/^sk_/), scopes: ['invoices:read', 'clients:write'] });

    const user = await kontor(
      'create-user',
      '--org',
      String(answer.organization.id),
      '--email',
      'petr@example.com',
      '--password',
      'another long one',
    );
    expect(JSON.parse(user.stdout).user).toMatchObject({ email: 'petr@example.com', role: 'member' });
    expect((await kontor('migrate')).stdout).toContain('"applied": []');
  });

  it('reseals stored secrets under a new KONTOR_SECRET_KEY, reading the old one from KONTOR_SECRET_KEY_PREVIOUS', async () => {
    const oldKey = '11'.repeat(32);
    const newKey = '22'.repeat(32);
    const withKeys = (env: Record<string, string>, ...args: string[]) =>
      runNode(cliEntry, args, { DATABASE_URL: database.url, LOG_LEVEL: 'warn', ...env });
    const db = createDb({ connectionString: database.url, poolMax: 1 });
    try {
      const [org] = await db('organizations').select('id').limit(1);
      await db('webhooks').insert({
        organization_id: org.id,
        url: 'https://hooks.example.com/x',
        events: ['PING'],
        secret: 'whsec_aW4tY2xlYXI=',
      });
      const first = await withKeys({ KONTOR_SECRET_KEY: oldKey }, 'rotate-secrets');
      expect(first.code, first.stderr).toBe(0);
      expect(JSON.parse(first.stdout).resealed).toBe(1);
      const sealed = (await db('webhooks').first('secret')).secret as string;
      expect(sealed).toMatch(/^enc:v1:/);

      const refused = await withKeys({ KONTOR_SECRET_KEY: newKey }, 'rotate-secrets');
      expect(refused.code).toBe(1);
      expect(JSON.parse(refused.stderr).error).toContain('KONTOR_SECRET_KEY_PREVIOUS');

      // A process still running on the old key alone (its heartbeat says so): the reseal would lock it out.
      const [oldId, newId] = [oldKey, newKey].map((key) => secretBox(Buffer.from(key, 'hex')).keyId);
      await db('process_heartbeats').insert({ process_id: 'api-1:42:abcdef', sealing_key_id: oldId, key_ids: [oldId] });
      const rolling = { KONTOR_SECRET_KEY: newKey, KONTOR_SECRET_KEY_PREVIOUS: oldKey };
      const early = await withKeys(rolling, 'rotate-secrets');
      expect([early.code, JSON.parse(early.stderr).error]).toEqual([
        1,
        expect.stringContaining(`cannot open secrets sealed under key ${newId}: api-1:42:abcdef (seals with ${oldId}`),
      ]);
      expect((await db('webhooks').first('secret')).secret).toBe(sealed);
      // Restarted with the new key beside the old one, but still sealing with the old: refused too.
      await db('process_heartbeats').update({ key_ids: [oldId, newId] });
      const half = await withKeys(rolling, 'rotate-secrets');
      expect([half.code, JSON.parse(half.stderr).error]).toEqual([1, expect.stringContaining('still seal new secrets under another key')]);
      await db('process_heartbeats').update({ sealing_key_id: newId, key_ids: [newId, oldId] });

      const rotated = await withKeys(rolling, 'rotate-secrets');
      expect(rotated.code, rotated.stderr).toBe(0);
      expect(JSON.parse(rotated.stdout).resealed).toBe(1);
      await db('process_heartbeats').delete();
      const resealed = (await db('webhooks').first('secret')).secret as string;
      expect(resealed).not.toBe(sealed);
      expect(secretBox(Buffer.from(newKey, 'hex')).open(resealed)).toBe('whsec_aW4tY2xlYXI=');
    } finally {
      await db.destroy();
    }
  }, 120_000);

  it('answers usage errors as JSON on stderr with exit code 2', async () => {
    const unknown = await kontor('frobnicate');
    expect(unknown.code).toBe(2);
    expect(JSON.parse(unknown.stderr).error).toContain('unknown command');
    const missing = await kontor('create-api-key', '--org', '999999', '--name', 'x');
    expect(missing.code).toBe(2);
    expect(JSON.parse(missing.stderr).error).toContain('no organization');
    const scopes = await kontor('create-api-key', '--org', '1', '--name', 'x', '--scopes', 'everything');
    expect(JSON.parse(scopes.stderr).error).toContain('unknown scopes: "everything"; a scope is <resource>:read');
    expect(JSON.parse(scopes.stderr).error).toContain('invoices');
    // An empty list had been named as an unknown scope with no name; an id that is no number, as an unknown organization.
    const none = await kontor('create-api-key', '--org', '1', '--name', 'x', '--scopes', '');
    expect([none.code, JSON.parse(none.stderr).error]).toEqual([2, expect.stringMatching(/^--scopes lists no scope; leave it out/)]);
    const letters = await kontor('create-user', '--org', 'abc', '--email', 'a@example.com', '--password', 'long enough password');
    expect([letters.code, JSON.parse(letters.stderr).error]).toEqual([
      2,
      '--org takes an organization\'s id, a number (list-orgs shows them); got "abc"',
    ]);
    expect(unknown.stdout).toBe('');
    const extra = await kontor('list-orgs', '--org', '1');
    expect([extra.code, JSON.parse(extra.stderr).error]).toEqual([2, 'list-orgs does not take --org; usage: list-orgs']);
    // An option no command takes had answered with parseArgs' own text about positionals.
    const bogus = await kontor('list-orgs', '--bogus');
    expect([bogus.code, JSON.parse(bogus.stderr).error]).toEqual([2, 'list-orgs does not take --bogus; usage: list-orgs']);
    // Every missing option at once (it had named one per call).
    const few = await kontor('create-org', '--name', 'X');
    expect([few.code, JSON.parse(few.stderr).error]).toEqual([
      2,
      expect.stringMatching(/^--owner-email, --owner-password are required; usage: create-org /),
    ]);
    const empty = await kontor('create-api-key', '--org', '1', '--name');
    expect([empty.code, JSON.parse(empty.stderr).error]).toEqual([2, expect.stringMatching(/^--name needs a value/)]);
  });

  it('explains itself with --help and <command> --help', async () => {
    const all = await kontor('--help');
    expect(all.code).toBe(0);
    for (const command of ['migrate', 'worker', 'list-orgs', 'create-org', 'create-user', 'reset-password', 'create-api-key'])
      expect(all.stdout).toContain(`  ${command}`);
    const one = await kontor('reset-password', '--help');
    expect([one.code, one.stdout]).toEqual([
      0,
      expect.stringContaining('Usage: npm run kontor -- reset-password --email E [--password P]'),
    ]);
    const none = await kontor();
    expect([none.code, JSON.parse(none.stderr).error]).toEqual([2, expect.stringContaining('no command given')]);
  });

  it('refuses a taken e-mail, a malformed one and a short password with a message, writing nothing', async () => {
    const org = JSON.parse(
      (await kontor('create-org', '--name', 'First', '--owner-email', 'taken@example.com', '--owner-password', 'long enough password'))
        .stdout,
    );
    const before = JSON.parse((await kontor('list-orgs')).stdout).organizations.length;
    const taken = await kontor(
      'create-org',
      '--name',
      'Second',
      '--owner-email',
      'Taken@Example.com',
      '--owner-password',
      'long enough password',
    );
    expect([taken.code, JSON.parse(taken.stderr).error]).toEqual([
      2,
      expect.stringContaining('a user with e-mail taken@example.com already exists'),
    ]);
    expect(taken.stderr).not.toMatch(/insert into|duplicate key/i);
    const shape = await kontor(
      'create-user',
      '--org',
      String(org.organization.id),
      '--email',
      'notanemail',
      '--password',
      'long enough password',
    );
    expect([shape.code, JSON.parse(shape.stderr).error]).toEqual([2, '--email "notanemail" is not an e-mail address']);
    const short = await kontor('create-org', '--name', 'Third', '--owner-email', 'third@example.com', '--owner-password', 'short');
    expect([short.code, JSON.parse(short.stderr).error]).toEqual([2, '--owner-password must have at least 12 characters']);
    expect(JSON.parse((await kontor('list-orgs')).stdout).organizations.length).toBe(before);
  });

  it('lists organizations with their owners, and resets a lost password (the old one and its tokens stop working)', async () => {
    const created = await kontor(
      'create-org',
      '--name',
      'Lost password s.r.o.',
      '--owner-email',
      'lost@example.com',
      '--owner-password',
      'forgotten password',
    );
    const org = JSON.parse(created.stdout).organization;
    const list = JSON.parse((await kontor('list-orgs')).stdout);
    expect(list.organizations).toContainEqual({
      id: org.id,
      name: 'Lost password s.r.o.',
      created_at: org.created_at,
      owners: ['lost@example.com'],
    });

    const before = (await signIn(database.db, 'lost@example.com', 'forgotten password', new Date(), 1)).issued!;
    expect(before.token).toMatch(/^kt_/);

    const generated = await kontor('reset-password', '--email', 'LOST@example.com');
    expect(generated.code, generated.stderr).toBe(0);
    const answer = JSON.parse(generated.stdout);
    expect(answer).toEqual({
      user: { id: expect.any(Number), email: 'lost@example.com', role: 'owner', organization_id: org.id },
      password: expect.stringMatching(/^\w{16}$/),
    });
    expect((await signIn(database.db, 'lost@example.com', 'forgotten password', new Date(), 1)).issued).toBeNull();
    expect(await authenticateToken(database.db, before.token, new Date())).toBeNull();
    expect((await signIn(database.db, 'lost@example.com', answer.password, new Date(), 1)).issued).not.toBeNull();
    const chosen = await kontor('reset-password', '--email', 'lost@example.com', '--password', 'my new password');
    expect(JSON.parse(chosen.stdout)).not.toHaveProperty('password');
    expect((await signIn(database.db, 'lost@example.com', 'my new password', new Date(), 1)).issued).not.toBeNull();
    const unknown = await kontor('reset-password', '--email', 'nobody@example.com');
    expect([unknown.code, JSON.parse(unknown.stderr).error]).toEqual([
      2,
      expect.stringContaining('no user has the e-mail nobody@example.com'),
    ]);
  });
});

describe('kontor worker', () => {
  // The flow engine's validator and templates are loaded by the first flow job, not at start: they were a quarter of
  // the worker's module loading (~60 of ~280 ms), which a second worker started beside a busy one takes from it.
  it('starts without loading the flow engine (ajv, handlebars)', async () => {
    const worker = path.join(path.dirname(cliEntry), 'worker.js');
    const script = [
      "import { createRequire } from 'node:module';",
      `await import(${JSON.stringify(worker)});`,
      'const loaded = Object.keys(createRequire(import.meta.url).cache).map((file) => file.match(/node_modules\\/(ajv|handlebars)\\//)?.[1]).filter(Boolean);',
      'console.log(JSON.stringify([...new Set(loaded)]));',
    ].join('\n');
    const result = await runNode('--input-type=module', ['-e', script], {});
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual([]);
  });
});

describe('the CLI beside npm start on the embedded database', () => {
  it('stops the Postgres it started for a call when Ctrl-C stops the call', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kontor-cli-'));
    const databaseDir = path.join(dataDir, 'postgres');
    const env = { KONTOR_DATA_DIR: dataDir, KONTOR_EMBEDDED_PG_PORT: String(await unusedPort()), LOG_LEVEL: 'warn' };
    const args = ['create-org', '--name', 'Interrupted', '--owner-email', 'stop@example.com', '--owner-password', 'long enough password'];
    const child = spawn(process.execPath, [cliEntry, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    let postgres: number | undefined;
    try {
      // Interrupted once its Postgres accepts connections, while the call migrates a new database: the Postgres was
      // left running, parentless, until the next call found it.
      const deadline = Date.now() + 60_000;
      while (readPostmasterPid(databaseDir)?.status !== 'ready' && child.exitCode === null && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 5));
      postgres = readPostmasterPid(databaseDir)?.pid;
      expect(postgres, stderr).toBeDefined();
      child.kill('SIGINT');
      expect(await exited, stderr).toBe(130);
      expect(stderr).toContain('stopped by SIGINT');
      const gone = Date.now() + 10_000;
      while (alive(postgres!) && Date.now() < gone) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(alive(postgres!)).toBe(false);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      if (postgres !== undefined && alive(postgres)) process.kill(postgres, 'SIGINT');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('uses the running Postgres of the data folder and leaves it running for the server', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kontor-cli-'));
    const env = {
      KONTOR_DATA_DIR: dataDir,
      KONTOR_EMBEDDED_PG_PORT: String(await unusedPort()),
      PORT: '0',
      LOG_LEVEL: 'warn',
    };
    const server = await startServer(env);
    try {
      const { key } = firstCredentials(server.output());
      const running = readPostmasterPid(path.join(dataDir, 'postgres'))!;
      const beside = (...args: string[]) => runNode(cliEntry, args, env);
      for (const args of [
        ['migrate'],
        ['list-orgs'],
        ['create-org', '--name', 'Beside', '--owner-email', 'beside@example.com', '--owner-password', 'long enough password'],
        ['reset-password', '--email', 'owner@kontor.local'],
      ]) {
        const result = await beside(...args);
        expect(result.code, `${args.join(' ')}: ${result.stderr}`).toBe(0);
        expect(result.stderr).toBe('');
      }
      const orgs = JSON.parse((await beside('list-orgs')).stdout).organizations;
      expect(orgs.map((org: { name: string }) => org.name)).toEqual(['My organization', 'Beside']);
      const apiKey = await beside('create-api-key', '--org', String(orgs[1].id), '--name', 'n8n');
      const made = JSON.parse(apiKey.stdout).key as string;
      // The server still runs on the same Postgres, and sees what the CLI made.
      expect(readPostmasterPid(path.join(dataDir, 'postgres'))?.pid).toBe(running.pid);
      expect((await fetch(`${server.baseUrl}/api/v1/clients/`, { headers: { authorization: `Bearer ${made}` } })).status).toBe(200);
      expect((await fetch(`${server.baseUrl}/api/v1/clients/`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(200);
      expect(await server.stop('SIGTERM')).toBe(0);
      expect(readPostmasterPid(path.join(dataDir, 'postgres'))).toBeNull();

      // With no server running, a CLI call starts the Postgres for itself and stops it again.
      const alone = await beside('list-orgs');
      expect(alone.code, alone.stderr).toBe(0);
      expect(readPostmasterPid(path.join(dataDir, 'postgres'))).toBeNull();
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      const left = readPostmasterPid(path.join(dataDir, 'postgres'));
      if (left) process.kill(left.pid, 'SIGINT');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
