import { createRequire } from 'node:module';
import * as undici from 'undici';
import { describe, expect, it } from 'vitest';
import { loadUndiciParts } from './undici-parts.js';

describe("undici's parts, loaded without its index", () => {
  it('are the classes the index exports, from their own modules', () => {
    const parts = loadUndiciParts();
    expect(parts.from).toBe('parts');
    expect(parts.Agent).toBe(undici.Agent);
    expect(parts.buildConnector).toBe(undici.buildConnector);
  });

  it('come from the index when a release has moved them', () => {
    const real = createRequire(import.meta.url);
    const parts = loadUndiciParts((id) => {
      if (id !== 'undici') throw Object.assign(new Error(`Cannot find module '${id}'`), { code: 'MODULE_NOT_FOUND' });
      return real(id);
    });
    expect(parts).toEqual({ Agent: undici.Agent, buildConnector: undici.buildConnector, from: 'index' });
  });
});
