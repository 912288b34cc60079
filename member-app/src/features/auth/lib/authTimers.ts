// Member-spec §9 redirect delays.
export const authSuccessRedirectMs = 1500
export const registrationSuccessRedirectMs = 2000
export const tokenErrorRedirectMs = 3000
export const resetSuccessRedirectMs = 3000
export const authErrorRedirectMs = 3000
