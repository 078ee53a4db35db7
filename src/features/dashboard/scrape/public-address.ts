import { BlockList, isIP } from 'node:net';

/**
 * Which IP addresses the scraper may connect to: public unicast only. Private, loopback,
 * link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast, reserved and
 * documentation ranges are refused (IANA special-purpose registries), and for IPv6 everything
 * outside global unicast 2000::/3, which also covers ::1, ::ffff:0:0/96 (IPv4-mapped), NAT64,
 * fc00::/7 and fe80::/10.
 */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
// Inside 2000::/3: IETF protocol assignments (Teredo among them), documentation, 6to4 (which
// can carry a private IPv4 address).
for (const [network, prefix] of [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is a public unicast address the scraper may connect to. */
export function isPublicAddress(address: string): boolean {
  switch (isIP(address)) {
    case 4:
      return !BLOCKED.check(address, 'ipv4');
    case 6: {
      // 2000::/3: the top three bits of the first group are 001.
      const first = Number.parseInt(address.split(':')[0] || '0', 16);
      return (first & 0xe000) === 0x2000 && !BLOCKED.check(address, 'ipv6');
    }
    default:
      return false;
  }
}
