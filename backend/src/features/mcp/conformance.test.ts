/**
 * The official MCP conformance suite (`@modelcontextprotocol/conformance`, its server scenarios) against a Kontor on
 * 127.0.0.1, each scenario that applies to Kontor run by the suite's own CLI and every one of its checks required to
 * pass.
 *
 * The suite sends no credential, so it talks to Kontor through a proxy on 127.0.0.1 that adds the organization's
 * `Authorization: Bearer sk_...` and changes nothing else (Host and Origin reach Kontor as the suite wrote them, which
 * is what `dns-rebinding-protection` is about).
 *
 * Most scenarios are written for the SDKs' "everything" reference server: they call tools, prompts and resources it
 * names (`test_simple_text`, `test_simple_prompt`, `test://static-text`) or need a capability Kontor does not declare
 * (it declares tools only). Those are listed below with the reason they do not apply; a scenario the suite lists that
 * is in neither list fails the test, so that a new one in a version bump is looked at, not skipped.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';
import { MCP_PATH } from './path.js';

/** What applies to a server offering tools over Streamable HTTP with sessions, whatever its tools are. */
const APPLICABLE = ['server-initialize', 'ping', 'tools-list', 'server-sse-multiple-streams', 'dns-rebinding-protection'];

const EVERYTHING_TOOL = "calls a tool of the reference server's by name; Kontor's tools are its own";
const NO_PROMPTS = 'Kontor declares no prompts capability';
const NO_RESOURCES = 'Kontor declares no resources capability';

const NOT_APPLICABLE: Record<string, string> = {
  'logging-set-level': 'Kontor declares no logging capability (it sends no log notifications), so logging/setLevel is not offered',
  'completion-complete': 'completes an argument of the prompt test_prompt_with_arguments; Kontor declares neither prompts nor completions',
  'tools-call-simple-text': EVERYTHING_TOOL,
  'tools-call-image': EVERYTHING_TOOL,
  'tools-call-audio': EVERYTHING_TOOL,
  'tools-call-embedded-resource': EVERYTHING_TOOL,
  'tools-call-mixed-content': EVERYTHING_TOOL,
  'tools-call-with-logging': EVERYTHING_TOOL,
  'tools-call-error': `${EVERYTHING_TOOL} (test_error_handling); Kontor's tool errors are in mcp.test.ts`,
  'tools-call-with-progress': EVERYTHING_TOOL,
  'tools-call-sampling': `${EVERYTHING_TOOL}; Kontor never asks the client for sampling`,
  'tools-call-elicitation': `${EVERYTHING_TOOL}; Kontor's elicitation is in mcp.test.ts`,
  'elicitation-sep1034-defaults': EVERYTHING_TOOL,
  'elicitation-sep1330-enums': EVERYTHING_TOOL,
  'json-schema-2020-12': 'looks for the tool json_schema_2020_12_tool of the reference server (a pending scenario)',
  'server-sse-polling': 'calls the tool test_reconnection, which closes its stream mid-call on purpose (a pending scenario)',
  'resources-list': NO_RESOURCES,
  'resources-read-text': NO_RESOURCES,
  'resources-read-binary': NO_RESOURCES,
  'resources-templates-read': NO_RESOURCES,
  'resources-subscribe': NO_RESOURCES,
  'resources-unsubscribe': NO_RESOURCES,
  'prompts-list': NO_PROMPTS,
  'prompts-get-simple': NO_PROMPTS,
  'prompts-get-with-args': NO_PROMPTS,
  'prompts-get-embedded-resource': NO_PROMPTS,
  'prompts-get-with-image': NO_PROMPTS,
};

const CLI = join(dirname(createRequire(import.meta.url).resolve('@modelcontextprotocol/conformance/package.json')), 'dist/index.js');

/**
 * On Node 20 the CLI does not load: it imports `globSync` from `fs` (Node 22) for its `tier-check` command, which is
 * not run here. A resolve hook gives the suite's modules an `fs` with a `globSync` that says so; the server scenarios
 * never call it. On Node 22 and later the CLI runs as it is.
 */
const dataUrl = (source: string) => `data:text/javascript,${encodeURIComponent(source)}`;
const FS_WITH_GLOB = `import fs from 'node:fs'; export * from 'node:fs'; export default fs;
export function globSync() { throw new Error('fs.globSync needs Node 22'); }`;
const HOOKS = `export async function resolve(specifier, context, next) {
  if ((specifier === 'fs' || specifier === 'node:fs') && context.parentURL?.includes('/@modelcontextprotocol/conformance/'))
    return { url: ${JSON.stringify(dataUrl(FS_WITH_GLOB))}, shortCircuit: true };
  return next(specifier, context);
}`;
const NODE_OPTIONS =
  Number(process.versions.node.split('.')[0]) < 22
    ? ['--import', dataUrl(`import { register } from 'node:module'; register(${JSON.stringify(dataUrl(HOOKS))});`)]
    : [];

/** Each scenario is a process of its own (the CLI loads in seconds on a busy machine) and a few sessions. */
const SCENARIO_TIMEOUT_MS = 90_000;

interface Check {
  id: string;
  name: string;
  status: 'SUCCESS' | 'FAILURE' | 'WARNING' | 'INFO' | 'SKIPPED';
  errorMessage?: string;
  details?: unknown;
}

// Said, though it is the default: what dns-rebinding-protection expects of a local server (loopback origins accepted,
// others refused) is what Kontor does when it listens on loopback.
const { kontor, org } = useKontor({ host: '127.0.0.1' });
let proxy: { url: string; close(): Promise<void> };
let results: string;
let listed: string[];

beforeAll(async () => {
  proxy = await authenticatingProxy(kontor.url, `Bearer ${org.apiKey}`);
  results = await mkdtemp(join(tmpdir(), 'kontor-mcp-conformance-'));
  const list = await conformance(['list', '--server']);
  expect(list.code, list.output).toBe(0);
  listed = [...list.output.matchAll(/^\s+- (\S+)/gm)].map((match) => match[1]!);
});
afterAll(async () => {
  await proxy?.close();
  if (results) await rm(results, { recursive: true, force: true });
});

describe('the MCP conformance suite', () => {
  it('lists no server scenario this test has not classified as applying or not', () => {
    expect(listed.length).toBeGreaterThan(0);
    expect([...listed].sort()).toEqual([...APPLICABLE, ...Object.keys(NOT_APPLICABLE)].sort());
  });

  it.each(APPLICABLE)(
    'passes %s',
    async (scenario) => {
      const run = await conformance(['server', '--url', `${proxy.url}${MCP_PATH}`, '--scenario', scenario, '--output-dir', results]);
      const checks = await checksOf(scenario);
      const failed = checks.filter((check) => check.status === 'FAILURE' || check.status === 'WARNING');
      expect(failed.map(describeCheck), run.output).toEqual([]);
      expect(checks.filter((check) => check.status === 'SUCCESS').length, run.output).toBeGreaterThan(0);
      expect(run.code, run.output).toBe(0);
    },
    SCENARIO_TIMEOUT_MS,
  );
});

/** The CLI's exit code and its output, stdout and stderr together. */
function conformance(args: string[]): Promise<{ code: number | null; output: string }> {
  const child: ChildProcess = spawn(process.execPath, [...NODE_OPTIONS, CLI, ...args], {
    cwd: results,
    // Only 127.0.0.1 is spoken to: no proxy from the environment may take the suite's requests elsewhere.
    env: { ...process.env, NO_PROXY: '127.0.0.1,localhost', no_proxy: '127.0.0.1,localhost', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}

/** The checks the CLI saved for a scenario (in `server-<scenario>-<time>/checks.json`). */
async function checksOf(scenario: string): Promise<Check[]> {
  const folder = (await readdir(results)).find((name) => name.startsWith(`server-${scenario}-`));
  if (!folder) throw new Error(`the suite saved no checks for ${scenario}`);
  return JSON.parse(await readFile(join(results, folder, 'checks.json'), 'utf8')) as Check[];
}

const describeCheck = (check: Check) =>
  `${check.status} ${check.id}: ${check.errorMessage ?? check.name}${check.details ? ` ${JSON.stringify(check.details)}` : ''}`;

/** Forwards every request to Kontor with the credential added, streamed both ways, headers otherwise untouched. */
async function authenticatingProxy(target: string, authorization: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const forwarded = http.request(
      new URL(request.url ?? '/', target),
      { method: request.method, headers: { ...request.headers, authorization } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.destroy());
    // The suite cancels an event stream once it has read what it needs: the request to Kontor ends with it.
    response.on('close', () => forwarded.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
