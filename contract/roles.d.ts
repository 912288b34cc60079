/** The roles of the product, lowest first. */
export declare const ROLES: readonly ['user', 'prouser', 'premiumuser', 'admin']
export type Role = (typeof ROLES)[number]

/** The roles that may use options C and D, images and the AI analysis. */
export declare const PAID_ROLES: readonly Role[]
