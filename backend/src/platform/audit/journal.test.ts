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
  it('marks how far its entries are written, empties its file once they all are, and deletes it at close', () => {
    const dir = folder();
    const journal = new AuditJournal(dir, logger);
    const seqs = [1, 2, 3].map((n) => journal.append(row(n)));
    expect(seqs).toEqual([1, 2, 3]);
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    const file = path.join(dir, files[0]!);
    journal.writtenThrough(2);
    expect(fs.readFileSync(file, 'utf8').split('\n').at(-2)).toBe('[2]');
    journal.writtenThrough(3);
    expect(fs.readFileSync(file, 'utf8')).toBe('');
    expect(journal.append(row(4))).toBe(4);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))[0]).toBe(4);
    journal.writtenThrough(4);
    journal.close();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('writes the entries staged in one turn of the loop together, before the promise it gave resolves', async () => {
    const dir = folder();
    const journal = new AuditJournal(dir, logger);
    expect(journal.staged()).toBeUndefined();
    expect([1, 2, 3].map((n) => journal.stage(row(n)))).toEqual([1, 2, 3]);
    const written = journal.staged();
    expect(journal.staged()).toBe(written);
    const text = () =>
      fs
        .readdirSync(dir)
        .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
        .join('');
    expect(text()).toBe('');
    await written;
    expect(
      text()
        .split('\n')
        .map((line) => (line ? (JSON.parse(line) as number[])[0] : null)),
    ).toEqual([1, 2, 3, null]);
    // A mark never goes before the entries it covers, staged or not.
    journal.stage(row(4));
    journal.stage(row(5));
    journal.writtenThrough(4);
    expect(text().split('\n').slice(-3)).toEqual([expect.stringMatching(/^\[5,/), '[4]', '']);
    await journal.staged();
    journal.close();
  });

  it("writes a stopped process's entries after its last mark, in whichever of its files", async () => {
    const dir = folder();
    const owner = `${GONE}-1-abcd`;
    const entry = (n: number) => JSON.stringify([n, row(n).slice(0, -2), {}, {}]);
    fs.writeFileSync(path.join(dir, `${owner}-1.journal`), `${[1, 2, 3].map(entry).join('\n')}\n`);
    fs.writeFileSync(path.join(dir, `${owner}-2.journal`), `${entry(4)}\n[1]\n${entry(5)}\n[2]\n[4`);
    const written: AuditColumns[] = [];
    const journal = new AuditJournal(dir, logger);
    expect(await journal.replayOrphans(async (rows) => void written.push(...rows))).toBe(3);
    expect(written.map((one) => one[0])).toEqual(['3', '4', '5']);
  });

  it('keeps the marks covering older files in a newer one, until the older files go', () => {
    const dir = folder();
    const journal = new AuditJournal(dir, logger);
    // Four entries of 1.1 MB fill a file (4 MiB): the next line goes to a new one.
    const big = (n: number): AuditColumns => [...row(n).slice(0, -2), JSON.stringify('x'.repeat(1_100_000)), '{}'];
    for (const n of [1, 2, 3, 4]) journal.append(big(n));
    const journals = () => fs.readdirSync(dir).sort();
    expect(journals()).toHaveLength(1);
    journal.writtenThrough(2);
    journal.writtenThrough(3);
    const [older, newer] = journals();
    expect(fs.readFileSync(path.join(dir, newer!), 'utf8')).toBe('[2]\n[3]\n');
    journal.writtenThrough(4);
    expect(journals()).toEqual([newer]);
    expect(fs.readFileSync(path.join(dir, newer!), 'utf8')).toBe('');
    expect(older).not.toBe(newer);
    journal.close();
    expect(journals()).toEqual([]);
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
