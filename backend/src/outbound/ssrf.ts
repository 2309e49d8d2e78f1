/**
 * Keeps webhook deliveries off private networks. The check runs on the
 * address actually dialled, inside undici's connector, after DNS: a literal
 * IP, an IPv4-mapped IPv6 address or a name that resolves (or re-resolves)
 * to loopback cannot get around it. An operator may allow private targets,
 * all of them or a list of CIDRs (for n8n on a private network).
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, buildConnector } from 'undici';

export type PrivateTargets = boolean | readonly string[];

export class BlockedAddressError extends Error {
  readonly code = 'blocked_address';
}

/** True when the address may be dialled: public unicast, or allowed by the operator. */
export function isAllowedAddress(address: string, allow: PrivateTargets): boolean {
  if (allow === true) return true;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // process() turns ::ffff:127.0.0.1 into 127.0.0.1, so mapped addresses are judged as what they are.
    parsed = ipaddr.process(address);
  } catch {
    return false;
  }
  if (parsed.range() === 'unicast') return true;
  if (allow === false) return false;
  return allow.some((cidr) => {
    const [network, bits] = ipaddr.parseCIDR(cidr);
    return network.kind() === parsed.kind() && parsed.match([network, bits] as [typeof parsed, number]);
  });
}

/** Resolves a host and answers the first allowed address, or throws naming what was refused. */
export async function resolveAllowed(host: string, allow: PrivateTargets): Promise<string> {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  const addresses = isIP(bare) ? [bare] : (await lookup(bare, { all: true, verbatim: true })).map((entry) => entry.address);
  const allowed = addresses.find((address) => isAllowedAddress(address, allow));
  if (!allowed) {
    throw new BlockedAddressError(`${host} resolves to ${addresses.join(', ')}, a private, loopback or link-local address; deliveries there are not allowed`);
  }
  return allowed;
}

/** An undici dispatcher whose every connection goes through the check above. */
export function guardedAgent(allow: PrivateTargets, options: { connectTimeoutMs?: number } = {}): Agent {
  const connect = buildConnector({ timeout: options.connectTimeoutMs ?? 10_000 });
  return new Agent({
    connect(connectOptions, callback) {
      resolveAllowed(connectOptions.hostname, allow).then(
        (address) =>
          // Dial the checked address itself; TLS still verifies the original name.
          connect({ ...connectOptions, hostname: address, servername: connectOptions.servername ?? (isIP(connectOptions.hostname) ? undefined : connectOptions.hostname) }, callback),
        (error: Error) => callback(error, null),
      );
    },
  });
}
