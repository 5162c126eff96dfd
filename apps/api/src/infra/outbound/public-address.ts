import ipaddr from 'ipaddr.js';

/**
 * Whether `address` (an IPv4 or IPv6 literal) is a public unicast address: not loopback, private,
 * link-local, carrier-grade NAT, unspecified, multicast, broadcast, reserved, documentation or
 * IPv6 unique-local, with IPv4-mapped IPv6 read as the IPv4 address it carries. Anything
 * ipaddr.js does not class as plain unicast (NAT64, 6to4, Teredo… which can carry an inside
 * address) counts as not public.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}
