/**
 * How a migration derives a database function from the one an earlier migration installed: each fragment replaced
 * where it occurs exactly once, so that the derived text is the earlier one with only the changes listed (and an edit
 * that no longer matches fails loudly instead of installing something else).
 */
export function replacedOnce(migration, text, replacements) {
    return replacements.reduce((derived, [from, to]) => {
        const at = derived.indexOf(from);
        if (at < 0 || derived.indexOf(from, at + 1) >= 0)
            throw new Error(`migration ${migration}: expected one occurrence of ${from}`);
        return derived.slice(0, at) + to + derived.slice(at + from.length);
    }, text);
}
//# sourceMappingURL=replace-once.js.map