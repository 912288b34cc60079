/** The free trial every member starts with at registration, and the site's facts page states. */
export const TRIAL_DAYS = 30
