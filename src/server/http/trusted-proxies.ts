import { BlockList, isIP } from 'node:net'

/**
 * The proxies whose X-Forwarded-* headers are believed (ADS_TRUSTED_PROXIES): IP addresses and CIDR
 * ranges. Anyone can send those headers; only a proxy the operator named may say who its client is.
 */
export type IsTrusted = (address: string) => boolean

/** An entry as ADS_TRUSTED_PROXIES gives it (`10.0.0.0/8`, `::1`), or undefined when it is neither. */
export function proxyEntry(text: string): string | undefined {
  const [address = '', prefix, ...rest] = text.trim().split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return undefined
  if (prefix !== undefined && !(/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128))) {
    return undefined
  }
  return prefix === undefined ? address : `${address}/${Number(prefix)}`
}

/** A check for entries already read by `proxyEntry`. */
export function trustedProxies(entries: readonly string[] = []): IsTrusted {
  if (entries.length === 0) return () => false
  const list = new BlockList()
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/')
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6'
    if (prefix === undefined) list.addAddress(address, type)
    else list.addSubnet(address, Number(prefix), type)
  }
  return (address) => {
    const plain = plainAddress(address)
    const family = isIP(plain)
    return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6')
  }
}

/** A dual-stack socket names IPv4 peers `::ffff:10.1.2.3`; they are compared, and logged, as `10.1.2.3`. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(address)
  return mapped ? mapped[1]! : address
}
