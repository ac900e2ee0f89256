import ipaddr from 'ipaddr.js';

/**
 * The network a client counts as in every per-IP limit: an IPv4 address as it is (IPv4-mapped
 * IPv6 too), an IPv6 address as its /`ipv6PrefixLength` network (`2001:db8:1:2::/64`), since one
 * subscriber is given a whole /64 and picks any address in it. Anything unparsable stays as given.
 */
export function clientNetwork(ip: string, ipv6PrefixLength: number): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const mask = ipaddr.IPv6.subnetMaskFromPrefixLength(ipv6PrefixLength).toByteArray();
  const network = address.toByteArray().map((byte, i) => byte & mask[i]);
  return `${ipaddr.fromByteArray(network).toString()}/${ipv6PrefixLength}`;
}

const WELL_KNOWN_NAT64 = ipaddr.parseCIDR('64:ff9b::/96') as [ipaddr.IPv6, number];

/**
 * The IPv4 address an IPv6 form stands for: IPv4-mapped (`::ffff:a.b.c.d`), SIIT (`::ffff:0:a.b.c.d`)
 * and well-known NAT64 (`64:ff9b::a.b.c.d`) carry it in their last 32 bits and reach it.
 */
function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const range = address.range();
  if (range !== 'ipv4Mapped' && range !== 'rfc6145' && !address.match(WELL_KNOWN_NAT64)) return null;
  return ipaddr.fromByteArray(address.toByteArray().slice(12)) as ipaddr.IPv4;
}

/**
 * Whether an address is anything but public unicast (ipaddr.js's ranges: loopback, private,
 * link-local, carrier-grade NAT, reserved, multicast, unique- and site-local …). IPv6 forms that
 * reach an IPv4 address are judged by it; IPv4-compatible (`::a.b.c.d`), 6to4, Teredo and the other
 * NAT64 prefixes are refused whole, as no calendar host needs them and their embedded IPv4 (or
 * its obfuscated form) could be a private one. Unparsable text counts as private.
 */
export function isPrivateAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() !== 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  const v4 = embeddedIpv4(v6);
  if (v4) return v4.range() !== 'unicast';
  const ipv4Compatible = v6.parts.slice(0, 6).every((part) => part === 0);
  return ipv4Compatible || v6.range() !== 'unicast';
}
