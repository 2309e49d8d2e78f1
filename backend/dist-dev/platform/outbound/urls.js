import { REFUSED_AT_SIGHT, isRefusedAtSight } from './ssrf.js';
/**
 * Whether a URL names its host right after "//", as written. The URL parser that dials reads "http:///a", "http:/a"
 * and "http:\\a" as http://a/: a host that is not written there, stored and shown as written and dialled as another.
 */
export function writesItsHost(url) {
    return /^[a-z][a-z0-9+.-]*:\/\/[^/\\?#]/i.test(url);
}
/** What is wrong with a URL `writesItsHost` refuses, for an error message. */
export const HOST_NOT_WRITTEN = 'must name its host right after "//", as in https://example.com/hook';
/** Why a URL someone saves to be posted to (a webhook's, a flow's platform call) is refused, or null. */
export function savedUrlProblem(url, allowPrivate) {
    if (!URL.canParse(url))
        return { code: 'invalid_url', message: 'is not a URL that can be dialled' };
    if (!writesItsHost(url))
        return { code: 'invalid_url', message: HOST_NOT_WRITTEN };
    const parsed = new URL(url);
    // Credentials in a URL end up shown back, logged and sent on redirects: receivers authenticate by the signature.
    // "http://:@host" has an empty user and password, still a credentials part, and is refused as one.
    if (parsed.username || parsed.password || /^[a-z][a-z0-9+.-]*:\/\/[^/\\?#]*@/i.test(url))
        return {
            code: 'credentials_in_url',
            message: 'must not hold a user name or password; the receiver verifies the webhook-signature header instead',
        };
    // Nothing listens on port 0: saved, every delivery would fail.
    if (parsed.port === '0')
        return { code: 'invalid_url', message: 'names port 0, which nothing can be reached on' };
    if (isRefusedAtSight(parsed.hostname.replace(/^\[(.*)\]$/, '$1'), allowPrivate))
        return { code: 'private_address', message: REFUSED_AT_SIGHT };
    return null;
}
//# sourceMappingURL=urls.js.map