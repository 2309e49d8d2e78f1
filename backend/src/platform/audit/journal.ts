/**
 * A crash-safe copy of the entries the writer holds in memory (reads, deliveries, flow runs), so that a process killed
 * (SIGKILL, the OOM killer, a crash) loses none of the entries of calls it answered. Each entry is appended to a file
 * of the process's own before its call is answered, as the line its INSERT will send; the writer says which entries
 * are in the database, and files all of whose entries are written are deleted. A process starting with the same
 * journal folder writes the entries of processes that are gone, and deletes their files.
 *
 * The appends reach the operating system, not the disk (no fsync): a killed process loses nothing, a power cut may
 * lose what the kernel had not yet written. The folder is per host: a process is known gone by its pid.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';

/** One entry as its INSERT's columns (store.ts auditColumns): written as is, at replay too. */
export type AuditColumns = Array<string | null>;

/**
 * One entry's line: its number, the plain columns as JSON strings, then `request` and `response` as the JSON texts they
 * already are (the last two columns, see store.ts), spliced in rather than escaped again as strings: a read's entry
 * carries a 4 KiB preview of its answer, and escaping it once more was most of the journal's cost per request.
 */
const lineOf = (seq: number, columns: AuditColumns) =>
  `[${seq},${JSON.stringify(columns.slice(0, -2))},${columns.at(-2) ?? 'null'},${columns.at(-1) ?? 'null'}]`;

/** A file is closed and a new one begun past this size, so that written files can be deleted while traffic goes on. */
const SEGMENT_BYTES = 4 * 1024 * 1024;

interface Segment {
  file: string;
  fd: number;
  /** The last entry appended to it. */
  lastSeq: number;
  bytes: number;
}

/** This process's name in the folder: its pid, when it started, and a random part (pids are reused). */
const ownerOf = (pid: number) => `${pid}-${Date.now()}-${randomBytes(4).toString('hex')}`;
const SEGMENT_NAME = /^(\d+)-(\d+)-([0-9a-f]+)-(\d+)\.journal$/;
/** Any file of an owner: its segments, its checkpoint and a checkpoint being written. */
const OWNED = /^(\d+-\d+-[0-9a-f]+)[-.]/;
const CHECKPOINT = '.checkpoint';
const CLAIMED = 'claimed';

export class AuditJournal {
  private readonly owner = ownerOf(process.pid);
  private seq = 0;
  private written = 0;
  private segments = 0;
  private current: Segment | null = null;
  private readonly closed: Segment[] = [];
  private failed = false;

  constructor(
    readonly dir: string,
    private readonly logger: Logger,
  ) {
    fs.mkdirSync(dir, { recursive: true });
  }

  /**
   * Appends one entry; answers its number, or null when the journal cannot be written (the folder gone, the disk full):
   * said once in the log, and the entries are then held in memory only, as without a journal.
   */
  append(columns: AuditColumns): number | null {
    if (this.failed) return null;
    try {
      const seq = ++this.seq;
      const line = `${lineOf(seq, columns)}\n`;
      this.current ??= this.open();
      fs.writeSync(this.current.fd, line);
      this.current.lastSeq = seq;
      this.current.bytes += line.length;
      if (this.current.bytes >= SEGMENT_BYTES) {
        this.closed.push(this.current);
        fs.closeSync(this.current.fd);
        this.current = null;
      }
      return seq;
    } catch (error) {
      this.failed = true;
      this.logger.error({ err: error, dir: this.dir }, 'audit journal cannot be written; entries are held in memory only');
      return null;
    }
  }

  /** Every entry up to `seq` is in the database: the files holding only those go, and a replay skips them. */
  writtenThrough(seq: number): void {
    if (seq <= this.written || this.failed) return;
    this.written = seq;
    try {
      while (this.closed.length > 0 && this.closed[0]!.lastSeq <= seq) fs.rmSync(this.closed.shift()!.file, { force: true });
      if (this.current && this.current.lastSeq <= seq) {
        fs.closeSync(this.current.fd);
        fs.rmSync(this.current.file, { force: true });
        this.current = null;
      }
      if (this.current || this.closed.length > 0) writeAtomically(path.join(this.dir, `${this.owner}${CHECKPOINT}`), String(seq));
      else fs.rmSync(path.join(this.dir, `${this.owner}${CHECKPOINT}`), { force: true });
    } catch (error) {
      this.logger.warn({ err: error, dir: this.dir }, 'audit journal: a written file could not be removed');
    }
  }

  /** Closes this process's files; those still holding unwritten entries stay for the next process to write. */
  close(): void {
    if (this.current) fs.closeSync(this.current.fd);
    this.current = null;
  }

  private open(): Segment {
    const file = path.join(this.dir, `${this.owner}-${++this.segments}.journal`);
    return { file, fd: fs.openSync(file, 'a'), lastSeq: 0, bytes: 0 };
  }

  /**
   * Writes the entries of processes that are gone (the files of an owner whose pid is no longer alive) through
   * `insert`, then deletes their files. Each owner's files are first moved into a folder of this process's, so two
   * processes starting together do not both write them; a process that dies doing so leaves them for the next.
   * Answers how many entries were written.
   */
  async replayOrphans(insert: (rows: AuditColumns[]) => Promise<void>): Promise<number> {
    let replayed = 0;
    for (const { owner, files } of this.orphans()) {
      const claimed = path.join(this.dir, CLAIMED, this.owner, owner);
      fs.mkdirSync(claimed, { recursive: true });
      const moved = files.filter((file) => path.dirname(file) === claimed || tryRename(file, path.join(claimed, path.basename(file))));
      if (moved.length === 0) continue;
      const checkpoint = readCheckpoint(path.join(claimed, `${owner}${CHECKPOINT}`));
      const rows: AuditColumns[] = [];
      for (const file of fs
        .readdirSync(claimed)
        .filter((name) => name.endsWith('.journal'))
        .sort(bySegmentNumber))
        rows.push(...readSegment(path.join(claimed, file), checkpoint, this.logger));
      for (let start = 0; start < rows.length; start += 500) await insert(rows.slice(start, start + 500));
      fs.rmSync(claimed, { recursive: true, force: true });
      replayed += rows.length;
      this.logger.info({ entries: rows.length, from: owner }, 'audit journal: entries of a stopped process written');
    }
    removeEmptyFolders(path.join(this.dir, CLAIMED));
    return replayed;
  }

  /** Owners no longer running, with their files: in the folder itself, or claimed by a process that then stopped. */
  private orphans(): Array<{ owner: string; files: string[] }> {
    const byOwner = new Map<string, string[]>();
    const add = (owner: string, file: string) => byOwner.set(owner, [...(byOwner.get(owner) ?? []), file]);
    for (const name of fs.readdirSync(this.dir)) {
      const owner = name.match(OWNED)?.[1];
      if (owner && !isRunning(owner, this.owner)) add(owner, path.join(this.dir, name));
    }
    const claims = path.join(this.dir, CLAIMED);
    for (const claimer of fs.existsSync(claims) ? fs.readdirSync(claims) : []) {
      // This process's own claims are its to try again (the database was away); a running other's are not.
      if (claimer !== this.owner && isRunning(claimer, this.owner)) continue;
      for (const owner of fs.readdirSync(path.join(claims, claimer)))
        for (const name of fs.readdirSync(path.join(claims, claimer, owner))) add(owner, path.join(claims, claimer, owner, name));
    }
    return [...byOwner].map(([owner, files]) => ({ owner, files }));
  }
}

/** Whether the process that owns these files may still be running: this one, or a live pid (or one not ours to signal). */
function isRunning(owner: string, self: string): boolean {
  if (owner === self) return true;
  const pid = Number(owner.split('-')[0]);
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The claims' folders left empty once their files are written (a folder per claimer, then per owner). */
function removeEmptyFolders(claims: string): void {
  if (!fs.existsSync(claims)) return;
  for (const claimer of fs.readdirSync(claims)) {
    const folder = path.join(claims, claimer);
    for (const owner of fs.readdirSync(folder))
      if (fs.readdirSync(path.join(folder, owner)).length === 0) fs.rmdirSync(path.join(folder, owner));
    if (fs.readdirSync(folder).length === 0) fs.rmdirSync(folder);
  }
}

function tryRename(from: string, to: string): boolean {
  try {
    fs.renameSync(from, to);
    return true;
  } catch {
    return false; // another process took it first
  }
}

/** The segment's entries after the checkpoint; a last line cut short by the kill is left out, and said. */
function readSegment(file: string, checkpoint: number, logger: Logger): AuditColumns[] {
  const rows: AuditColumns[] = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (line === '') continue;
    try {
      const [seq, columns, request, response] = JSON.parse(line) as [number, AuditColumns, unknown, unknown];
      if (seq > checkpoint) rows.push([...columns, JSON.stringify(request), JSON.stringify(response)]);
    } catch {
      logger.warn({ file }, 'audit journal: an entry cut short by the stop was skipped');
    }
  }
  return rows;
}

function readCheckpoint(file: string): number {
  try {
    const value = Number(fs.readFileSync(file, 'utf8'));
    return Number.isSafeInteger(value) ? value : 0;
  } catch {
    return 0;
  }
}

/** Written whole or not at all: a process killed while writing leaves the previous checkpoint. */
function writeAtomically(file: string, text: string): void {
  const temporary = `${file}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

const segmentNumber = (name: string) => Number(name.match(SEGMENT_NAME)?.[4] ?? 0);
const bySegmentNumber = (a: string, b: string) => segmentNumber(a) - segmentNumber(b);
