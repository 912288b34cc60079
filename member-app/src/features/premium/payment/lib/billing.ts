/** How she pays: a monthly PayPal subscription that renews until she cancels, or one month once. */
export type Billing = 'monthly' | 'once'

export const billings: readonly Billing[] = ['monthly', 'once']
