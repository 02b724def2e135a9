import { lookup } from 'node:dns/promises'
import { isIP, isIPv4, isIPv6, type LookupFunction } from 'node:net'
import { MediaFetchError } from './media-fetch-error'

/**
 * Why the server must not fetch from an address, or undefined for a public one. Saving an ad makes
 * the server fetch links that anyone could have put in an ad: without this, a link to 127.0.0.1, the
 * office network or the cloud's metadata service (169.254.169.254) would be fetched from inside.
 * IPv6 is allowed only in global unicast (2000::/3); forms that carry an IPv4 address (mapped,
 * NAT64, 6to4) are judged by that address.
 */
export function addressProblem(address: string): string | undefined {
  if (isIPv4(address)) return v4Problem(v4Number(address))
  // A zone (`fe80::1%eth0`) only exists on link-local addresses.
  if (address.includes('%')) return 'link-local'
  if (isIPv6(address)) return v6Problem(v6Groups(address))
  return 'not an IP address'
}

export interface Address {
  address: string
  family: number
}

/** The address to connect to, once every address of the name has been found public. */
export async function checkedAddress(url: URL, allowed: readonly string[]): Promise<Address> {
  const host = url.hostname.replace(/^\[|\]$/g, '')
  let found: Address[]
  if (isIP(host)) found = [{ address: host, family: isIP(host) }]
  else {
    try {
      found = await lookup(host, { all: true, verbatim: true })
    } catch {
      throw new MediaFetchError('no such host')
    }
  }
  // Any private one refuses the name: which of them a connection would get is not ours to choose.
  for (const { address } of found) {
    const problem = addressProblem(address)
    if (problem && !allowed.includes(address)) throw new MediaFetchError(`private address (${problem})`)
  }
  if (!found[0]) throw new MediaFetchError('no such host')
  return found[0]
}

/** Hands the connection the address already checked, so that no second look-up is made. */
export const fixedLookup =
  ({ address, family }: Address): LookupFunction =>
  (_host, options, callback) => {
    if (options.all) callback(null, [{ address, family }])
    else callback(null, address, family)
  }

const V4_RANGES: [base: string, bits: number, what: string][] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared (CGNAT)'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local, cloud metadata'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'IETF protocol assignments'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, '6to4 relay'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  // Reserved, and the broadcast address 255.255.255.255.
  ['240.0.0.0', 4, 'reserved'],
  // Azure's metadata and DNS service sits on a public address.
  ['168.63.129.16', 32, 'cloud metadata'],
]

function v4Number(address: string): number {
  return address.split('.').reduce((sum, part) => sum * 256 + Number(part), 0)
}

function v4Problem(value: number): string | undefined {
  for (const [base, bits, what] of V4_RANGES) {
    const size = 2 ** (32 - bits)
    const start = v4Number(base)
    if (value >= start && value < start + size) return what
  }
  return undefined
}

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted quad becomes the last two). */
function v6Groups(address: string): number[] {
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(address)
  let text = address.toLowerCase()
  if (quad?.[1]) {
    const value = v4Number(quad[1])
    text = `${text.slice(0, -quad[1].length)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const groups = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16))
  const left = groups(head)
  const right = tail === undefined ? [] : groups(tail)
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right]
}

function v6Problem(g: number[]): string | undefined {
  const [a = 0, b = 0] = g
  const zeroUpTo = (n: number) => g.slice(0, n).every((group) => group === 0)
  const embedded = (high: number, low: number) => v4Problem(high * 65_536 + low)
  if (zeroUpTo(8)) return 'unspecified'
  if (zeroUpTo(7) && g[7] === 1) return 'loopback'
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (the old "compatible" form) reach an IPv4 address.
  if (zeroUpTo(5) && (g[5] === 0xffff || g[5] === 0)) return embedded(g[6]!, g[7]!)
  // NAT64 (64:ff9b::/96) turns the last 32 bits into an IPv4 connection.
  if (a === 0x64 && b === 0xff9b && g.slice(2, 6).every((group) => group === 0)) return embedded(g[6]!, g[7]!)
  if (a === 0x64 && b === 0xff9b && g[2] === 1) return 'local NAT64'
  if (a === 0x2002) return embedded(b, g[2]!)
  if (a === 0x2001 && b === 0) return 'Teredo tunnel'
  if (a === 0x2001 && b === 0xdb8) return 'documentation'
  if ((a & 0xfe00) === 0xfc00) return 'unique-local'
  if ((a & 0xffc0) === 0xfe80) return 'link-local'
  if ((a & 0xff00) === 0xff00) return 'multicast'
  if ((a & 0xe000) !== 0x2000) return 'reserved'
  return undefined
}
