/** The custom_id PayPal keeps on an order and its capture: our payment row. */
export const customIdOf = (paymentId: number) => `dilemma-payment:${paymentId}`

/** The payment row a custom_id names, or null when it is not one of ours. */
export function paymentIdOf(customId: unknown): number | null {
  const match = typeof customId === 'string' ? /^dilemma-payment:([1-9][0-9]{0,9})$/.exec(customId) : null
  return match ? Number(match[1]) : null
}
