/**
 * What a limit per address counts an address under. IPv4 as it is, and an IPv4-mapped IPv6
 * address (`::ffff:203.0.113.7`, how a dual-stack socket names an IPv4 peer) as that IPv4; IPv6 by
 * its /64, the block one home line or one VPS is given (each holds 2^64 addresses to walk).
 */
import ipaddr from 'ipaddr.js'

export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const v6 = parsed as ipaddr.IPv6
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString()
  return `${v6.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`
}
