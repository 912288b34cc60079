import { ApiException } from '#exceptions/api_exception'

/** The error codes of file uploads: refused bodies (before they are read) and refused images. */
export const uploadErrors = {
  notAcceptedHere: () => new ApiException(415, 'UNSUPPORTED_MEDIA_TYPE', 'This address does not take file uploads.'),
  lengthRequired: () =>
    new ApiException(411, 'LENGTH_REQUIRED', 'An upload must declare its size in a Content-Length header.'),
  bodyTooLarge: (limit: number) =>
    new ApiException(413, 'PAYLOAD_TOO_LARGE', 'The request is too large.', { details: { limit } }),
  imageTooLarge: (maxPixels: number) =>
    new ApiException(422, 'IMAGE_TOO_LARGE', `Images may have at most ${maxPixels / 1_000_000} megapixels.`, {
      details: { maxPixels },
    }),
}
