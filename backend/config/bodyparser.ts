import { defineConfig } from '@adonisjs/core/bodyparser'
import { FORM_FIELDS_BYTES, LARGEST_UPLOAD_BYTES, UPLOAD_ROUTE_PATTERNS } from '#services/http/upload_routes'
import { newUploadTempPath } from '#services/http/upload_temp_files'

/** Every JSON or form body of the API is a few kilobytes; nothing needs more. */
const SMALL_BODY_LIMIT = '64kb'

export default defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  form: {
    convertEmptyStringsToNull: true,
    limit: SMALL_BODY_LIMIT,
    types: ['application/x-www-form-urlencoded'],
  },
  json: {
    convertEmptyStringsToNull: true,
    limit: SMALL_BODY_LIMIT,
    types: ['application/json', 'application/json-patch+json', 'application/vnd.api+json', 'application/csp-report'],
  },
  raw: {
    limit: SMALL_BODY_LIMIT,
  },
  /*
   * Files are written to disk only for the routes that take them (services/http/upload_routes.ts);
   * upload_body_guard_middleware.ts checks each route's own size limit before this runs, and
   * remove_upload_temp_files_middleware.ts removes the files when the request ends.
   */
  multipart: {
    autoProcess: UPLOAD_ROUTE_PATTERNS,
    convertEmptyStringsToNull: true,
    processManually: [],
    limit: LARGEST_UPLOAD_BYTES,
    fieldsLimit: FORM_FIELDS_BYTES,
    tmpFileName: newUploadTempPath,
    types: ['multipart/form-data'],
  },
})
