/*
 * At start-up, the temp files of uploads that a killed process left behind are removed
 * (services/http/upload_temp_files.ts). In the background: the server does not wait for it.
 */
import logger from '@adonisjs/core/services/logger'
import { removeStaleUploadTempFiles } from '#services/http/upload_temp_files'

removeStaleUploadTempFiles().then(
  (removed) => removed > 0 && logger.info({ removed }, 'removed stale upload temp files'),
  (error: unknown) => logger.warn({ err: error }, 'could not sweep upload temp files'),
)
