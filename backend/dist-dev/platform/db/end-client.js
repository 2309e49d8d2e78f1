/**
 * Ends a connection of its own (not the pool's) without waiting more than `ms` for a server that may never answer
 * (stopped, or cut off by the network): a stop must not hang on it. Errors are of no use to a caller that is leaving.
 */
export function endClient(connection, ms) {
    return Promise.race([connection.end().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, ms).unref())]);
}
//# sourceMappingURL=end-client.js.map