import type { HttpClient } from '../core/http-client.js'
import type { SiteFacts } from '@dilemma/contract'

/** The content pages' figures and operator details, from the modules that enforce them. */
export const siteFactsEndpoints = (http: HttpClient) => ({
  /** Public: plans, limits, trial, image rules, badge tiers, contact and imprint. */
  get: () => http.get<SiteFacts>('/site-facts'),
})
