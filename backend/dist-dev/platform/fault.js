/**
 * Test-only fault points. `KONTOR_FAULT_POINT=<name>` makes the process kill
 * itself (SIGKILL, as the kernel's OOM killer or `kill -9` would) when it
 * reaches the point of that name; unset, as it always is outside the crash
 * tests, a fault point does nothing. The names:
 *
 * - `before-idempotent-commit`: a request with an Idempotency-Key has done its
 *   writes, uncommitted, and holds its key.
 * - `after-idempotent-commit`: such a request has committed its writes and its
 *   kept answer, and has not answered yet.
 */
const ARMED = process.env.KONTOR_FAULT_POINT;
export function faultPoint(name) {
    if (ARMED === name)
        process.kill(process.pid, 'SIGKILL');
}
//# sourceMappingURL=fault.js.map