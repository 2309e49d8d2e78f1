/**
 * Debian's Chromium, driven by playwright-core (which downloads nothing).
 * `.ci/run` installs the `chromium` package when it is missing; so does the
 * first browser test when it runs as root with apt-get, like the n8n test
 * installs its n8n. CHROMIUM_PATH points at another build.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Dialog, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { late } from '../../backend/src/dev/test-support/fixture.js';
import {
  startTestKontor,
  type TestKontor,
  type TestKontorOptions,
  type TestOrganization,
} from '../../backend/src/dev/test-support/kontor.js';
import { repoRoot } from '../support.js';

export const SCREENSHOTS = path.join(repoRoot, 'test/console/screenshots');

function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (candidate): candidate is string => Boolean(candidate),
  );
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    execFileSync('sh', ['-c', 'apt-get install -y chromium || (apt-get update && apt-get install -y chromium)'], {
      stdio: 'ignore',
      timeout: 600_000,
    });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    `No Chromium at ${candidates.join(' or ')}: install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH.`,
  );
}

export function launchChromium(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    // This machine's network is closed: Chromium must not try to reach Google's services at start.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

// Chromium reports every HTTP error answer to fetch on the console itself; a 4xx the app handles and shows (a refused
// password, an invalid graph) is not an error of the page. A 5xx, or anything the app logs or throws, is.
const HANDLED_HTTP_ANSWER = /^Failed to load resource: the server responded with a status of 4\d\d /;

/** What a test makes fail on purpose (a 503 it answers in Kontor's place): the page's report of it is no error of the page. */
const expected = new WeakMap<Page, RegExp[]>();
export function expectConsoleError(page: Page, pattern: RegExp): void {
  expected.set(page, [...(expected.get(page) ?? []), pattern]);
}

/** Everything the page logs as an error or throws: a console test ends with none. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && !HANDLED_HTTP_ANSWER.test(text) && !(expected.get(page) ?? []).some((pattern) => pattern.test(text)))
      errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return errors;
}

export function screenshot(page: Page, name: string): Promise<Buffer> {
  return page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
}

/**
 * A fresh 1280×800 page for each test of the file, handed to `use`. The page's confirmations are answered by what
 * `answer` gives (yes when it gives nothing), and anything the page logs as an error fails the test.
 */
export function pagePerTest(
  browser: () => Browser,
  use: (page: Page) => void,
  answer: () => ((dialog: Dialog) => Promise<void>) | undefined = () => undefined,
): void {
  let context: BrowserContext;
  let errors: string[];
  beforeEach(async () => {
    context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    page.on('dialog', (dialog) => void (answer() ?? ((asked: Dialog) => asked.accept()))(dialog));
    errors = consoleErrors(page);
    use(page);
  });
  afterEach(async () => {
    await context.close();
    expect(errors).toEqual([]);
  });
}

export interface ConsoleFixture {
  kontor: TestKontor;
  org: TestOrganization;
  browser: Browser;
}

/**
 * The preamble of a console test file, once: a Kontor of its own (`kontor`: startTestKontor's options) with one
 * organization named `organization`, and Chromium, started together before the file's tests and closed after them;
 * then a fresh page for each test, handed to `page` (see pagePerTest, and `answer` there). As with useKontor(), the
 * objects answered stand for objects that exist once its `beforeAll` has run; a later `beforeAll` already sees them.
 */
export function useConsole({
  organization,
  kontor: options = {},
  page: use,
  answer,
}: {
  organization: string;
  kontor?: TestKontorOptions;
  page: (page: Page) => void;
  answer?: () => ((dialog: Dialog) => Promise<void>) | undefined;
}): ConsoleFixture {
  const made: Partial<ConsoleFixture> = {};
  beforeAll(async () => {
    [made.kontor, made.browser] = await Promise.all([startTestKontor(options), launchChromium()]);
    made.org = await made.kontor.createOrganization(organization);
  }, 120_000);
  afterAll(async () => {
    await made.browser?.close();
    await made.kontor?.close();
  });
  pagePerTest(() => made.browser!, use, answer);
  return {
    kontor: late('kontor', () => made.kontor),
    org: late('org', () => made.org),
    browser: late('browser', () => made.browser),
  };
}

/** Signs the owner in on the page at `url`, and waits until the console shows them signed in. */
export async function signInAt(page: Page, url: string, owner: { ownerEmail: string; ownerPassword: string }): Promise<void> {
  await page.goto(url);
  await page.getByLabel('E-mail').fill(owner.ownerEmail);
  await page.getByLabel('Password').fill(owner.ownerPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}

/**
 * What a person should never read on a screen: a template left unrendered, a JSON fragment, an event code
 * (`INVOICE_OVERDUE`) or a parameter key (`dunning_hold`, `send_reminder`). Answers the offending fragments of the
 * page's visible text; an e-mail address or a number such as 2026-0005 is none of these.
 */
export async function rawFragments(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const patterns = [/\{\{[^}]*\}\}/g, /[[{]\s*"[^"]*"\s*:/g, /\b[A-Z]{2,}(?:_[A-Z]+)+\b/g, /(?<![@\w.-])[a-z]+(?:_[a-z]+)+\b(?![@\w.-])/g];
  return patterns.flatMap((pattern) => text.match(pattern) ?? []);
}
