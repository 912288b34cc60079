// Member-spec §9 redirect delays.
export const invalidPlanRedirectMs = 3000
