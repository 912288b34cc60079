// The roles of the product, lowest first: the backend stores and checks them, the admin console and
// the CLI offer them as choices. Plain JavaScript so that the built backend and the front ends load
// it without a TypeScript step (roles.d.ts types it).
export const ROLES = Object.freeze(['user', 'prouser', 'premiumuser', 'admin'])

/** The roles that may use options C and D, images and the AI analysis. */
export const PAID_ROLES = Object.freeze(['prouser', 'premiumuser', 'admin'])
