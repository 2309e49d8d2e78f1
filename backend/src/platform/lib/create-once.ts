/**
 * Creates a file for its owner only (mode 600), whole or not at all: a temporary file is linked into place, so a
 * process starting beside this one never reads it half-written, and the first to link wins. Answers false when the
 * file was there already (the caller then reads that one).
 */
import { linkSync, rmSync, writeFileSync } from 'node:fs';

export function createOnce(file: string, content: string): boolean {
  const temporary = `${file}.${process.pid}`;
  writeFileSync(temporary, content, { mode: 0o600 });
  try {
    linkSync(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    rmSync(temporary, { force: true });
  }
}
