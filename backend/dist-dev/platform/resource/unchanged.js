/**
 * An update that changes nothing a client sees is answered with the object as it was, and leaves no trace: no
 * *_UPDATED event (flows and webhooks triggered by it ran again for nothing; ten identical PATCHes made ten), and
 * no new updated_at. The write is made and compared, then undone by rolling its transaction back.
 */
import { isDeepStrictEqual } from 'node:util';
/** Thrown inside a write's transaction to roll it back; carries the object to answer. */
export class Unchanged {
    value;
    constructor(value) {
        this.value = value;
    }
}
/** Whether `after` is `before` but for its updated_at. */
export function changedNothing(before, after) {
    const { updated_at: _before, ...was } = before;
    const { updated_at: _after, ...is } = after;
    return isDeepStrictEqual(was, is);
}
/** Runs a write; one that threw Unchanged answers the object it carries. */
export async function unlessUnchanged(write) {
    try {
        return await write();
    }
    catch (error) {
        if (error instanceof Unchanged)
            return error.value;
        throw error;
    }
}
//# sourceMappingURL=unchanged.js.map