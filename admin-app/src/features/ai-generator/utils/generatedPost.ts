import type { CreatePostRequest, GeneratedQuestion } from '@dilemma/api-client'

/** The single tag of every saved AI question (admin-spec §5). */
export const AI_GENERATED_TAG = 'AI Generated'

/** The option letters in the order of the AI's options. */
export const optionLetters = ['A', 'B', 'C', 'D'] as const

/**
 * The poll that saving a generated question creates: its texts, options A to D as the AI wrote them
 * and the tag 'AI Generated'. No vote or time limit: admins may create a poll without any
 * (docs/decisions.md).
 */
export function postRequestFor(
  question: Pick<GeneratedQuestion, 'title' | 'description' | 'options'>,
): CreatePostRequest {
  const [optionA = '', optionB = '', optionC, optionD] = question.options
  return {
    title: question.title,
    description: question.description,
    option_a: optionA,
    option_b: optionB,
    ...(optionC === undefined ? {} : { option_c: optionC }),
    ...(optionD === undefined ? {} : { option_d: optionD }),
    tags: [AI_GENERATED_TAG],
  }
}
