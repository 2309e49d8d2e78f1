/**
 * The docs say what Kontor does, so the docs run: every ```sh / ```bash block
 * with a curl in README.md and docs/**\/*.md runs in bash against a real
 * Kontor (real Postgres, real HTTP on 127.0.0.1), a page's blocks in order in
 * one shell (they share its variables: `$KONTOR` the base URL, `$K` an API key
 * of an organization of the page's own, `$EMAIL` and `$PASSWORD` its owner's
 * login, and whatever ids earlier blocks captured). Each curl must exit 0 and answer 2xx, or the status its command
 * names with `# expect NNN`. Relative links between pages must resolve to a
 * file and, with `#anchor`, to a heading there.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKontor, type TestKontor } from '../../backend/src/dev/test-support/kontor.js';
import { repoRoot } from '../support.js';
import { brokenLink, type CurlBlock, curlBlocks, expectedStatuses, markdownPages, relativeLinks, repositoryLinks } from './markdown.js';

/** Blocks marked as not runnable here: few, each with its reason. */
const MOST_SKIPPED = 3;

const pages = await Promise.all(
  markdownPages(repoRoot).map(async (page) => ({ page, text: await readFile(path.join(repoRoot, page), 'utf8') })),
);
const blocksByPage = pages.map(({ page, text }) => ({ page, blocks: curlBlocks(page, text) }));
const runnable = blocksByPage.filter(({ blocks }) => blocks.some((block) => !block.skipReason));
const skipped = blocksByPage.flatMap(({ blocks }) => blocks.filter((block) => block.skipReason));

let kontor: TestKontor;
let workDir: string;

beforeAll(async () => {
  kontor = await startTestKontor({ worker: false });
  workDir = await mkdtemp(path.join(os.tmpdir(), 'kontor-docs-'));
});

afterAll(async () => {
  await kontor?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/**
 * `curl` is wrapped so that each call writes its status and exit code to
 * stderr after its own output; the blocks are marked in between.
 */
const PRELUDE = String.raw`set -euo pipefail
curl() {
  local rc=0
  command curl --no-progress-meter --write-out '%{stderr}\n@@curl-status %{http_code}\n' "$@" || rc=$?
  printf '@@curl-exit %s\n' "$rc" >&2
  return "$rc"
}
`;

interface Call {
  status: number;
  exit: number;
}

/** Runs a page's blocks in one bash and answers what went wrong (empty when every curl answered as expected). */
async function runBlocks(blocks: CurlBlock[], env: Record<string, string>): Promise<string[]> {
  const script =
    PRELUDE + blocks.map((block, index) => `printf '@@block ${index}\\n' >&2\n${block.code}\n`).join('') + "printf '@@done\\n' >&2\n";
  const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn('bash', ['-c', script], { cwd: workDir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', (exitCode) => resolve({ code: exitCode, stdout: out, stderr: err }));
  });

  const calls: Call[][] = blocks.map(() => []);
  let current = -1;
  let done = false;
  for (const line of stderr.split('\n')) {
    const block = /^@@block (\d+)$/.exec(line);
    const status = /^@@curl-status (\d+)$/.exec(line);
    const exit = /^@@curl-exit (\d+)$/.exec(line);
    if (block) current = Number(block[1]);
    else if (line === '@@done') done = true;
    else if (status) calls[current]!.push({ status: Number(status[1]), exit: -1 });
    else if (exit) calls[current]!.at(-1)!.exit = Number(exit[1]);
  }

  const problems: string[] = [];
  blocks.forEach((block, index) => {
    const where = `${block.page}:${block.line}`;
    if (index > current) return;
    block.expected.forEach((want, call) => {
      const got = calls[index]![call];
      if (!got) return;
      const statusOk = want === '2xx' ? got.status >= 200 && got.status < 300 : got.status === want;
      if (!statusOk || got.exit !== 0) problems.push(`${where}, curl ${call + 1}: HTTP ${got.status} (expected ${want}), exit ${got.exit}`);
    });
    if (calls[index]!.length !== block.expected.length && (index < current || done))
      problems.push(`${where}: ran ${calls[index]!.length} curls, the block holds ${block.expected.length}`);
  });
  if (problems.length > 0 && code === 0 && done) problems.push(`--- stdout (end) ---\n${stdout.slice(-3000)}`);
  if (code !== 0 || !done) {
    const stopped = blocks[current];
    problems.push(
      `bash exited ${code} in the block at ${stopped ? `${stopped.page}:${stopped.line}` : 'the start'}\n` +
        `--- stdout (end) ---\n${stdout.slice(-2000)}\n--- stderr (end) ---\n${stderr.slice(-2000)}`,
    );
  }
  return problems;
}

describe('every curl in the docs', () => {
  it('has bash, curl and jq to run them with (apt-get install curl jq)', async () => {
    const missing = await Promise.all(
      ['bash', 'curl', 'jq'].map(
        (tool) =>
          new Promise<string | null>((resolve) =>
            spawn('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).on('close', (code) => resolve(code === 0 ? null : tool)),
          ),
      ),
    );
    expect(missing.filter(Boolean)).toEqual([]);
  });

  it.each(runnable.map(({ page, blocks }) => [page, blocks] as const))(
    '%s: its curl blocks run in order and answer as written',
    { timeout: 120_000 },
    async (_page, blocks) => {
      const org = await kontor.createOrganization();
      const problems = await runBlocks(
        blocks.filter((block) => !block.skipReason),
        { KONTOR: kontor.url, K: org.apiKey, EMAIL: org.ownerEmail, PASSWORD: org.ownerPassword },
      );
      expect(problems).toEqual([]);
    },
  );

  // The blocks not run are named in this test's failure, not registered as skipped tests (a skip hides a failure).
  it(`marks at most ${MOST_SKIPPED} blocks as not runnable here`, () => {
    const named = skipped.map((block) => `${block.page}:${block.line} ${block.skipReason}`);
    expect(named.length, named.join('\n')).toBeLessThanOrEqual(MOST_SKIPPED);
    expect(runnable.length).toBeGreaterThan(3);
  });
});

describe('the runner itself', () => {
  const block = (code: string): CurlBlock => ({ page: 'test.md', line: 1, code, expected: expectedStatuses(code), skipReason: null });

  it('fails a curl that answers 404 where 2xx was written', async () => {
    const org = await kontor.createOrganization();
    const problems = await runBlocks([block('curl -H "Authorization: Bearer $K" "$KONTOR/api/v1/no-such-resource/"')], {
      KONTOR: kontor.url,
      K: org.apiKey,
    });
    expect(problems.join('\n')).toContain('test.md:1, curl 1: HTTP 404 (expected 2xx)');
  });

  it('passes an error its command expects, and fails a 2xx where an error was expected', async () => {
    const org = await kontor.createOrganization();
    const env = { KONTOR: kontor.url, K: org.apiKey };
    expect(await runBlocks([block('curl -sS "$KONTOR/api/v1/clients/"   # expect 401')], env)).toEqual([]);
    expect(
      (await runBlocks([block('curl -sS -H "Authorization: Bearer $K" "$KONTOR/api/v1/clients/"   # expect 401')], env)).join('\n'),
    ).toContain('HTTP 200 (expected 401)');
  });

  it('fails a block whose shell stops early, and a curl that cannot connect', async () => {
    const problems = await runBlocks([block('false\ncurl -sS "$KONTOR/healthz"'), block('curl -sS "$KONTOR/healthz"')], {
      KONTOR: kontor.url,
      K: '',
    });
    expect(problems.join('\n')).toContain('bash exited 1 in the block at test.md:1');
    const refused = await runBlocks([block('curl -sS http://127.0.0.1:1/')], { KONTOR: kontor.url, K: '' });
    expect(refused.join('\n')).toContain('HTTP 0 (expected 2xx), exit 7');
  });

  it('reads the expected statuses of multi-line commands, and no call in comments, quotes or heredocs', () => {
    const code = [
      '# curl in a comment',
      'curl -d x \\',
      '  "$KONTOR/a"   # expect 422',
      'ID=$(curl -s "$KONTOR/b" -d \'{"client": "curl",',
      '  "x": 1}\' | jq -r .id)   # expect 409',
      'curl -d @- "$KONTOR/c" <<\'JSON\'',
      '{"note": "curl"}',
      'JSON',
    ].join('\n');
    expect(expectedStatuses(code)).toEqual([422, 409, '2xx']);
  });
});

describe('reading the pages', () => {
  it('takes sh and bash blocks with curl, with their skip markers, and leaves other blocks alone', () => {
    const page = [
      '```sh',
      'curl "$KONTOR/healthz"',
      '```',
      '<!-- docs-test: skip needs a running n8n -->',
      '```bash',
      'curl http://localhost:5678/healthz',
      '```',
      '```json',
      '{"curl": 1}',
      '```',
      '```sh',
      'npm start',
      '```',
    ].join('\n');
    expect(curlBlocks('p.md', page).map(({ line, skipReason }) => ({ line, skipReason }))).toEqual([
      { line: 1, skipReason: null },
      { line: 5, skipReason: 'needs a running n8n' },
    ]);
  });
});

describe('links between pages', () => {
  it('resolve to existing files and headings', () => {
    const links = pages.flatMap(({ page, text }) => relativeLinks(page, text));
    expect(links.length).toBeGreaterThan(10);
    expect(links.map((link) => brokenLink(repoRoot, link)).filter(Boolean)).toEqual([]);
  });

  it('resolve when they point at this repository on GitHub, as the n8n package README on npm does', async () => {
    const shipped = ['n8n-nodes/README.md', ...pages.map(({ page }) => page)];
    const links = (
      await Promise.all(shipped.map(async (page) => repositoryLinks(page, await readFile(path.join(repoRoot, page), 'utf8'))))
    ).flat();
    expect(links.length).toBeGreaterThan(3);
    expect(links.map((link) => brokenLink(repoRoot, link)).filter(Boolean)).toEqual([]);
  });
});
