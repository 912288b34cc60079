// The spec's "simple address shape": something@something.tld, no spaces.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isValidEmail(value: string): boolean {
  return emailShape.test(value.trim())
}
