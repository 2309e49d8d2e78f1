/**
 * Whether a URL names its host right after "//", as written. The URL parser that dials reads "http:///a", "http:/a"
 * and "http:\\a" as http://a/: a host that is not written there, stored and shown as written and dialled as another.
 */
export function writesItsHost(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\/[^/\\?#]/i.test(url);
}

/** What is wrong with a URL `writesItsHost` refuses, for an error message. */
export const HOST_NOT_WRITTEN = 'must name its host right after "//", as in https://example.com/hook';
