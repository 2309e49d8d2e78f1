/**
 * Vitest setup file (vitest.config.ts): a test fails when an answer a test Kontor gave during it (or during the
 * hooks before it) differs from the OpenAPI document (answers-check.ts).
 */
import { afterAll, afterEach } from 'vitest';
import { takeMismatches } from './answers-check.js';

function failOnMismatches(): void {
  const found = [...new Set(takeMismatches())];
  if (found.length > 0)
    throw new Error(`Answers that differ from /api/openapi.json (fix the document or the answer):\n  ${found.slice(0, 20).join('\n  ')}`);
}

afterEach(failOnMismatches);
afterAll(failOnMismatches);
