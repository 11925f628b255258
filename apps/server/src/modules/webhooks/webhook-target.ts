import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_MESSAGES } from '@atende/shared';

/**
 * Loopback, private, link-local, shared, documentation, multicast and unspecified ranges:
 * never a target. IPv6 forms that carry an IPv4 address (6to4, NAT64, IPv4-compatible) and the
 * old site-local range are refused whole.
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::', 96],
  ['::1', 128],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** True for an address a webhook must not reach (IPv4-mapped IPv6 checked as IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) return blocked.check(address, 'ipv6');
  return true;
}

/** The host of a URL as the resolver takes it (IPv6 literals lose their brackets). */
export const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

function resolveAll(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(host, { all: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))),
  );
}

/**
 * Why a URL may not be a webhook target, or null when it may: http(s) only, https unless
 * private targets are allowed, and no name that resolves to a private address. Queue
 * integrations pass `httpsOnly: false`: spec 3 lets their URL be plain http (decision 0125).
 */
export async function targetProblem(
  raw: string,
  allowPrivate: boolean,
  { httpsOnly = true }: { httpsOnly?: boolean } = {},
): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return WEBHOOK_MESSAGES.urlInvalid;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return WEBHOOK_MESSAGES.urlInvalid;
  if (allowPrivate) return null;
  if (httpsOnly && url.protocol !== 'https:') return WEBHOOK_MESSAGES.urlHttps;
  const host = hostOf(url);
  if (isIP(host)) return isPrivateAddress(host) ? WEBHOOK_MESSAGES.urlPrivate : null;
  try {
    const addresses = await resolveAll(host);
    if (addresses.length === 0) return WEBHOOK_MESSAGES.urlUnresolved;
    return addresses.some((a) => isPrivateAddress(a.address)) ? WEBHOOK_MESSAGES.urlPrivate : null;
  } catch {
    return WEBHOOK_MESSAGES.urlUnresolved;
  }
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for the outgoing request that refuses private addresses: the check applies to the
 * address actually connected to, so a name cannot switch to a private one after registration.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const bad = addresses.find((a) => isPrivateAddress(a.address));
      if (bad && !allowPrivate) {
        const refused = Object.assign(new Error(WEBHOOK_MESSAGES.urlPrivate), {
          code: 'ERR_WEBHOOK_PRIVATE',
        });
        return callback(refused, []);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0]!;
      return callback(null, first.address, first.family);
    });
  };
}
