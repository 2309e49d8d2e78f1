/**
 * Reads the Markdown pages as a reader meets them: their shell blocks that call
 * curl (with the status each call is expected to answer), their relative links,
 * and the anchors GitHub gives their headings.
 *
 * Glossary:
 * - block: a fenced ```sh or ```bash code block holding the word `curl`.
 * - expectation: `# expect 422` at the end of a command's last line says the
 *   curls of that command answer 422; every other curl must answer 2xx.
 * - skip marker: `<!-- docs-test: skip <reason> -->` on the line before a
 *   block, for the rare block that cannot run against a test Kontor.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface CurlBlock {
  page: string;
  /** 1-based line of the opening fence. */
  line: number;
  code: string;
  /** One entry per curl call, in order: an exact status, or '2xx'. */
  expected: (number | '2xx')[];
  skipReason: string | null;
}

export interface Link {
  page: string;
  line: number;
  target: string;
}

const FENCE = /^```(\w*)\s*$/;
const SKIP = /^<!--\s*docs-test:\s*skip\s+(.+?)\s*-->\s*$/;

/** README.md and every Markdown page under docs/, as paths relative to the repository. */
export function markdownPages(repoRoot: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(relative);
      return entry.name.endsWith('.md') ? [relative] : [];
    });
  return ['README.md', ...walk('docs').sort()];
}

/** Lines outside fenced code, with code spans blanked out (links in code are not links). */
function proseLines(text: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  let inFence = false;
  text.split('\n').forEach((line, index) => {
    if (line.startsWith('```')) inFence = !inFence;
    else if (!inFence) out.push({ line: index + 1, text: line.replace(/`[^`]*`/g, '') });
  });
  return out;
}

export function curlBlocks(page: string, text: string): CurlBlock[] {
  const lines = text.split('\n');
  const blocks: CurlBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]!);
    if (!open) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !lines[i]!.startsWith('```'); i++) body.push(lines[i]!);
    const code = body.join('\n');
    if (!['sh', 'bash'].includes(open[1]!) || !/\bcurl\b/.test(code)) continue;
    const skip = start > 0 ? SKIP.exec(lines[start - 1]!) : null;
    blocks.push({ page, line: start + 1, code, expected: expectedStatuses(code), skipReason: skip ? skip[1]! : null });
  }
  return blocks;
}

/**
 * The status each curl of a block should answer, read from its commands in
 * order. A command runs on across a trailing backslash and a quoted string's
 * new lines; a heredoc's body is data; quoted text and comments hold no call.
 */
export function expectedStatuses(code: string): (number | '2xx')[] {
  const statuses: (number | '2xx')[] = [];
  let command = '';
  let quote: string | null = null;
  let heredoc: string | null = null;
  for (const line of code.split('\n')) {
    if (heredoc !== null) {
      if (line.trim() === heredoc) heredoc = null;
      continue;
    }
    let comment = '';
    let continued = false;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i]!;
      if (quote) {
        if (ch === '\\' && quote === '"') i++;
        else if (ch === quote) quote = null;
      } else if (ch === '\\') {
        if (i === line.length - 1) continued = true;
        i++;
      } else if (ch === "'" || ch === '"') quote = ch;
      else if (ch === '#' && (i === 0 || /\s/.test(line[i - 1]!))) {
        comment = line.slice(i);
        break;
      } else command += ch;
    }
    heredoc = /<<-?\s*['"]?(\w+)['"]?/.exec(line)?.[1] ?? null;
    if (quote || continued) {
      command += ' ';
      continue;
    }
    const expect = /^#\s*expect\s+(\d{3})\s*$/.exec(comment);
    const calls = (command.match(/\bcurl\b/g) ?? []).length;
    for (let n = 0; n < calls; n++) statuses.push(expect ? Number(expect[1]) : '2xx');
    command = '';
  }
  return statuses;
}

export function relativeLinks(page: string, text: string): Link[] {
  return proseLines(text).flatMap(({ line, text: prose }) =>
    [...prose.matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)]
      .map((match) => match[1]!)
      .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target))
      .map((target) => ({ page, line, target })),
  );
}

/**
 * Links to this repository on GitHub (`https://github.com/kontor/kontor#anchor`, `…/blob/main/PATH#anchor`,
 * `…/tree/main/PATH`), as a page shipped outside the repository writes them (the n8n package's README on npm), made
 * relative to the page so that brokenLink() checks them like any other: a new user's trial followed one to
 * `#docker-compose` in the README, which has no such heading.
 */
export function repositoryLinks(page: string, text: string): Link[] {
  const root = path.relative(path.dirname(page), '.') || '.';
  return proseLines(text).flatMap(({ line, text: prose }) =>
    [...prose.matchAll(/\]\((https:\/\/github\.com\/kontor\/kontor(?:\/(?:blob|tree)\/main\/([^)#\s]*))?(#[^)\s]*)?)\)/g)].flatMap(
      (match) => {
        const [, url, file, anchor] = match;
        if (url!.startsWith('https://github.com/kontor/kontor/') && file === undefined) return []; // issues, .git: not files
        // GitHub names a repository's rendered README #readme: the page itself, not one of its headings.
        const heading = anchor === '#readme' ? '' : (anchor ?? '');
        return [{ page, line, target: `${path.join(root, file || 'README.md')}${heading}` }];
      },
    ),
  );
}

/** The anchors GitHub makes of a page's headings (lower case, punctuation dropped, spaces to hyphens, repeats numbered). */
export function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('```')) inFence = !inFence;
    const heading = inFence ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const plain = heading[1]!.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*]/g, '');
    const slug = plain
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** What is wrong with a link: a missing file, or an anchor its page does not have; null when it resolves. */
export function brokenLink(repoRoot: string, link: Link): string | null {
  const [file, anchor] = link.target.split('#', 2) as [string, string | undefined];
  const resolved = file === '' ? link.page : path.normalize(path.join(path.dirname(link.page), decodeURIComponent(file)));
  const absolute = path.join(repoRoot, resolved);
  let isFile: boolean;
  try {
    isFile = statSync(absolute).isFile();
  } catch {
    return `${link.page}:${link.line}: ${link.target}: no file ${resolved}`;
  }
  if (anchor === undefined) return null;
  const text = isFile ? readFileSync(absolute, 'utf8') : '';
  if (!headingAnchors(text).has(anchor)) return `${link.page}:${link.line}: ${link.target}: no heading #${anchor} in ${resolved}`;
  return null;
}
