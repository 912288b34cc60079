/** The option letters in the order of the AI's options. */
export const optionLetters = ['A', 'B', 'C', 'D'] as const
