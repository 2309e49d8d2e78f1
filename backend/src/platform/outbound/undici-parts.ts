/**
 * The two parts of undici Kontor dials with, its Agent and its connector,
 * loaded without the package's index. The index also loads undici's fetch,
 * WebSocket, cache, proxy and mock modules: 110 files, about a fifth of the
 * CPU a worker spends starting, and a worker's start-up shares the cores with
 * the first deliveries.
 */
import { createRequire } from 'node:module';
import type * as Undici from 'undici';

export interface UndiciParts {
  Agent: typeof Undici.Agent;
  buildConnector: typeof Undici.buildConnector;
  /** Where they came from: their own modules, or the index when a release has moved them (slower to load, same classes). */
  from: 'parts' | 'index';
}

export function loadUndiciParts(require: (id: string) => unknown = createRequire(import.meta.url)): UndiciParts {
  const index = (): UndiciParts => {
    const undici = require('undici') as typeof Undici;
    return { Agent: undici.Agent, buildConnector: undici.buildConnector, from: 'index' };
  };
  let parts: Pick<UndiciParts, 'Agent' | 'buildConnector'>;
  try {
    parts = {
      Agent: require('undici/lib/dispatcher/agent.js') as typeof Undici.Agent,
      buildConnector: require('undici/lib/core/connect.js') as typeof Undici.buildConnector,
    };
  } catch (error) {
    // Only a moved file falls back; any other failure to load is news.
    if ((error as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND') throw error;
    return index();
  }
  // A release that kept the files but changed what they export falls back too.
  return typeof parts.Agent === 'function' && typeof parts.buildConnector === 'function' ? { ...parts, from: 'parts' } : index();
}
