import { ApiException } from '#exceptions/api_exception'

/** The 401 codes the clients react to (the first three trigger one silent refresh). */
export const authErrors = {
  tokenExpired: () => new ApiException(401, 'TOKEN_EXPIRED', 'Your session token has expired.'),
  tokenBlacklisted: () =>
    new ApiException(401, 'TOKEN_BLACKLISTED', 'This session has been ended. Please log in again.'),
  invalidToken: () => new ApiException(401, 'INVALID_TOKEN', 'The session token is invalid.'),
  tokenMissing: () => new ApiException(401, 'TOKEN_MISSING', 'Please log in to continue.'),
  invalidCredentials: () => new ApiException(401, 'INVALID_CREDENTIALS', 'Invalid username/e-mail or password.'),
  forbidden: () => new ApiException(403, 'FORBIDDEN', 'You are not allowed to do this.'),
}
