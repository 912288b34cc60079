import type { CLIENT_PATHS } from './client-paths.js'
import type { FirstScreenAnswers, FirstScreenEndpoint } from './src/first-screen-types.js'

/** One API answer a first screen embeds (first-screen.js). */
export interface FirstScreenRow {
  readonly endpoint: FirstScreenEndpoint
  /** The query string it is asked with; `{id}` in the endpoint is the page's (or, keyed by the reader, her) id. */
  readonly query: Readonly<Record<string, string | number | boolean>>
  readonly slot: keyof FirstScreenAnswers
  /** The answer's field inside its slot; none: the slot is the answer. */
  readonly field?: string
  /** The id the app's query key needs, added to the slot: the feed's seed, or the reader's id (members only). */
  readonly keyedBy?: 'seed' | 'reader'
  /** Only for the page's URL without a query string. */
  readonly bareUrlOnly?: boolean
}

/** The pages with data, by their client path: a fixed one, or a poll's and a member's page. */
export type FirstScreenPage = (typeof CLIENT_PATHS)['feed' | 'premium' | 'profile' | 'post' | 'publicProfile']

export declare const FIRST_SCREEN_PAGES: Readonly<Record<FirstScreenPage, readonly FirstScreenRow[]>>

/** What every first screen of a signed-in reader carries besides its page's answers. */
export declare const FIRST_SCREEN_READER_ANSWERS: readonly FirstScreenRow[]
