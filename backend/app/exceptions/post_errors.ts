import { ApiException, type FieldError } from '#exceptions/api_exception'

/** The error codes of polls, votes, likes, saves, reports and tags (member-spec §8). */
export const postErrors = {
  notFound: () => new ApiException(404, 'POST_NOT_FOUND', 'This post does not exist or was deleted.'),
  userNotFound: () => new ApiException(404, 'USER_NOT_FOUND', 'This user does not exist.'),
  ownPost: () => new ApiException(403, 'OWN_POST', 'You cannot vote on your own poll.'),
  invalidOption: () => new ApiException(422, 'INVALID_OPTION', 'This poll has no such option.'),
  alreadyVoted: () =>
    new ApiException(409, 'ALREADY_VOTED', 'You have already voted on this poll; votes cannot be changed.'),
  pollClosed: () => new ApiException(409, 'POLL_CLOSED', 'This poll is closed.'),
  hasVotes: () => new ApiException(409, 'POST_HAS_VOTES', 'A post cannot be edited once it has votes.'),
  alreadyReported: () => new ApiException(409, 'ALREADY_REPORTED', 'You have already reported this post.'),
  premiumRequired: () =>
    new ApiException(
      403,
      'PREMIUM_REQUIRED',
      'Options C and D, images and the AI analysis need a Pro or Premium plan.',
    ),
  postLimitExceeded: (details: { limit: number; used: number; resetsAt: string }, retryAfterSeconds: number) =>
    new ApiException(429, 'POST_LIMIT_EXCEEDED', 'You have reached your daily post limit.', {
      details,
      headers: { 'Retry-After': String(retryAfterSeconds) },
    }),
  invalidImage: (field: string) =>
    new ApiException(422, 'INVALID_IMAGE', 'Images must be JPEG, PNG, GIF or WebP files of at most 5 MB.', {
      errors: [{ field, rule: 'image', message: 'The file is not a JPEG, PNG, GIF or WebP image.' }],
    }),
  invalidFields: (errors: FieldError[]) =>
    new ApiException(422, 'VALIDATION_ERROR', 'Some fields are invalid.', { errors }),
}
