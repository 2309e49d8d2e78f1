/**
 * Keeps webhook deliveries off private networks. The check runs on the
 * address actually dialled, inside undici's connector, after DNS: a literal
 * IP, an IPv6 form carrying an IPv4 address (mapped, compatible, NAT64, 6to4,
 * Teredo) or a name that resolves (or re-resolves) to loopback cannot get
 * around it. An operator may allow private targets,
 * all of them or a list of CIDRs (for n8n on a private network).
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { loadUndiciParts } from './undici-parts.js';
const { Agent, buildConnector } = loadUndiciParts();
export class BlockedAddressError extends Error {
    code = 'blocked_address';
}
/** True when the address may be dialled: public unicast, or allowed by the operator. */
export function isAllowedAddress(address, allow) {
    if (allow === true)
        return true;
    let parsed;
    try {
        // process() turns ::ffff:127.0.0.1 into 127.0.0.1, so mapped addresses are judged as what they are.
        parsed = ipaddr.process(address);
    }
    catch {
        return false;
    }
    if (parsed.kind() === 'ipv6') {
        const embedded = embeddedIPv4(parsed);
        if (embedded === 'opaque')
            return false;
        // An IPv6 form that carries an IPv4 address reaches that address: judge it by it (all embedded ones must pass).
        if (embedded)
            return embedded.every((inner) => isAllowedParsed(inner, allow));
    }
    return isAllowedParsed(parsed, allow);
}
function isAllowedParsed(parsed, allow) {
    if (parsed.range() === 'unicast')
        return true;
    if (allow === false)
        return false;
    return allow.some((cidr) => {
        const [network, bits] = ipaddr.parseCIDR(cidr);
        return network.kind() === parsed.kind() && parsed.match([network, bits]);
    });
}
const ipv4Of = (high, low) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
/**
 * The IPv4 addresses an IPv6 address stands for: IPv4-compatible `::a.b.c.d`,
 * mapped `::ffff:a.b.c.d`, SIIT `::ffff:0:a.b.c.d`, NAT64 `64:ff9b::a.b.c.d`,
 * 6to4 `2002:aabb:ccdd::` and Teredo (server and client). `opaque` for the
 * local-use NAT64 prefix `64:ff9b:1::/48`, whose IPv4 part may sit anywhere.
 * null when the address carries none.
 */
export function embeddedIPv4(address) {
    const w = address.parts;
    const zeros = (from, to) => w.slice(from, to).every((word) => word === 0);
    // `::` and `::1` are themselves (unspecified, loopback), not IPv4-compatible forms.
    if (zeros(0, 7) && w[7] <= 1)
        return null;
    if (zeros(0, 5) && (w[5] === 0 || w[5] === 0xffff))
        return [ipv4Of(w[6], w[7])];
    if (zeros(0, 4) && w[4] === 0xffff && w[5] === 0)
        return [ipv4Of(w[6], w[7])];
    if (w[0] === 0x64 && w[1] === 0xff9b && zeros(2, 6))
        return [ipv4Of(w[6], w[7])];
    if (w[0] === 0x64 && w[1] === 0xff9b && w[2] === 1)
        return 'opaque';
    if (w[0] === 0x2002)
        return [ipv4Of(w[1], w[2])];
    if (w[0] === 0x2001 && w[1] === 0)
        return [ipv4Of(w[2], w[3]), ipv4Of(~w[6] & 0xffff, ~w[7] & 0xffff)];
    return null;
}
/** Names that resolve to loopback wherever they are looked up (RFC 6761, section 6.3): `localhost` and `*.localhost`. */
function isLoopbackName(host) {
    const name = host.toLowerCase().replace(/\.$/, '');
    return name === 'localhost' || name.endsWith('.localhost');
}
/**
 * Whether a URL's host (`[::1]` brackets stripped) is refused without a lookup: an address that is not allowed, or a
 * loopback name while loopback is not allowed. Other names are judged when dialled (resolveAllowed).
 */
export function isRefusedAtSight(host, allow) {
    if (isIP(host))
        return !isAllowedAddress(host, allow);
    return isLoopbackName(host) && !isAllowedAddress('127.0.0.1', allow) && !isAllowedAddress('::1', allow);
}
/** What a target refused at sight is told, wherever a URL is saved (webhooks, flows' platform calls). */
export const REFUSED_AT_SIGHT = 'points at a private, loopback or link-local address, which is not allowed here (an operator allows such targets with KONTOR_WEBHOOK_ALLOW_PRIVATE)';
/** Resolves a host and answers the first allowed address, or throws naming what was refused. */
export async function resolveAllowed(host, allow) {
    const bare = host.replace(/^\[(.*)\]$/, '$1');
    const addresses = isIP(bare) ? [bare] : (await lookup(bare, { all: true, verbatim: true })).map((entry) => entry.address);
    const allowed = addresses.find((address) => isAllowedAddress(address, allow));
    if (!allowed) {
        throw new BlockedAddressError(`${host} resolves to ${addresses.join(', ')}, a private, loopback or link-local address; deliveries there are not allowed`);
    }
    return allowed;
}
/** An undici dispatcher whose every connection goes through the check above. */
export function guardedAgent(allow, options = {}) {
    const connect = buildConnector({ timeout: options.connectTimeoutMs ?? 10_000 });
    return new Agent({
        connect(connectOptions, callback) {
            resolveAllowed(connectOptions.hostname, allow).then((address) => 
            // Dial the checked address itself; TLS still verifies the original name.
            connect({
                ...connectOptions,
                hostname: address,
                servername: connectOptions.servername ?? (isIP(connectOptions.hostname) ? undefined : connectOptions.hostname),
            }, callback), (error) => callback(error, null));
        },
    });
}
//# sourceMappingURL=ssrf.js.map