/*
 * TRUSTED_PROXIES: the reverse proxies whose X-Forwarded-For/-Proto/-Host headers are believed
 * (config/app.ts). Without it the peer of the connection is the client, whatever it claims.
 */
import proxyAddr from 'proxy-addr'

/**
 * The env validator: comma-separated addresses, CIDR ranges or proxy-addr's names (loopback,
 * linklocal, uniquelocal); an empty list when unset. A typo stops the boot instead of trusting nobody.
 */
export function trustedProxyList(name: string, value?: string): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  try {
    proxyAddr.compile(entries)
  } catch (error) {
    throw new Error(`Invalid ${name}: ${(error as Error).message}`)
  }
  return entries
}
