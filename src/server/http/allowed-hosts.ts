/**
 * The Host names that absolute links may be made from. A Host header is the client's to choose:
 * written into links unchecked, `Host: evil.example` would point an ad's links (and whatever caches
 * the answer) at another site. An entry is `name` (any port) or `name:port`, in lower case.
 */
export const LOCAL_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]']

const ENTRY =
  /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)(:(\d{1,5}))?$/

/** An entry as ADS_ALLOWED_HOSTS gives it, in lower case; undefined when it is no host[:port]. */
export function hostEntry(text: string): string | undefined {
  const entry = text.trim().toLowerCase()
  const match = ENTRY.exec(entry)
  if (!match || Number(match[6] ?? 0) > 65_535) return undefined
  return entry
}

/**
 * The default: the names this machine answers to on the port it listens on (any port when it takes
 * whatever port is free, PORT=0). A wildcard listen address (0.0.0.0, ::) is no name a client uses.
 */
export function defaultAllowedHosts(listenHost: string, port: number): string[] {
  const listen = listenHost.includes(':') ? `[${listenHost}]` : listenHost.toLowerCase()
  const names = ['0.0.0.0', '[::]', ''].includes(listen) ? LOCAL_HOSTS : [listen, ...LOCAL_HOSTS]
  return [...new Set(names)].map((name) => (port === 0 ? name : `${name}:${port}`))
}

/** Whether `host` (a URL's host: lower case, without the scheme's default port) is allowed. */
export function isAllowedHost(host: string, protocol: string, allowed: readonly string[]): boolean {
  const [name, port] = nameAndPort(host, protocol === 'https:' ? '443' : '80')
  return allowed.some((entry) => {
    const [allowedName, allowedPort] = nameAndPort(entry, undefined)
    return allowedName === name && (allowedPort === undefined || allowedPort === port)
  })
}

function nameAndPort<T extends string | undefined>(host: string, defaultPort: T): [string, string | T] {
  const match = /^(.*?)(?::(\d+))?$/.exec(host)!
  return [match[1]!, match[2] ?? defaultPort]
}
