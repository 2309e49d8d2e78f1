import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, logFormatFor } from '../platform/logger.js';
import { framed, leftCredentialsRisk, riskySettings, startBanner } from './banner.js';
import { leftCredentials, writeFirstCredentials } from './bootstrap.js';
import { loadConfig } from './config.js';

describe('the log format', () => {
  it('is readable lines on a terminal and JSON elsewhere, unless KONTOR_LOG_FORMAT says', () => {
    expect(logFormatFor('auto', true)).toBe('pretty');
    expect(logFormatFor('auto', false)).toBe('json');
    expect(logFormatFor('json', true)).toBe('json');
    expect(logFormatFor('pretty', false)).toBe('pretty');
    expect(loadConfig({}).logFormat).toBe('auto');
    expect(loadConfig({ KONTOR_LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ KONTOR_LOG_FORMAT: 'fancy' })).toThrow(/KONTOR_LOG_FORMAT.*auto, json or pretty/s);
  });

  async function written(format: 'json' | 'pretty'): Promise<string> {
    const into = new PassThrough();
    let text = '';
    into.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const logger = createLogger('info', 1, format, into);
    logger.info({ signal: 'SIGINT' }, 'shutting down');
    logger.flush();
    await new Promise((resolve) => setTimeout(resolve, 50));
    return text;
  }

  it('writes one readable line per event, without the process noise, when pretty', async () => {
    const text = await written('pretty');
    expect(text.trimEnd().split('\n')).toHaveLength(1);
    expect(text).toMatch(/^\[\d{2}:\d{2}:\d{2}\] INFO: shutting down \{"signal":"SIGINT"\}\n$/);
    expect(text).not.toMatch(/"level"|pid|hostname|kontor/);
  });

  it('writes JSON lines for a collector', async () => {
    const line = JSON.parse(await written('json'));
    expect(line).toMatchObject({ level: 30, signal: 'SIGINT', msg: 'shutting down', service: 'kontor' });
  });
});

describe('the start banner', () => {
  const base = { webhookAllowPrivate: false as const, smtpUrl: 'smtp://mail.example:25', secretKey: Buffer.alloc(32, 1) };

  it('lists the risky settings in force, and none for a careful operator', () => {
    expect(riskySettings(base)).toEqual([]);
    const risks = riskySettings({ webhookAllowPrivate: true, smtpUrl: undefined, secretKey: undefined });
    expect(risks).toHaveLength(3);
    expect(risks[0]).toMatch(/^KONTOR_WEBHOOK_ALLOW_PRIVATE=true: webhooks and flows may post to private/);
    expect(risks[1]).toMatch(/^no SMTP_URL: e-mail is not sent/);
    expect(risks[2]).toMatch(/^no KONTOR_SECRET_KEY: /);
    expect(riskySettings({ ...base, webhookAllowPrivate: ['10.0.0.0/8'] })).toEqual([
      'KONTOR_WEBHOOK_ALLOW_PRIVATE: webhooks and flows may post to these private ranges: 10.0.0.0/8',
    ]);
  });

  // Found by the new user's trial (docs/trials/2026-11-29-operator.md): later starts said nothing of the file, which
  // keeps the first owner's password and a key with every scope in clear for as long as the data folder lives.
  it("names the first start's credentials file while a later start finds it in the data folder", () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'kontor-banner-'));
    try {
      expect(leftCredentials(folder)).toBeUndefined();
      const file = writeFirstCredentials(folder, ['  Owner login: owner@kontor.local / pw']);
      expect(leftCredentials(folder)).toBe(file);
      expect(leftCredentialsRisk(file)).toBe(
        `${file} still holds the first owner's password and an API key with every scope: delete it once they are kept elsewhere`,
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('is framed apart from the log lines, with the risks under their own heading', () => {
    const lines = startBanner({
      base: 'http://127.0.0.1:8000',
      database: 'embedded',
      worker: true,
      risks: ['no SMTP_URL: e-mail is not sent'],
    });
    const text = framed(lines);
    expect(text.split('\n')).toEqual([
      '',
      expect.stringMatching(/^─+$/),
      'Kontor is running on http://127.0.0.1:8000/ (database: embedded; with a worker)',
      '  Console:   http://127.0.0.1:8000/console/',
      '  API docs:  http://127.0.0.1:8000/api/docs/',
      '  OpenAPI:   http://127.0.0.1:8000/api/openapi.json',
      '',
      'Settings to know about:',
      '  ! no SMTP_URL: e-mail is not sent',
      expect.stringMatching(/^─+$/),
      '',
      '',
    ]);
  });
});
