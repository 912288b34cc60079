import type { OptionLetter } from '@dilemma/api-client'

export type PollOptionLetter = OptionLetter

export interface PollCardOption {
  letter: PollOptionLetter
  text: string
  imageUrl?: string | null
  /** Votes for this option; read when results are shown. */
  votes?: number
  /** The reader's own vote. */
  chosen?: boolean
}

/** Every text of the card, already translated by the app. */
export interface PollCardLabels {
  readMore: string
  showLess: string
  yourChoice: string
  /** e.g. "8 votes" */
  votes: (count: number) => string
  /** Accessible name of an option's vote button, starting with the words it shows, e.g. "A: Kita – vote" (WCAG 2.5.3). */
  choose: (letter: string, text: string) => string
  /** Accessible name of an option's result bar, e.g. "A: 62%, 8 votes". */
  resultOf: (letter: string, percent: number, votes: number) => string
  optionImage: (letter: string) => string
}
