import { OPTION_LETTERS } from '@dilemma/api-client'

/** The option letters in the order of the AI's options. */
export const optionLetters = OPTION_LETTERS.map((letter) => letter.toUpperCase())
