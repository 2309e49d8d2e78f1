export const tool = (definition) => definition;
export const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
export const CREATES = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false };
/** A status change that leaves the invoice as it is when it already has that status. */
export const SETS_STATUS = { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false };
//# sourceMappingURL=tool.js.map