/**
 * The two parts of undici Kontor dials with, its Agent and its connector,
 * loaded without the package's index. The index also loads undici's fetch,
 * WebSocket, cache, proxy and mock modules: 110 files, about a fifth of the
 * CPU a worker spent starting (410 ms to 320, measured), and a worker's
 * start-up shares the cores with the first deliveries.
 */
import { createRequire } from 'node:module';
export function loadUndiciParts(require = createRequire(import.meta.url)) {
    const index = () => {
        const undici = require('undici');
        return { Agent: undici.Agent, buildConnector: undici.buildConnector, from: 'index' };
    };
    let parts;
    try {
        parts = {
            Agent: require('undici/lib/dispatcher/agent.js'),
            buildConnector: require('undici/lib/core/connect.js'),
        };
    }
    catch (error) {
        // Only a moved file falls back; any other failure to load is news.
        if (error.code !== 'MODULE_NOT_FOUND')
            throw error;
        return index();
    }
    // A release that kept the files but changed what they export falls back too.
    return typeof parts.Agent === 'function' && typeof parts.buildConnector === 'function' ? { ...parts, from: 'parts' } : index();
}
//# sourceMappingURL=undici-parts.js.map