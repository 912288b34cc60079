/*
 * The only routes that take files (multipart/form-data), with the largest body each accepts.
 * config/bodyparser.ts writes uploads to disk for these routes only, and
 * upload_body_guard_middleware.ts refuses, from the Content-Length header and before a byte is
 * read, a multipart body anywhere else or one bigger than its route allows.
 */
import { POST_LIMITS } from '@dilemma/contract/limits'

/** member-spec §7 "Image size": 5 MB per image, posts' and every other. */
export const MAX_IMAGE_BYTES = POST_LIMITS.imageBytes

/** Room for a form's text fields and its parts' headers, besides the images. */
export const FORM_FIELDS_BYTES = 64 * 1024

interface UploadRoute {
  method: 'POST' | 'PUT'
  pattern: string
  /** How many images the form may carry. */
  images: number
}

const UPLOAD_ROUTES: UploadRoute[] = [
  { method: 'POST', pattern: '/api/posts', images: 4 },
  { method: 'POST', pattern: '/api/auth/complete-registration', images: 1 },
  { method: 'PUT', pattern: '/api/users/me', images: 1 },
  { method: 'POST', pattern: '/api/popups', images: 1 },
]

const bodyLimitOf = (route: UploadRoute) => route.images * MAX_IMAGE_BYTES + FORM_FIELDS_BYTES

/** The route patterns whose multipart bodies the body parser processes. */
export const UPLOAD_ROUTE_PATTERNS = [...new Set(UPLOAD_ROUTES.map((route) => route.pattern))]

/** The body parser's own bound, for bodies without a Content-Length it could check first. */
export const LARGEST_UPLOAD_BYTES = Math.max(...UPLOAD_ROUTES.map(bodyLimitOf))

/** The largest multipart body the route takes, or undefined when it takes no files. */
export function uploadBodyLimit(method: string, pattern: string | undefined): number | undefined {
  const route = UPLOAD_ROUTES.find((candidate) => candidate.method === method && candidate.pattern === pattern)
  return route && bodyLimitOf(route)
}
