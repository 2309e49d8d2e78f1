import { createServer } from 'node:net';
/**
 * Ports below Linux's ephemeral range (32768–60999 by default): the kernel hands ports in that
 * range to outgoing connections, and with a test run's hundreds of connections open a port picked
 * at random there was taken often enough to fail a CI run ("port 52732 is taken by another program").
 */
const FIRST = 20_000;
const LAST = 32_767;
const TRIES = 50;
function isFree(port) {
    return new Promise((resolve) => {
        const probe = createServer();
        probe.once('error', () => resolve(false));
        probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
}
/**
 * A port nothing listens on for a child process (Postgres, n8n) to take. `count` consecutive ports
 * when a test needs neighbours (a second server given the next port).
 */
export async function unusedPort(count = 1) {
    for (let attempt = 0; attempt < TRIES; attempt++) {
        const port = FIRST + Math.floor(Math.random() * (LAST - FIRST + 1 - count));
        let free = true;
        for (let offset = 0; offset < count && free; offset++)
            free = await isFree(port + offset);
        if (free)
            return port;
    }
    throw new Error(`no ${count} free port(s) found between ${FIRST} and ${LAST} in ${TRIES} tries`);
}
//# sourceMappingURL=ports.js.map