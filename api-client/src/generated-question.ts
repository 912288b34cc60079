import type { CreatePostRequest, GeneratedQuestion } from './poll-types.js'

/** The single tag of every saved AI question (admin-spec §5). */
export const AI_GENERATED_TAG = 'AI Generated'

/**
 * The poll that saving a generated question creates, from the console or the CLI: its texts,
 * options A to D as the AI wrote them and the tag 'AI Generated'. No vote or time limit: admins
 * may create a poll without any (docs/decisions.md).
 */
export function pollOfGeneratedQuestion(
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
