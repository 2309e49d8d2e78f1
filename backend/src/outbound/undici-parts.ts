/**
 * The two parts of undici Kontor dials with, its Agent and its connector,
 * loaded without the package's index. The index also loads undici's fetch,
 * WebSocket, cache, proxy and mock modules: 110 files, about a fifth of the
 * CPU a worker spent starting (410 ms to 320, measured), and a worker's
 * start-up shares the cores with the first deliveries.
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
  try {
    return {
      Agent: require('undici/lib/dispatcher/agent.js') as typeof Undici.Agent,
      buildConnector: require('undici/lib/core/connect.js') as typeof Undici.buildConnector,
      from: 'parts',
    };
  } catch {
    const undici = require('undici') as typeof Undici;
    return { Agent: undici.Agent, buildConnector: undici.buildConnector, from: 'index' };
  }
}
