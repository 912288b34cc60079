import { ApiException } from '#exceptions/api_exception'

/** Errors of the database that are not the request's fault. */
export const databaseErrors = {
  busy: () =>
    new ApiException(503, 'SERVER_BUSY', 'The server is busy. Please try again.', {
      headers: { 'Retry-After': '1' },
    }),
}
