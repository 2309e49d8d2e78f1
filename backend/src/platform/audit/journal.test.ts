/**
 * The journal's files: entries appended, files deleted once written, a stopped process's entries found and written
 * once (after its checkpoint, its cut last line left out), and two replays never writing one file twice.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { type AuditColumns, AuditJournal } from './journal.js';

const logger = pino({ level: 'silent' });
const folders: string[] = [];
const folder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kontor-journal-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const row = (n: number): AuditColumns => [
  String(n),
  'api',
  'GET',
  `/api/v1/invoices/?n=${n}`,
  '200',
  '1',
  null,
  null,
  '2026-11-29T00:00:00.000Z',
  '{}',
  '{}',
];
/** A pid no process has: above the largest Linux allows. */
const GONE = 4_194_399;

describe('the audit journal', () => {
  it('keeps a file while its entries are unwritten and deletes it once they are', () => {
    const dir = folder();
    const journal = new AuditJournal(dir, logger);
    const seqs = [1, 2, 3].map((n) => journal.append(row(n)));
    expect(seqs).toEqual([1, 2, 3]);
    expect(fs.readdirSync(dir).filter((name) => name.endsWith('.journal'))).toHaveLength(1);
    journal.writtenThrough(2);
    expect(fs.readdirSync(dir).some((name) => name.endsWith('.checkpoint'))).toBe(true);
    journal.writtenThrough(3);
    expect(fs.readdirSync(dir)).toEqual([]);
    journal.close();
  });

  it("writes a stopped process's entries after its checkpoint, once, and leaves out a line cut short", async () => {
    const dir = folder();
    const owner = `${GONE}-1-abcd`;
    const lines = [1, 2, 3, 4].map((n) => JSON.stringify([n, row(n).slice(0, -2), {}, {}])).join('\n');
    fs.writeFileSync(path.join(dir, `${owner}-1.journal`), `${lines}\n[5,["cut`);
    fs.writeFileSync(path.join(dir, `${owner}.checkpoint`), '2');
    const written: AuditColumns[] = [];
    const journal = new AuditJournal(dir, logger);
    expect(await journal.replayOrphans(async (rows) => void written.push(...rows))).toBe(2);
    expect(written.map((one) => one[0])).toEqual(['3', '4']);
    expect(await journal.replayOrphans(async (rows) => void written.push(...rows))).toBe(0);
    expect(fs.readdirSync(dir).filter((name) => name !== 'claimed')).toEqual([]);
  });

  it('gives back the columns it was given, the JSON of both sides included', async () => {
    const dir = folder();
    const journal = new AuditJournal(dir, logger);
    const request = '{"headers":{"content-type":"application/json"},"body":{"note":"a \\"quote\\" and \\u00e9"}}';
    const columns: AuditColumns = [...row(1).slice(0, -2), request, '{"headers":{},"body":null}'];
    journal.append(columns);
    journal.close();
    const [file] = fs.readdirSync(dir).filter((name) => name.endsWith('.journal'));
    fs.renameSync(path.join(dir, file!), path.join(dir, `${GONE}-2-abcd-1.journal`));
    const written: AuditColumns[] = [];
    await new AuditJournal(dir, logger).replayOrphans(async (rows) => void written.push(...rows));
    expect(written).toHaveLength(1);
    expect(written[0]!.slice(0, -2)).toEqual(columns.slice(0, -2));
    expect(JSON.parse(written[0]![9]!)).toEqual(JSON.parse(request));
    expect(JSON.parse(written[0]![10]!)).toEqual({ headers: {}, body: null });
  });

  it('leaves the files of a running process alone, its own included', async () => {
    const dir = folder();
    const running = new AuditJournal(dir, logger);
    running.append(row(1));
    fs.writeFileSync(path.join(dir, `${process.ppid}-1-abcd-1.journal`), `${JSON.stringify([1, row(9).slice(0, -2), {}, {}])}\n`);
    const other = new AuditJournal(dir, logger);
    expect(await other.replayOrphans(async () => undefined)).toBe(0);
    expect(fs.readdirSync(dir).filter((name) => name.endsWith('.journal'))).toHaveLength(2);
    running.close();
  });

  it('keeps the files when the database cannot take them, for the next try', async () => {
    const dir = folder();
    fs.writeFileSync(path.join(dir, `${GONE}-1-abcd-1.journal`), `${JSON.stringify([1, row(1).slice(0, -2), {}, {}])}\n`);
    const journal = new AuditJournal(dir, logger);
    await expect(journal.replayOrphans(() => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    // Claimed by this process, which is running: a later process finds them once this one is gone; this one retries.
    const written: AuditColumns[] = [];
    const again = new AuditJournal(dir, logger);
    expect(await again.replayOrphans(async (rows) => void written.push(...rows))).toBe(0);
    expect(fs.readdirSync(path.join(dir, 'claimed'))).toHaveLength(1);
    expect(await journal.replayOrphans(async (rows) => void written.push(...rows))).toBe(1);
    expect(written.map((one) => one[0])).toEqual(['1']);
  });

  it('says once that it cannot write, and answers no number', () => {
    const dir = folder();
    const journal = new AuditJournal(dir, logger);
    fs.rmSync(dir, { recursive: true });
    expect(journal.append(row(1))).toBeNull();
    expect(journal.append(row(2))).toBeNull();
  });
});
