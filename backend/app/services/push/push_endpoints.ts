import { createHash } from 'node:crypto'

/** A push subscription's row is found by its endpoint's hash: an endpoint names one browser. */
export function endpointHash(endpoint: string): string {
  return createHash('sha256').update(endpoint).digest('hex')
}
