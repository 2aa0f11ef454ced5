import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/** Where the crawler may go: the test-only allowlist and the ports besides 80/443. */
export interface GuardPolicy {
  allowHosts: readonly string[];
  extraPorts: readonly number[];
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Answers every address of a host name (the default asks the system resolver, like a browser would). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

/** A permitted target, pinned to the address that was checked: the connection goes there and nowhere else. */
export type GuardDecision = { ok: true; url: URL; pinned: ResolvedAddress } | { ok: false; reason: string };

/** Names that reach a cloud provider's instance metadata service, refused before any lookup. */
const metadataHostnames = new Set(['metadata', 'metadata.google.internal', 'metadata.goog', 'metadata.azure.com', 'instance-data', 'instance-data.ec2.internal']);

/**
 * Ranges refused although ipaddr.js calls them unicast: IPv4-compatible IPv6 (::a.b.c.d), NAT64 local-use,
 * the IETF protocol block (holds Oracle Cloud's 192.0.0.192 metadata), documentation and benchmarking.
 */
const extraBlocked = ['::/96', '64:ff9b:1::/48', '192.0.0.0/24', '198.18.0.0/15', '192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '2001:db8::/32'].map((cidr) =>
  ipaddr.parseCIDR(cidr),
);

const globalUnicastV6 = ipaddr.parseCIDR('2000::/3');

const defaultPorts: Record<string, string> = { 'http:': '80', 'https:': '443' };

/**
 * The SSRF decision for one request (and again for every redirect hop): parse with the WHATWG URL parser
 * (which turns every IPv4 spelling - decimal, octal, hex, short - into a dotted quad), refuse other
 * schemes, credentials and unexpected ports, resolve the host once and refuse if any address is not
 * public unicast. Nothing here connects anywhere.
 */
export async function checkTarget(raw: string | URL, policy: GuardPolicy, resolve: Resolver = systemResolver): Promise<GuardDecision> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse('not a valid URL');
  }
  if (!(url.protocol in defaultPorts)) return refuse(`scheme ${url.protocol} is not allowed (http and https only)`);
  if (url.username || url.password) return refuse('URLs with credentials are not allowed');
  const hostname = url.hostname.replace(/^\[|\]$/g, '').toLowerCase().replace(/\.$/, '');
  if (!hostname) return refuse('the URL has no host');
  const allowlisted = policy.allowHosts.includes(hostname);
  const port = url.port || defaultPorts[url.protocol];
  if (!allowlisted && port !== defaultPorts[url.protocol] && !policy.extraPorts.includes(Number(port))) return refuse(`port ${port} is not allowed`);
  if (metadataHostnames.has(hostname)) return refuse('cloud metadata hosts are not allowed');

  let addresses: ResolvedAddress[];
  if (ipaddr.isValid(hostname)) addresses = [{ address: hostname, family: hostname.includes(':') ? 6 : 4 }];
  else {
    try {
      addresses = await resolve(hostname);
    } catch {
      return refuse(`host ${hostname} could not be resolved`);
    }
  }
  if (addresses.length === 0) return refuse(`host ${hostname} could not be resolved`);
  if (!allowlisted) {
    for (const { address } of addresses) {
      const blocked = blockedRange(address);
      if (blocked) return refuse(`address ${address} is not public (${blocked})`);
    }
  }
  return { ok: true, url, pinned: addresses[0]! };
}

/** The name of the range that makes an address unreachable for the crawler, or undefined for public unicast. */
export function blockedRange(address: string): string | undefined {
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.parse(address);
  } catch {
    return 'unparseable address';
  }
  // IPv4-mapped (::ffff:a.b.c.d) is refused outright, whatever it maps to.
  const range = ip.range();
  if (range !== 'unicast') return range;
  // Only the global unicast block of IPv6 is routable on the internet.
  if (ip.kind() === 'ipv6' && !ip.match(globalUnicastV6[0], globalUnicastV6[1])) return 'reserved';
  for (const [network, bits] of extraBlocked) {
    if (ip.kind() === network.kind() && ip.match(network, bits)) return 'reserved';
  }
  return undefined;
}

function refuse(reason: string): GuardDecision {
  return { ok: false, reason };
}
