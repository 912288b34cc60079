import { ApiException } from '#exceptions/api_exception'

/** The error codes of badges and member statistics (member-spec §7). */
export const badgeErrors = {
  notFound: () => new ApiException(404, 'BADGE_NOT_FOUND', 'You have not earned this badge.'),
}
