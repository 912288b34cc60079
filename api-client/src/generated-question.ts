import type { ApiClient } from './client.js'
import { ApiError } from './core/api-error.js'
import type { CreatePostRequest, GeneratedQuestion } from '@dilemma/contract'

/** The single tag of every saved AI question (admin-spec §5). */
export const AI_GENERATED_TAG = 'AI Generated'

/** The slug of the category that holds only the 'AI Generated' tag: no other tag moves there. */
export const AI_GENERATED_CATEGORY_SLUG = 'ai-generated'

/** A saved AI question closes after this many hours unless it is given a vote or time limit. */
export const GENERATED_POLL_TIME_LIMIT_HOURS = 24

/** How a saved AI question closes: after hours, or at a number of votes. */
export type GeneratedPollLimit = { time_limit: number } | { vote_limit: number }

/**
 * The poll that saving a generated question creates, from the console or the CLI: its texts,
 * options A to D as the AI wrote them, the tag 'AI Generated', and a 24 h time limit unless
 * `limit` says otherwise (docs/adr/0014-ai-analysis-and-generator.md).
 */
export function pollOfGeneratedQuestion(
  question: Pick<GeneratedQuestion, 'title' | 'description' | 'options'>,
  limit: GeneratedPollLimit = { time_limit: GENERATED_POLL_TIME_LIMIT_HOURS },
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
    ...limit,
  }
}

/** Titles compared as people read them: case, spacing and Unicode forms do not make a new question. */
export function titleKey(title: string): string {
  return title.normalize('NFKC').toLocaleLowerCase().replace(/\s+/g, ' ').trim()
}

/** Whether a poll with this title exists already, in any state (found by the admin posts search). */
export async function pollTitleExists(client: ApiClient, title: string): Promise<boolean> {
  const { posts } = await client.admin.posts({ search: title, limit: 100 })
  const wanted = titleKey(title)
  return posts.some((post) => titleKey(post.title) === wanted)
}

/**
 * Saves a generated question as a poll: the one rule of the console and the CLI. A question
 * whose title a poll has already is refused with 409 DUPLICATE_QUESTION, before anything is saved.
 */
export async function saveGeneratedQuestion(
  client: ApiClient,
  question: Pick<GeneratedQuestion, 'title' | 'description' | 'options'>,
  limit?: GeneratedPollLimit,
) {
  if (await pollTitleExists(client, question.title))
    throw new ApiError(409, 'DUPLICATE_QUESTION', 'A poll with this title exists already.')
  return client.posts.create(pollOfGeneratedQuestion(question, limit))
}
