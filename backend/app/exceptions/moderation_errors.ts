import type { DateTime } from 'luxon'
import { ApiException } from '#exceptions/api_exception'

/** The error codes of the admin console's moderation calls (admin-spec §8). */
export const moderationErrors = {
  reportNotFound: () => new ApiException(404, 'REPORT_NOT_FOUND', 'This report does not exist.'),
  userNotFound: () => new ApiException(404, 'USER_NOT_FOUND', 'This user does not exist.'),
  postNotFound: () => new ApiException(404, 'POST_NOT_FOUND', 'This post does not exist.'),
  heldPostNotFound: () => new ApiException(404, 'HELD_POST_NOT_FOUND', 'This poll is not awaiting review.'),
  popupNotFound: () => new ApiException(404, 'POPUP_NOT_FOUND', 'This popup does not exist.'),
  tagNotFound: () => new ApiException(404, 'TAG_NOT_FOUND', 'This tag does not exist.'),
  categoryNotFound: () => new ApiException(404, 'CATEGORY_NOT_FOUND', 'This category does not exist.'),
  tagAlreadyInCategory: () => new ApiException(409, 'TAG_ALREADY_IN_CATEGORY', 'The tag is in this category already.'),
  categoryReserved: () =>
    new ApiException(409, 'CATEGORY_RESERVED', "This category holds only the 'AI Generated' tag."),
  adminRoleLocked: () =>
    new ApiException(403, 'ADMIN_ROLE_LOCKED', "An admin's role cannot be changed from the console."),
  invalidStatusChange: (from: string, to: string) =>
    new ApiException(409, 'INVALID_STATUS_CHANGE', `A ${from} post cannot be set to ${to}.`, {
      details: { from, to },
    }),
  /** `suspendedUntil` is null for a suspension that lasts until lifted. */
  accountSuspended: (until: DateTime | null) =>
    new ApiException(403, 'ACCOUNT_SUSPENDED', 'Your account is suspended: you can read, but not post or vote.', {
      details: { suspendedUntil: until?.toISO() ?? null },
    }),
  selfSuspension: () => new ApiException(403, 'SELF_SUSPENSION', 'You cannot suspend yourself.'),
  notSuspended: () => new ApiException(409, 'NOT_SUSPENDED', 'This account is not suspended.'),
  /** A restricting decision without its statement of reasons. */
  reasonRequired: () =>
    new ApiException(422, 'VALIDATION_ERROR', 'Please give a reason.', {
      errors: [{ field: 'reason', rule: 'required', message: 'Please give a reason.' }],
    }),
  decisionNotFound: () => new ApiException(404, 'DECISION_NOT_FOUND', 'This decision does not exist.'),
  appealNotFound: () => new ApiException(404, 'APPEAL_NOT_FOUND', 'This appeal does not exist.'),
  appealWindowClosed: (until: DateTime) =>
    new ApiException(409, 'APPEAL_WINDOW_CLOSED', 'The time to appeal this decision has passed.', {
      details: { appealUntil: until.toUTC().toISO() },
    }),
  alreadyAppealed: () => new ApiException(409, 'ALREADY_APPEALED', 'This decision has been appealed already.'),
  decisionReversed: () => new ApiException(409, 'DECISION_REVERSED', 'This decision has been reversed already.'),
  appealDecided: () => new ApiException(409, 'APPEAL_DECIDED', 'This appeal has been decided already.'),
  appealNeedsOtherAdmin: () =>
    new ApiException(403, 'APPEAL_NEEDS_OTHER_ADMIN', 'Another admin decides the appeal of your own decision.'),
  popupImageRequired: () =>
    new ApiException(422, 'VALIDATION_ERROR', 'Please select an image.', {
      errors: [{ field: 'image', rule: 'required', message: 'Please select an image.' }],
    }),
}
