import { ApiException } from '#exceptions/api_exception'

/** The error codes of the AI analysis. */
export const aiErrors = {
  unavailable: () =>
    new ApiException(503, 'AI_UNAVAILABLE', 'The AI analysis is not available right now. Please try again later.'),
}
