// Member-spec §9 success-message timers.
export const profileSavedCloseMs = 1500
export const passwordChangedCloseMs = 2000
